import { Phone } from 'lucide-react';
import { buttonClass } from './button-link';

export type CallButtonProps = {
  /** The number as shown, and in E.164 for the tel: link. */
  phone: { display: string; e164: string };
};

/** "Call (727) 555-0142" as an outlined button for dark bands: one tap dials on a phone. */
export function CallButton({ phone }: CallButtonProps) {
  return (
    <a href={`tel:${phone.e164}`} className={buttonClass('light')}>
      <Phone aria-hidden="true" className="size-5" />
      Call {phone.display}
    </a>
  );
}

import { Phone } from 'lucide-react';
import { labels } from '@/lib/labels';
import { buttonClass } from './button-link';

export type CallButtonProps = {
  /** The number as shown, and in E.164 for the tel: link. */
  phone: { display: string; e164: string };
  /** `light`, outlined for dark bands, unless told otherwise. */
  variant?: Parameters<typeof buttonClass>[0];
};

/** "Call" and the phone number as a button: one tap dials on a phone. */
export function CallButton({ phone, variant = 'light' }: CallButtonProps) {
  return (
    <a href={`tel:${phone.e164}`} className={buttonClass(variant)}>
      <Phone aria-hidden="true" className="size-5" />
      {labels.callButton.label(phone.display)}
    </a>
  );
}

import { Phone } from 'lucide-react';
import { site } from '@/content/site';
import { buttonClass } from './button-link';

/** "Call (727) 555-0142" as an outlined button for dark bands: one tap dials on a phone. */
export function CallButton() {
  return (
    <a href={`tel:${site.phone.e164}`} className={buttonClass('light')}>
      <Phone aria-hidden="true" className="size-5" />
      Call {site.phone.display}
    </a>
  );
}

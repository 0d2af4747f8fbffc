import { quoteForm, serviceOptions } from '@/lib/content';

/**
 * A service page's quote link: when the form offers the service by name, it opens with that
 * service chosen (`?service=`, read by components/contact/contact-form.tsx); else the plain link.
 */
export function quoteLinkFor(service: string) {
  return (serviceOptions as readonly string[]).includes(service)
    ? `/contact/?service=${encodeURIComponent(service)}#${quoteForm.id}`
    : quoteForm.href;
}

import { quoteForm, serviceOptions } from '@/lib/content';

/**
 * A quote link for a service: when the form offers it by name, it opens with that
 * service chosen (`?service=`, read by components/contact/contact-form.tsx); else the plain link.
 */
export function quoteLinkFor(service: string) {
  return (serviceOptions as readonly string[]).includes(service)
    ? `/contact/?service=${encodeURIComponent(service)}#${quoteForm.id}`
    : quoteForm.href;
}

'use client';

import { Send } from 'lucide-react';
import { Toaster } from 'sonner';
import { messageEndpoint } from '@/lib/outbox/send-contact';
import { HoneypotField } from '@/components/ui/honeypot-field';
import { formLabels } from '@/lib/form-labels';
import { ContactFields } from './contact-fields';
import { PhotoField } from './photo-field';
import { SendStatus } from './send-status';
import { useContactForm } from './use-contact-form';

export type ContactFormProps = {
  serviceOptions: readonly { value: string; label: string }[];
  /** Offered beside a failure, so a visitor always has a way through. */
  phone: { display: string; e164: string };
  /** The success notice: the thank-you page's title and lead, which a plain-HTML post lands on. */
  sentNotice: { title: string; lead: string };
  /** The company's e-mail, for photos the form cannot take. */
  email: string;
};

export function ContactForm({ serviceOptions, phone, sentNotice, email }: ContactFormProps) {
  // The refs apart: react-hooks/refs takes an object that holds a ref for a ref, and the state is
  // read during render.
  const { form, status, honeypot, ...contact } = useContactForm(sentNotice);
  return (
    <>
      {/* Below the sticky header (4rem), so a notice never covers the navigation. */}
      <Toaster
        position="top-center"
        offset={{ top: 80 }}
        mobileOffset={{ top: 72 }}
        richColors
        closeButton
        toastOptions={{ classNames: { title: 'font-bold!' } }}
      />
      {/* Before hydration, or without JavaScript, the browser posts the form itself and the
          function answers with the thank-you page; once hydrated, onSubmit sends it with fetch. */}
      <form
        ref={form}
        action={messageEndpoint}
        method="post"
        data-hydrated={contact.hydrated || undefined}
        onSubmit={contact.onSubmit}
        onInvalidCapture={contact.onInvalid}
        aria-label={formLabels.contactForm.label}
        className="space-y-5"
      >
        <ContactFields
          values={contact.values}
          errors={contact.errors}
          update={contact.update}
          serviceOptions={serviceOptions}
        />
        <PhotoField state={contact.photos} email={email} />
        <HoneypotField ref={honeypot} id="contact-hp" label={formLabels.contactForm.honeypot} />
        <button
          type="submit"
          disabled={contact.sending}
          className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-md bg-brand px-6 py-3 text-lg font-semibold text-white hover:bg-brand-dark disabled:cursor-not-allowed disabled:opacity-70 sm:w-auto"
        >
          <Send aria-hidden="true" className="size-5" />
          {contact.sending ? formLabels.contactForm.sending : formLabels.contactForm.send}
        </button>
        <SendStatus
          ref={status}
          refusal={contact.refusal}
          refused={Object.keys(contact.errors).length > 0}
          outcome={contact.outcome}
          sentAt={contact.sentAt}
          photosMissing={contact.photosMissing}
          phone={phone}
          email={email}
        />
      </form>
    </>
  );
}

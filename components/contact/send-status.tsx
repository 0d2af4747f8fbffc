import type { Ref } from 'react';
import { formLabels } from '@/lib/form-labels';
import type { Outcome } from './use-contact-form';

export type SendStatusProps = {
  /** The result line, which takes focus when a send ends. */
  ref: Ref<HTMLParagraphElement>;
  /** The refused submits so far, and what the last one asks the visitor to check. */
  refusal: { count: number; text: string };
  /** Whether any field still shows an error. */
  refused: boolean;
  outcome: Outcome;
  /** When a request saved on the phone was sent (with outcome `sentLater`). */
  sentAt: number;
  photosMissing: number;
  phone: { display: string; e164: string };
  email: string;
};

/**
 * Under the Send button: the refusal, spoken once per refused submit, and the result line of the
 * last send, which on a failure offers the phone.
 */
export function SendStatus({
  ref,
  refusal,
  refused,
  outcome,
  sentAt,
  photosMissing,
  phone,
  email,
}: SendStatusProps) {
  return (
    <>
      {refusal.count > 0 && refused && (
        <p key={refusal.count} role="alert" className="sr-only">
          {refusal.text}
        </p>
      )}
      <p ref={ref} role="status" tabIndex={-1} className="text-base empty:hidden">
        {outcome === 'sent' && (
          <span className="font-medium text-success">
            {formLabels.sendStatus.sent}
            {photosMissing > 0 && ` ${formLabels.sendStatus.photosMissing(photosMissing, email)}`}
          </span>
        )}
        {outcome === 'saved' && (
          <span className="font-medium text-ink">{formLabels.sendStatus.saved}</span>
        )}
        {outcome === 'sentLater' && (
          <span className="font-medium text-success">
            {formLabels.sendStatus.sentLater(
              new Date(sentAt).toLocaleTimeString(formLabels.intlLocale, {
                hour: 'numeric',
                minute: '2-digit',
              }),
            )}
          </span>
        )}
        {outcome === 'failed' && (
          <span className="font-medium text-danger">
            {formLabels.sendStatus.failed}{' '}
            <a href={`tel:${phone.e164}`} className="whitespace-nowrap underline">
              {phone.display}
            </a>
            .
          </span>
        )}
      </p>
    </>
  );
}

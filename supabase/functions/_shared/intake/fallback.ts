/**
 * The fallback stage: the database cannot answer (unreachable, restarting, read-only past the
 * free plan's 500 MB), so the message is e-mailed directly, within the same limits as a stored
 * one, counted in memory (memory-limits.ts). With a visitor key it goes under the very
 * Idempotency-Key its stored copy's e-mail would have, and Resend keeps a key 24 hours: pressing
 * Send again, or a row that was committed after all, sends nothing more. The owner is told the
 * database is failing: an error line in the log and a webhook line, at most every 10 minutes.
 */
import { composeContactEmail } from '../delivery/contact-email.ts';
import type { DeliveryDeps } from '../delivery/deliver.ts';
import { escapeHtml } from '../plain-text.ts';
import { withTimeout } from '../timeout.ts';
import { DeliveryError } from '../http/http-client.ts';
import type { ParsedMessage } from './parse-message.ts';
import { postAlert } from '../delivery/webhook.ts';
import { createMemoryLimits, type MemoryVerdict } from './memory-limits.ts';

const sendTimeoutMs = 5_000;
const alertEveryMs = 10 * 60_000;

type FallbackDeps = Pick<DeliveryDeps, 'mailer' | 'envelope' | 'log' | 'webhookUrl'> &
  Parameters<typeof createMemoryLimits>[0];

type FallbackOutcome = { outcome: 'sent' | 'failed' } | Exclude<MemoryVerdict, { outcome: 'ok' }>;

/**
 * Which uploaded photo belongs to whom, and where it is in the bucket, only the database knows
 * (and Supabase Storage keeps its own objects' records there too): the e-mail says how many.
 */
function photoNote({ photos }: ParsedMessage) {
  const count = photos ? photos.ids.length + photos.failed : 0;
  if (!count) return '';
  const them = count === 1 ? 'it' : 'them';
  return ` The visitor chose ${count} photo${count === 1 ? '' : 's'}; without the database ${count === 1 ? 'it' : 'they'} cannot come with this e-mail: ask the visitor to send ${them} by reply.`;
}

export function createFallback(deps: FallbackDeps) {
  let alertedAt = -Infinity;
  const limits = createMemoryLimits(deps);

  function tellOwner(reason: string) {
    deps.log({ event: 'contact_db_failing', level: 'error', error: reason });
    if (!deps.webhookUrl || Date.now() - alertedAt < alertEveryMs) return Promise.resolve();
    alertedAt = Date.now();
    const line = `The contact form's database is failing (${reason.slice(0, 120)}): requests are e-mailed directly and not stored until it is back`;
    const event = {
      id: crypto.randomUUID(),
      kind: 'database.failing' as const,
      message_id: null,
      line,
      attempts: 0,
    };
    return withTimeout(sendTimeoutMs, (signal) => postAlert(deps.webhookUrl!, event, signal)).catch(
      (error) =>
        deps.log({ event: 'contact_alert_failed', kind: event.kind, error: String(error) }),
    );
  }

  /** E-mails the message directly: sent, failed (Resend could not), or the limit it met. */
  async function deliverUnstored(
    parsed: ParsedMessage,
    contentHash: string,
    reason: string,
  ): Promise<FallbackOutcome> {
    const alerted = tellOwner(reason);
    const verdict = limits.take(parsed.client.address);
    if (verdict.outcome !== 'ok') {
      deps.log({ event: 'contact_fallback_limited', limit: verdict.outcome });
      await alerted;
      return verdict;
    }
    const email = composeContactEmail(
      {
        ...parsed.message,
        id: parsed.id ?? 'unstored',
        receivedAt: new Date(),
        pageOrigin: parsed.pageOrigin,
        language: parsed.language,
      },
      deps.envelope,
    );
    const notice = `This e-mail is the only record of this request: the website's database could not store it (${reason.slice(0, 120)}). Reply to the visitor from here; it is not in contact_messages.${photoNote(parsed)}`;
    try {
      await withTimeout(sendTimeoutMs, (signal) =>
        deps.mailer(
          {
            ...email,
            subject: `[Not stored] ${email.subject}`,
            html: email.html.replace(
              '</h1>',
              `</h1>\n<p><strong>${escapeHtml(notice)}</strong></p>`,
            ),
            text: `${notice}\n\n${email.text}`,
            // The stored message's own key (contact-message/<id from the visitor's key>);
            // a plain-HTML post has no key, so its content hash stands in.
            idempotencyKey: parsed.id ? email.idempotencyKey : `contact-unstored/${contentHash}`,
          },
          signal,
        ),
      );
      deps.log({ event: 'contact_emailed_unstored', level: 'error' });
      return { outcome: 'sent' };
    } catch (error) {
      // A repeat under the same key (the stored copy's e-mail, or an earlier unstored one whose
      // "Received" time differs): Resend sent the first.
      if (error instanceof DeliveryError && error.kind === 'sent') return { outcome: 'sent' };
      deps.log({
        event: 'contact_fallback_failed',
        level: 'error',
        error: String(error).slice(0, 200),
      });
      return { outcome: 'failed' };
    } finally {
      await alerted;
    }
  }

  return { deliverUnstored };
}

/**
 * The fallback stage: the database could not take a message (unreachable, restarting, read-only
 * past the free plan's 500 MB), so it is e-mailed directly under the visitor's own key. Resend
 * keeps a key 24 hours, so pressing Send again sends nothing more. The owner is told the
 * database is failing: an error line in the log and a webhook line, at most every 10 minutes.
 */
import { rateLimitKey } from '../http/client-address.ts';
import { composeContactEmail, escapeHtml } from '../delivery/contact-email.ts';
import type { DeliveryDeps } from '../delivery/deliver.ts';
import { withTimeout } from '../timeout.ts';
import { DeliveryError } from '../http/http-client.ts';
import type { ParsedMessage } from './parse-message.ts';
import { postAlert } from '../delivery/webhook.ts';

const sendTimeoutMs = 5_000;
const alertEveryMs = 10 * 60_000;

type FallbackDeps = Pick<DeliveryDeps, 'mailer' | 'envelope' | 'log' | 'webhookUrl'> & {
  rateLimit: { count: number; windowSeconds: number };
};

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
  /** Without the database there is no shared count: each isolate limits its own senders. */
  const sent = new Map<string, number[]>();

  function overLimit(sender: string) {
    const { count, windowSeconds } = deps.rateLimit;
    if (count <= 0) return false;
    const since = Date.now() - windowSeconds * 1_000;
    const recent = (sent.get(sender) ?? []).filter((at) => at > since);
    if (recent.length >= count) return true;
    sent.set(sender, [...recent, Date.now()]);
    return false;
  }

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

  /** E-mails the message directly; true when Resend took it, false when it could not. */
  async function deliverUnstored(parsed: ParsedMessage, contentHash: string, reason: string) {
    const alerted = tellOwner(reason);
    if (overLimit(rateLimitKey(parsed.client.address))) return 'rate_limited' as const;
    const email = composeContactEmail(
      { ...parsed.message, id: 'unstored', receivedAt: new Date(), pageOrigin: parsed.pageOrigin },
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
            idempotencyKey: `contact-unstored/${parsed.key ?? contentHash}`,
          },
          signal,
        ),
      );
      deps.log({ event: 'contact_emailed_unstored', level: 'error' });
      return 'sent' as const;
    } catch (error) {
      // A repeat under the same key whose "Received" time differs: Resend sent the first.
      if (error instanceof DeliveryError && error.kind === 'sent') return 'sent' as const;
      deps.log({
        event: 'contact_fallback_failed',
        level: 'error',
        error: String(error).slice(0, 200),
      });
      return 'failed' as const;
    } finally {
      await alerted;
    }
  }

  return { deliverUnstored };
}

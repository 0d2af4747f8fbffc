import type { ContactMessage } from './contact-schema.ts';

/** One e-mail to the owner, whatever carries it (Resend, or an .eml file for `npm start`). */
export type OutgoingEmail = {
  from: string;
  to: string[];
  replyTo: string;
  subject: string;
  html: string;
  text: string;
  /** Stable per stored message, so a repeated send is one e-mail (Resend's Idempotency-Key). */
  idempotencyKey: string;
};

/** Delivers one e-mail or throws; the function records the error and retries later. */
export type Mailer = (email: OutgoingEmail, signal: AbortSignal) => Promise<void>;

export type StoredMessage = ContactMessage & {
  id: string;
  receivedAt: Date;
  pageOrigin: string | null;
};

/** Header-safe: no CR, LF or other control characters, runs of space collapsed. */
function headerText(value: string, max = 200) {
  const clean = value
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => entities[char]!);

function rows(message: StoredMessage) {
  return [
    ['Name', message.name],
    ['E-mail', message.email],
    ['Phone', message.phone || 'not given'],
    ['Service', message.service || 'not chosen'],
    ['Received', message.receivedAt.toISOString()],
    ['Sent from', message.pageOrigin || 'unknown'],
  ] as const;
}

/** The owner's copy of a quote request: reply goes straight to the visitor. */
export function composeContactEmail(
  message: StoredMessage,
  envelope: { from: string; to: string[] },
): OutgoingEmail {
  const subject = headerText(
    `Quote request: ${message.service || 'General enquiry'} from ${message.name}`,
  );
  const table = rows(message)
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0">${label}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = [
    '<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f1e2e">',
    `<h1 style="font-size:18px">${escapeHtml(subject)}</h1>`,
    `<table>${table}</table>`,
    '<h2 style="font-size:16px">Message</h2>',
    `<p style="white-space:pre-wrap">${escapeHtml(message.message)}</p>`,
    '<p style="color:#5b6470">Reply to this e-mail to answer the visitor directly.</p>',
    '</body></html>',
  ].join('\n');
  const text = [
    subject,
    '',
    ...rows(message).map(([label, value]) => `${label}: ${value}`),
    '',
    'Message:',
    message.message,
    '',
    'Reply to this e-mail to answer the visitor directly.',
  ].join('\n');
  return {
    from: envelope.from,
    to: envelope.to,
    replyTo: headerText(message.email, 254),
    subject,
    html,
    text,
    idempotencyKey: `contact-message/${message.id}`,
  };
}

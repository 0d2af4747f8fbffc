import type { StoredMessage } from '../database/delivery-store.ts';
import { dropInvisibles, escapeHtml, showInvisibles } from '../plain-text.ts';

/** One e-mail to the owner, whatever carries it (Resend, or an .eml file for `npm start`). */
export type OutgoingEmail = {
  from: string;
  to: string[];
  /** The visitor; none on a digest of several visitors' messages. */
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  /** Stable per stored message, so a repeated send is one e-mail (Resend's Idempotency-Key). */
  idempotencyKey: string;
  /** The visitor's photos (photo-email.ts). */
  attachments?: {
    filename: string;
    contentType: string;
    content: Uint8Array;
    /** Shown inline where the HTML says `cid:<contentId>` (the weekly report's chart). */
    contentId?: string;
  }[];
};

/** Delivers one e-mail or throws; the function records the error and retries later. */
export type Mailer = (email: OutgoingEmail, signal: AbortSignal) => Promise<void>;

/**
 * Header-safe: no CR, LF or other control characters, and no bidirectional controls (which can
 * make a subject read differently from what it says), runs of space collapsed.
 */
export function headerText(value: string, max = 200) {
  const clean = dropInvisibles(value.replace(/[\p{Cc}\u2028\u2029]+/gu, ' '))
    .replace(/\s+/g, ' ')
    .trim();
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}

/** A visitor's words for the e-mail's body: escaped, hidden characters made visible. */
const shown = (value: string) => escapeHtml(showInvisibles(value));

/** How a message from the Spanish pages is marked, in its subject and first line. */
const spanishMark = 'Spanish: answer in Spanish';

function rows(message: StoredMessage) {
  return [
    ...(message.language === 'es' ? [['Language', spanishMark] as const] : []),
    ['Name', showInvisibles(message.name)],
    ['E-mail', showInvisibles(message.email)],
    ['Phone', showInvisibles(message.phone) || 'not given'],
    ['Service', message.service || 'not chosen'],
    ['Received', message.receivedAt.toISOString()],
    ['Sent from', message.pageOrigin || 'unknown'],
  ] as const;
}

const page = (title: string, body: string[]) =>
  [
    '<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f1e2e">',
    `<h1 style="font-size:18px">${escapeHtml(title)}</h1>`,
    ...body,
    '</body></html>',
  ].join('\n');

const htmlTable = (message: StoredMessage) =>
  `<table>${rows(message)
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0">${label}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('')}</table>`;

const htmlMessage = (message: StoredMessage) =>
  `<p style="white-space:pre-wrap">${shown(message.message)}</p>`;

/**
 * The message's "Mark as called back" link (owner/contacted-link.ts), made by the caller: none
 * without CONTACT_LINK_SECRET.
 */
export type ContactedLinkOf = (message: StoredMessage) => string | null;

const calledBackLabel = 'Mark as called back';

function htmlCalledBack(message: StoredMessage, linkOf?: ContactedLinkOf) {
  const link = linkOf?.(message);
  return link
    ? `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;background:#0f1e2e;color:#ffffff;border-radius:6px;text-decoration:none">${calledBackLabel}</a></p>`
    : '';
}

function textCalledBack(message: StoredMessage, linkOf?: ContactedLinkOf) {
  const link = linkOf?.(message);
  return link ? [`${calledBackLabel}: ${link}`] : [];
}

const textBlock = (message: StoredMessage) => [
  ...rows(message).map(([label, value]) => `${label}: ${value}`),
  '',
  'Message:',
  showInvisibles(message.message),
];

/**
 * The owner's copy of a quote request: reply goes straight to the visitor. Its one link is the
 * message's own "Mark as called back": a lead e-mail is replied to and forwarded, so it carries
 * no link that can subscribe a device (that goes only to the owner's inbox, on its own).
 */
export function composeContactEmail(
  message: StoredMessage,
  envelope: { from: string; to: string[] },
  keySuffix = '',
  linkOf?: ContactedLinkOf,
): OutgoingEmail {
  const subject = headerText(
    `Quote request${message.language === 'es' ? ' (Spanish)' : ''}: ${message.service || 'General enquiry'} from ${message.name}`,
  );
  const html = page(subject, [
    htmlTable(message),
    '<h2 style="font-size:16px">Message</h2>',
    htmlMessage(message),
    htmlCalledBack(message, linkOf),
    '<p style="color:#5b6470">Reply to this e-mail to answer the visitor directly.</p>',
  ]);
  const text = [
    subject,
    '',
    ...textBlock(message),
    '',
    ...textCalledBack(message, linkOf),
    'Reply to this e-mail to answer the visitor directly.',
  ].join('\n');
  return {
    from: envelope.from,
    to: envelope.to,
    replyTo: headerText(message.email, 254),
    subject,
    html,
    text,
    idempotencyKey: `contact-message/${message.id}${keySuffix}`,
  };
}

/**
 * The messages held back by the e-mail budget, in one e-mail. One message alone is sent as its
 * own copy. The key names the batch (its id is written before the first send), so a retry of the
 * batch is one e-mail at Resend.
 */
export function composeDigestEmail(
  messages: StoredMessage[],
  envelope: { from: string; to: string[] },
  batchId: string,
  budget: { count: number; windowSeconds: number },
  linkOf?: ContactedLinkOf,
): OutgoingEmail {
  if (messages.length === 1) return composeContactEmail(messages[0]!, envelope, '', linkOf);
  const window =
    budget.windowSeconds % 3_600
      ? `${budget.windowSeconds} s`
      : `${budget.windowSeconds / 3_600} h`;
  const subject = `${messages.length} quote requests held back by the e-mail budget (${budget.count} per ${window})`;
  const html = page(subject, [
    '<p>These senders went past their share of the e-mail budget, or the budget was spent, so their messages were stored and are sent together. Reply to each visitor at the address given.</p>',
    ...messages.flatMap((message, index) => [
      `<h2 style="font-size:16px">${index + 1}. ${escapeHtml(headerText(message.name))}</h2>`,
      htmlTable(message),
      htmlMessage(message),
      htmlCalledBack(message, linkOf),
    ]),
  ]);
  const text = [
    subject,
    '',
    ...messages.flatMap((message, index) => [
      `--- ${index + 1}. ${headerText(message.name)} ---`,
      ...textBlock(message),
      ...textCalledBack(message, linkOf),
      '',
    ]),
  ].join('\n');
  return {
    from: envelope.from,
    to: envelope.to,
    subject,
    html,
    text,
    idempotencyKey: `contact-digest/${batchId}`,
  };
}

/**
 * The e-mails of a review request: the one to the customer (and its one reminder), from the
 * business with the owner's address as Reply-To, and the one that brings the owner a customer's
 * words for the website.
 *
 * The customer's e-mail says the same to every customer: a thank-you, one link to the site's
 * review page, the business's name and postal address, and an opt-out. It never asks how the job
 * went before the link, never asks for a rating and offers nothing for a review: Google's
 * Business Profile policy forbids "review gating" and incentives, and the FTC's rule on reviews
 * (16 CFR Part 465) forbids suppressing or buying them (docs/contact-function.md, "Review
 * requests"; tests/function/review-requests.test.ts checks the words against a list).
 */
import type { ReviewBusiness } from '../contract.ts';
import type { WordsEntry } from '../database/review-store.ts';
import { escapeHtml, showInvisibles } from '../plain-text.ts';
import { headerText, type OutgoingEmail } from './contact-email.ts';

type Envelope = { from: string; to: string[] };

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
const button = (href: string, label: string) =>
  `<p><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 18px;background:#0f1e2e;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(label)}</a></p>`;
const page = (body: string[]) =>
  [
    '<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f1e2e;line-height:1.5;max-width:560px">',
    ...body,
    '</body></html>',
  ].join('\n');

export type ReviewEmailParts = {
  business: ReviewBusiness;
  envelope: Envelope;
  lead: { messageId: string; email: string; name: string; service: string };
  reviewLink: string;
  optOutLink: string;
  reminder: boolean;
};

/** The request (or its one reminder) to the customer. */
export function composeReviewEmail({
  business,
  envelope,
  lead,
  reviewLink,
  optOutLink,
  reminder,
}: ReviewEmailParts): OutgoingEmail {
  const name = showInvisibles(lead.name.trim());
  const subject = reminder
    ? `Following up: thank you from ${business.name}`
    : `Thank you from ${business.name}`;
  const opening = reminder
    ? 'We wrote a few days ago to thank you for choosing us for your project, and we wanted to follow up once in case that note got buried.'
    : `Thank you for choosing ${business.name} for your project. It was good to work with you.`;
  const ask =
    'We send every customer this same note when a job is done: if you have a minute, would you tell others about your experience with us? The link below opens a page with the places you can write a review.';
  const after = reminder
    ? 'This is the only reminder we will send.'
    : 'If you have a question about the work, reply to this e-mail and it comes straight to us.';
  const footer = [business.name, business.postalAddress, business.phone];
  const why = 'You are getting this because we worked with you on your project.';
  const optOut = 'To get no more e-mails from us about reviews:';
  const html = page([
    paragraph(`Hello ${name},`),
    paragraph(opening),
    paragraph(ask),
    button(reviewLink, 'Write a review'),
    paragraph(after),
    `<p style="color:#5b6470;font-size:13px">${footer.map(escapeHtml).join('<br>')}</p>`,
    `<p style="color:#5b6470;font-size:13px">${escapeHtml(why)} ${escapeHtml(optOut)} <a href="${escapeHtml(optOutLink)}">stop review e-mails</a>.</p>`,
  ]);
  const text = [
    `Hello ${name},`,
    '',
    opening,
    '',
    ask,
    '',
    `Write a review: ${reviewLink}`,
    '',
    after,
    '',
    ...footer,
    '',
    why,
    `${optOut} ${optOutLink}`,
  ].join('\n');
  return {
    from: envelope.from,
    to: [lead.email],
    ...(envelope.to[0] ? { replyTo: envelope.to[0] } : {}),
    subject,
    html,
    text,
    idempotencyKey: `${reminder ? 'review-reminder' : 'review-request'}/${lead.messageId}`,
  };
}

export type WordsEmailParts = {
  envelope: Envelope;
  wordsId: string;
  entry: WordsEntry;
  receivedAt: Date;
  /** The lead the review link was for; null for words sent without a link. */
  lead: { name: string; service: string; email: string; receivedAt: Date } | null;
};

/** The testimonial file the words would make, as the editor's fields and content/testimonials/ take it. */
export function testimonialEntry(entry: WordsEntry, receivedAt: Date) {
  const town = entry.town.trim();
  return {
    name: entry.name.trim(),
    location: town && !town.includes(',') ? `${town}, FL` : town,
    content: entry.words.trim(),
    source: { how: 'The review form', date: receivedAt.toISOString().slice(0, 10) },
  };
}

/** The customer's words to the owner, with a ready entry for the editor. */
export function composeWordsEmail({
  envelope,
  wordsId,
  entry,
  receivedAt,
  lead,
}: WordsEmailParts): OutgoingEmail {
  const shown = {
    words: showInvisibles(entry.words.trim()),
    name: showInvisibles(entry.name.trim()),
    town: showInvisibles(entry.town.trim()),
  };
  const day = receivedAt.toISOString().slice(0, 10);
  const subject = headerText(`Words for the website from ${entry.name.trim()}`);
  const from = lead
    ? `They came with the review link sent for ${lead.name} (${lead.service || 'no service chosen'}, request of ${lead.receivedAt.toISOString().slice(0, 10)}). Reply to this e-mail to answer them.`
    : 'They were sent from the review page without a link (the printed card or the address typed in): check that they come from a customer of yours before you publish them.';
  const consent = `They ticked "You may show these words, my name as written and my town on your website" on ${day}.`;
  const publish =
    'Nothing is on the site until you add it. To publish these words, open the editor, Testimonials, "New", and fill in the fields as below (the words stay theirs: fix nothing but an obvious typo, and ask them first if you would change more).';
  const ready = testimonialEntry(entry, receivedAt);
  const fields: [string, string][] = [
    ['Name', ready.name],
    ['Location', ready.location],
    ['Words', ready.content],
    ['How they reached you', ready.source.how],
    ['When', ready.source.date],
  ];
  const json = JSON.stringify(ready, null, 2);
  const html = page([
    `<h1 style="font-size:18px">${escapeHtml(subject)}</h1>`,
    `<blockquote style="margin:0;padding:8px 16px;border-left:4px solid #c8a24a;white-space:pre-wrap">${escapeHtml(shown.words)}</blockquote>`,
    paragraph(`${shown.name}${shown.town ? `, ${shown.town}` : ''}`),
    paragraph(from),
    paragraph(consent),
    paragraph(publish),
    `<table>${fields
      .map(
        ([label, value]) =>
          `<tr><td style="padding:2px 12px 2px 0;color:#5b6470">${escapeHtml(label)}</td><td style="white-space:pre-wrap">${escapeHtml(showInvisibles(value))}</td></tr>`,
      )
      .join('')}</table>`,
    `<p style="color:#5b6470;font-size:13px">As a file in content/testimonials/:</p><pre style="white-space:pre-wrap;font-size:13px">${escapeHtml(showInvisibles(json))}</pre>`,
  ]);
  const text = [
    subject,
    '',
    shown.words,
    '',
    `${shown.name}${shown.town ? `, ${shown.town}` : ''}`,
    '',
    from,
    consent,
    '',
    publish,
    '',
    ...fields.map(([label, value]) => `${label}: ${showInvisibles(value)}`),
    '',
    'As a file in content/testimonials/:',
    showInvisibles(json),
  ].join('\n');
  return {
    from: envelope.from,
    to: envelope.to,
    ...(lead ? { replyTo: lead.email } : {}),
    subject,
    html,
    text,
    idempotencyKey: `review-words/${wordsId}`,
  };
}

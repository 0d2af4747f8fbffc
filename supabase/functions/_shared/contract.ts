/**
 * What the site and its function must agree on, written once (docs/architecture.md#layers): the
 * function's address and entries, the site's pages it sends people to, the message and its
 * photos, the kinds of count, the chat services and the retention. The function takes these from
 * here, and of supabase/ the site imports only this file.
 *
 * The message itself (its fields, limits, service choices and zod schema) is written in
 * message-schema.ts and re-exported here, so that a page that reads only the paths loads no zod:
 * both files are marked free of side effects for webpack (next.config.mjs), which then follows a
 * re-export straight to the module that holds it and leaves out what no page uses
 * (docs/architecture.md#the-contract-between-the-site-and-its-function).
 */
export {
  contactErrors,
  contactLanguageOf,
  contactLimits,
  contactSchema,
  contactSchemaFor,
  fieldErrors,
  isStorableText,
  serviceLabelsEs,
  serviceOptions,
  type ContactField,
  type ContactLanguage,
  type ContactMessage,
} from './message-schema.ts';
import { isStorableText } from './storable-text.ts';

/** The function, as Supabase deploys it: its name, and its address on a project's URL. */
export const functionName = 'send-contact-email';
/** Where Supabase serves the function on a project's URL, and `npm start` on its own origin. */
export const functionPath = `/functions/v1/${functionName}`;

/**
 * The function's entries, by what follows its address: the router's table (contact-handler.ts)
 * is keyed by these, and the site's callers add them to the function's address.
 */
export const functionRoutes = {
  message: '',
  photoSlots: '/photo-slots',
  health: '/health',
  retry: '/retry',
  contacted: '/contacted',
  events: '/events',
  pushKey: '/owner/push-key',
  pushSubscription: '/owner/push-subscription',
  pushTest: '/owner/push-test',
  devices: '/owner/devices',
  alertsLink: '/owner/alerts-link',
  lead: '/contacted/lead',
  reviewRequest: '/review-request',
  reviewOptOut: '/review-opt-out',
  reviewOpened: '/review/opened',
  reviewWords: '/review/words',
} as const;

/**
 * Where each language's pages are: the English at the site's root, the Spanish under /es/ (the
 * site's lib/locale.ts builds there). A Spanish form's plain post lands on the Spanish result page.
 */
export const languageBases = { en: '', es: '/es' } as const;

/**
 * The site's pages the function sends people to: the form's result pages (where a plain-HTML
 * post lands), the owner's "Mark as called back" page (a link in a lead e-mail) and phone-alert
 * page (the link in the alerts-link e-mail, owner/alerts-link.ts).
 */
export const linkedPages = {
  thankYou: '/contact/thank-you/',
  notSent: '/contact/not-sent/',
  ownerContacted: '/owner/contacted/',
  ownerAlerts: '/owner/alerts/',
  review: '/review/',
  reviewSent: '/review/sent/',
  reviewNotSent: '/review/not-sent/',
  reviewOptOut: '/review/opt-out/',
} as const;

/**
 * The file the site publishes for the review e-mails (app/review/business.json): the business's
 * name and postal address as content/company.json has them, and whether the review page has a
 * Google link (the feature's switch). The function reads it from SITE_URL when it sends one.
 */
export const reviewBusinessPath = '/review/business.json';
export type ReviewBusiness = {
  name: string;
  /** One line: street, town, state and ZIP. */
  postalAddress: string;
  phone: string;
  /** False while the editor's Company page has no Google review link: no request is sent. */
  reviewsOn: boolean;
};

/** The review page's words for the website (routes/review.ts), as the form and the function limit them. */
export const reviewWordsLimits = { words: 1_000, name: 60, town: 60 } as const;

/** What the review page's form says of a field the function refuses; the form checks the same. */
export const reviewWordsErrors = {
  words: `Write a few words about the job (at most ${reviewWordsLimits.words} characters).`,
  name: `Give the name to show (at most ${reviewWordsLimits.name} characters), for example "Maria G."`,
  town: `Give your town (at most ${reviewWordsLimits.town} characters), for example "Largo".`,
  consent: 'Tick the box to let us show your words on our website.',
} as const;
export type ReviewWordsField = keyof typeof reviewWordsErrors;

/** The review page's form as the function reads it (JSON, or a plain form's strings). */
export type ReviewWords = { words: string; name: string; town: string };

/**
 * The one check of the words form, the page's and the function's (routes/review-words.ts): the
 * fields trimmed, or what is wrong with each. The words keep their line breaks; the name and the
 * town are one line (they go into an e-mail's subject and a testimonial's byline).
 */
export function checkReviewWords(body: Record<string, unknown>): {
  entry?: ReviewWords;
  fields?: Partial<Record<ReviewWordsField, string>>;
} {
  const text = (name: string) => (typeof body[name] === 'string' ? body[name].trim() : '');
  const entry = { words: text('words'), name: text('name'), town: text('town') };
  const consent = body.consent === true || body.consent === 'yes' || body.consent === 'on';
  const fits = (value: string, max: number, oneLine: boolean) =>
    value.length > 0 &&
    value.length <= max &&
    isStorableText(value) &&
    !(oneLine ? /\p{Cc}/u : /[^\P{Cc}\n\r\t]/u).test(value);
  const fields: Partial<Record<ReviewWordsField, string>> = {};
  if (!fits(entry.words, reviewWordsLimits.words, false)) fields.words = reviewWordsErrors.words;
  if (!fits(entry.name, reviewWordsLimits.name, true)) fields.name = reviewWordsErrors.name;
  if (!fits(entry.town, reviewWordsLimits.town, true)) fields.town = reviewWordsErrors.town;
  if (!consent) fields.consent = reviewWordsErrors.consent;
  return Object.keys(fields).length ? { fields } : { entry };
}

/**
 * Why a review request was not sent, as the function tells the called-back page (a plain form's
 * `&review_error=<code>`): the page says each in its own words (content/owner.ts), never words
 * from the address.
 */
export const reviewRequestRefusals = [
  'not_called_back',
  'in_flight',
  'opted_out',
  'reviews_off',
  'site_unread',
  'mail_off',
  'not_sent',
  'message_gone',
] as const;
export type ReviewRequestRefusal = (typeof reviewRequestRefusals)[number];

/**
 * The address of every page the site has whatever its content, the linked pages with them:
 * lib/content/site-pages.ts names each (`fixedPages`), and the weekly report names those that
 * count (`countedPaths`) and the live sitemap's pages, summing every other counted page
 * (delivery/site-pages.ts).
 */
export const fixedPaths = {
  home: '/',
  services: '/services/',
  projects: '/projects/',
  serviceAreas: '/service-areas/',
  about: '/about/',
  contact: '/contact/',
  privacy: '/privacy/',
  offline: '/offline/',
  /** The owner's printable card with the review page's QR code (no e-mail links to it). */
  ownerReviewCard: '/owner/review-card/',
  ...linkedPages,
} as const;

/**
 * The fixed pages no visitor's count comes from: the owner's pages (only the owner opens them,
 * and a tap on the office's number there is not a visitor's), the review pages (a customer's, not
 * a prospect's) and the offline page (the service worker shows it at the address that was asked
 * for, so a tap on it carries that address). The
 * events entry refuses a count for one (routes/events.ts) and the weekly report never names one.
 */
export const uncountedPaths: readonly string[] = [
  fixedPaths.ownerContacted,
  fixedPaths.ownerAlerts,
  fixedPaths.ownerReviewCard,
  fixedPaths.offline,
  fixedPaths.review,
  fixedPaths.reviewSent,
  fixedPaths.reviewNotSent,
  fixedPaths.reviewOptOut,
];

/**
 * The fixed pages whose taps and form steps are counted, the form's result pages among them (each
 * has the call button): the weekly report names these even when the sitemap cannot be read.
 */
export const countedPaths = Object.values(fixedPaths).filter(
  (path) => !uncountedPaths.includes(path),
);

/** The taps and form steps the site counts (routes/events.ts); the privacy page names each. */
export const eventKinds = [
  'form_start',
  'form_sent',
  'call_tap',
  'text_tap',
  'directions_tap',
] as const;
export type EventKind = (typeof eventKinds)[number];

/** The chat services whose incoming webhooks take the alerts (delivery/webhook.ts); the privacy page names them. */
export const chatServices = ['Slack', 'Discord'] as const;

/** The purge never keeps less than this (the database clamps to it as well). */
export const minRetentionDays = 30;

/**
 * CONTACT_RETENTION_DAYS as the purge reads it (config.ts); the build reads it through this too,
 * so the privacy page states the retention the function enforces (docs/configuration.md).
 */
export function parseDays(value: string | undefined) {
  if (value === undefined || value.trim() === '') return 730;
  if (!/^\s*\d+\s*$/.test(value) || Number(value) < minRetentionDays)
    throw new Error(
      `CONTACT_RETENTION_DAYS: not a whole number of days of at least ${minRetentionDays}`,
    );
  return Number(value);
}

/**
 * The photos a message may carry: the form's limit, the function's, and the bucket's own
 * (supabase/migrations/20261127150000_contact_schema.sql), which the function checks again:
 * JPEG only, at most 600 KiB (the form makes at most 500 KiB).
 */
export const photoLimits = {
  perMessage: 5,
  maxBytes: 614_400,
  types: ['image/jpeg'],
} as const;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** What a message says about its photos: the slots it uploaded to, and how many failed. */
export type PhotoRefs = { ids: string[]; failed: number };

/** The photo fields of a message's body; anything malformed counts as a failed photo. */
export function photoRefsOf(body: Record<string, unknown>): PhotoRefs | null {
  const { photos, photosFailed } = body;
  if (photos === undefined && photosFailed === undefined) return null;
  const listed = Array.isArray(photos) ? photos.slice(0, photoLimits.perMessage) : [];
  const ids = [...new Set(listed.filter((id): id is string => uuidPattern.test(String(id))))];
  const failed = Math.min(
    photoLimits.perMessage,
    (Number.isInteger(photosFailed) ? Math.max(0, photosFailed as number) : 0) +
      listed.length -
      ids.length,
  );
  return ids.length || failed ? { ids, failed } : null;
}

/**
 * The form's trap field, which people never see. Its name and label carry no word an autofill
 * heuristic or a password manager looks for (name, e-mail, url, website, company, address...),
 * so a real visitor's browser leaves it empty; bots that fill every field do not.
 */
export const honeypotField = 'hp_7q';

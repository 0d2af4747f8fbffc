import { privacyPage } from '@/content/privacy';
import { site } from '@/lib/content';
import { keepUnsentDays } from '@/lib/outbox/outbox-store';
import { chatServices, parseDays, type EventKind } from '@/supabase/functions/_shared/contract';

/** What each kind of count is, in the privacy page's words; every kind the function counts. */
export const countedInWords: Record<EventKind, string> = {
  call_tap: 'taps on our phone number',
  text_tap: 'taps on our text-message link',
  directions_tap: 'taps on a directions link',
  form_start: 'contact forms started',
  form_sent: 'contact forms sent',
};

const counted = Object.values(countedInWords);

/**
 * The retention the contact function's purge enforces, read from the same setting
 * (CONTACT_RETENTION_DAYS) by the same parser: an invalid value fails the build as it would stop
 * the function. The deploy sets it for both (docs/configuration.md).
 */
export const retentionDays = parseDays(process.env.CONTACT_RETENTION_DAYS);

/** 730 → "730 days (about two years)"; under a year, the days alone. */
export function retentionInWords(days: number) {
  const years = Math.round(days / 365);
  if (days < 365) return `${days} days`;
  const count = ['', 'one', 'two', 'three', 'four', 'five'][years] ?? String(years);
  return `${days} days (about ${count} year${years === 1 ? '' : 's'})`;
}

const facts: Record<string, string> = {
  retention: retentionInWords(retentionDays),
  email: site.email,
  phone: site.phone.display,
  chat: chatServices.join(' or '),
  counted: `${counted.slice(0, -1).join(', ')} and ${counted.at(-1)!}`,
  outboxDays: String(keepUnsentDays),
};

const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_, name: string) => facts[name]!);

/** The privacy page's copy with its facts filled in. */
export const privacy = {
  ...privacyPage,
  lead: fill(privacyPage.lead),
  sections: privacyPage.sections.map((section) => ({
    heading: section.heading,
    paragraphs: section.paragraphs.map(fill),
  })),
};

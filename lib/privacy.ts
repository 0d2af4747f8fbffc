import { privacyPage as privacyEn } from '@/content/privacy';
import { privacyPage as privacyEs } from '@/content/es/privacy';
import { site } from '@/lib/content';
import { languages, locale, pick } from '@/lib/locale';
import { keepUnsentDays } from '@/lib/outbox/outbox-store';
import { chatServices, parseDays, type EventKind } from '@/supabase/functions/_shared/contract';

/** What each kind of count is, in the privacy page's words; every kind the function counts. */
export const countedInWords: Record<EventKind, string> = pick({
  en: {
    call_tap: 'taps on our phone number',
    text_tap: 'taps on our text-message link',
    directions_tap: 'taps on a directions link',
    form_start: 'contact forms started',
    form_sent: 'contact forms sent',
  },
  es: {
    call_tap: 'los toques en nuestro número de teléfono',
    text_tap: 'los toques en nuestro enlace para enviar un texto',
    directions_tap: 'los toques en un enlace para llegar a la oficina',
    form_start: 'los formularios de contacto que se empiezan',
    form_sent: 'los formularios de contacto que se envían',
  },
});

const counted = Object.values(countedInWords);

/**
 * The retention the contact function's purge enforces, read from the same setting
 * (CONTACT_RETENTION_DAYS) by the same parser: an invalid value fails the build as it would stop
 * the function. The deploy sets it for both (docs/configuration.md).
 */
export const retentionDays = parseDays(process.env.CONTACT_RETENTION_DAYS);

/** 730 → "730 days (about two years)", "730 días (unos dos años)"; under a year, the days alone. */
export function retentionInWords(days: number) {
  const years = Math.round(days / 365);
  if (locale === 'es') {
    if (days < 365) return `${days} días`;
    const count = ['', 'un', 'dos', 'tres', 'cuatro', 'cinco'][years] ?? String(years);
    return `${days} días (unos ${count} año${years === 1 ? '' : 's'})`;
  }
  if (days < 365) return `${days} days`;
  const count = ['', 'one', 'two', 'three', 'four', 'five'][years] ?? String(years);
  return `${days} days (about ${count} year${years === 1 ? '' : 's'})`;
}

const privacyPage = locale === 'es' ? privacyEs : privacyEn;
const list = (items: readonly string[], type: 'conjunction' | 'disjunction') =>
  new Intl.ListFormat(languages[locale].lang, { type }).format(items);

const facts: Record<string, string> = {
  retention: retentionInWords(retentionDays),
  email: site.email,
  phone: site.phone.display,
  chat: list(chatServices, 'disjunction'),
  counted: list(counted, 'conjunction'),
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

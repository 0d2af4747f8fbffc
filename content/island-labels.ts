/**
 * The words of the other islands, as content/labels.ts holds the others': a module of their own, so an
 * island's bundle carries its own words and no other page's (lib/labels.ts).
 */

const s = (count: number, one: string, many: string) => (count === 1 ? one : many);

/** The time a request kept on the phone left (the form's result line and the outbox's notice). */
const sentAt = (time: string) =>
  `Your saved request was sent at ${time}. We reply within one business day.`;

export const labels = {
  /** The language `Intl` formats dates, times and lists in. */
  intlLocale: 'en-US',
  siteNav: { mobileNav: 'Mobile', openMenu: 'Open menu', closeMenu: 'Close menu' },
  outbox: {
    sent: sentAt,
    /** Each of these three is followed by the phone number as a link, then a full stop. */
    refused: 'Your saved request could not be sent. Please call us at',
    expired: (day: string, days: number) =>
      `A request you wrote on ${day} was never sent, and has been deleted from this phone after ${days} ${s(days, 'day', 'days')}. Please send it again, or call us at`,
    ask: (day: string) =>
      `A request you wrote on ${day} is still saved on this phone and was never sent. Send it now?`,
    close: 'Close',
    send: 'Send',
    discard: 'Discard',
  },
  compareSlider: {
    before: 'Before',
    after: 'After',
    split: (before: number) => `Before ${before}%, after ${100 - before}%`,
    label: (pair: string) => `Before and after: ${pair}`,
  },
  lightbox: {
    viewer: 'Photo viewer',
    photoOf: (n: number, total: number) => `Photo ${n} of ${total}`,
    position: (n: number, total: number) => `(${n} of ${total})`,
    close: 'Close',
    previous: 'Previous photo',
    next: 'Next photo',
  },
  /** The project categories (content/service-schema.ts) as the pages name them. */
  categories: {
    Kitchen: 'Kitchen',
    Bathroom: 'Bathroom',
    Retail: 'Retail',
    Commercial: 'Commercial',
    Investor: 'Investor',
  },
  projectFilter: {
    label: 'Filter projects by category',
    /** The button of the choice that shows every project. */
    all: 'All',
    /** `category`: none when every project is shown. */
    showing: (count: number, category?: string) =>
      `Showing ${count} ${category ? `${category} ` : ''}${s(count, 'project', 'projects')}`,
  },
  errorScreen: {
    title: 'Unexpected Application Error',
    status: (status: number) => `Status ${status}`,
    unknown: 'Unknown error',
    reference: (digest: string) => `Reference: ${digest}`,
    home: 'Return to the home page',
  },
} as const;

/**
 * The owner's printable review card (its path: lib/content/site-pages.ts): a QR code of the
 * /review/ page, for invoices, the office counter and the truck. Not indexed, not in the sitemap.
 */
export const reviewCardPage = {
  title: 'Review card',
  description: 'A card to print with a QR code of the review page.',
  heading: 'Your review card',
  lead: 'Print this page for invoices, the office counter and the truck: a customer scans the code, or types the address, and reaches the review page with your review links.',
  /** How to print it, one step a line. */
  steps: [
    'Print this page (Ctrl+P on a computer; Share, then Print, on a phone). Only the card is printed.',
    'Check the code scans before you hand it out: point a phone’s camera at it.',
    'Hand it to every customer the same way: Google forbids asking only happy customers, asking for a rating, or offering anything for a review.',
  ],
  /** While company.json has no Google review link: the review page asks for nothing. */
  off: 'Review requests are off: add your Google review link in the editor (Company, Company facts, Review links) first, or the review page has nowhere to send a customer.',
  /** The card itself. */
  card: {
    ask: 'Tell others about your project',
    scan: 'Scan with your phone’s camera, or go to',
    /** The QR code's text alternative, before the address. */
    qrAlt: 'QR code of',
  },
} as const;

/** The same words when the lead says reviews are off and when a tap is refused for it. */
const reviewsOff =
  'Review requests are off until a Google review link is set on the editor’s Company facts page.';

/**
 * The owner's page behind the "Mark as called back" link of each lead e-mail (its path:
 * lib/content/site-pages.ts). Not indexed; no visitor comes here.
 */
export const contactedPage = {
  title: 'Mark as called back',
  description: 'Records that this request was called back.',
  heading: 'Called this lead back?',
  lead: 'One tap records the time, so the reminder stops and the weekly report counts it.',
  button: 'Mark as called back',
  sending: 'Saving…',
  /** Followed by the time it was recorded. */
  done: 'Marked as called back',
  already: 'Already marked as called back',
  refused: 'This link is not valid: open it again from the request’s e-mail.',
  gone: 'This request is no longer kept.',
  failed: 'Could not save it. Check the connection and try again.',
  noLink: 'Open this page from the “Mark as called back” link in a request’s e-mail.',
  /** The request's line, before its name, service and day arrive. */
  leadLoading: 'Loading the request…',
  /** Before the day it came in: "Maria Gonzalez · Seawall repair · came in Tue, Dec 1". */
  cameIn: 'came in',
  /** The request's line when the service was left blank. */
  noService: 'No service chosen',
  review: {
    heading: 'Job finished? Ask for a review',
    /** Before the lead is marked called back. */
    waiting: 'Once this lead is marked as called back and the job is done, ask for a review here.',
    lead: 'The customer gets one e-mail from the business with a link to leave a review: the same words for every customer, one reminder if they have not opened it, and a link to stop them.',
    button: 'Send the review request',
    sending: 'Sending…',
    /** Followed by the time it was sent. */
    sent: 'Review request sent',
    already: 'Review request already sent on',
    optedOut: 'This customer asked for no e-mails about reviews, so none is sent.',
    /** The editor's page is pipeline/cms-config.ts's "Company facts", under Company. */
    off: reviewsOff,
    failed: 'Could not send it. Check the connection and try again.',
    /**
     * Why the function sent nothing, by the code it answers (the contract's
     * reviewRequestRefusals): a plain post's `review_error=` and a fetch's `code`.
     */
    refusals: {
      not_called_back: 'Mark this lead as called back first.',
      in_flight: 'The review request is being sent right now: reload this page in a minute.',
      opted_out: 'This customer asked for no e-mails about reviews, so none was sent.',
      reviews_off: reviewsOff,
      site_unread:
        'The site’s business details could not be read just now, so nothing was sent. Try again in a few minutes.',
      mail_off:
        'Sending e-mail is not set up for this site yet, so nothing was sent. Ask whoever set up the site.',
      not_sent: 'The e-mail could not be sent just now. Try again in a few minutes.',
      message_gone: 'This request is no longer kept, so no review request can go for it.',
    },
    /** A refusal whose code this page does not know. */
    notSent: 'The review request was not sent. Try again in a few minutes.',
  },
} as const;

/**
 * The owner's phone-alert page, opened from the alerts link e-mailed to the office inbox (its path:
 * lib/content/site-pages.ts). Not indexed, not in the sitemap. `{n}` and `{name}` are filled in.
 */
export const ownerAlertsPage = {
  title: 'Phone alerts for new requests',
  description: 'Turn on alerts on this phone for new quote requests from the website.',
  lead: 'Get a notification on this phone the moment a new quote request arrives: the name, the service and a button to call back.',
  turnOn: 'Turn on alerts',
  turnOnAgain: 'Turn on again',
  on: 'Alerts are on for this device.',
  test: 'Send a test alert',
  testSent: 'Sent to {n}. It should arrive within a few seconds.',
  testSome: '{n} did not take it: remove any device that is no longer used.',
  testNone:
    'The test alert reached no device. Turn alerts off on this device, then on again with a new link, and check that notifications are allowed for this site in the phone’s settings.',
  turnOff: 'Turn off on this device',
  off: 'Alerts are off for this device.',
  devices: 'Devices that get alerts',
  thisDevice: 'this device',
  since: 'Turned on',
  lastAlert: 'last alert',
  noAlertYet: 'no alert yet',
  remove: 'Remove',
  removed: '{name} no longer gets alerts.',
  removedHere: 'This device was removed from the alerts list, so it gets no alerts.',
  listFailed: 'Could not load the list of devices. Check the connection and reload the page.',
  keysChanged:
    'The alerts were set up again with new keys, so this device no longer gets alerts. Turn them on again.',
  lost: 'This browser no longer has alerts turned on (notifications were reset). Turn them on again.',
  needLink:
    'Turning on again needs a new alerts link: ask for one below and open it on this device.',
  newLink: 'E-mail me a new alerts link',
  newLinkSent: 'Sent to the office inbox; the link works once, for 24 hours.',
  newLinkAnother: 'Add another phone',
  newLinkAnotherSent:
    'Sent to the office inbox. Open it on the other phone, or forward it only to the person whose phone it is: it works once, within 24 hours.',
  iphone:
    'On iPhone, alerts work only from the home screen: tap the Share button, then "Add to Home Screen", then open Phone alerts from the new icon and tap "Turn on alerts" there.',
  iphoneNoLink:
    'On iPhone, alerts live in the Phone alerts icon on the home screen: open it there to see the devices, send a test or turn alerts off. To turn alerts on, ask for a new link below and open it in Safari.',
  denied:
    'Notifications are blocked for this site. Allow them in the browser settings (or in Settings, Notifications, on iPhone), then try again.',
  unsupported: 'This browser cannot receive alerts. Use Chrome on Android, or Safari on iPhone.',
  noLink:
    'To turn on alerts here, this page needs an alerts link. It comes by e-mail to the office inbox and works once, for 24 hours.',
  expired: 'This link has expired or was already used. Ask for a new one below.',
  failed: 'Something went wrong. Please try again.',
  callBack: 'Call back',
};

/**
 * The alerts page's note on review requests (app/owner/alerts/page.tsx): how asking works, and
 * what Google allows (docs/editing.md, "Asking for reviews").
 */
export const ownerReviewsNote = {
  heading: 'After the job: asking for a review',
  paragraphs: [
    'The "Mark as called back" link in each request’s e-mail (and on its alert) opens a page with a second step: "Job finished? Ask for a review". One tap sends the customer one e-mail from you with a link to your review page, and one reminder a few days later if they have not opened it. They can stop these e-mails with one click.',
    'Every customer gets the same words. Google forbids asking only the customers you think are happy, asking for a rating (such as five stars) and offering anything for a review, and it can hide a business’s reviews for it; the e-mail does none of these.',
    'Words a customer writes for your website come to the office inbox, ready for the editor. Nothing shows on the site until you add it.',
  ],
  card: 'Print the review card (a QR code for invoices and the truck)',
} as const;

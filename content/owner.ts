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
} as const;

/**
 * The owner's phone-alert page, opened from the link in each lead e-mail (its path:
 * lib/content/site-pages.ts). Not indexed, not in the sitemap.
 */
export const ownerAlertsPage = {
  title: 'Phone alerts for new requests',
  description: 'Turn on alerts on this phone for new quote requests from the website.',
  lead: 'Get a notification on this phone the moment a new quote request arrives: the name, the service and a button to call back.',
  turnOn: 'Turn on alerts',
  turningOn: 'Turning on...',
  on: 'Alerts are on for this phone.',
  test: 'Send a test alert',
  testSent: 'Test alert sent. It should arrive within a few seconds.',
  turnOff: 'Turn off alerts on this phone',
  off: 'Alerts are off for this phone.',
  iphone:
    'On iPhone, alerts work only from the home screen: tap the Share button, then "Add to Home Screen", then open the site from the new icon and tap "Turn on alerts" there.',
  denied:
    'Notifications are blocked for this site. Allow them in the browser settings (or in Settings, Notifications, on iPhone), then try again.',
  unsupported: 'This browser cannot receive alerts. Use Chrome on Android, or Safari on iPhone.',
  noLink:
    'Open this page from the "phone alerts" link in a lead e-mail: the link lets this phone sign up.',
  expired: 'This link has expired. Open the link in a newer lead e-mail.',
  failed: 'Something went wrong. Please try again.',
  callBack: 'Call back',
};

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

/**
 * The customer's review pages (their paths: lib/content/site-pages.ts): the page a review e-mail
 * links to, which is also the link the owner prints, the two pages a plain-HTML post of its words
 * lands on, and the opt-out. None is indexed or in the sitemap. The same words for every customer:
 * Google forbids asking only happy customers, asking for a rating and any incentive, so nothing
 * here asks how the job went before the links, names stars, or offers anything.
 */
export const reviewPage = {
  title: 'Thank you for choosing us',
  description:
    'Thank you for trusting our crew with your job. A few words about it on Google help your neighbors choose a contractor.',
  eyebrow: 'Thank you',
  heading: 'Thank you for having us on your job',
  lead: 'We know it is not small to let a crew into your home or your business. If you have a minute, a few words about the job on one of these sites help your neighbors around Tampa Bay choose a contractor, and tell us how we did.',
  /** Each review site's button: "Review us on Google". */
  linkPrefix: 'Review us on',
  /** Shown under the buttons. */
  linkNote: 'Each button opens that site, where you write your review in your own words.',
  /** When the editor has no review link yet. */
  noLinks: 'Questions about the job, or something still to finish? Call us, we answer.',
  callNote: 'A question about the work? Call the office:',
  words: {
    heading: 'A few words for our website',
    lead: 'Optional. If you would like your words on our own website, write them here. They come to our office first; nothing is shown until we add it, exactly as you wrote it.',
    labels: {
      words: 'Your words about the job',
      name: 'Name to show',
      town: 'Your town',
      consent: 'You may show these words, my name as written and my town on your website',
    },
    nameHint: 'First name and last initial, for example “Maria G.”',
    townHint: 'For example “Largo” or “St. Petersburg”.',
    required: 'Fields marked * are required.',
    /** The hidden trap for bots' label, which only a bot reads. */
    honeypot: 'Leave this field empty',
    send: 'Send my words',
    sending: 'Sending…',
    sent: 'Thank you. Your words reached our office.',
    sentBody: 'We read every one. Nothing appears on the site until we add it, as you wrote it.',
    already: 'Your words about this job already reached us. Thank you.',
    failed: 'Your words were not sent, and everything you typed is still here. Please try again.',
    refusal: 'Please check:',
  },
} as const;

/** Where the words form's plain-HTML post lands when it went through. */
export const reviewSentPage = {
  title: 'Your words were sent',
  description:
    'Your words about the job reached our office. Nothing is shown on our website until we add it, exactly as you wrote it.',
  heading: 'Thank you, your words reached us',
  lead: 'We read every one. Nothing appears on our website until we add it, exactly as you wrote it, with the name and town you gave.',
  back: 'Back to the review page',
} as const;

/**
 * Where the words form's plain-HTML post lands when it did not: `reason` in the address says why
 * (the function's redirect), read once the page's script runs; the default says it plainly.
 */
export const reviewNotSentPage = {
  title: 'Your words were not sent',
  description:
    'Your words about the job did not reach our office. Go back and try again, or call us and tell us in person.',
  heading: 'Your words were not sent',
  reasons: {
    default:
      'Something went wrong on the way. Go back with your browser’s Back button, where what you wrote is usually still there, and send it again. Or call us.',
    invalid:
      'A field needs a look: your words, the name to show, your town and the box that lets us show them must all be filled in, and none may be too long. Go back with your browser’s Back button, where what you wrote is usually still there.',
    limited:
      'Many messages came from this connection in a short time, so the form is paused for a little while to keep out spam. Wait a few minutes and send it again, or call us.',
    already:
      'Your words about this job already reached us, so this second copy was not sent. Thank you.',
    error:
      'Our server could not take your words just now. Wait a few minutes and send them again, or call us and tell us in person.',
  },
  back: 'Back to the review page',
} as const;

/** The opt-out page, linked from every review e-mail (the function's `review-opt-out` entry). */
export const reviewOptOutPage = {
  title: 'Stop review e-mails',
  description:
    'Stop every later e-mail from us that asks for a review. Quote requests and our replies to you are not affected.',
  heading: 'Stop review e-mails',
  lead: 'One tap and we send no more e-mails about reviews to this address, not for this job and not for any later one. Your quote requests and our replies about your jobs are not affected.',
  button: 'Stop review e-mails',
  sending: 'Saving…',
  /** Followed by the time it was recorded. */
  done: 'Review e-mails stopped',
  already: 'Review e-mails were already stopped',
  refused: 'This link is not valid. Reply to our e-mail or call us, and we stop them by hand.',
  failed: 'Could not save it. Check the connection and try again.',
  noLink: 'Open this page from the “Stop review e-mails” link at the foot of our e-mail.',
} as const;

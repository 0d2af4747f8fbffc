export const contactPage = {
  title: 'Contact Us',
  lead: 'Tell us about your project. We reply to every request within one business day with next steps and a free estimate.',
  detailsHeading: 'Get in Touch',
  hoursHeading: 'Business Hours',
  formHeading: 'Send Us a Message',
  requiredNote: 'Fields marked * are required.',
  mapHeading: 'Find Us',
};

/** The service-area map on /contact/ and /service-areas/ (components/areas/area-map.tsx). */
export const areaMapCopy = {
  lead: 'The orange square is our office, where every estimate starts; each dot is a town where our crews have finished work. Shaded counties are the ones we work in.',
  officeHeading: 'Our office',
  directions: 'Get directions',
  townsHeading: 'Towns we work in',
  townPageNote: 'Linked towns have a page with the projects we finished there.',
  credit: 'County outlines: U.S. Census Bureau, public domain.',
};

/**
 * Where the form's plain-HTML post lands (before scripts run, or with JavaScript off): the
 * function answers with a redirect to one of these pages (their paths: lib/content/site-pages.ts).
 * Neither is indexed.
 */
export const formResultPages = {
  thankYou: {
    title: 'Message Sent!',
    description:
      'Your message reached our office. Our estimating team replies within one business day.',
    lead: "Thank you for contacting us. We'll be in touch shortly.",
    body: 'Our estimating team reads every request and replies within one business day, usually with a few questions and a time for a free site visit. If your project is urgent, such as storm damage or a failed inspection with a deadline, call us as well.',
  },
  notSent: {
    title: 'Your message was not sent',
    description: 'Your message could not be sent. Call or e-mail us, or try the form again.',
    /** The spec's failure text, as the form's own notice shows it. */
    lead: 'There was a problem sending your message. Please try again.',
    /** The button to a fresh form: the browser's Back button is the way to what was typed. */
    newMessage: 'Start a new message',
    body: "Nothing reached our office. Go back to the form with your browser's Back button, where what you typed is usually still there: check the fields, wait a minute and press Send Message again (after several messages in a few minutes, the form pauses briefly to keep out spam). Or reach us directly:",
  },
} as const;

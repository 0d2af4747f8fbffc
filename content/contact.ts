export const contactPage = {
  title: 'Contact Us',
  lead: 'Tell us about your project. We reply to every request within one business day with next steps and a free estimate.',
  detailsHeading: 'Get in Touch',
  hoursHeading: 'Business Hours',
  formHeading: 'Send Us a Message',
  requiredNote: 'Fields marked * are required.',
  mapHeading: 'Find Us',
  mapPlaceholder: 'An interactive map would be displayed here.',
  noScript:
    'Sending this form needs JavaScript, which is turned off in your browser. Please call or email us instead; we answer both during business hours.',
};

/** The contact form's "Service Interested In" choices, in order. The empty choice is added by the form. */
export const serviceOptions = [
  'Kitchen Remodels',
  'Bathroom Remodels',
  'Retail Buildouts',
  'Permit Rescue',
  'Commercial Remodeling',
  'Investor Partnerships',
  'Other',
] as const;

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

/**
 * The contact form's service choices. The list lives with the function, which validates them
 * too, because Supabase deploys only what is under supabase/functions/.
 */
export { serviceOptions } from '@/supabase/functions/_shared/contact-schema';

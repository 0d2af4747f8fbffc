/**
 * The privacy page (/privacy/): what happens to what a visitor sends through the contact form.
 * `{retention}`, `{email}` and `{phone}` are filled in by lib/privacy.ts from the function's
 * retention setting and content/company.json, so each fact is written once.
 */
export const privacyPage = {
  title: 'Privacy: What Happens to What You Send',
  heading: 'What happens to what you send us',
  description:
    'What our contact form keeps, where it is stored, who reads it, how long we keep it, and how to have your messages and photos deleted.',
  lead: 'This site has no accounts, no cookies, no ads and no tracking. The only thing it keeps about you is what you choose to send through the contact form, and this page says exactly what that is.',
  sections: [
    {
      heading: 'What the form keeps',
      paragraphs: [
        'Your request as you typed it: your name, e-mail address, phone number if you gave one, the service you picked and your message. Photos you attach are kept with it.',
        'Two technical details come with every request. The first is a salted hash of your internet address: a one-way code made from the address and a secret of ours, which lets us slow down someone sending hundreds of messages without keeping the address itself. The second is your browser’s name and version as it announces itself, and which of our web addresses the form was on, which help us fix the form when a browser has trouble with it.',
      ],
    },
    {
      heading: 'Where it is kept',
      paragraphs: [
        'Requests are stored in our database at Supabase, a hosting provider, and photos in a private storage area there that only our own server code can read; nothing is public. Each request is then e-mailed to our office through Resend, an e-mail delivery service, so a copy also sits in our office inbox. If our office has chat alerts switched on, our team chat also gets a one-line notice of each new request with your name, the service you picked, your e-mail address and phone number.',
      ],
    },
    {
      heading: 'Who sees it',
      paragraphs: [
        'The people in our office who answer quote requests, and the estimator who visits your project. Supabase and Resend store and carry it for us and use it for nothing else. We never sell, rent or share what you send, and we never add you to a mailing list.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'Our server deletes each request and its photos from the database {retention} after it arrives. A request that has not yet reached our office inbox is kept until it has, so none is lost unread. Photos that were uploaded but never sent with a request are deleted within a day.',
        'The e-mail copy in our office inbox is kept with our other job correspondence, because it may become part of a contract. We delete it too when you ask.',
      ],
    },
    {
      heading: 'Having your data deleted',
      paragraphs: [
        'Write to {email} or call {phone} and tell us the e-mail address you used in the form. We delete every request sent with that address, with its photos and our e-mail copies, and reply to confirm when it is done. You can also ask us for a copy of what we hold first.',
      ],
    },
  ],
};

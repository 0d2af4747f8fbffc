/**
 * The privacy page (/privacy/): what happens to what a visitor sends through the contact form.
 * `{retention}`, `{email}`, `{phone}`, `{chat}`, `{counted}` and `{outboxDays}` are filled in by
 * lib/privacy.ts from the function's retention setting, its chat services, the kinds of tap it
 * counts, content/company.json and how long the contact outbox keeps a request never sent
 * (lib/outbox/outbox-store.ts), so each fact is written once.
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
        'Two technical details come with every request. The first is a salted hash of your internet address: a code made from the address and a secret key of ours, which lets us slow down someone sending hundreds of messages without storing the address itself. It is pseudonymous, not anonymous: whoever holds our database and that key could check whether a given address sent a request. The second is your browser’s name and version as it announces itself, and which of our web addresses the form was on, which help us fix the form when a browser has trouble with it.',
      ],
    },
    {
      heading: 'What we count',
      paragraphs: [
        'To learn which pages help people reach us, the site counts {counted}. Each one adds one to a number for that page and that day; nothing about you is stored with it: no address, no browser details, no cookie and no identifier of any kind.',
        'So that no one can inflate the numbers, a count is checked against the same salted hash of your internet address that slows down floods of messages (see above), which the clean-up that runs every minute deletes after a day.',
      ],
    },
    {
      heading: 'Who handles it for us',
      paragraphs: [
        'Supabase, our hosting provider, runs the code that receives the form and stores your request in our database, and your photos in a private storage area that only that code can read; nothing is public.',
        'Resend, an e-mail delivery service, carries each request to our office inbox, with your photos attached, so a copy also sits in that inbox.',
        'If our office has chat alerts switched on, our team chat ({chat}, whichever we use) also gets a one-line notice of each new request with your name, the service you picked, your e-mail address and phone number.',
        'If our office has phone alerts switched on, the push service of our phone’s maker (Google, Apple, Mozilla or Microsoft, whichever the phone uses) carries a notice of each new request to that phone, with your name, the service you picked and your phone number, encrypted so that the push service cannot read it. It never carries your message or your e-mail address.',
        'These services store and carry what you send for us and use it for nothing else. The people in our office who answer quote requests, and the estimator who visits your project, read it. We never sell, rent or share what you send, and we never add you to a mailing list.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'Once a request has been e-mailed to our office, our server deletes it from the database {retention} after it arrived, and its photos from storage shortly after. A request that was never e-mailed to us (because delivery kept failing, or it was refused) is not deleted by that clean-up: it stays in the database until we delete it ourselves, so no request is lost unseen.',
        'Photos that were uploaded but never sent with a request are deleted a day after the upload began, by the same clean-up, which runs every minute; if it is stopped, they wait until it runs again.',
        'Photos can leave storage sooner, once they have been e-mailed to our office with your request: when the space we keep for photos is full, the oldest photos already in our inbox are deleted from storage to make room for new ones. A photo that does not fit in that e-mail, or that storage could not hand over in time, stays in storage instead; the e-mail tells us where, and for how long: 30 days, after which it too can be deleted to make room. Photos not yet e-mailed to us are never deleted to make room, and no photo stays in storage longer than its request.',
        'The e-mail copy in our office inbox is kept with our other job correspondence, because it may become part of a contract. We delete it too when you ask.',
      ],
    },
    {
      heading: 'What stays on your own phone or computer',
      paragraphs: [
        'While you fill in the form, what you type is kept in that browser tab only, so that a reload loses nothing. It is gone when you close the tab, and as soon as your request has been sent.',
        'If you press Send without a connection, your browser keeps the request on your device, in this site’s own storage (IndexedDB), so that it can be sent once you are back online: your name, e-mail address, phone number, the service you picked, your message and your photos. The moment our server has taken it (or refused it), all of that is deleted from your device at once. At most a note stays: a random reference code, the times and whether it went, and nothing you wrote, until a page of this site, opened with a connection, has told you.',
        'A request that is never sent is deleted when you choose Discard (the site asks you before sending one that waited more than a week), or {outboxDays} days after you pressed Send: the site cannot run while it is closed, so that happens the first time you open it with a connection after those {outboxDays} days. Clearing this site’s data in your browser’s settings deletes it at any time.',
      ],
    },
    {
      heading: 'When we ask for a review',
      paragraphs: [
        'After a job, our office may have this site send you one e-mail, from us, asking for a review, with a link to a page of this site and a link to stop such e-mails; if that page was not opened, one reminder follows, never more. For that, we keep with your request the e-mail address it went to, and when it was sent, when its page was opened and when it was reminded.',
        'That record goes with your request: our server deletes it with the request, {retention} after the request arrived. So that the link to stop review e-mails works for its 90 days even after that, each review e-mail sent also keeps, for 100 days, a keyed hash of the address it went to (a code made from the address and a secret key of ours, not the address itself). If you stop review e-mails, we keep that keyed hash for as long as this site runs, so that the address is never asked for a review again.',
        'Words you send from the review page for our website, with the name and town you give, are e-mailed to our office and kept there; our server keeps them only until that e-mail has gone (if it cannot go after five tries, about an hour, they are deleted), and then only the date they came, for 400 days, for our weekly count. Nothing is shown on this site until we add it ourselves, as you wrote it, and we take it down when you ask.',
      ],
    },
    {
      heading: 'Having your data deleted',
      paragraphs: [
        'Write to {email} or call {phone} and tell us the e-mail address you used in the form. We delete every request sent with that address from our database, whether or not it reached us, with its photos (removed from storage by the next clean-up), and the e-mail copies in our office inbox, and reply to confirm when it is done. You can also ask us for a copy of what we hold first.',
        'Chat notices are kept by the chat service under its own rules: deleting your requests from our database does not reach them, and removing them is up to that service. Phone alerts stay on our phone until we clear them.',
      ],
    },
  ],
};

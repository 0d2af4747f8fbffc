import { z } from 'zod';
import { text } from './fields';

/**
 * content/company.json's `reviews`: where a customer who was asked for a review writes it (the
 * /review/ page links to each). Google's link turns review requests on; left out, they are off.
 * Each link is checked by its shape, here, so the build and the editor (pipeline/cms-fields.ts
 * reads the same patterns) refuse the same links (re-exported by content/schema.ts).
 */

/**
 * The two shapes of a Google Business Profile review link: the short one the profile's "Ask for
 * reviews" / "Get more reviews" card shares (https://g.page/r/<id>/review) and the one built
 * from the Place ID (https://search.google.com/local/writereview?placeid=<id>), as
 * docs/editing.md cites. Both ids are URL-safe base64 letters.
 */
const googleReviewLink =
  /^https:\/\/(?:g\.page\/r\/[A-Za-z0-9_-]+\/review|search\.google\.com\/local\/writereview\?placeid=[A-Za-z0-9_-]+)$/;

/**
 * The review sites a contractor's customers use, by host: a link to any of their pages (or a
 * subdomain, m.facebook.com) is accepted. Yelp is not here: it forbids asking for reviews.
 */
const reviewSites = [
  'facebook.com',
  'bbb.org',
  'houzz.com',
  'angi.com',
  'nextdoor.com',
  'homeadvisor.com',
  'thumbtack.com',
  'porch.com',
  'buildzoom.com',
  'trustpilot.com',
] as const;

const hostIn = (hosts: readonly string[]) =>
  `https:\\/\\/(?:[a-z0-9-]+\\.)*(?:${hosts.map((host) => host.replace(/\./g, '\\.')).join('|')})`;

/** An https link whose host is one of reviewSites (or under one), with any path after it. */
const reviewSiteLink = new RegExp(`^${hostIn(reviewSites)}(?:[/?#][^\\s"<>]*)?$`);

/** Any yelp.com (or yelp.ca, yelp.co.uk…) address: refused with Yelp's reason, not the list. */
const yelpLink = /^\s*(?:https?:\/\/)?(?:[a-z0-9-]+\.)*yelp\.[a-z.]+(?:[/?#]|\s*$)/i;

/**
 * Yelp's Support Center: "Don't ask customers, mailing list subscribers, friends, family, or
 * anyone else to review your business" (docs/editing.md cites it).
 */
const yelpRefusal =
  'not a Yelp link: Yelp forbids businesses to ask customers for reviews, so the review page cannot link to it';

const otherSiteWords = `a link starting with https:// to your page on ${reviewSites.join(', ')} (not Yelp, which forbids asking for reviews)`;

const googleWords =
  'your Google review link as Business Profile shares it: https://g.page/r/…/review or https://search.google.com/local/writereview?placeid=…';

const otherSiteSchema = z.strictObject({
  name: text.meta({ label: 'Site', hint: 'As the review page names it, e.g. Facebook or BBB.' }),
  url: z
    .string()
    .regex(reviewSiteLink, {
      error: (issue) =>
        yelpLink.test(String(issue.input)) ? yelpRefusal : `must be ${otherSiteWords}`,
    })
    .meta({
      label: 'Link',
      mustBe: otherSiteWords,
      hint: 'The address of your business’s page there, where a customer writes a review.',
    }),
});

export const reviewLinksSchema = z
  .strictObject({
    google: z
      .string()
      .regex(googleReviewLink, `must be ${googleWords}`)
      .meta({
        label: 'Google review link',
        mustBe: googleWords,
        hint: 'Turns review requests on. In Google Business Profile (search your business name on Google, signed in), choose "Ask for reviews" or "Get more reviews", then copy the link it shows. Left empty, the site asks for no reviews.',
      })
      .optional(),
    others: z
      .array(otherSiteSchema)
      .max(6)
      .meta({
        label: 'Other review sites',
        singular: 'Review site',
        hint: 'Shown on the review page after Google’s, in this order. Yelp cannot be one: it forbids asking.',
      })
      .optional(),
  })
  .meta({
    label: 'Review links',
    hint: 'Where a customer you ask for a review writes it (the review page links to each). Google forbids asking only happy customers, asking for a rating or stars, and offering anything for a review: the site asks every customer the same way.',
  })
  .optional();

import { ReviewLinks } from '@/components/review/review-links';
import { ReviewWords } from '@/components/review/review-words';
import { CallButton } from '@/components/ui/call-button';
import { Section } from '@/components/ui/section';
import { reviewPages, site } from '@/lib/content';
import { pageMetadata } from '@/lib/seo';

const copy = reviewPages.review;

export const metadata = pageMetadata({
  title: copy.title,
  description: copy.description,
  path: copy.path,
  noindex: true,
});

/**
 * The page a review e-mail links to (with its token, which counts an open) and the link the owner
 * prints (without): a thank-you, the business's review sites, then a few words for the website.
 * The same page for every customer: nothing asks how the job went or offers anything.
 */
export default function ReviewPage() {
  const { reviews } = site;
  return (
    <>
      <Section tone="tinted">
        <div className="max-w-3xl">
          <p className="text-sm font-semibold tracking-wide text-brand-dark uppercase">
            {copy.eyebrow}
          </p>
          <h1 className="mt-2 text-3xl font-bold text-balance text-ink sm:text-4xl">
            {copy.heading}
          </h1>
          <p className="mt-4 text-lg text-ink sm:text-xl">{copy.lead}</p>
          <ReviewLinks links={reviews} prefix={copy.linkPrefix} note={copy.linkNote} />
          <p className="mt-8 text-lg text-muted">{reviews.google ? copy.callNote : copy.noLinks}</p>
          <div className="mt-3">
            <CallButton phone={site.phone} variant="outline" />
          </div>
        </div>
      </Section>
      <Section labelledBy="words-heading">
        <div className="max-w-3xl">
          <h2 id="words-heading" className="text-2xl font-bold text-ink sm:text-3xl">
            {copy.words.heading}
          </h2>
          <p className="mt-3 mb-8 text-lg text-muted">{copy.words.lead}</p>
          <ReviewWords copy={copy.words} />
        </div>
      </Section>
    </>
  );
}

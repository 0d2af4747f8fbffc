import { Mail } from 'lucide-react';
import { ButtonLink, buttonClass } from '@/components/ui/button-link';
import { CallButton } from '@/components/ui/call-button';
import { ResultCard } from '@/components/ui/result-card';
import { fixedPages, formResultPages, site } from '@/lib/content';
import { labels } from '@/lib/labels';
import { pageMetadata } from '@/lib/seo';

export type FormResultKind = keyof typeof formResultPages;

/** noindex: a page a visitor lands on after a post, never one to find in a search. */
export function formResultMetadata(kind: FormResultKind) {
  const { title, description, path } = formResultPages[kind];
  return pageMetadata({ title, description, path, noindex: true });
}

/** The page a plain-HTML contact post lands on: what happened, and a way on either way. */
export function FormResult({ kind }: { kind: FormResultKind }) {
  const { title, lead, body } = formResultPages[kind];
  const sent = kind === 'thankYou';
  const [mailbox, domain] = site.email.split('@');
  return (
    <ResultCard sent={sent} heading={title}>
      <p className="mt-4 text-xl text-ink">{lead}</p>
      <p className="mt-4 text-lg text-muted">{body}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <CallButton phone={site.phone} variant="primary" />
        {/* On a narrow phone the address wraps before its @ (anywhere, if still too long)
              rather than widening the page. */}
        <a href={`mailto:${site.email}`} className={buttonClass('outline', 'max-w-full')}>
          <Mail aria-hidden="true" className="size-5 shrink-0" />
          <span className="min-w-0 [overflow-wrap:anywhere] whitespace-normal">
            {labels.formResult.email} {mailbox}
            <wbr />@{domain}
          </span>
        </a>
        {sent ? (
          <ButtonLink href={fixedPages.projects.path} variant="outline">
            {labels.formResult.projects}
          </ButtonLink>
        ) : (
          <ButtonLink href={fixedPages.contact.path} variant="outline">
            {formResultPages.notSent.newMessage}
          </ButtonLink>
        )}
      </div>
    </ResultCard>
  );
}

import { CheckCircle2, Mail, Phone, TriangleAlert } from 'lucide-react';
import { ButtonLink, buttonClass } from '@/components/ui/button-link';
import { site } from '@/content/site';

export type FormResultProps = {
  tone: 'sent' | 'not-sent';
  title: string;
  lead: string;
  body: string;
};

/** The page a plain-HTML contact post lands on: what happened, and a way on either way. */
export function FormResult({ tone, title, lead, body }: FormResultProps) {
  const Icon = tone === 'sent' ? CheckCircle2 : TriangleAlert;
  return (
    <section className="bg-concrete-50 px-4 py-16 sm:py-20">
      <div className="mx-auto max-w-2xl rounded-2xl border border-concrete-200 bg-white p-6 shadow-sm sm:p-10">
        <Icon
          aria-hidden="true"
          className={`size-12 ${tone === 'sent' ? 'text-success' : 'text-danger'}`}
        />
        <h1 className="mt-4 text-3xl font-bold text-balance text-ink sm:text-4xl">{title}</h1>
        <p className="mt-4 text-xl text-ink">{lead}</p>
        <p className="mt-4 text-lg text-muted">{body}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <a href={`tel:${site.phone.e164}`} className={buttonClass('primary')}>
            <Phone aria-hidden="true" className="size-5" />
            Call {site.phone.display}
          </a>
          <a href={`mailto:${site.email}`} className={buttonClass('outline')}>
            <Mail aria-hidden="true" className="size-5" />
            Email {site.email}
          </a>
          {tone === 'sent' ? (
            <ButtonLink href="/projects/" variant="outline">
              See our projects
            </ButtonLink>
          ) : (
            <ButtonLink href="/contact/" variant="outline">
              Back to the form
            </ButtonLink>
          )}
        </div>
      </div>
    </section>
  );
}

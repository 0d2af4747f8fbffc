import { CheckCircle2, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Section } from '@/components/ui/section';

/**
 * The card a plain-HTML post lands on (the contact form's and the review words' result pages):
 * a tick or a warning, the heading, and what the page says under it.
 */
export function ResultCard({
  sent,
  heading,
  children,
}: {
  sent: boolean;
  heading: string;
  children: ReactNode;
}) {
  const Icon = sent ? CheckCircle2 : TriangleAlert;
  return (
    <Section tone="tinted">
      <div className="mx-auto max-w-2xl rounded-2xl border border-concrete-200 bg-white p-6 shadow-sm sm:p-10">
        <Icon aria-hidden="true" className={`size-12 ${sent ? 'text-success' : 'text-danger'}`} />
        <h1 className="mt-4 text-3xl font-bold text-balance text-ink sm:text-4xl">{heading}</h1>
        {children}
      </div>
    </Section>
  );
}

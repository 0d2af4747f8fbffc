import { story } from '@/lib/content';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';

/** The company's story beside its milestones, a timeline down the brand-coloured rule. */
export function StorySection() {
  return (
    <Section labelledBy="story-heading" className="grid gap-12 lg:grid-cols-2">
      <div>
        <SectionHeading id="story-heading" heading={story.heading} align="left" />
        {story.paragraphs.map((paragraph) => (
          <p key={paragraph} className="mt-4 text-lg text-muted first:mt-0">
            {paragraph}
          </p>
        ))}
      </div>
      <div>
        <h3 className="text-2xl font-bold">{story.milestonesHeading}</h3>
        <ol className="mt-6 border-l-2 border-brand">
          {story.milestones.map((milestone) => (
            <li key={milestone.year} className="relative pb-6 pl-6 last:pb-0">
              <span
                aria-hidden="true"
                className="absolute top-1.5 -left-[7px] size-3 rounded-full bg-brand"
              />
              <p className="font-bold text-brand">{milestone.year}</p>
              <h4 className="font-bold">{milestone.title}</h4>
              <p className="text-muted">{milestone.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </Section>
  );
}

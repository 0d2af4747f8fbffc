import { team } from '@/lib/content';
import { Picture } from '@/components/ui/picture';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';

/** The people a customer meets, each with a square photo, role and a line about them. */
export function TeamSection() {
  return (
    <Section labelledBy="team-heading" tone="tinted">
      <SectionHeading id="team-heading" heading={team.heading} />
      <ul className="grid gap-6 md:grid-cols-3">
        {team.members.map((member) => (
          <li
            key={member.role}
            className="overflow-hidden rounded-2xl border border-concrete-200 bg-white shadow-sm"
          >
            <Picture
              image={member.photo}
              sizes="(min-width: 768px) 352px, 100vw"
              className="aspect-square h-auto w-full bg-concrete-100 object-cover object-top"
            />
            <div className="p-6">
              <h3 className="text-xl font-bold">{member.name}</h3>
              <p className="font-semibold text-brand">{member.role}</p>
              <p className="mt-3 text-muted">{member.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

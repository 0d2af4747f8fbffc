export type SectionHeadingProps = {
  id?: string;
  eyebrow?: string;
  heading: string;
  lead?: string;
  align?: 'left' | 'center';
};

export function SectionHeading({
  id,
  eyebrow,
  heading,
  lead,
  align = 'center',
}: SectionHeadingProps) {
  const centered = align === 'center' ? 'mx-auto text-center' : '';
  return (
    <div className={`mb-10 max-w-3xl ${centered}`}>
      {eyebrow && (
        <p className="mb-2 text-sm font-semibold tracking-wider text-brand uppercase">{eyebrow}</p>
      )}
      <h2 id={id} className="text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl">
        {heading}
      </h2>
      {lead && <p className="mt-4 text-lg text-muted">{lead}</p>}
    </div>
  );
}

export type SectionHeadingProps = {
  id?: string;
  eyebrow?: string;
  heading: string;
  lead?: string;
  align?: 'left' | 'center';
  tone?: 'light' | 'dark';
};

export function SectionHeading({
  id,
  eyebrow,
  heading,
  lead,
  align = 'center',
  tone = 'light',
}: SectionHeadingProps) {
  const centered = align === 'center' ? 'mx-auto text-center' : '';
  const dark = tone === 'dark';
  return (
    <div className={`mb-10 max-w-3xl ${centered}`}>
      {eyebrow && (
        <p
          className={`mb-2 text-sm font-semibold tracking-wider uppercase ${dark ? 'text-brand-light' : 'text-brand'}`}
        >
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        className={`text-3xl font-bold tracking-tight text-balance sm:text-4xl ${dark ? 'text-white' : 'text-ink'}`}
      >
        {heading}
      </h2>
      {lead && (
        <p className={`mt-4 text-lg ${dark ? 'text-concrete-100' : 'text-muted'}`}>{lead}</p>
      )}
    </div>
  );
}

import { Icon } from './icon';

export type FeatureCardProps = { icon: string; title: string; description: string };

export function FeatureCard({ icon, title, description }: FeatureCardProps) {
  return (
    <div className="h-full rounded-xl border border-concrete-200 bg-white p-6 shadow-sm">
      <span className="inline-flex size-12 items-center justify-center rounded-lg bg-brand-pale text-brand">
        <Icon name={icon} />
      </span>
      <h3 className="mt-4 text-lg font-bold text-ink">{title}</h3>
      <p className="mt-2 text-muted">{description}</p>
    </div>
  );
}

/**
 * Cards in a list, one per point; `className` gives the columns (and any spacing) of the page
 * that shows them.
 */
export function FeatureGrid({
  items,
  className,
}: {
  items: FeatureCardProps[];
  className: string;
}) {
  return (
    <ul className={`grid gap-6 ${className}`}>
      {items.map((item) => (
        <li key={item.title}>
          <FeatureCard {...item} />
        </li>
      ))}
    </ul>
  );
}

import type { LucideIcon } from 'lucide-react';

export type IconListProps = {
  items: readonly string[];
  /** The mark before each item (a check, an alert), and its color class. */
  Icon: LucideIcon;
  iconClass: string;
  className?: string;
};

/** A list of short points, each after its mark: the service pages' columns, the concrete work. */
export function IconList({ items, Icon, iconClass, className = '' }: IconListProps) {
  return (
    <ul className={`space-y-3 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-3">
          <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${iconClass}`} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

import { icons } from '@/lib/icons';

export type IconProps = { name: string; className?: string };

/** Renders a content-named lucide icon on the server; names are checked in lib/content/. */
export function Icon({ name, className = 'size-6' }: IconProps) {
  const Component = icons[name as keyof typeof icons];
  return <Component aria-hidden="true" className={className} />;
}

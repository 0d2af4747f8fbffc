import { fixedPages, site } from '@/lib/content';
import { AppLink } from '@/components/ui/app-link';

export type LogoProps = { tone?: 'light' | 'dark' };

export function Logo({ tone = 'light' }: LogoProps) {
  return (
    <AppLink
      href={fixedPages.home.path}
      className="flex min-h-11 items-center gap-2.5 font-bold tracking-tight"
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" width="32" height="32" className="shrink-0">
        <rect width="32" height="32" rx="6" className="fill-brand" />
        <path
          d="M7 23h18M9 23V13l7-5 7 5v10"
          fill="none"
          stroke="#fff"
          strokeWidth="2.5"
          strokeLinejoin="round"
        />
        <path d="M13 23v-6h6v6" fill="none" stroke="#fff" strokeWidth="2.5" />
      </svg>
      <span className={`text-lg leading-tight ${tone === 'dark' ? 'text-white' : 'text-ink'}`}>
        {site.name}
      </span>
    </AppLink>
  );
}

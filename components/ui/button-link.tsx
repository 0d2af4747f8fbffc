import { AppLink, type AppLinkProps } from './app-link';

const variants = {
  primary: 'bg-brand text-white hover:bg-brand-dark',
  outline: 'border-2 border-ink text-ink hover:bg-ink hover:text-white',
  light: 'border-2 border-white text-white hover:bg-white hover:text-ink',
};

export type ButtonLinkProps = AppLinkProps & { variant?: keyof typeof variants };

export function ButtonLink({ variant = 'primary', className = '', ...props }: ButtonLinkProps) {
  return (
    <AppLink
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-5 py-2.5 text-base font-semibold transition-colors ${variants[variant]} ${className}`}
      {...props}
    />
  );
}

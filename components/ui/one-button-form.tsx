import { CheckCircle2, type LucideIcon } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button-link';

export type OneButtonFormProps = {
  /** Where the form posts itself when fetch is missing (the function's entry, with its token). */
  action: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  disabled: boolean;
  icon: LucideIcon;
  label: string;
  /** What went wrong, announced under the button; null for nothing. */
  notice: ReactNode;
  className?: string;
};

/**
 * The owner's and the customer's one-button pages (called back, ask for a review, stop review
 * e-mails): a form that posts itself without fetch, its button, and a line for what went wrong.
 */
export function OneButtonForm({
  action,
  onSubmit,
  disabled,
  icon: Icon,
  label,
  notice,
  className = 'mt-8',
}: OneButtonFormProps) {
  return (
    <form method="post" action={action} onSubmit={onSubmit} className={className}>
      <button
        type="submit"
        disabled={disabled}
        className={buttonClass(
          'primary',
          'w-full disabled:cursor-not-allowed disabled:opacity-70 sm:w-auto',
        )}
      >
        <Icon aria-hidden="true" className="size-5" />
        {label}
      </button>
      <p role="status" className="mt-4 text-lg text-danger">
        {notice}
      </p>
    </form>
  );
}

/** What the button did, and when: announced in place of the form. */
export function DoneNote({
  icon: Icon = CheckCircle2,
  className = 'mt-8',
  children,
}: {
  icon?: LucideIcon;
  className?: string;
  children: ReactNode;
}) {
  return (
    <p
      role="status"
      className={`${className} flex items-start gap-3 text-xl font-semibold text-ink`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-7 shrink-0 text-success" />
      <span>{children}</span>
    </p>
  );
}

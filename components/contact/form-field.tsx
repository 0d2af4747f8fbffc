import type { ReactNode } from 'react';

export type FormFieldProps = {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  children: (describedBy: string | undefined) => ReactNode;
};

export const inputClass =
  'mt-1.5 block min-h-12 w-full rounded-md border border-concrete-400 bg-white px-3.5 py-2.5 text-base text-ink placeholder:text-concrete-400 aria-[invalid=true]:border-danger aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-danger';

/** A label, its control, an optional hint and the field's error, tied together for assistive tech. */
export function FormField({ id, label, required, error, hint, children }: FormFieldProps) {
  const describedBy =
    [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-ink">
        {label}
        {required && (
          <span aria-hidden="true" className="text-brand">
            {' '}
            *
          </span>
        )}
      </label>
      {children(describedBy)}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

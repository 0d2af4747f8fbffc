import type { Ref } from 'react';
import { honeypotField } from '@/supabase/functions/_shared/contract';

export type HoneypotFieldProps = {
  ref?: Ref<HTMLInputElement>;
  /** The input's id, unique on the page: `<form>-hp`. */
  id: string;
  /** Its label, for a bot that reads one ("Leave this field empty"), in the form's language. */
  label: string;
};

/**
 * A trap for bots, in the contact form and the review page's words form: hidden from people and
 * assistive tech, never focusable. The function drops what comes with it filled in.
 */
export function HoneypotField({ ref, id, label }: HoneypotFieldProps) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      {/* autocomplete off, and each password manager's own "ignore this field" attribute. */}
      <input
        ref={ref}
        id={id}
        name={honeypotField}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        data-1p-ignore=""
        data-lpignore="true"
        data-bwignore=""
        data-form-type="other"
        defaultValue=""
      />
    </div>
  );
}

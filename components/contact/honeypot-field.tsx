import type { Ref } from 'react';
import { honeypotField } from '@/supabase/functions/_shared/contract';

/** A trap for bots: hidden from people and assistive tech, never focusable. */
export function HoneypotField({ ref }: { ref: Ref<HTMLInputElement> }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor="contact-hp">Leave this field empty</label>
      {/* autocomplete off, and each password manager's own "ignore this field" attribute. */}
      <input
        ref={ref}
        id="contact-hp"
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

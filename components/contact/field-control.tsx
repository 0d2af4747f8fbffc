import type { ChangeEvent } from 'react';
import type { ContactField } from '@/supabase/functions/_shared/contract';
import type { contactFields, ContactValues } from './fields';
import { inputClass } from './form-field';

type Field = (typeof contactFields)[number];
type ControlProps = ReturnType<ReturnType<typeof controlFor>>;

/** The props every field's control shares: its value, change handler and error wiring. */
export const controlFor =
  (
    values: ContactValues,
    errors: Partial<Record<ContactField, string>>,
    update: (field: ContactField, value: string) => void,
  ) =>
  (field: ContactField, describedBy: string | undefined) => ({
    id: `contact-${field}`,
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      update(field, event.target.value),
    'aria-invalid': Boolean(errors[field]),
    'aria-describedby': describedBy,
    className: inputClass,
  });

/** The control a row of `contactFields` describes. */
export function renderControl(
  field: Field,
  props: ControlProps,
  serviceOptions: readonly string[],
) {
  const required = 'required' in field;
  switch (field.control) {
    case 'input':
      return (
        <input
          {...props}
          type={field.type}
          required={required}
          autoComplete={field.autoComplete}
          inputMode={'inputMode' in field ? field.inputMode : undefined}
        />
      );
    case 'select':
      return (
        <select {...props} required={required}>
          <option value="">{field.placeholder}</option>
          {serviceOptions.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      );
    case 'textarea':
      return (
        <textarea
          {...props}
          rows={field.rows}
          required={required}
          placeholder={field.placeholder}
        />
      );
  }
}

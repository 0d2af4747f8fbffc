import { contactLimits, type ContactField } from '@/supabase/functions/_shared/contract';
import { controlFor, renderControl } from './field-control';
import { contactFields, type ContactValues } from './fields';
import { FormField } from './form-field';
import type { ContactErrors } from './use-contact-form';

export type ContactFieldsProps = {
  values: ContactValues;
  errors: ContactErrors;
  update: (field: ContactField, value: string) => void;
  serviceOptions: readonly string[];
};

/** What is left of the message's limit, once it is near; how far over, once past it. */
function messageCounter(message: string) {
  const remaining = contactLimits.message - message.trim().length;
  if (remaining < 0)
    return `${-remaining} ${remaining === -1 ? 'character' : 'characters'} over the ${contactLimits.message}-character limit`;
  if (remaining <= 500)
    return `${remaining} ${remaining === 1 ? 'character' : 'characters'} remaining`;
  return undefined;
}

/** The form's typed fields, paired from `sm` width, each with its label and error. */
export function ContactFields({ values, errors, update, serviceOptions }: ContactFieldsProps) {
  const control = controlFor(values, errors, update);
  const counter = messageCounter(values.message);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {contactFields.map((field) => (
        <div key={field.name} className={'wide' in field ? 'sm:col-span-2' : undefined}>
          <FormField
            id={`contact-${field.name}`}
            label={field.label}
            required={'required' in field}
            error={errors[field.name]}
            hint={field.name === 'message' ? counter : undefined}
          >
            {(describedBy) =>
              renderControl(field, control(field.name, describedBy), serviceOptions)
            }
          </FormField>
        </div>
      ))}
    </div>
  );
}

/** @jest-environment node */
import { contactErrors, contactSchema } from '@/supabase/functions/_shared/contract';

const valid = {
  name: 'Ana Ruiz',
  email: 'ana@example.com',
  phone: '',
  service: '',
  message: 'New kitchen, please.',
};

describe('contact message schema', () => {
  it('accepts a minimal message and trims values', () => {
    expect(contactSchema.parse({ ...valid, name: '  Ana Ruiz ', message: '\n Hi \n' })).toEqual({
      ...valid,
      message: 'Hi',
    });
  });

  it.each([
    ['name', { name: '   ' }, 'Please enter your full name.'],
    ['name', { name: 'x'.repeat(101) }, 'Please keep your name to 100 characters or fewer.'],
    ['email', { email: '' }, 'Please enter your e-mail address.'],
    ['email', { email: 'ana@' }, 'Please enter a valid e-mail address, like name@example.com.'],
    [
      'email',
      { email: `${'a'.repeat(250)}@example.com` },
      'An e-mail address can be at most 254 characters.',
    ],
    ['phone', { phone: '1'.repeat(31) }, 'Please keep the phone number to 30 characters or fewer.'],
    ['service', { service: 'Pool Building' }, 'Please choose a service from the list.'],
    ['message', { message: ' \n ' }, 'Please tell us a little about your project.'],
    [
      'message',
      { message: 'x'.repeat(5001) },
      'Please shorten your message to 5000 characters or fewer.',
    ],
  ])('rejects a bad %s with a field-specific message', (field, change, message) => {
    expect(contactErrors({ ...valid, ...change })).toEqual({ [field]: message });
  });

  it.each([
    '(727) 555-0142',
    '+1 727 555 0142',
    '727.555.0142',
    '727-555-0142 ext. 12',
    '727-555-0142 cell, after 5',
  ])('accepts the phone %s', (phone) => {
    expect(contactErrors({ ...valid, phone })).toBeNull();
  });

  it('accepts exactly 5000 characters and each of the services', () => {
    expect(
      contactErrors({ ...valid, message: 'x'.repeat(5000), service: 'Permit Rescue' }),
    ).toBeNull();
  });
});

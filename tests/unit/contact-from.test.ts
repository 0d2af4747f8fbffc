/** @jest-environment node */
import { readConfig } from '@/supabase/functions/_shared/config';

// CONTACT_FROM, the sender of every e-mail to the owner (supabase/functions/_shared/config.ts):
// any display name a mailbox takes, sent as a valid mailbox (docs/deploying.md, step 3).
const fromOf = (value: string) =>
  readConfig((name) => ({ SITE_URL: 'https://www.example.com', CONTACT_FROM: value })[name])
    .contactFrom;

describe('CONTACT_FROM', () => {
  it.each([
    ["Joe's Concrete <leads@example.com>", "Joe's Concrete <leads@example.com>"],
    ['Coquina Coast website <website@example.com>', 'Coquina Coast website <website@example.com>'],
    ['  Núñez & Hijos  <leads@example.com> ', 'Núñez & Hijos <leads@example.com>'],
    ['leads@example.com', 'leads@example.com'],
    ['<leads@example.com>', 'leads@example.com'],
    // Quoted names, as a mail program writes them, and names that need the quotes.
    ['"Smith, Joe" <leads@example.com>', '"Smith, Joe" <leads@example.com>'],
    ['"Joe\'s Concrete" <leads@example.com>', "Joe's Concrete <leads@example.com>"],
    ['Smith, Joe <leads@example.com>', '"Smith, Joe" <leads@example.com>'],
    ['J. Smith Co. <leads@example.com>', '"J. Smith Co." <leads@example.com>'],
    ['"The \\"Best\\" Pools" <leads@example.com>', '"The \\"Best\\" Pools" <leads@example.com>'],
  ])('takes %s', (value, sent) => {
    expect(fromOf(value)).toBe(sent);
  });

  it.each([
    "Joe's Concrete",
    'Joe <leads@example.com> and more',
    'Joe <leads>',
    'Joe <"leads"@example.com>',
  ])('refuses %s at start, naming the variable', (value) => {
    expect(() => fromOf(value)).toThrow(/^CONTACT_FROM: not a name and an address/);
  });

  it('is empty when unset', () => {
    expect(readConfig((name) => ({ SITE_URL: 'https://www.example.com' })[name]).contactFrom).toBe(
      '',
    );
  });
});

import { shownName } from '@/supabase/functions/_shared/routes/review';

/** The name the review page shows by default (routes/review.ts): first name and initial. */
it.each([
  ['Maria Gonzalez', 'Maria G.'],
  ['  maria   de la  cruz ', 'maria C.'],
  ['Cher', 'Cher'],
  ['Ana Ñúñez', 'Ana Ñ.'],
  ['Zoë \u202eEvil', 'Zoë E.'],
  ['Lee\nBcc: x', 'Lee X.'],
  ['', ''],
  [`${'A'.repeat(80)} B`, ''],
])('%j shows as %j', (name, shown) => {
  expect(shownName(name)).toBe(shown);
});

import { snippet } from '@/lib/seo';

describe('a search snippet', () => {
  it('keeps each phrase as written: a capital may be a name', () => {
    expect(
      snippet(
        'Porch in Largo, FL',
        ['St. Petersburg pavers laid.', 'Shaker doors hung'],
        'phrases',
      ),
    ).toBe('Porch in Largo, FL: St. Petersburg pavers laid; Shaker doors hung.');
  });

  it('takes only whole details that fit in 160 characters, never an ellipsis', () => {
    const first = 'x'.repeat(152);
    expect(snippet('Lead', [first, 'one more'], 'phrases')).toBe(`Lead: ${first}.`);
    expect(snippet('Lead', ['y'.repeat(170)], 'phrases')).toBe('Lead.');
  });

  it('joins names as a list', () => {
    expect(snippet('Recent projects in Clearwater', ['Spa Bath', 'Coffee Bar'], 'names')).toBe(
      'Recent projects in Clearwater: Spa Bath and Coffee Bar.',
    );
  });
});

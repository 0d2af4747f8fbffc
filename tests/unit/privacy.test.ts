/** @jest-environment node */
import { minRetentionDays } from '@/supabase/functions/_shared/config';

/** lib/privacy.ts as a build with this CONTACT_RETENTION_DAYS would load it. */
function privacyWith(days: string | undefined) {
  const saved = process.env.CONTACT_RETENTION_DAYS;
  if (days === undefined) delete process.env.CONTACT_RETENTION_DAYS;
  else process.env.CONTACT_RETENTION_DAYS = days;
  try {
    let loaded: typeof import('@/lib/privacy') | undefined;
    jest.isolateModules(() => {
      loaded = jest.requireActual<typeof import('@/lib/privacy')>('@/lib/privacy');
    });
    return loaded!;
  } finally {
    if (saved === undefined) delete process.env.CONTACT_RETENTION_DAYS;
    else process.env.CONTACT_RETENTION_DAYS = saved;
  }
}

const pageText = (loaded: ReturnType<typeof privacyWith>) =>
  loaded.privacy.sections.flatMap((section) => section.paragraphs).join(' ');

describe('the privacy page’s retention', () => {
  it('states the function’s default when the setting is unset: 730 days', () => {
    const loaded = privacyWith(undefined);
    expect(loaded.retentionDays).toBe(730);
    expect(pageText(loaded)).toContain('730 days (about two years) after it arrives');
  });

  it('follows CONTACT_RETENTION_DAYS, the setting the purge reads', () => {
    expect(pageText(privacyWith('90'))).toContain(
      'deletes each request and its photos from the database 90 days after',
    );
    expect(pageText(privacyWith('365'))).toContain('365 days (about one year)');
  });

  it('fails the build on a value the function would refuse to start with', () => {
    expect(() => privacyWith(String(minRetentionDays - 1))).toThrow(
      /CONTACT_RETENTION_DAYS: not a whole number of days of at least 30/,
    );
    expect(() => privacyWith('two years')).toThrow(/CONTACT_RETENTION_DAYS/);
  });

  it('fills every fact and leaves no placeholder', () => {
    const text = pageText(privacyWith(undefined));
    expect(text).not.toMatch(/[{}]|undefined/);
  });
});

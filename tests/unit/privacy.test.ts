/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { keepUnsentMs } from '@/lib/outbox/contact-outbox';
import { keepUnsentDays } from '@/lib/outbox/outbox-store';
import { chatServices, eventKinds, minRetentionDays } from '@/supabase/functions/_shared/contract';

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
    expect(pageText(loaded)).toContain('730 days (about two years) after it arrived');
  });

  it('follows CONTACT_RETENTION_DAYS, the setting the purge reads', () => {
    expect(pageText(privacyWith('90'))).toContain(
      'deletes it from the database 90 days after it arrived',
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

/** The last definition of a SQL function across the migrations, as the database has it. */
function lastDefinition(name: string) {
  const dir = path.join(process.cwd(), 'supabase/migrations');
  const bodies = readdirSync(dir)
    .sort()
    .flatMap((file) => {
      const sql = readFileSync(path.join(dir, file), 'utf8');
      const at = sql.lastIndexOf(`function ${name}(`);
      return at < 0 ? [] : [sql.slice(at, sql.indexOf('$$;', at))];
    });
  return bodies.at(-1)!;
}

describe('the privacy page’s claims against the code', () => {
  const text = pageText(privacyWith(undefined));

  it('says a request never e-mailed is kept until the owner deletes it, as the purge keeps it', () => {
    const purge = lastDefinition('public.contact_purge');
    expect(purge).toMatch(/delete from public\.contact_messages[^;]*notified_at is not null/);
    expect(text).toContain('A request that was never e-mailed to us');
    expect(text).toContain('stays in the database until we delete it ourselves');
    // Deletion by address covers every request, e-mailed or not, as contact_forget does.
    expect(lastDefinition('public.contact_forget')).not.toMatch(/notified_at/);
    expect(text).toContain('whether or not it reached us');
  });

  it('says unattached uploads go after a day, only when the clean-up runs', () => {
    expect(lastDefinition('public.contact_photos_expired')).toContain("interval '1 day'");
    expect(text).toContain('deleted a day after the upload began, by the same clean-up');
    expect(text).toContain('if it is stopped, they wait until it runs again');
    expect(text).not.toMatch(/within a day/);
  });

  it('calls the address hash pseudonymous, never one-way', () => {
    expect(text).toContain('pseudonymous, not anonymous');
    expect(text).not.toMatch(/one-way/i);
  });

  it('names every processor: Supabase, Resend and each chat service the alerts can go to', () => {
    for (const name of ['Supabase', 'Resend', ...chatServices]) expect(text).toContain(name);
    expect(text).toContain('does not reach them, and removing them is up to that service');
  });

  it('says what the site counts: every kind the events entry takes, and that nothing identifying is kept with it', () => {
    const { countedInWords } = privacyWith(undefined);
    for (const kind of eventKinds) expect(text).toContain(countedInWords[kind]);
    expect(text).toContain('no address, no browser details, no cookie and no identifier');
  });

  it('says what the visitor’s own device keeps of a request written offline, and for how long the outbox keeps it', () => {
    // Every field the outbox record holds (lib/outbox/outbox-store.ts), and the photos.
    expect(text).toContain(
      'your name, e-mail address, phone number, the service you picked, your message and your photos',
    );
    expect(text).toContain('all of that is deleted from your device at once');
    expect(text).toContain('nothing you wrote');
    expect(keepUnsentMs).toBe(keepUnsentDays * 24 * 60 * 60 * 1000);
    expect(text).toContain(`or ${keepUnsentDays} days after you pressed Send`);
    expect(text).toContain('when you choose Discard');
    expect(text).toContain('kept in that browser tab only');
  });
});

import { privacyPage } from '@/content/privacy';
import { site } from '@/lib/content';
import { keepUnsentDays } from '@/lib/outbox/outbox-store';
import { retentionDays, retentionInWords } from '@/lib/privacy';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  fileFor,
  htmlFiles,
  outDir,
  parseDocument,
  readDocument,
  text,
} from '../../harness/build/out';

describe('/privacy/', () => {
  const document = readDocument('/privacy/');

  it('states the retention the function enforces, and how to ask for deletion', () => {
    const body = text(document);
    expect(body).toContain(`${retentionInWords(retentionDays)} after it arrived`);
    expect(body).toContain(site.email);
    expect(body).toContain(site.phone.display);
    for (const section of privacyPage.sections) expect(body).toContain(section.heading);
  });

  it('names everything the form stores', () => {
    const body = text(document);
    for (const kept of [
      'name, e-mail address, phone number',
      'Photos',
      'salted hash',
      'browser’s name',
    ])
      expect(body).toContain(kept);
  });

  it('says what the visitor’s device keeps of a request sent offline, and for how long', () => {
    const body = text(document);
    expect(body).toContain('What stays on your own phone or computer');
    expect(body).toContain('your message and your photos');
    expect(body).toContain(`${keepUnsentDays} days after you pressed Send`);
  });

  it('says what a review request keeps, and for how long', () => {
    const body = text(document);
    expect(body).toContain('When we ask for a review');
    expect(body).toContain('the e-mail address it went to, and when it was sent');
    expect(body).toContain(
      `deletes it with the request, ${retentionInWords(retentionDays)} after the request arrived`,
    );
    expect(body).toContain('also keeps, for 100 days, a keyed hash of the address it went to');
    expect(body).toContain('we keep that keyed hash for as long as this site runs');
    expect(body).toContain('if it cannot go after five tries, about an hour, they are deleted');
    expect(body).toContain('Nothing is shown on this site until we add it ourselves');
  });

  it('is in the sitemap', () => {
    expect(readFileSync(fileFor('/sitemap.xml'), 'utf8')).toMatch(/<loc>[^<]*\/privacy\/<\/loc>/);
  });
});

it('is linked from every page’s footer, in the page’s own language, and from beside the contact form', () => {
  const spanishTree = `${path.join(outDir, 'es')}${path.sep}`;
  const missing = htmlFiles()
    .filter((file) => !file.endsWith('404.html'))
    .filter((file) => {
      const page = parseDocument(readFileSync(file, 'utf8'));
      const privacy = file.startsWith(spanishTree) ? '/es/privacy/' : '/privacy/';
      return !page.querySelector(`footer a[href="${privacy}"]`);
    });
  expect(missing).toEqual([]);
  const form = readDocument('/contact/').querySelector('section[aria-labelledby="form-heading"]')!;
  expect(form.querySelector('a[href="/privacy/"]')).not.toBeNull();
});

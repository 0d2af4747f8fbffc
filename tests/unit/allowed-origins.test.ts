/** @jest-environment node */
import { readConfig } from '@/supabase/functions/_shared/config';

// Which browser origins may post to the contact function (supabase/functions/_shared/config.ts).
const originsOf = (env: Record<string, string>) => readConfig((name) => env[name]).allowedOrigins;

describe('the origins allowed to post', () => {
  it('without ALLOWED_ORIGINS are the site and its bare domain, when the site is www.', () => {
    expect(originsOf({ SITE_URL: 'https://www.coquinacoastbuilders.com/' })).toEqual([
      'https://www.coquinacoastbuilders.com',
      'https://coquinacoastbuilders.com',
    ]);
  });

  it('without ALLOWED_ORIGINS are the site and its www. form, when the site is the bare domain', () => {
    expect(originsOf({ SITE_URL: 'https://coquinacoastbuilders.com' })).toEqual([
      'https://coquinacoastbuilders.com',
      'https://www.coquinacoastbuilders.com',
    ]);
  });

  it('keep the port, and add nothing to an address that is not a domain name', () => {
    expect(originsOf({ SITE_URL: 'http://www.site.test:8080' })).toEqual([
      'http://www.site.test:8080',
      'http://site.test:8080',
    ]);
    expect(originsOf({ SITE_URL: 'http://127.0.0.1:4510' })).toEqual(['http://127.0.0.1:4510']);
    expect(originsOf({ SITE_URL: 'http://localhost:3000' })).toEqual(['http://localhost:3000']);
  });

  it('are exactly ALLOWED_ORIGINS when it is set, a comma-separated list', () => {
    expect(
      originsOf({
        SITE_URL: 'https://www.coquinacoastbuilders.com',
        ALLOWED_ORIGINS: 'https://www.coquinacoastbuilders.com, https://preview.example.net',
      }),
    ).toEqual(['https://www.coquinacoastbuilders.com', 'https://preview.example.net']);
  });
});

/** @jest-environment node */
import { siteDefaults } from '@/content/site';
import { siteUrlFrom } from '@/lib/content/site-url';

describe("the site's public origin", () => {
  const saved = process.env.NEXT_PUBLIC_SITE_URL;
  afterEach(() => {
    if (saved === undefined) delete process.env.NEXT_PUBLIC_SITE_URL;
    else process.env.NEXT_PUBLIC_SITE_URL = saved;
  });

  it('is NEXT_PUBLIC_SITE_URL when the build sets it, without a trailing slash', () => {
    expect(siteUrlFrom({ NEXT_PUBLIC_SITE_URL: 'https://www.coquinacoastbuilders.com/' })).toBe(
      'https://www.coquinacoastbuilders.com',
    );
  });

  it('is the default in content/site.ts when the setting is unset or empty', () => {
    expect(siteUrlFrom({})).toBe(siteDefaults.url);
    expect(siteUrlFrom({ NEXT_PUBLIC_SITE_URL: '' })).toBe(siteDefaults.url);
  });

  it('is what site.url, siteUrl and every absolute URL hand on', async () => {
    process.env.NEXT_PUBLIC_SITE_URL = 'https://preview.coquina-coast.example.org/';
    await jest.isolateModulesAsync(async () => {
      const { site } = await import('@/lib/content');
      const { absoluteUrl, siteUrl } = await import('@/lib/content/site-url');
      expect(site.url).toBe('https://preview.coquina-coast.example.org');
      expect(siteUrl).toBe(site.url);
      expect(absoluteUrl('/about/')).toBe('https://preview.coquina-coast.example.org/about/');
    });
  });
});

/** @jest-environment node */
import { fixedPages, services, serviceTable } from '@/lib/content';
import { offlinePages } from '@/lib/offline-pages';
import {
  checkPrecacheBudget,
  pageAssets,
  precacheBudgetBytes,
  precachedPages,
  stylesheetFonts,
} from '@/pipeline/service-worker';

const page = [
  '<html><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/css/a.css" data-precedence="next"/>',
  '<link rel="preload" href="/_next/static/media/f.woff2" as="font" type="font/woff2"/>',
  '<link rel="icon" href="/icon.svg?1" type="image/svg+xml"/>',
  '<link rel="preload" as="image" href="/images/hero.avif"/>',
  '<link rel="apple-touch-icon" href="/apple-icon.png?2"/>',
  '</head><body><img src="/images/card.webp" alt=""/>',
  `<script>(function(srcs){var started=false})(["/_next/static/chunks/x.js","/_next/static/chunks/y.js?dpl=1&amp;v=2"])</script>`,
  '</body></html>',
].join('');

describe('the service worker’s precache', () => {
  it('saves the home, contact, FEMA, services, every other service and privacy pages, in that order, then the offline page', () => {
    const fema = services.find((s) => serviceTable[s.slug].offlineFirst)!;
    expect(fema.path).toBe('/services/fema-reconstruction/');
    expect(precachedPages).toEqual([
      '/',
      '/contact/',
      fema.path,
      '/services/',
      ...services.filter((s) => s !== fema).map((s) => s.path),
      '/privacy/',
      '/offline/',
    ]);
    expect(offlinePages.map((p) => p.path)).toEqual(precachedPages.slice(0, -1));
    expect(precachedPages).not.toContain(fixedPages.projects.path);
  });

  it('takes from a page its stylesheet, preloaded fonts, the scripts it runs and its icon, and no image', () => {
    expect(pageAssets(page)).toEqual([
      '/_next/static/css/a.css',
      '/_next/static/media/f.woff2',
      '/_next/static/chunks/x.js',
      '/_next/static/chunks/y.js?dpl=1&v=2',
      '/icon.svg?1',
    ]);
    expect(
      stylesheetFonts(
        '@font-face{src:url(/_next/static/media/a.woff2) format("woff2")}b{background:url("/images/x.svg")}',
      ),
    ).toEqual(['/_next/static/media/a.woff2']);
  });

  it('fails the build over its budget, naming the figure', () => {
    expect(() => checkPrecacheBudget({ gzipBytes: precacheBudgetBytes })).not.toThrow();
    expect(() => checkPrecacheBudget({ gzipBytes: 1_623_456 })).toThrow(
      'service worker: the precache is 1.62 MB gzipped (1623456 bytes), over its budget of 1.50 MB',
    );
  });
});

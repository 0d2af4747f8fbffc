import { existsSync, readFileSync } from 'node:fs';
import { fixedPages } from '@/lib/content';
import {
  megabytes,
  pageAssets,
  precacheBudgetBytes,
  precachedPages,
  readPrecache,
} from '@/pipeline/service-worker';
import { fileFor, outDir, readDocument, readHtml } from '../../harness/build/out';

/** The settings at the top of out/sw.js, as the worker reads them. */
const settings = JSON.parse(
  /^const settings = (\{[\s\S]*?\n\});$/m.exec(readFileSync(fileFor('/sw.js'), 'utf8'))![1]!,
) as { version: string; precache: string[]; offlinePage: string };

describe('out/sw.js', () => {
  it('saves the pages that matter offline, with everything they load, and no other image than the logo', () => {
    expect(settings.precache.slice(0, precachedPages.length)).toEqual(precachedPages);
    for (const page of precachedPages)
      for (const asset of pageAssets(readHtml(page))) expect(settings.precache).toContain(asset);
    const files = settings.precache.filter((url) => !url.endsWith('/'));
    for (const url of files) expect(existsSync(fileFor(url.split('?')[0]!))).toBe(true);
    // Of images, only the logo mark, as the pages link it: the SVG and the .ico of the same icon.
    const images = files.filter(
      (url) => /\.(png|jpe?g|webp|avif|gif|svg|ico)(\?|$)/.test(url) || url.startsWith('/images/'),
    );
    expect(images.map((url) => url.split('?')[0])).toEqual(['/favicon.ico', '/icon.svg']);
    expect(settings.offlinePage).toBe(fixedPages.offline.path);
  });

  it('sends the contact outbox with lib/outbox/ itself, bundled without any package', () => {
    const source = readFileSync(fileFor('/sw.js'), 'utf8');
    for (const part of ['outbox-store', 'contact-outbox', 'send-queued'])
      expect(source).toContain(`// lib/outbox/${part}.ts`);
    expect(source).toContain('addEventListener("sync"');
    // esbuild names what it inlines for an unset setting `<define:process.env>`: no read of it.
    expect(source).not.toMatch(/node_modules|(?<!define:)\bprocess\.env\b/);
  });

  it(`stays within the precache budget of ${megabytes(precacheBudgetBytes)}, versioned by what it saves`, async () => {
    const precache = await readPrecache(outDir);
    console.log(
      `precache: ${precache.paths.length} files, ${megabytes(precache.gzipBytes)} gzipped (${megabytes(precache.bytes)} as stored), budget ${megabytes(precacheBudgetBytes)}`,
    );
    expect(precache.gzipBytes).toBeLessThanOrEqual(precacheBudgetBytes);
    expect(precache.paths).toEqual(settings.precache);
    expect(settings.version).toBe(precache.version);
  });
});

describe('the offline page', () => {
  const document = readDocument(fixedPages.offline.path);

  it('is never indexed and not in the sitemap', () => {
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(
      /noindex/,
    );
    expect(readFileSync(fileFor('/sitemap.xml'), 'utf8')).not.toContain(fixedPages.offline.path);
  });
});

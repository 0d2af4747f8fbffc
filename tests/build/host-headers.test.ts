import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inlineScriptHashes, parseHeadersFile, readBaseHeaders } from '@/lib/security-headers';
import { htmlFiles, outDir } from './out';

const published = readFileSync(path.join(outDir, '_headers'), 'utf8');
const rules = parseHeadersFile(published);

/** The URL paths a static host answers with an exported HTML file. */
function urlPaths(file: string) {
  const rel = `/${path.relative(outDir, file).split(path.sep).join('/')}`;
  return rel.endsWith('/index.html') ? [rel, rel.slice(0, -'index.html'.length)] : [rel];
}

describe('out/_headers (Netlify, Cloudflare Pages, npm start)', () => {
  it('starts with public/_headers as written', () => {
    expect(published.startsWith(readFileSync('public/_headers', 'utf8').trimEnd())).toBe(true);
  });

  it('sends the fixed security headers on every path and caches hashed assets for a year', () => {
    expect(rules.get('/*')).toEqual(readBaseHeaders());
    expect(rules.get('/*')).toMatchObject({
      'Strict-Transport-Security': expect.stringMatching(/^max-age=(\d+); includeSubDomains$/),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Permissions-Policy': expect.stringMatching(/camera=\(\).*geolocation=\(\).*microphone=\(\)/),
    });
    const hstsAge = Number(
      /max-age=(\d+)/.exec(rules.get('/*')!['Strict-Transport-Security']!)![1],
    );
    expect(hstsAge).toBeGreaterThanOrEqual(31536000);
    expect(rules.get('/_next/static/*')).toEqual({
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });

  it('refuses a malformed line, naming the file and line', () => {
    expect(() => parseHeadersFile('/*\n  X-Frame-Options DENY\n', 'public/_headers')).toThrow(
      'public/_headers:2: expected "  Name: value" under a path',
    );
  });

  it.each(htmlFiles().map((file) => [path.relative(outDir, file), file]))(
    'gives %s a CSP that allows exactly its own inline scripts',
    (_name, file) => {
      const hashes = inlineScriptHashes(readFileSync(file, 'utf8'));
      for (const urlPath of urlPaths(file)) {
        const csp = rules.get(urlPath)?.['Content-Security-Policy'];
        expect(csp).toBeDefined();
        const allowed = csp!.match(/script-src ([^;]*)/)![1]!.split(' ');
        expect(allowed.sort()).toEqual(["'self'", ...hashes].sort());
      }
    },
  );
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { baseHeaders, inlineScriptHashes, parseHeadersFile } from '@/lib/security-headers';
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
    expect(rules.get('/*')).toEqual(baseHeaders);
    expect(Object.keys(baseHeaders)).toEqual(
      expect.arrayContaining([
        'Strict-Transport-Security',
        'X-Content-Type-Options',
        'Referrer-Policy',
        'Permissions-Policy',
      ]),
    );
    expect(rules.get('/_next/static/*')).toEqual({
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
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

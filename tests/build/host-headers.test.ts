import { readFileSync } from 'node:fs';
import path from 'node:path';
import { headersForPath, parseHeadersFile, readBaseHeaders } from '@/lib/headers-file';
import {
  adminContentSecurityPolicy,
  cloudflareLimits,
  headersFileProblems,
  inlineScriptHashes,
  policyMeta,
} from '@/pipeline/security-headers';
import { htmlFiles, outDir } from '../../harness/build/out';

const published = readFileSync(path.join(outDir, '_headers'), 'utf8');
const rules = parseHeadersFile(published);
// The contact endpoint out/ was built with (harness/build/env.ts), if any.
const endpoint = process.env.NEXT_PUBLIC_SUPABASE_URL
  ? [new URL(process.env.NEXT_PUBLIC_SUPABASE_URL).origin]
  : [];

/** A policy as directive → sorted sources, so the whole of it can be compared at once. */
function directives(csp: string) {
  const map: Record<string, string[]> = {};
  for (const part of csp.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    expect(map[name]).toBeUndefined(); // a directive given twice: browsers use the first
    map[name] = sources.sort();
  }
  return map;
}

/** The URL paths a static host answers with an exported HTML file. */
function urlPaths(file: string) {
  const rel = `/${path.relative(outDir, file).split(path.sep).join('/')}`;
  return rel.endsWith('/index.html') ? [rel, rel.slice(0, -'index.html'.length)] : [rel];
}

describe('out/_headers (Netlify, Cloudflare Pages, npm start)', () => {
  it('sends the fixed security headers on every path and caches hashed assets for a year', () => {
    expect(rules.get('/*')).toEqual(readBaseHeaders());
    expect(rules.get('/*')).toMatchObject({
      'Content-Security-Policy': "frame-ancestors 'none'; object-src 'none'; base-uri 'self'",
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
    expect(rules.get('/es/_next/static/*')).toEqual(rules.get('/_next/static/*'));
  });

  it('gives nginx the same headers, each from public/_headers and the policy from the map', () => {
    const conf = readFileSync('.generated/nginx-security-headers.conf', 'utf8');
    const sent = Object.fromEntries(
      [...conf.matchAll(/^add_header ([\w-]+) (?:"((?:[^"\\]|\\.)*)"|(\$\w+)) always;$/gm)].map(
        ([, name, value, variable]) => [name, value?.replace(/\\(.)/g, '$1') ?? variable],
      ),
    );
    expect(sent).toEqual({ ...readBaseHeaders(), 'Content-Security-Policy': '$page_csp' });
    expect(conf.split('\n').filter((line) => /^\s*[^#\s]/.test(line))).toHaveLength(
      Object.keys(sent).length,
    );
    expect(readFileSync('.generated/nginx-csp.conf', 'utf8')).toContain(
      `  default "${readBaseHeaders()['Content-Security-Policy']}";`,
    );
  });

  it('refuses a malformed line, naming the file and line', () => {
    expect(() => parseHeadersFile('/*\n  X-Frame-Options DENY\n', 'public/_headers')).toThrow(
      'public/_headers:2: expected "  Name: value" under a path',
    );
  });

  it.each(htmlFiles().map((file) => [path.relative(outDir, file), file]))(
    'gives %s the whole CSP: its own inline scripts by hash in a <meta>, frame-ancestors in the header',
    (_name, file) => {
      const html = readFileSync(file, 'utf8');
      const hashes = inlineScriptHashes(html);
      expect(hashes.length).toBeGreaterThan(0);
      const meta = policyMeta(html);
      expect(meta).toBeDefined();
      // Before any script: a <meta> policy governs only what the parser meets after it.
      expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(
        html.indexOf('<script'),
      );
      expect(directives(meta!.replace(/&quot;/g, '"'))).toEqual({
        'default-src': ["'self'"],
        'script-src': ["'self'", ...hashes].sort(),
        // sonner positions its notices with style attributes; styles cannot run code.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        'font-src': ["'self'"],
        'connect-src': ["'self'", ...endpoint],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        // The contact form's plain-HTML post, before hydration or without JavaScript.
        'form-action': ["'self'", ...endpoint],
      });
      // What a <meta> cannot carry comes from the one site-wide header every path gets.
      for (const urlPath of urlPaths(file)) {
        const header = headersForPath(rules, urlPath)['Content-Security-Policy'];
        expect(directives(header!)).toEqual({
          'frame-ancestors': ["'none'"],
          'object-src': ["'none'"],
          'base-uri': ["'self'"],
        });
      }
    },
  );

  it('keeps every page on the one site-wide rule: no rule names a page', () => {
    const pagePaths = htmlFiles().flatMap(urlPaths);
    expect([...rules.keys()].filter((rule) => pagePaths.includes(rule))).toEqual([]);
    expect(published).toBe(readFileSync('public/_headers', 'utf8'));
  });

  it(`stays within Cloudflare Pages' limits: ${cloudflareLimits.rules} rules, ${cloudflareLimits.lineLength} characters a line`, () => {
    expect(headersFileProblems(published)).toEqual([]);
    // The check itself fails a file over either limit.
    const tooMany = Array.from({ length: 101 }, (_, i) => `/page-${i}/\n  X-Test: ${i}`).join('\n');
    expect(headersFileProblems(tooMany)).toEqual([
      `101 rules, more than ${cloudflareLimits.rules}`,
    ]);
    expect(headersFileProblems(`/*\n  X-Long: ${'a'.repeat(2000)}`)).toEqual([
      `line 2: 2010 characters, more than ${cloudflareLimits.lineLength}`,
    ]);
  });

  it('gives the editor its own policy on every host, no eval, and keeps it from search engines', () => {
    expect(rules.get('/admin/*')).toEqual({
      'X-Robots-Tag': 'noindex, nofollow',
      'Content-Security-Policy': adminContentSecurityPolicy,
    });
    expect(readFileSync('.generated/nginx-csp.conf', 'utf8')).toContain(
      `  ~^/admin/ "${adminContentSecurityPolicy}";`,
    );
    expect(adminContentSecurityPolicy).not.toMatch(/'unsafe-eval'|script-src[^;]*'unsafe-inline'/);
    expect(readFileSync(path.join(outDir, 'admin/index.html'), 'utf8')).toContain(
      '<meta name="robots" content="noindex, nofollow" />',
    );
  });

  it('keeps every byte of the editor off the site: no page and no sitemap entry names it', () => {
    for (const file of [...htmlFiles(), path.join(outDir, 'sitemap.xml')])
      expect(readFileSync(file, 'utf8')).not.toContain('/admin');
  });
});

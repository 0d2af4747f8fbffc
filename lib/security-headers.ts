import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

export type Headers = Record<string, string>;

/** Parses a Netlify / Cloudflare Pages `_headers` file: each URL pattern with its headers. */
export function parseHeadersFile(text: string) {
  const rules = new Map<string, Headers>();
  let current: Headers | undefined;
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.set(line.trim(), (current = {}));
    else if (current) {
      const at = line.indexOf(':');
      current[line.slice(0, at).trim()] = line.slice(at + 1).trim();
    }
  }
  return rules;
}

/**
 * Sent with every response by every host configuration (npm start, nginx, _headers). Kept in
 * public/_headers, where Netlify and Cloudflare Pages read it, so there is one list to edit.
 */
export const baseHeaders: Readonly<Headers> = (() => {
  const file = new URL('../public/_headers', import.meta.url);
  const headers = parseHeadersFile(readFileSync(file, 'utf8')).get('/*');
  if (!headers) throw new Error(`${file.pathname}: no "/*" block with the headers every page gets`);
  return headers;
})();

/** SHA-256 hashes of a page's inline executable scripts (JSON-LD data blocks never run). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attrs = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(attrs) || /type="application\/(ld\+)?json"/.test(attrs) || !body) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The page's Content-Security-Policy. Next's inline bootstrap scripts are allowed by hash, never
 * by 'unsafe-inline'. Styles need 'unsafe-inline': sonner positions its notices with style
 * attributes and injects its stylesheet at run time; style injection cannot run code.
 */
export function contentSecurityPolicy(
  scriptHashes: string[],
  connectOrigin?: string,
  imageOrigins: string[] = [],
) {
  const connect = connectOrigin ? new URL(connectOrigin).origin : '';
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${imageOrigins.join(' ')}`.trim(),
    "font-src 'self'",
    `connect-src 'self' ${connect}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

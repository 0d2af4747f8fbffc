/**
 * The `_headers` file of Netlify and Cloudflare Pages, read where npm start serves out/ and where
 * the build writes nginx's copy of its headers (pipeline/steps/postbuild.ts).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export type HeaderMap = Record<string, string>;

/**
 * Parses a Netlify / Cloudflare Pages `_headers` file: each URL pattern with its headers. The file
 * is edited by hand, so a malformed line fails loudly, naming the file and line.
 */
export function parseHeadersFile(text: string, file = '_headers') {
  const rules = new Map<string, HeaderMap>();
  let current: HeaderMap | undefined;
  text.split('\n').forEach((line, index) => {
    if (!line.trim() || line.trimStart().startsWith('#')) return;
    if (!/^\s/.test(line)) return void rules.set(line.trim(), (current = {}));
    const match = /^\s+([!#$%&'*+.^`|~\w-]+):\s*(\S.*)$/.exec(line);
    if (!match || !current)
      throw new Error(`${file}:${index + 1}: expected "  Name: value" under a path, got "${line}"`);
    current[match[1]!] = match[2]!.trim();
  });
  return rules;
}

/** The headers a `_headers` file gives a path: `/*`-style prefix rules, then the exact path. */
export function headersForPath(rules: Map<string, HeaderMap>, pathname: string): HeaderMap {
  const matched: HeaderMap = {};
  for (const [pattern, headers] of rules)
    if (pattern.endsWith('*') && pathname.startsWith(pattern.slice(0, -1)))
      Object.assign(matched, headers);
  return { ...matched, ...(rules.get(pathname) ?? rules.get(`${pathname}/`)) };
}

/**
 * The headers every response gets from every host configuration (npm start, nginx, _headers):
 * the `/*` block of public/_headers, where Netlify and Cloudflare Pages read them.
 */
export function readBaseHeaders(): Readonly<HeaderMap> {
  return readHeaderRule('/*', 'the headers every page gets');
}

/** One block of public/_headers, by its pattern; `what` says what it holds, for the error. */
export function readHeaderRule(pattern: string, what: string): Readonly<HeaderMap> {
  const file = fileURLToPath(new URL('../public/_headers', import.meta.url));
  const headers = parseHeadersFile(readFileSync(file, 'utf8'), file).get(pattern);
  if (!headers) throw new Error(`${file}: no "${pattern}" block with ${what}`);
  return headers;
}

import { createHash } from 'node:crypto';

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
 * The page's own Content-Security-Policy, carried in the page as a <meta http-equiv> (withPolicyMeta)
 * so that no host file needs a rule per page. Next's inline bootstrap scripts are allowed by hash,
 * never by 'unsafe-inline'. frame-ancestors cannot be set from a <meta> (browsers ignore it there):
 * it is in the site-wide header of public/_headers, which browsers enforce alongside this one. Styles need 'unsafe-inline': sonner positions its notices with style
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
    // The contact form's plain-HTML post goes to the function's origin.
    `form-action 'self' ${connect}`.trim(),
  ].join('; ');
}

/**
 * Puts the policy into the page's <head>, straight after <meta charset>, before any script or
 * stylesheet (a <meta> policy only governs what comes after it). A page without that tag fails the
 * build, naming the file: it would otherwise go out without a policy.
 */
export function withPolicyMeta(html: string, csp: string, name = 'page') {
  const charset = /<meta charSet="utf-8"\s*\/?>/i.exec(html);
  if (!charset)
    throw new Error(`${name}: no <meta charset> to put the Content-Security-Policy after`);
  const at = charset.index + charset[0].length;
  const meta = `<meta http-equiv="Content-Security-Policy" content="${csp.replace(/"/g, '&quot;')}"/>`;
  return html.slice(0, at) + meta + html.slice(at);
}

/** The policy a page carries in its <meta http-equiv>, or undefined. */
export function policyMeta(html: string) {
  return /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/?>/.exec(html)?.[1];
}

/**
 * The editor's Content-Security-Policy (/admin/, docs/editing.md), the same on every host. Its
 * scripts, fonts and strings are this site's own files; it talks to GitHub's API once signed in.
 * Svelte adds its stylesheets at run time ('unsafe-inline' styles, which cannot run code); the
 * media library reads uploads and previews as blob: and data: URLs and converts images in a
 * blob: worker, an iPhone's HEIC photo with a WebAssembly decoder. No 'unsafe-eval', no inline
 * script.
 */
export const adminContentSecurityPolicy = [
  "default-src 'self'",
  // The HEIC decoder is WebAssembly: compiling it needs 'wasm-unsafe-eval' (not 'unsafe-eval').
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "font-src 'self'",
  "connect-src 'self' data: blob: https://api.github.com",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * What Cloudflare Pages accepts in `_headers`: at most 100 rules and 2,000 characters a line
 * (https://developers.cloudflare.com/pages/configuration/headers/, "Limits").
 */
export const cloudflareLimits = { rules: 100, lineLength: 2000 } as const;

/** Every way a `_headers` file breaks those limits, one line each; empty when it fits. */
export function headersFileProblems(text: string) {
  const problems: string[] = [];
  const rules = text.split('\n').filter((line) => line.trim() && !/^\s|^#/.test(line)).length;
  if (rules > cloudflareLimits.rules)
    problems.push(`${rules} rules, more than ${cloudflareLimits.rules}`);
  text.split('\n').forEach((line, index) => {
    if (line.length > cloudflareLimits.lineLength)
      problems.push(
        `line ${index + 1}: ${line.length} characters, more than ${cloudflareLimits.lineLength}`,
      );
  });
  return problems;
}

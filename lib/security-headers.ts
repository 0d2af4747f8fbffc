import { createHash } from 'node:crypto';

/** Sent with every response by every host configuration (serve.ts, nginx, _headers). */
export const baseHeaders = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  // The site never asks for any of these; turning them off also covers embedded third parties.
  'Permissions-Policy':
    'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), browsing-topics=()',
} as const;

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

/**
 * `npm start`'s server: the static export in out/ exactly as a plain static host would serve
 * it (no rewrites, 404.html with status 404, pre-compressed .br/.gz), plus the send-contact-email
 * function itself (server/local-contact-function.ts) at /functions/v1/send-contact-email.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerResponse,
} from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { createLocalContactFunction, type LocalContactFunction } from './local-contact-function';
import { type HeaderMap, headersForPath, parseHeadersFile } from '../lib/headers-file';
import { functionPath } from '../supabase/functions/_shared/contract';

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

type Encoded = { body: Buffer; encoding?: 'br' | 'gzip' };

/** Picks the pre-compressed variant of a file the client accepts, falling back to the file. */
async function negotiate(file: string, accept = ''): Promise<Encoded> {
  for (const [encoding, ext] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (!accept.includes(encoding)) continue;
    const body = await readFile(file + ext).catch(() => null);
    if (body) return { body, encoding };
  }
  return { body: await readFile(file) };
}

/** Files in out/ for hosts to read (pipeline/steps/postbuild.ts), never served. */
const hostFiles = ['_headers', '_redirects', '.assetsignore'];

/** Types sirv's table lacks or sends without a charset; what a static host should send. */
const contentTypes: Record<string, string> = {
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/** The default; out/_headers overrides it (year-long caching of /_next/static/ is set there). */
function cacheControl(pathname: string) {
  if (/\.(html|txt|xml|webmanifest)$|\/$/.test(pathname))
    return 'public, max-age=0, must-revalidate';
  return 'public, max-age=3600';
}

/**
 * Reads out/_headers (public/_headers plus each page's CSP, appended by pipeline/steps/postbuild.ts), so
 * this server sends exactly what a Netlify or Cloudflare Pages deploy of the same folder would.
 */
function readHostHeaders(dir: string) {
  const file = path.join(dir, '_headers');
  let rules = new Map<string, HeaderMap>();
  let readAt = -1;
  // Re-read after a rebuild, so a long-running server never sends a stale CSP.
  function refresh() {
    const mtime = statSync(file).mtimeMs;
    if (mtime === readAt) return;
    readAt = mtime;
    rules = parseHeadersFile(readFileSync(file, 'utf8'), file);
  }
  return (pathname: string): HeaderMap => {
    refresh();
    return headersForPath(rules, pathname);
  };
}

/**
 * The file a URL path names inside `dir`, or null when it cannot name one: a malformed escape, a
 * NUL byte, or a path that climbs out of the folder.
 */
function resolveInside(dir: string, pathname: string) {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const target = path.resolve(dir, `.${decoded}`);
  return target === dir || target.startsWith(`${dir}${path.sep}`) ? target : null;
}

/** Like nginx's try_files $uri $uri/: a file, or a folder's index.html. Never throws. */
function kindOf(target: string) {
  try {
    if (statSync(target).isFile()) return 'file';
    return statSync(path.join(target, 'index.html')).isFile() ? 'folder' : null;
  } catch {
    return null; // missing, ENOTDIR, ENAMETOOLONG...
  }
}

export type SiteServerOptions = {
  /** The folder to serve; omit for a function-only server. */
  dir?: string;
  /** Answers /functions/v1/send-contact-email (and /retry); omitted, those paths are 404. */
  contact?: LocalContactFunction;
};

/** The request handler of createSiteServer; `npm start` swaps in a new one after each rebuild. */
function createSiteHandler({ dir: folder, contact }: SiteServerOptions): RequestListener {
  const dir = folder && path.resolve(folder);
  const headersFor: (pathname: string) => HeaderMap = dir ? readHostHeaders(dir) : () => ({});
  const files = dir
    ? sirv(dir, {
        dev: false,
        etag: true,
        gzip: true,
        brotli: true,
        dotfiles: false,
        setHeaders(res, pathname) {
          res.setHeader('Cache-Control', cacheControl(pathname));
          const type = contentTypes[path.extname(pathname)];
          if (type) res.setHeader('Content-Type', type);
          for (const [name, value] of Object.entries(headersFor(pathname)))
            res.setHeader(name, value);
        },
        onNoMatch: (req, res) => void notFound(req, res),
      })
    : null;

  async function notFound(req: IncomingMessage, res: ServerResponse) {
    if (!dir) return json(res, 404, { error: 'Not found' });
    const page = nearestNotFoundPage(dir, parseTarget(req.url ?? '/')?.pathname ?? '/');
    const { body, encoding } = await negotiate(
      path.join(dir, page),
      String(req.headers['accept-encoding'] ?? ''),
    );
    res.writeHead(404, {
      ...headersFor(page),
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'public, max-age=0, must-revalidate',
      Vary: 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  function route(req: IncomingMessage, res: ServerResponse, done: (error: unknown) => void) {
    // Runs of slashes merged as nginx does (for sirv too), so `//host` or `/.//host` never turns
    // into a protocol-relative redirect, and /services//permit-rescue/ is the page.
    req.url = (req.url ?? '/').replace(/^[^?#]*/, (part) => part.replace(/\/{2,}/g, '/'));
    const url = parseTarget(req.url);
    if (!url) return void json(res, 400, { error: 'Bad request' });
    const { pathname, search } = url;
    if (contact && (pathname === functionPath || pathname.startsWith(`${functionPath}/`)))
      return void contact.serve(req, res).catch(done);
    if (contact && pathname.startsWith(contact.storagePrefix))
      return void contact.serveStorage(req, res).catch(done);
    if (contact && pathname.startsWith(contact.pushPrefix))
      return void contact.servePush(req, res).catch(done);
    if (!dir || !files) return void notFound(req, res).catch(done);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' });
      return void res.end();
    }
    const target = resolveInside(dir, pathname);
    const kind = target && kindOf(target);
    // The host's rules (headers, redirects, what not to upload) are configuration, not content.
    if (!kind || hostFiles.some((name) => target === path.join(dir, name)))
      return void notFound(req, res).catch(done);
    if (kind === 'folder' && !pathname.endsWith('/')) {
      // Like nginx: a folder asked for without its slash is redirected, so relative URLs resolve.
      res.writeHead(301, { Location: `${pathname}/${search}` });
      return void res.end();
    }
    // sirv alone would also answer /404/ with 404.html and /about with about.html, as 200.
    files(req, res);
  }

  return (req, res) => {
    const done = (error: unknown) => {
      console.error(error);
      if (!res.headersSent) json(res, 500, { error: 'Internal error' });
    };
    try {
      route(req, res, done);
    } catch (error) {
      done(error); // one bad request never takes the server down
    }
  };
}

/**
 * The 404 page nearest the missing path, as Cloudflare's asset server picks it ("the nearest
 * 404.html", docs/spanish.md): /es/nothing/ gets the Spanish edition's /es/404.html, anything
 * else the site's /404.html.
 */
function nearestNotFoundPage(dir: string, pathname: string) {
  const folders = pathname.split('/').filter((part) => part && part !== '.' && part !== '..');
  for (let depth = folders.length; depth > 0; depth--) {
    const page = `/${folders.slice(0, depth).join('/')}/404.html`;
    if (existsSync(path.join(dir, page))) return page;
  }
  return '/404.html';
}

export function createSiteServer(options: SiteServerOptions): Server {
  return createServer(createSiteHandler(options));
}

/** A request target as a URL; null when it does not parse. */
function parseTarget(target: string) {
  try {
    return new URL(target, 'http://localhost');
  } catch {
    return null;
  }
}

/**
 * Serves `dir` (default out/, or SITE_DIR) on PORT, default 3000, at HOST, default 127.0.0.1
 * (this machine only: the local server is for the owner, not the network; not HOSTNAME, which
 * Docker and some shells set to the machine's own name), with the contact function over
 * PGlite in DATA_DIR (default .data/pglite) and e-mails written to OUTBOX_DIR (default outbox/)
 * unless RESEND_API_KEY is set. `show(folder)` serves another folder from the next request on.
 */
export async function serveFromEnv(dir = process.env.SITE_DIR || 'out') {
  const port = Number(process.env.PORT || 3000);
  const contact = await createLocalContactFunction({
    selfOrigin: `http://localhost:${port}`,
    dataDir: path.resolve(process.env.DATA_DIR || '.data/pglite'),
    outboxDir: path.resolve(process.env.OUTBOX_DIR || 'outbox'),
  });
  let handler = createSiteHandler({ dir, contact });
  const server = createServer((req, res) => handler(req, res));
  server.listen(port, process.env.HOST || '127.0.0.1', () => {
    console.log(`Site on http://localhost:${port}/`);
    console.log(contact.describe());
  });
  server.on('close', () => void contact.close());
  const show = (folder: string) => {
    handler = createSiteHandler({ dir: folder, contact });
  };
  return { server, show };
}

/**
 * `npm start` rebuilds after a content edit and serves the new build without a restart; a bad
 * edit prints its one-line problem and the last good build stays up. Runs on a copy of the
 * project with the test build from `npm run test:build` (same NEXT_PUBLIC_* settings, so the
 * copy starts serving at once), then edits the copy's content/ as the owner would.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { site } from '@/lib/content';
import { buildMarker } from '@/lib/build-marker';
import { ports, testEnv } from '../../harness/ports';
import { copyProject, removeCopy } from '../../harness/project-copy';
import { routes } from '../fixtures/routes';

const port = ports.start;
const origin = `http://127.0.0.1:${port}`;

let dir: string;
let server: ChildProcess;
let output = '';

/** Resolves once the server has printed a line matching `pattern` after `from`. */
function printed(pattern: RegExp, from = 0, timeout = 300_000) {
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no ${pattern} within ${timeout} ms; output:\n${output}`)),
      timeout,
    );
    const check = () => {
      const line = output
        .slice(from)
        .split('\n')
        .find((candidate) => pattern.test(candidate));
      if (!line) return;
      clearTimeout(timer);
      server.stdout!.off('data', check);
      resolve(line);
    };
    server.stdout!.on('data', check);
    check();
  });
}

const page = async (pathname: string) => {
  const response = await fetch(`${origin}${pathname}`);
  return { status: response.status, html: await response.text() };
};

beforeAll(async () => {
  dir = copyProject(
    (copy) => {
      // Copying gave the folders new times; the build is as new as the sources it came from.
      const now = new Date();
      utimesSync(path.join(copy, buildMarker), now, now);
    },
    { withBuild: true },
  );
  server = spawn('npx', ['tsx', 'server/start.ts'], {
    cwd: dir,
    detached: true,
    env: { ...process.env, ...testEnv, PORT: String(port), DATA_DIR: '.data/pglite' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (chunk) => (output += chunk));
  server.stderr!.on('data', (chunk) => (output += chunk));
  await printed(/^Watching content/, 0, 60_000);
  await printed(/^Site on/, 0, 60_000);
  expect(output).not.toContain('Building the site');
}, 90_000);

afterAll(() => {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  if (dir) removeCopy(dir);
});

// Loosely typed access into the parsed file, for the edits below.
type Any = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const edit = (file: string, change: (data: Any) => void) => {
  const full = path.join(dir, file);
  const data = JSON.parse(readFileSync(full, 'utf8')) as Any;
  change(data);
  writeFileSync(full, JSON.stringify(data, null, 2));
};

// Typed once, as the owner might: the site shows it tidied and every link dials the same digits.
const typedPhone = '+1 727.555.0199';
const newPhone = { display: '(727) 555-0199', e164: '+17275550199' };

it('serves the new phone on every page, in tel: links and JSON-LD, after a save', async () => {
  expect((await page('/contact/')).html).toContain(site.phone.display);
  const from = output.length;
  // The photo first, as the editor at /admin/ saves an upload (a WebP; small, to keep the rebuild short).
  await sharp({
    create: { width: 800, height: 600, channels: 3, background: { r: 40, g: 120, b: 160 } },
  })
    .webp()
    .toFile(path.join(dir, 'public/images/projects/img_2041-pool-deck.webp'));
  edit('content/company.json', (company) => (company.phone = typedPhone));
  writeFileSync(
    path.join(dir, 'content/projects/pool-deck.json'),
    JSON.stringify({
      title: 'Saltwater Pool Deck',
      category: 'Investor',
      town: 'clearwater',
      year: 2026,
      photos: [
        {
          src: '/images/projects/img_2041-pool-deck.webp',
          alt: 'Raised waterfront rental house with a new pool deck',
        },
      ],
      featured: false,
    }),
  );
  const line = await printed(/^(Rebuilt|Not rebuilt)/, from);
  expect(line).toMatch(/^Rebuilt in \d+ s after: .*content\/company\.json/);

  for (const { path: route } of routes) {
    const { status, html } = await page(route);
    expect(status).toBe(200);
    expect(html).toContain(newPhone.display);
    expect(html).toContain(`href="tel:${newPhone.e164}"`);
    expect(html).toContain(`"telephone":"${newPhone.e164}"`);
    expect(html).not.toContain(site.phone.display);
    expect(html).not.toContain(site.phone.e164);
  }
  // Under its category, as a responsive picture built from the upload.
  const card = /<li data-category="(\w+)"><article(?:(?!<\/article>).)*Saltwater Pool Deck/s.exec(
    (await page('/projects/')).html,
  );
  expect(card?.[1]).toBe('Investor');
  for (const type of ['image/avif', 'image/webp'])
    expect(card?.[0]).toMatch(
      new RegExp(`<source type="${type}" srcset="[^"]*img_2041-pool-deck`, 'i'),
    );
}, 400_000);

it('prints a bad edit in one line and keeps serving the last good build', async () => {
  const from = output.length;
  edit('content/projects/pool-deck.json', (project) => delete project.photos[0].alt);
  const line = await printed(/^(Rebuilt|Not rebuilt)/, from, 60_000);
  expect(line).toMatch(/^Not rebuilt, still serving the last good build/);
  expect(output.slice(from)).toContain('content/projects/pool-deck.json: photos[0].alt: Required');
  const { status, html } = await page('/projects/');
  expect(status).toBe(200);
  expect(html).toContain('Saltwater Pool Deck');
});

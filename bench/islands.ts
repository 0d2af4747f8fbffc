/**
 * The islands' part of `npm run bench`: for each island, how long after the first paint a
 * visitor's first tap that works can be made, on a cold load on a phone under real throttling
 * (harness/e2e/first-tap.ts). The control is tapped at the first contentful paint, then every 100 ms
 * until a tap takes effect; a page whose controls wait for hydration loses every tap until then.
 * The contact form's Send counts as working when the message's POST leaves the browser, so the
 * site must be served with the contact function (`serveForBench`).
 * Run on its own against an existing out/ (SITE_DIR to change) with `npm run bench:islands`
 * (BENCH_RUNS runs per island, 5 by default), or as part of `npm run bench`.
 */
import { rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { doubleTap, doubleTapCases, doubleTapTarget } from '../harness/e2e/double-tap';
import {
  contactSend,
  firstWorkingTap,
  islands,
  tapFromFirstPaint,
  tapWhenSettled,
} from '../harness/e2e/first-tap';
import { findChromium, phone, throttling } from '../harness/browser';
import { createLocalContactFunction } from '../server/local-contact-function';
import { createSiteServer } from '../server/site-server';

export const median = (values: number[]) =>
  [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]!;

/** Starts `server` on 127.0.0.1:`port`. */
export const listen = (server: ReturnType<typeof createSiteServer>, port: number) =>
  new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

type IslandRow = {
  island: string;
  page: string;
  runs: number;
  /** Runs in which no tap worked within the time allowed. */
  failed: number;
  firstPaintMs: number;
  firstWorkingTapMs: number;
  responseMs: number;
  /** The same tap on the page once it has hydrated and settled. */
  settledMs: number;
  /** responseMs - settledMs: what the page's loading adds to a tap made at the first paint. */
  deadTimeMs: number;
  /** Taps made before the first one that worked: the median run's, and the most in any run. */
  tapsLost: number;
  tapsLostMost: number;
};

/**
 * Serves `dir` on 127.0.0.1:`port` with the contact function over an in-memory database, its
 * e-mails written to a temporary outbox; `close` stops both and removes the outbox.
 */
export async function serveForBench(dir: string, port: number) {
  const origin = `http://127.0.0.1:${port}`;
  const outboxDir = await mkdtemp(path.join(tmpdir(), 'bench-outbox-'));
  // Gone however the bench ends: a failed run, or Ctrl-C (the browser launchers exit on it).
  process.once('exit', () => rmSync(outboxDir, { recursive: true, force: true }));
  const contact = await createLocalContactFunction({
    selfOrigin: origin,
    outboxDir,
    retryEveryMs: 0,
    quiet: true,
  });
  const server = createSiteServer({ dir, contact });
  await listen(server, port);
  return {
    origin,
    server,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await contact.close();
      await rm(outboxDir, { recursive: true, force: true });
    },
  };
}

/** Each run sends from its own address, so the function's rate limit never answers the bench. */
const visitorAddress = (run: number) => `198.51.100.${(run % 250) + 1}`;

/** Cold loads of each island's page against `origin`, `runs` per island, medians reported. */
export async function benchIslands(origin: string, runs: number): Promise<IslandRow[]> {
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: ['--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const rows: IslandRow[] = [];
  for (const island of [...islands, contactSend]) {
    const samples = [];
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({
        ...phone,
        baseURL: origin,
        extraHTTPHeaders: { 'X-Forwarded-For': visitorAddress(i) },
      });
      const page = await context.newPage();
      const result = await tapFromFirstPaint(page, island, { taps: 80, interval: 100 });
      await context.close();
      if (result.accepted === false) throw new Error(`the function refused the bench's message`);
      samples.push({ result, worked: firstWorkingTap(result) });
    }
    const settled = [];
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({
        ...phone,
        baseURL: origin,
        extraHTTPHeaders: { 'X-Forwarded-For': visitorAddress(runs + i) },
      });
      settled.push(await tapWhenSettled(await context.newPage(), island));
      await context.close();
    }
    const worked = samples.filter((s) => s.worked);
    rows.push({
      island: island.label,
      page: island.path,
      runs,
      failed: runs - worked.length,
      firstPaintMs: median(samples.map((s) => s.result.fcp - s.result.origin)),
      firstWorkingTapMs: worked.length ? median(worked.map((s) => s.worked!.afterPaint)) : NaN,
      responseMs: worked.length ? median(worked.map((s) => s.worked!.latency)) : NaN,
      settledMs: median(settled),
      deadTimeMs: worked.length
        ? median(worked.map((s) => s.worked!.latency)) - median(settled)
        : NaN,
      tapsLost: worked.length ? median(worked.map((s) => s.worked!.index)) : NaN,
      tapsLostMost: worked.length ? Math.max(...worked.map((s) => s.worked!.index)) : NaN,
    });
    console.log(`measured the ${island.label} (${island.path})`);
  }
  await browser.close();
  return rows;
}

type DoubleTapRow = {
  control: string;
  from: number;
  gapMs: number;
  expected: number;
  landed: number[];
  /** Runs whose second tap reached the page while the strip was still scrolling. */
  midScroll: number;
};

/**
 * The carousel's double taps at full speed on a phone (no throttling): two taps `gapMs` apart on
 * Previous or Next, from slide 1 and from slide 3, `runs` times each; every tap must count.
 */
export async function benchDoubleTaps(origin: string, runs: number): Promise<DoubleTapRow[]> {
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: ['--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const rows: DoubleTapRow[] = [];
  for (const { control, from, gapMs } of doubleTapCases) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ ...phone, baseURL: origin });
      results.push(await doubleTap(await context.newPage(), control, from, gapMs));
      await context.close();
    }
    rows.push({
      control,
      from,
      gapMs,
      expected: doubleTapTarget(control, from),
      landed: results.map((r) => r.landed),
      midScroll: results.filter((r) => r.midScroll).length,
    });
  }
  await browser.close();
  return rows;
}

export function doubleTapTable(rows: DoubleTapRow[]) {
  return [
    `Carousel double taps, hydrated page, ${phone.viewport.width} px phone at full speed (${rows[0]?.landed.length ?? 0} runs each)`,
    '',
    '| Control | From slide | Gap ms | Should end on | Ended on | Every tap counted | Second tap mid-scroll |',
    '|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.control} | ${r.from} | ${r.gapMs} | ${r.expected} | ${r.landed.join(', ')} | ${r.landed.every((n) => n === r.expected) ? 'yes' : 'NO'} | ${r.midScroll} of ${r.landed.length} |`,
    ),
  ].join('\n');
}

/** The islands' table, in the form docs/islands.md records it. */
export function islandTable(rows: IslandRow[]) {
  const s = (ms: number) => (Number.isNaN(ms) ? 'never' : (ms / 1000).toFixed(2));
  return [
    `Islands: first tap from the first paint, cold load, ${phone.viewport.width} px phone, ${throttling.latencyMs} ms round trip, ${throttling.downloadKbps / 1000} Mbit/s, ${throttling.cpuSlowdown}x CPU (median of ${rows[0]?.runs ?? 0} runs)`,
    '',
    '| Island | Page | First paint s | First working tap, after the paint s | Its response ms | Same tap settled ms | Dead time ms | Taps lost before it (median) |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.island} | ${r.page} | ${s(r.firstPaintMs)} | ${s(r.firstWorkingTapMs)} | ${Number.isNaN(r.responseMs) ? '-' : Math.round(r.responseMs)} | ${Math.round(r.settledMs)} | ${Number.isNaN(r.deadTimeMs) ? '-' : Math.round(r.deadTimeMs)} | ${Number.isNaN(r.tapsLost) ? '-' : r.tapsLost}${r.tapsLostMost > r.tapsLost ? ` (up to ${r.tapsLostMost})` : ''}${r.failed ? ` (no tap worked in ${r.failed} of ${r.runs} runs)` : ''} |`,
    ),
  ].join('\n');
}

// On its own: serve the existing out/ and measure.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const site = await serveForBench(
    path.resolve(process.env.SITE_DIR || 'out'),
    Number(process.env.BENCH_PORT || 4022),
  );
  const runs = Number(process.env.BENCH_RUNS || 5);
  const rows = await benchIslands(site.origin, runs);
  console.log(`\n${islandTable(rows)}\n`);
  const doubles = await benchDoubleTaps(site.origin, runs);
  await site.close();
  console.log(`\n${doubleTapTable(doubles)}`);
  process.exit(0);
}

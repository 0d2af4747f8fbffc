/**
 * The islands' part of `npm run bench`: for each island, how long after the first paint a
 * visitor's first tap that works can be made, on a cold load on a phone under real throttling
 * (scripts/first-tap.ts). The control is tapped at the first contentful paint, then every 100 ms
 * until a tap takes effect; a page whose controls wait for hydration loses every tap until then.
 * Run on its own against an existing out/ with `tsx scripts/bench-islands.ts` (BENCH_RUNS runs
 * per island, 5 by default), or as part of `npm run bench`.
 */
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { chromium, devices } from '@playwright/test';
import { firstWorkingTap, islands, tapFromFirstPaint, throttling } from './first-tap';
import { createSiteServer } from './site-server';

const phone = { ...devices['Pixel 7'], viewport: { width: 393, height: 852 } };

const median = (values: number[]) =>
  [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]!;

export type IslandRow = {
  island: string;
  page: string;
  runs: number;
  /** Runs in which no tap worked within the time allowed. */
  failed: number;
  firstPaintMs: number;
  firstWorkingTapMs: number;
  responseMs: number;
  tapsLost: number;
};

/** Cold loads of each island's page against `origin`, `runs` per island, medians reported. */
export async function benchIslands(origin: string, runs: number): Promise<IslandRow[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const rows: IslandRow[] = [];
  for (const island of islands) {
    const samples = [];
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ ...phone, baseURL: origin });
      const page = await context.newPage();
      const result = await tapFromFirstPaint(page, island, { taps: 80, interval: 100 });
      const origin0 = await page.evaluate(() => performance.timeOrigin);
      await context.close();
      samples.push({ result, worked: firstWorkingTap(result), origin0 });
    }
    const worked = samples.filter((s) => s.worked);
    rows.push({
      island: island.label,
      page: island.path,
      runs,
      failed: runs - worked.length,
      firstPaintMs: median(samples.map((s) => s.result.fcp - s.origin0)),
      firstWorkingTapMs: worked.length ? median(worked.map((s) => s.worked!.afterPaint)) : NaN,
      responseMs: worked.length ? median(worked.map((s) => s.worked!.latency)) : NaN,
      tapsLost: worked.length ? median(worked.map((s) => s.worked!.index)) : NaN,
    });
    console.log(`measured the ${island.label} (${island.path})`);
  }
  await browser.close();
  return rows;
}

/** The islands' table, in the form docs/islands.md records it. */
export function islandTable(rows: IslandRow[]) {
  const s = (ms: number) => (Number.isNaN(ms) ? 'never' : (ms / 1000).toFixed(2));
  return [
    `Islands: first tap from the first paint, cold load, ${phone.viewport.width} px phone, ${throttling.latencyMs} ms round trip, ${throttling.downloadKbps / 1000} Mbit/s, ${throttling.cpuSlowdown}x CPU (median of ${rows[0]?.runs ?? 0} runs)`,
    '',
    '| Island | Page | First paint s | First working tap, after the paint s | Its response ms | Taps lost before it |',
    '|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.island} | ${r.page} | ${s(r.firstPaintMs)} | ${s(r.firstWorkingTapMs)} | ${Number.isNaN(r.responseMs) ? '-' : Math.round(r.responseMs)} | ${Number.isNaN(r.tapsLost) ? '-' : r.tapsLost}${r.failed ? ` (no tap worked in ${r.failed} of ${r.runs} runs)` : ''} |`,
    ),
  ].join('\n');
}

// On its own: serve the existing out/ and measure.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.env.BENCH_PORT || 4022);
  const server = createSiteServer({ dir: path.resolve('out') });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const rows = await benchIslands(`http://127.0.0.1:${port}`, Number(process.env.BENCH_RUNS || 5));
  server.close();
  console.log(`\n${islandTable(rows)}`);
  process.exit(0);
}

/**
 * `npm run bench:main-thread -- label=dir ...`: the page's main-thread work while it loads,
 * hydrates and settles, read from Chromium's own counters (the DevTools protocol's
 * `Performance.getMetrics`: all tasks, scripts, layout, style), on the suite's phone without CPU
 * throttling, each build served by the site's own server, the builds alternating, median of
 * BENCH_RUNS (7) loads. Lighthouse's TBT for one build varies by hundreds of ms from run to run
 * on a shared host (docs/performance.md); these totals vary far less, so two builds can be
 * compared in a minute. With no arguments it measures out/; BENCH_ROUTE picks the page (/).
 */
import { chromium } from '@playwright/test';
import { findChromium, phone } from '../harness/browser';
import { createSiteServer } from '../server/site-server';
import { listen, median } from './islands';

const runs = Number(process.env.BENCH_RUNS || 7);
const route = process.env.BENCH_ROUTE || '/';
const port = Number(process.env.BENCH_PORT || 4030);
/** The counters kept, in ms: Chromium reports them in seconds. */
const counters = {
  tasks: 'TaskDuration',
  scripts: 'ScriptDuration',
  layout: 'LayoutDuration',
  style: 'RecalcStyleDuration',
} as const;
type Counter = keyof typeof counters;

const builds = (process.argv.length > 2 ? process.argv.slice(2) : ['out=out']).map((arg, i) => {
  const [label, dir] = arg.includes('=') ? arg.split('=') : [arg, arg];
  return { label: label!, dir: dir!, port: port + i };
});
for (const build of builds) await listen(createSiteServer({ dir: build.dir }), build.port);

const browser = await chromium.launch({ executablePath: findChromium() });
const samples = new Map(builds.map((build) => [build.label, [] as Record<Counter, number>[]]));
try {
  for (let run = 0; run < runs; run += 1)
    for (const build of builds) {
      const context = await browser.newContext(phone);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      await page.goto(`http://127.0.0.1:${build.port}${route}`, { waitUntil: 'load' });
      // Settled: the network quiet (hydration's scripts, the worker's precache), then two idle
      // moments on the main thread, after whatever the islands start in the first.
      await page.waitForLoadState('networkidle');
      for (let idle = 0; idle < 2; idle += 1)
        await page.evaluate(() => new Promise((done) => requestIdleCallback(done)));
      const { metrics } = await cdp.send('Performance.getMetrics');
      const read = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
      samples
        .get(build.label)!
        .push(
          Object.fromEntries(
            Object.entries(counters).map(([key, name]) => [key, Math.round(read(name))]),
          ) as Record<Counter, number>,
        );
      await context.close();
    }
} finally {
  await browser.close();
}

console.log(
  `main-thread work on ${route}, phone, no CPU throttling, median of ${runs} loads (ms):`,
);
console.table(
  builds.map(({ label }) => {
    const loads = samples.get(label)!;
    const row: Record<string, string | number> = { build: label };
    for (const key of Object.keys(counters) as Counter[]) {
      const values = loads.map((load) => load[key]);
      row[key] = median(values);
      if (key === 'tasks') row['tasks range'] = `${Math.min(...values)}-${Math.max(...values)}`;
    }
    return row;
  }),
);
process.exit(0);

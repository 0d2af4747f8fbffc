// Ad-hoc: long tasks and LoAF script attribution on a cold throttled load (4x CPU, slow net).
import { chromium } from '@playwright/test';
import path from 'node:path';
import { phone, throttle } from './first-tap';
import { listen } from './bench-islands';
import { createSiteServer } from './site-server';
const dir = path.resolve(process.env.SITE_DIR || 'out');
const port = Number(process.env.PROBE_PORT || 4030);
const server = createSiteServer({ dir });
await listen(server, port);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const routes = (process.env.ROUTES || '/').split(',');
for (const route of routes) {
  for (let run = 0; run < Number(process.env.RUNS || 2); run++) {
    const context = await browser.newContext({ ...phone });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { __lt: unknown[] };
      w.__lt = [];
      new PerformanceObserver((l) => {
        for (const e of l.getEntries()) {
          const a = e as PerformanceEntry & {
            scripts?: {
              sourceURL: string;
              sourceFunctionName: string;
              invoker: string;
              duration: number;
            }[];
            blockingDuration?: number;
          };
          w.__lt.push({
            start: Math.round(e.startTime),
            dur: Math.round(e.duration),
            block: a.blockingDuration,
            scripts: (a.scripts || [])
              .filter((s) => s.duration > 5)
              .map(
                (s) =>
                  `${s.invoker}|${s.sourceURL.split('/').pop()}|${s.sourceFunctionName}|${Math.round(s.duration)}`,
              ),
          });
        }
      }).observe({ type: 'long-animation-frame', buffered: true });
    });
    await throttle(page);
    await page.goto(`http://127.0.0.1:${port}${route}`, { waitUntil: 'load' });
    await page.waitForTimeout(Number(process.env.WAIT || 6000));
    const fcp = await page.evaluate(() =>
      Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0),
    );
    const lt = await page.evaluate(() => (window as unknown as { __lt: unknown[] }).__lt);
    console.log(route, 'run', run, 'fcp', fcp);
    for (const t of lt as { start: number; dur: number; block: number; scripts: string[] }[])
      if (t.block > 0)
        console.log('  ', t.start, 'dur', t.dur, 'block', t.block, t.scripts.join(' ; '));
    await context.close();
  }
}
await browser.close();
server.close();

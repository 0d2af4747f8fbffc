/**
 * The browser every caller uses (the Playwright suite, the benchmarks, Lighthouse): where Chromium
 * is, and the two screens and the slow-phone throttling the suite and the bench measure with.
 */
import { existsSync } from 'node:fs';
import { chromium, devices, type Page } from '@playwright/test';

/**
 * The system Chromium (env var, then Debian's), else Playwright's own download, else a clear error.
 * `shell`: the browser suite's choice, Chromium's headless shell (Debian's chromium-headless-shell)
 * when installed, as Playwright itself runs headless tests (microsoft/playwright#33566): the same
 * Blink and V8 without the full browser around them, a quarter less CPU over the suite here
 * (docs/testing.md, "Chromium for the suite"). The benchmarks keep the full browser a visitor runs.
 */
export function findChromium({ shell = false } = {}) {
  const candidates = [
    process.env.CHROMIUM_PATH,
    process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH,
    ...(shell ? ['/usr/bin/chromium-headless-shell'] : []),
    '/usr/bin/chromium',
  ];
  const found = candidates.find((candidate) => candidate && existsSync(candidate));
  if (found) return found;
  const bundled = chromium.executablePath();
  if (existsSync(bundled)) return bundled;
  throw new Error(
    'No Chromium found. Install it (apt-get install -y chromium, as .ci/run does) or set CHROMIUM_PATH to a Chromium binary.',
  );
}

/** The desktop of the browser suite: 1280 × 800. */
export const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };

/** The phone of the browser suite and the bench: a Pixel 7's touch screen at 393 × 852. */
export const phone = { ...devices['Pixel 7'], viewport: { width: 393, height: 852 } };

export const throttling = { latencyMs: 150, downloadKbps: 1600, uploadKbps: 750, cpuSlowdown: 4 };

/** Applies the throttling above to a page through the DevTools protocol. */
export async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: throttling.latencyMs,
    downloadThroughput: (throttling.downloadKbps * 1000) / 8,
    uploadThroughput: (throttling.uploadKbps * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling.cpuSlowdown });
}

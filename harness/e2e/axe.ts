/**
 * axe-core's WCAG 2.2 A and AA rules over the page as it stands. Legacy mode runs axe.run in the
 * page and its same-origin frames: the default (runPartial in each frame, then finishRun in a
 * blank page it opens) took 2.2-2.4 s a page here against 1.4-1.5 s, and adds only cross-origin
 * frames, which the site's Content-Security-Policy (default-src 'self', no frame-src) forbids.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export async function expectNoViolations(page: Page, state: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(tags).setLegacyMode().analyze();
  const summary = violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join('; ')})`,
  );
  expect(summary, `axe violations in ${state}`).toEqual([]);
}

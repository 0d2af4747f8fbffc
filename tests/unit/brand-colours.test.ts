/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { site } from '@/lib/content';

// CSS cannot import TypeScript, so the theme and the site config must be kept in step.
describe('brand colours', () => {
  const css = readFileSync('app/globals.css', 'utf8');
  it.each([
    ['--color-ink', site.colors.ink],
    ['--color-brand', site.colors.orange],
    ['--color-concrete-50', site.colors.concrete],
  ])('%s in app/globals.css matches content/site.ts (siteDefaults)', (variable, value) => {
    expect(css).toContain(`${variable}: ${value};`);
  });
});

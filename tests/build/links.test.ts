import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { newEra } from '@/lib/content';
import { siteUrl } from '@/lib/content/site-url';
import { legacyPaths } from '../fixtures/routes';
import { serveOut } from '../../harness/build/serve-out';

type LinkResult = {
  url: string;
  status: number;
  state: 'OK' | 'BROKEN' | 'SKIPPED';
  parent?: string;
};

const origin = serveOut();

/** Crawls from one page with linkinator's CLI; redirects count as broken, fragments are checked. */
async function crawl(start: string) {
  const cli = path.resolve('node_modules/.bin/linkinator');
  const args = [
    start,
    '--recurse',
    '--check-fragments',
    '--redirects',
    'error',
    '--format',
    'json',
    '--skip',
    `^${siteUrl}`,
    '--skip',
    '^(mailto|tel):',
    // Other sites (the state's license lookup) are not this build's to break, nor reachable here.
    '--skip',
    '^https://(?!127\\.0\\.0\\.1)',
  ];
  const { stdout } = await promisify(execFile)(cli, args, { maxBuffer: 64 * 1024 * 1024 }).catch(
    (error: { stdout: string }) => error,
  );
  return (JSON.parse(stdout) as { links: LinkResult[] }).links.filter(
    (link) => link.state !== 'SKIPPED',
  );
}

const problems = (links: LinkResult[]) =>
  links
    .filter((link) => link.state !== 'OK')
    .map((link) => `${link.status} ${link.url} (on ${link.parent})`);

describe('links', () => {
  it('from the home page: zero broken links, images or fragments, and no internal redirects', async () => {
    const links = await crawl(`${origin.url}/`);
    expect(problems(links)).toEqual([]);
    const urls = links.map((link) => link.url);
    for (const route of [
      '/services/permit-rescue/',
      '/projects/',
      '/about/',
      '/contact/',
      // An image of the page copy in code, never one of the owner's: a deploy of their own
      // portrait or gallery photo must not fail this check.
      newEra.images[0]!.src,
    ]) {
      expect(urls).toContain(`${origin.url}${route}`);
    }
  }, 120_000);

  // Nothing links to these pages any more, so they are crawled on their own.
  it.each([...legacyPaths, '/404.html'])(
    'from %s: zero broken links',
    async (route) => {
      const links = await crawl(`${origin.url}${route}`);
      expect(links.length).toBeGreaterThan(10);
      expect(problems(links)).toEqual([]);
    },
    120_000,
  );
});

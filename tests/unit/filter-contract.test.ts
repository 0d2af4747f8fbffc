import { filterContract, withFilterContract } from '@/lib/filter-contract';
import { inlineScriptHashes } from '@/pipeline/security-headers';

// The shape of Next 16's exported HTML, trimmed.
const page = (body: string) =>
  [
    '<!DOCTYPE html><html lang="en-US"><head><meta charSet="utf-8"/>',
    '<link rel="stylesheet" href="/_next/static/css/a.css" data-precedence="next"/>',
    `</head><body>${body}</body></html>`,
  ].join('');
const withFilter = page(
  '<div data-project-filter=""><button data-filter-option="All">All</button></div>',
);

describe("the build puts the filter's event contract", () => {
  it('first in the <head> of a page with the filter, before the stylesheet, so it runs before any paint', () => {
    const html = withFilterContract(withFilter, 'projects/index.html');
    expect(html).toContain(`<meta charSet="utf-8"/><script>${filterContract}</script><link`);
  });

  it('nowhere else', () => {
    const html = page('<main><h1>About</h1></main>');
    expect(withFilterContract(html, 'about/index.html')).toBe(html);
  });

  it('once, however often the build runs', () => {
    const once = withFilterContract(withFilter, 'projects/index.html');
    expect(withFilterContract(once, 'projects/index.html')).toBe(once);
  });

  it('into the page CSP by its hash', () => {
    const html = withFilterContract(withFilter, 'projects/index.html');
    expect(inlineScriptHashes(html)).toHaveLength(1);
  });

  it('or fails the build naming the file, if the <head> has changed shape', () => {
    expect(() =>
      withFilterContract('<div data-project-filter=""></div>', 'projects/index.html'),
    ).toThrow(/projects\/index\.html: no <meta charSet="utf-8"\/>/);
  });
});

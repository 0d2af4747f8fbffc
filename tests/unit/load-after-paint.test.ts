import {
  compileHint,
  loadScriptsAfterPaint,
  scriptsLoadedAfterPaint,
  withCompileHint,
} from '@/lib/load-after-paint';

// The shape of Next 16's exported HTML, trimmed.
const next = [
  '<!DOCTYPE html><html lang="en-US"><head>',
  '<link rel="stylesheet" href="/_next/static/css/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack-1.js"/>',
  '<script src="/_next/static/chunks/framework-2.js" async=""></script>',
  '<script src="/_next/static/chunks/app/page-3.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills-4.js" noModule=""></script>',
  '</head><body><main><h1>Permit Rescue</h1></main>',
  '<script type="application/ld+json">{"@type":"Service"}</script>',
  '<script src="/_next/static/chunks/webpack-1.js" id="_R_" async=""></script>',
  '<script>self.__next_f.push([1,"payload"])</script>',
  '</body></html>',
].join('');
const srcs = [
  '/_next/static/chunks/framework-2.js',
  '/_next/static/chunks/app/page-3.js',
  '/_next/static/chunks/webpack-1.js',
];

/** Runs the loader the transformed HTML carries, as the browser would. */
function runLoader(html: string) {
  const code = /<script>(\(function\(srcs\)[\s\S]*?)<\/script><\/body>/.exec(html)![1]!;
  new Function(code)();
}
const added = () => [...document.head.querySelectorAll('script')].map((s) => s.getAttribute('src'));

afterEach(() => {
  document.head.innerHTML = '';
  delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
  jest.useRealTimers();
});

describe('loading the scripts after the first paint', () => {
  const html = loadScriptsAfterPaint(next, 'services/permit-rescue/index.html');

  it('moves every async script into one loader, in order, and keeps everything else', () => {
    expect(html).not.toMatch(/<script src="[^"]+"[^>]* async/);
    expect(html).not.toContain('rel="preload" as="script"');
    expect(scriptsLoadedAfterPaint(html)).toEqual(srcs);
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/css/a.css"');
    expect(html).toContain('<script src="/_next/static/chunks/polyfills-4.js" noModule="">');
    expect(html).toContain('<script>self.__next_f.push([1,"payload"])</script>');
    expect(html).toContain('<script type="application/ld+json">');
    expect(html).toMatch(/\)\(\[[^\]]+\]\)<\/script><\/body><\/html>$/);
    expect(scriptsLoadedAfterPaint(next)).toEqual([]);
  });

  it('is idempotent, so postbuild can run twice', () => {
    expect(loadScriptsAfterPaint(html, 'x.html')).toBe(html);
  });

  it('fails the build naming the file when the HTML has no scripts to move', () => {
    expect(() => loadScriptsAfterPaint('<html><body></body></html>', 'about/index.html')).toThrow(
      'about/index.html: no <script src async> tags found',
    );
  });

  it.each([
    ['a script tag it does not recognise', '<script src="/x.js" async="" crossorigin=""></script>'],
    ['a render-blocking expect link', '<link rel="expect" href="#_R_" blocking="render"/>'],
  ])('fails the build when %s would still load before the paint', (_, tag) => {
    expect(() => loadScriptsAfterPaint(next.replace('</head>', `${tag}</head>`), 'a.html')).toThrow(
      `a.html: ${tag.replace('</script>', '')} would load before the first paint`,
    );
  });

  it('adds the scripts once the browser reports a paint, and only once, one per task', () => {
    jest.useFakeTimers();
    let report: () => void = () => {};
    const observe = jest.fn();
    class FakeObserver {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      constructor(callback: (list: unknown, observer: FakeObserver) => void) {
        report = () => callback({}, this);
      }
      observe = observe;
      disconnect = jest.fn();
    }
    Object.assign(window, { PerformanceObserver: FakeObserver });
    runLoader(html);
    expect(observe).toHaveBeenCalledWith({ type: 'paint', buffered: true });
    expect(added()).toEqual([]);
    report();
    report();
    // A tap made while they are added waits for one script, not for all of them.
    expect(added()).toEqual(srcs.slice(0, 1));
    jest.advanceTimersToNextTimer();
    expect(added()).toEqual(srcs.slice(0, 2));
    jest.runAllTimers();
    expect(added()).toEqual(srcs);
    expect([...document.head.querySelectorAll('script')].every((s) => s.async)).toBe(true);
  });

  it('loads after three seconds when no paint is ever reported, and at once if setup throws', () => {
    jest.useFakeTimers();
    class SilentObserver {
      static supportedEntryTypes = ['paint'];
      observe() {}
      disconnect() {}
    }
    Object.assign(window, { PerformanceObserver: SilentObserver });
    runLoader(html);
    jest.advanceTimersByTime(2999);
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(added()).toEqual(srcs.slice(0, 1));
    jest.runAllTimers();
    expect(added()).toEqual(srcs);

    document.head.innerHTML = '';
    class BrokenObserver extends SilentObserver {
      observe(): never {
        throw new TypeError('type is not supported');
      }
    }
    Object.assign(window, { PerformanceObserver: BrokenObserver });
    runLoader(html);
    expect(added()).toEqual(srcs.slice(0, 1));
    jest.runAllTimers();
    expect(added()).toEqual(srcs);
  });

  it('waits for one frame where paint timing is not supported', () => {
    jest.useFakeTimers();
    runLoader(html);
    expect(added()).toEqual([]);
    jest.runAllTimers();
    expect(added()).toEqual(srcs);
  });
});

describe("V8's compile hint on the scripts a page runs as it loads", () => {
  const chunk = '"use strict";(self.webpackChunk_N_E=self.webpackChunk_N_E||[]).push([[1],{}]);';

  it('is the first line, once, however often postbuild runs', () => {
    const hinted = withCompileHint(chunk);
    expect(hinted).toBe(`//# allFunctionsCalledOnLoad\n${chunk}`);
    expect(withCompileHint(hinted)).toBe(hinted);
    expect(compileHint.endsWith('\n')).toBe(true);
  });

  it('leaves the script meaning what it did: a comment keeps "use strict" in force', () => {
    const strict = '"use strict"; return this === undefined';
    expect(new Function(withCompileHint(strict))()).toBe(true);
  });
});

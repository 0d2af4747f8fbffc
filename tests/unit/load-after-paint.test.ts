import {
  compileHint,
  loadScriptsAfterPaint,
  scriptsLoadedAfterPaint,
  withCompileHint,
} from '@/pipeline/load-after-paint';

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
  jest.useRealTimers();
});

describe('loading the scripts once the page has loaded and is idle, or at the first interaction', () => {
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

  /** The document as the loader finds it: still loading, with or without requestIdleCallback. */
  function loadingPage({ idle = true } = {}) {
    jest.useFakeTimers();
    Object.defineProperty(document, 'readyState', { configurable: true, value: 'interactive' });
    const idleCallbacks: { callback: () => void; timeout?: number }[] = [];
    if (idle)
      Object.assign(window, {
        requestIdleCallback: (callback: () => void, options?: { timeout?: number }) =>
          idleCallbacks.push({ callback, timeout: options?.timeout }),
      });
    else delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
    return {
      idleCallbacks,
      load: () => window.dispatchEvent(new Event('load')),
      /** Without paint timing (jsdom has none) the loader takes the frame after the next as painted. */
      paint: () => jest.advanceTimersByTime(20),
      runIdle: () => idleCallbacks.splice(0).forEach(({ callback }) => callback()),
    };
  }

  afterEach(() => {
    // Every loader a test ran starts by its backstop now, so no later test's load event wakes it.
    jest.runAllTimers();
    delete (document as { readyState?: unknown }).readyState;
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
  });

  it('adds the scripts when the browser is idle after the load, once, one per task', () => {
    const page = loadingPage();
    runLoader(html);
    jest.advanceTimersByTime(5_000);
    expect(added()).toEqual([]);
    page.load();
    expect(page.idleCallbacks).toEqual([{ callback: expect.any(Function), timeout: 2_000 }]);
    expect(added()).toEqual([]);
    page.runIdle();
    // A tap made while they are added waits for one script, not for all of them.
    expect(added()).toEqual(srcs.slice(0, 1));
    jest.advanceTimersToNextTimer();
    expect(added()).toEqual(srcs.slice(0, 2));
    jest.runAllTimers();
    expect(added()).toEqual(srcs);
    expect([...document.head.querySelectorAll('script')].every((s) => s.async)).toBe(true);
    page.load();
    page.runIdle();
    window.dispatchEvent(new Event('pointerdown'));
    jest.runAllTimers();
    expect(added()).toEqual(srcs);
  });

  it('waits for the first paint too, when the page loads before it', () => {
    const page = loadingPage();
    let report: () => void = () => {};
    class FakeObserver {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      constructor(callback: (list: unknown, observer: FakeObserver) => void) {
        report = () => callback({}, this);
      }
      observe = jest.fn();
      disconnect = jest.fn();
    }
    Object.assign(window, { PerformanceObserver: FakeObserver });
    try {
      runLoader(html);
      page.load();
      jest.advanceTimersByTime(5_000);
      expect(page.idleCallbacks).toEqual([]);
      report();
      expect(page.idleCallbacks).toHaveLength(1);
      page.runIdle();
      expect(added()).toEqual(srcs.slice(0, 1));
    } finally {
      delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
    }
  });

  it.each(['pointerdown', 'keydown'])(
    'adds them at the first %s, before the page has loaded, and only once',
    (kind) => {
      const page = loadingPage();
      runLoader(html);
      document.body.dispatchEvent(new Event(kind, { bubbles: true }));
      expect(added()).toEqual(srcs.slice(0, 1));
      jest.runAllTimers();
      expect(added()).toEqual(srcs);
      page.load();
      page.runIdle();
      document.body.dispatchEvent(new Event(kind, { bubbles: true }));
      jest.runAllTimers();
      expect(added()).toEqual(srcs);
    },
  );

  it('does not take scrolling or a pointer passing over as an interaction', () => {
    loadingPage();
    runLoader(html);
    for (const kind of ['scroll', 'wheel', 'pointermove', 'pointerover', 'touchmove'])
      window.dispatchEvent(new Event(kind));
    jest.advanceTimersByTime(9_999);
    expect(added()).toEqual([]);
  });

  it('loads after ten seconds when the page never finishes loading', () => {
    loadingPage();
    runLoader(html);
    jest.advanceTimersByTime(9_999);
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(added()).toEqual(srcs.slice(0, 1));
  });

  it('waits 200 ms after the load where requestIdleCallback is missing', () => {
    const page = loadingPage({ idle: false });
    runLoader(html);
    page.paint();
    page.load();
    jest.advanceTimersByTime(199);
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(added()).toEqual(srcs.slice(0, 1));
  });

  it('waits only for an idle moment when the page has already loaded', () => {
    const page = loadingPage();
    Object.defineProperty(document, 'readyState', { configurable: true, value: 'complete' });
    runLoader(html);
    page.paint();
    expect(page.idleCallbacks).toHaveLength(1);
    page.runIdle();
    expect(added()).toEqual(srcs.slice(0, 1));
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

import { render } from '@testing-library/react';
import { WorkerRegistration } from '@/components/layout/worker-registration';
import { ownerPages, workerPath } from '@/lib/offline-pages';

// jsdom has neither service workers nor idle callbacks: both are recorded.
const calls: string[] = [];
let idle: () => void = () => {};

beforeEach(() => {
  calls.length = 0;
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      register: (url: string) => {
        calls.push(`register ${url}`);
        return Promise.reject(new Error('blocked'));
      },
    },
  });
  window.requestIdleCallback = (callback, options) => {
    calls.push(`idle asked, ${options?.timeout} ms at most`);
    idle = () => callback({ didTimeout: false, timeRemaining: () => 50 });
    return 1;
  };
  window.cancelIdleCallback = () => calls.push('idle cancelled');
});

afterEach(() => window.history.replaceState(null, '', '/'));

it('registers the worker only in the idle moment after its effect, and a refusal changes nothing', async () => {
  render(<WorkerRegistration worker={workerPath} skip={ownerPages} />);
  expect(calls).toEqual(['idle asked, 5000 ms at most']);
  idle();
  expect(calls).toEqual(['idle asked, 5000 ms at most', 'register /sw.js']);
  // The refused registration is swallowed: no unhandled rejection reaches the page.
  await new Promise((resolve) => setTimeout(resolve));
});

it('asks for no idle moment once the page has gone', () => {
  render(<WorkerRegistration worker={workerPath} skip={ownerPages} />).unmount();
  expect(calls).toEqual(['idle asked, 5000 ms at most', 'idle cancelled']);
});

it('without idle callbacks, registers 1 s after its effect', () => {
  jest.useFakeTimers();
  const { requestIdleCallback, cancelIdleCallback } = window;
  // @ts-expect-error: Safari has neither.
  delete window.requestIdleCallback;
  // @ts-expect-error: as above.
  delete window.cancelIdleCallback;
  try {
    render(<WorkerRegistration worker={workerPath} skip={ownerPages} />);
    jest.advanceTimersByTime(999);
    expect(calls).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(calls).toEqual(['register /sw.js']);
  } finally {
    Object.assign(window, { requestIdleCallback, cancelIdleCallback });
    jest.useRealTimers();
  }
});

it('registers nothing from the owner’s pages, however their address is written', () => {
  expect(ownerPages).toEqual(['/owner/alerts/', '/owner/contacted/']);
  for (const address of [
    '/owner/alerts/?t=token',
    '/owner/alerts?t=token',
    '/owner//alerts/?t=token',
    '/owner/contacted//?m=1',
    '/owner/contacted',
  ]) {
    window.history.replaceState(null, '', address);
    render(<WorkerRegistration worker={workerPath} skip={ownerPages} />);
  }
  expect(calls).toEqual([]);
  // A page whose name only begins like one of them is the site's.
  window.history.replaceState(null, '', '/owner/alertsx/');
  render(<WorkerRegistration worker={workerPath} skip={ownerPages} />);
  expect(calls).toEqual(['idle asked, 5000 ms at most']);
});

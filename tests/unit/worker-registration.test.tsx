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

it('registers the worker only in the idle moment after the page has hydrated, and a refusal changes nothing', async () => {
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

it('registers nothing from the owner’s pages, which have a worker of their own', () => {
  for (const page of ownerPages) {
    window.history.replaceState(null, '', `${page}?t=token`);
    render(<WorkerRegistration worker={workerPath} skip={ownerPages} />);
  }
  expect(ownerPages).toEqual(['/owner/alerts/', '/owner/contacted/']);
  expect(calls).toEqual([]);
});

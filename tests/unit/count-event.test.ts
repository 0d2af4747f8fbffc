import { countEvent } from '@/components/contact/count-event';
import { fixedPaths, functionRoutes } from '@/supabase/functions/_shared/contract';

const beacon = jest.fn(() => true);
beforeEach(() => {
  beacon.mockClear();
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
});

it("counts a tap with the page's path and the kind, nothing else", () => {
  window.history.pushState({}, '', fixedPaths.contact);
  countEvent('call_tap');
  expect(beacon).toHaveBeenCalledTimes(1);
  const [url, body] = beacon.mock.calls[0] as unknown as [string, string];
  expect(url.endsWith(functionRoutes.events)).toBe(true);
  expect(JSON.parse(body)).toEqual({ page: fixedPaths.contact, kind: 'call_tap' });
});

// The function refuses counts from the owner's pages (routes/events.ts): the page sends none.
it.each([fixedPaths.ownerAlerts, fixedPaths.ownerContacted])('sends nothing from %s', (path) => {
  window.history.pushState({}, '', path);
  countEvent('call_tap');
  expect(beacon).not.toHaveBeenCalled();
});

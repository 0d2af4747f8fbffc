import { useSyncExternalStore } from 'react';

// These pages change their address only by loading again, so there is nothing to subscribe to.
const noSubscription = () => () => {};
const readSearch = () => location.search;
const onServer = () => null;

/**
 * The page's query once hydrated, null in the server's HTML (and while hydrating), so the static
 * HTML is the same whatever the address carries: the islands that read a link's token or a
 * redirect's answer (`?t=`, `done=`, `review_error=`) render their waiting state until then.
 */
export function useLocationSearch(): URLSearchParams | null {
  const search = useSyncExternalStore(noSubscription, readSearch, onServer);
  return search === null ? null : new URLSearchParams(search);
}

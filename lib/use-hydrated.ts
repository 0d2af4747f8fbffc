import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the server HTML and during hydration, true once React has attached the handlers. For
 * what only hydration may add (the carousel's inert slides): rendered at once, it would differ from
 * the HTML, and React does not correct attributes while it hydrates.
 */
export function useHydrated() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

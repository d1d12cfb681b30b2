import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while pre-rendering and during hydration, true once the page runs in the browser. Lets a
 * component keep its pre-rendered HTML readable without JavaScript and only then arm an effect; and
 * lets a page pre-rendered without its query string (the careers pages) read the URL only after
 * hydration, so the first client render matches the HTML and React never sees a mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

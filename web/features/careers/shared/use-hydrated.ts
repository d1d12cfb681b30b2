import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the pre-rendered HTML is being hydrated (and at build time), true afterwards. The
 * careers pages are pre-rendered without their query string, so they read the URL only once this is
 * true: the first client render then matches the HTML and React never sees a hydration mismatch.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );

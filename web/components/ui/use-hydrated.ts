import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while pre-rendering and during hydration, true once the page runs in the browser. Lets a
 * component keep its pre-rendered HTML readable without JavaScript and only then arm an effect.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

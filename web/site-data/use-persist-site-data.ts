import { useEffect } from 'react';
import { persistSiteData } from './persist-site-data';

/** Runs `task` when the browser is idle (soon after start), so it never competes with the first paint. */
const whenIdle = (task: () => void): void => {
  // Safari has no requestIdleCallback.
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 1);
};

/** Stores the site data once the app has started; a full storage or private mode is not fatal. */
export function usePersistSiteData(): void {
  useEffect(() => {
    whenIdle(() => {
      persistSiteData(window.localStorage).catch((error: unknown) => {
        console.warn('Could not store the site data', error);
      });
    });
  }, []);
}

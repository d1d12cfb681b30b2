import { useEffect } from 'react';
import { env } from '../config/env';
import { persistSiteData } from './persist-site-data';

/** Stores the site data once the app has started; a full storage or private mode is not fatal. */
export function usePersistSiteData(): void {
  useEffect(() => {
    persistSiteData(window.localStorage, env.menuVariant).catch((error: unknown) => {
      console.warn('Could not store the site data', error);
    });
  }, []);
}

/**
 * Where the site data lives: the build writes it to `SITE_DATA_PATH` (a pre-rendered resource route)
 * and the web app copies it into localStorage under `SITE_DATA_STORAGE_KEY`. Kept apart from the
 * schemas so the browser's initial bundle can use them without loading zod.
 */
export const SITE_DATA_STORAGE_KEY = 'siteData';
export const SITE_DATA_PATH = '/site-data.json';

/** The localStorage key the web app writes the site data under (kept apart from the schemas so the
 * browser's initial bundle can use it without loading zod). */
export const SITE_DATA_STORAGE_KEY = 'siteData';

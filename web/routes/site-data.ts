import { buildSiteData } from '#content/site-data';
import { menuVariant } from '../config/env';

/**
 * `/site-data.json`: the site data (header, footer, pages by slug), written as a file at build time
 * (react-router.config.ts pre-renders it). The app copies its text into localStorage when the browser
 * is idle, so no page's bundle carries every page's content and nothing is serialized in the browser.
 */
export function loader() {
  return Response.json(buildSiteData(menuVariant));
}

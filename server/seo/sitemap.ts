/**
 * /sitemap.xml and /robots.txt bodies. Pure: the plugin gathers the pages and openings.
 */
import { escapeHtml } from '../lib/html';
import { JOB_FEED_PATH, RSS_FEED_PATH } from './job-feeds';

export type SitemapEntry = { loc: string; lastmod: string };

export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map(
    ({ loc, lastmod }) => `  <url><loc>${escapeHtml(loc)}</loc><lastmod>${escapeHtml(lastmod)}</lastmod></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Crawl everything a visitor sees (the job page reads /api/staffing to render), but not the API docs or uploads. */
export const robotsTxt = (origin: string) =>
  [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/docs',
    'Disallow: /api/uploads/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    // Search engines read an RSS 2.0 feed as a sitemap of the newest job pages.
    `Sitemap: ${origin}${RSS_FEED_PATH}`,
    `# Job feed for aggregators: ${origin}${JOB_FEED_PATH}`,
    '',
  ].join('\n');

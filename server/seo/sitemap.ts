/**
 * /sitemap.xml and /robots.txt bodies. Pure: the plugin gathers the pages and openings.
 */
import { escapeHtml } from './job-posting';

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
    '',
  ].join('\n');

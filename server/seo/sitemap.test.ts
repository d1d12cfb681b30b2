import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from './sitemap';

describe('sitemapXml', () => {
  it('lists every entry with its lastmod, escaping the & of query strings', () => {
    const xml = sitemapXml([
      { loc: 'https://n.example/home', lastmod: '2026-11-22T04:00:00.000Z' },
      { loc: 'https://n.example/current-openings/job-description?jobId=1001&x=1', lastmod: '2026-11-01' },
    ]);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(xml).toContain('<url><loc>https://n.example/home</loc><lastmod>2026-11-22T04:00:00.000Z</lastmod></url>');
    expect(xml).toContain(
      '<url><loc>https://n.example/current-openings/job-description?jobId=1001&amp;x=1</loc><lastmod>2026-11-01</lastmod></url>',
    );
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });
});

describe('robotsTxt', () => {
  it('names the sitemap and leaves the pages and the API the job page reads crawlable', () => {
    const robots = robotsTxt('https://n.example');
    expect(robots).toContain('Sitemap: https://n.example/sitemap.xml');
    expect(robots).toContain('Allow: /');
    expect(robots).not.toMatch(/^Disallow: \/$/m);
    expect(robots).not.toMatch(/^Disallow: \/api\/$/m);
  });
});

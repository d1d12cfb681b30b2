/**
 * Search engines: /sitemap.xml and /robots.txt (fresh from the database, cached briefly), and
 * `app.pageHtml`, which the web app runs on every page it sends (public origin, job JSON-LD).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { pages } from '#content/pages';
import { JOB_PAGE_PATH, isOpen, jobPagePath } from './job-posting';
import { withJobPosting, withNoIndex, withPublicOrigin } from './page-html';
import { robotsTxt, sitemapXml, type SitemapEntry } from './sitemap';

export type SeoOptions = { webRoot: string; publicUrl: string | undefined };
export type PageHtml = (request: FastifyRequest, file: string, html: string) => Promise<string>;

declare module 'fastify' {
  interface FastifyInstance {
    pageHtml: PageHtml;
  }
}

const SHORT_CACHE = 'public, max-age=300';
const JOB_PAGE_FILE = `${JOB_PAGE_PATH.slice(1)}/index.html`;
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** PUBLIC_URL, or the origin the request came to (a malformed Host header never reaches the HTML). */
const originOf = (publicUrl: string | undefined, request: FastifyRequest) => {
  if (publicUrl) return publicUrl;
  const host = HOST.test(request.host) ? request.host : 'localhost';
  return `${request.protocol === 'https' ? 'https' : 'http'}://${host}`;
};

/** A content page's last change: when its HTML was built (the server start when the file is missing). */
async function builtAt(webRoot: string, pagePath: string, fallback: string) {
  const file = pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}/index.html`;
  try {
    return (await fs.stat(path.join(webRoot, file))).mtime.toISOString();
  } catch {
    return fallback;
  }
}

/** jobId as the job page reads it: a positive whole number, else no job. */
const jobIdOf = (request: FastifyRequest) => {
  const raw = (request.query as Record<string, unknown> | undefined)?.jobId;
  return typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : undefined;
};

const seoPlugin: FastifyPluginAsync<SeoOptions> = async (app, { webRoot, publicUrl }) => {
  const startedAt = new Date().toISOString();
  // The job page without a job is a template ("no longer open"), not a page to list.
  const listed = Object.values(pages).filter((page) => page.path !== JOB_PAGE_PATH);
  const contentPages = await Promise.all(
    listed.map(async (page) => ({ path: page.path, lastmod: await builtAt(webRoot, page.path, startedAt) })),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const origin = originOf(publicUrl, request);
    const now = new Date();
    const openings = (await app.repos.openings.list()).filter((opening) => isOpen(opening, now));
    const entries: SitemapEntry[] = [
      ...contentPages.map((page) => ({ loc: `${origin}${page.path}`, lastmod: page.lastmod })),
      ...openings.map((opening) => ({ loc: `${origin}${jobPagePath(opening.REQ_ID)}`, lastmod: opening.POSTED_DATE })),
    ];
    return reply.header('Cache-Control', SHORT_CACHE).type('application/xml; charset=utf-8').send(sitemapXml(entries));
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    reply
      .header('Cache-Control', SHORT_CACHE)
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(originOf(publicUrl, request))),
  );

  app.decorate('pageHtml', async (request: FastifyRequest, file: string, html: string) => {
    const origin = originOf(publicUrl, request);
    const page = withPublicOrigin(html, origin);
    const jobId = file === JOB_PAGE_FILE ? jobIdOf(request) : undefined;
    if (file !== JOB_PAGE_FILE) return page;
    const opening = jobId === undefined ? undefined : await app.repos.openings.byReqId(jobId);
    // No job, an unknown or a closed one: the app shows its "no longer open" state; not for the index.
    if (!opening || !isOpen(opening, new Date())) return withNoIndex(page);
    const countries = await app.repos.reference.countries();
    const countryCode = countries.find((country) => country.COUNTRY_UUID === opening.COUNTRY)?.COUNTRY_CODE;
    return withJobPosting(page, { opening, countryCode, origin });
  });
};

export const seo = fp(seoPlugin, { name: 'seo', dependencies: ['services'] });

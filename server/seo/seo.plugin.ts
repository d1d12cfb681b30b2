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
import { type JobPageSections, withJobText } from './job-html';
import { type FeedJob, JOB_FEED_PATH, RSS_FEED_PATH, indeedFeedXml, rssFeedXml } from './job-feeds';
import { robotsTxt, sitemapXml, type SitemapEntry } from './sitemap';
import {
  OpeningsSearchParams,
  OpeningsSearchResult,
  normalizeOpeningsSearch,
} from '#contracts/api/staffing/openings-search';
import { parseOpeningsQuery, toApiParams } from '#contracts/careers/openings-query';
import { type BoardPage, withOpeningsBoard } from './board-html';

export type SeoOptions = { webRoot: string };
export type PageHtml = (request: FastifyRequest, file: string, html: string) => Promise<string>;

declare module 'fastify' {
  interface FastifyInstance {
    pageHtml: PageHtml;
  }
}

const SHORT_CACHE = 'public, max-age=300';
/** How long a job page as sent is kept; an opening changed in this process drops it at once. */
const JOB_PAGE_TTL_MS = 5_000;
/** How long a feed is kept; an opening changed in this process drops it at once. */
const FEED_TTL_MS = 5 * 60 * 1000;
const OPENINGS_PAGE_FILE = 'current-openings/job-openings/index.html';
/** Links to the feeds in the openings page's head, so feed readers and crawlers find them. */
const FEED_LINKS = `<link rel="alternate" type="application/rss+xml" title="Current openings (RSS)" href="${RSS_FEED_PATH}"/><link rel="alternate" type="application/xml" title="Job feed (XML)" href="${JOB_FEED_PATH}"/>`;
const JOB_PAGE_FILE = `${JOB_PAGE_PATH.slice(1)}/index.html`;

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

const seoPlugin: FastifyPluginAsync<SeoOptions> = async (app, { webRoot }) => {
  /** PUBLIC_URL, or the request's origin when its Host is trusted (server/plugins/public-origin.ts). */
  const originOf = (request: FastifyRequest) => app.trustedOrigin(request);
  const startedAt = new Date().toISOString();
  // The job page without a job is a template ("no longer open"), not a page to list.
  const listed = Object.values(pages).filter((page) => page.path !== JOB_PAGE_PATH);
  const contentPages = await Promise.all(
    listed.map(async (page) => ({ path: page.path, lastmod: await builtAt(webRoot, page.path, startedAt) })),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const origin = originOf(request);
    const now = new Date();
    const openings = (await app.repos.openings.list()).filter((opening) => isOpen(opening, now));
    const entries: SitemapEntry[] = [
      ...contentPages.map((page) => ({ loc: `${origin}${page.path}`, lastmod: page.lastmod })),
      ...openings.map((opening) => ({ loc: `${origin}${jobPagePath(opening.REQ_ID)}`, lastmod: opening.POSTED_DATE })),
    ];
    return reply.header('Cache-Control', SHORT_CACHE).type('application/xml; charset=utf-8').send(sitemapXml(entries));
  });

  // The feeds, built once per origin and kept until FEED_TTL_MS passes or openings change.
  type Feeds = { indeed: string; rss: string };
  const feeds = new Map<string, { at: number; built: Promise<Feeds> }>();
  app.openingsChanged.subscribe(() => feeds.clear());
  const buildFeeds = async (origin: string): Promise<Feeds> => {
    const now = new Date();
    const [openings, countries] = await Promise.all([app.repos.openings.details(), app.repos.reference.countries()]);
    const codeOf = new Map(countries.map((country) => [country.COUNTRY_UUID, country.COUNTRY_CODE]));
    const jobs: FeedJob[] = openings
      .filter((opening) => isOpen(opening, now))
      .map((opening) => ({ opening, countryCode: codeOf.get(opening.COUNTRY) }));
    return { indeed: indeedFeedXml(jobs, origin, now), rss: rssFeedXml(jobs, origin, now) };
  };
  const feedsFor = (origin: string) => {
    const hit = feeds.get(origin);
    if (hit && Date.now() - hit.at < FEED_TTL_MS) return hit.built;
    const built = buildFeeds(origin);
    built.catch(() => feeds.delete(origin));
    // One entry per origin the server answers as (PUBLIC_URL: one).
    if (feeds.size > 20) feeds.clear();
    feeds.set(origin, { at: Date.now(), built });
    return built;
  };
  app.get(JOB_FEED_PATH, { schema: { hide: true } }, async (request, reply) =>
    reply
      .header('Cache-Control', SHORT_CACHE)
      .type('application/xml; charset=utf-8')
      .send((await feedsFor(originOf(request))).indeed),
  );
  app.get(RSS_FEED_PATH, { schema: { hide: true } }, async (request, reply) =>
    reply
      .header('Cache-Control', SHORT_CACHE)
      .type('application/rss+xml; charset=utf-8')
      .send((await feedsFor(originOf(request))).rss),
  );

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    reply
      .header('Cache-Control', SHORT_CACHE)
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(originOf(request))),
  );

  // The job page's sections (title band and details), for the job text written into the page.
  const jobPage = Object.values(pages).find((page) => page.path === JOB_PAGE_PATH);
  const titleSection = jobPage?.sections.find((section) => section.type === 'JOB-TITLE-SECTION');
  const bodySection = jobPage?.sections.find((section) => section.type === 'JOB-SECTION');
  const jobSections: JobPageSections | undefined =
    titleSection?.type === 'JOB-TITLE-SECTION' && bodySection?.type === 'JOB-SECTION'
      ? { title: titleSection, body: bodySection }
      : undefined;

  // Job pages as sent, by origin and job: kept JOB_PAGE_TTL_MS (another process's edits show within
  // it) and dropped at once when openings change here.
  const jobPages = new Map<string, { at: number; html: Promise<string> }>();
  app.openingsChanged.subscribe(() => jobPages.clear());
  const jobPageHtml = async (page: string, jobId: number | undefined, origin: string) => {
    const opening = jobId === undefined ? undefined : await app.repos.openings.byReqId(jobId);
    // No job, an unknown or a closed one: the app shows its "no longer open" state; not for the index.
    if (!opening || !isOpen(opening, new Date())) return withNoIndex(page);
    const [countries, states, recruiters, clientName] = await Promise.all([
      app.repos.reference.countries(),
      app.repos.reference.states(),
      app.repos.reference.recruiters(),
      app.repos.openings.hiringClientName(opening.REQ_ID),
    ]);
    const countryCode = countries.find((country) => country.COUNTRY_UUID === opening.COUNTRY)?.COUNTRY_CODE;
    const posted = withJobPosting(page, { opening, countryCode, origin, clientName });
    return jobSections ? withJobText(posted, opening, jobSections, { countries, states, recruiters }) : posted;
  };

  // The board's first page for a query (the URL's filters, sort and page), kept like a job page.
  const boardPages = new Map<string, { at: number; page: Promise<BoardPage> }>();
  app.openingsChanged.subscribe(() => boardPages.clear());
  const loadBoardPage = async (request: FastifyRequest): Promise<BoardPage> => {
    const query = parseOpeningsQuery(new URLSearchParams(request.url.split('?')[1] ?? ''));
    const apiQuery = toApiParams(query);
    const search = normalizeOpeningsSearch(
      OpeningsSearchParams.parse(Object.fromEntries(new URLSearchParams(apiQuery))),
    );
    const [result, countries] = await Promise.all([app.repos.openings.search(search), app.repos.reference.countries()]);
    return { query, apiQuery, result: OpeningsSearchResult.parse(result), countries };
  };
  const boardPageFor = (request: FastifyRequest) => {
    const key = request.url.split('?')[1] ?? '';
    const hit = boardPages.get(key);
    if (hit && Date.now() - hit.at < JOB_PAGE_TTL_MS) return hit.page;
    const page = loadBoardPage(request);
    page.catch(() => boardPages.delete(key));
    if (boardPages.size >= 200) boardPages.clear();
    boardPages.set(key, { at: Date.now(), page });
    return page;
  };
  const boardHtmlFor = async (request: FastifyRequest, html: string) => {
    const withFeeds = html.replace('</head>', () => `${FEED_LINKS}</head>`);
    try {
      return withOpeningsBoard(withFeeds, await boardPageFor(request));
    } catch (error) {
      // The app loads the list itself when the page arrives without it.
      request.log.warn({ err: error }, 'openings board: first page not written into the page');
      return withFeeds;
    }
  };

  app.decorate('pageHtml', async (request: FastifyRequest, file: string, html: string) => {
    const origin = originOf(request);
    const built = withPublicOrigin(html, origin);
    if (file === OPENINGS_PAGE_FILE) return boardHtmlFor(request, built);
    const page = built;
    const jobId = file === JOB_PAGE_FILE ? jobIdOf(request) : undefined;
    if (file !== JOB_PAGE_FILE) return page;
    const key = `${origin} ${jobId ?? ''} ${html.length}`;
    const hit = jobPages.get(key);
    if (hit && Date.now() - hit.at < JOB_PAGE_TTL_MS) return hit.html;
    const sent = jobPageHtml(page, jobId, origin);
    sent.catch(() => jobPages.delete(key));
    if (jobPages.size >= 1000) jobPages.clear();
    jobPages.set(key, { at: Date.now(), html: sent });
    return sent;
  });
};

export const seo = fp(seoPlugin, { name: 'seo', dependencies: ['services', 'public-origin'] });

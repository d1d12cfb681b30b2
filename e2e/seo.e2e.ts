/**
 * What a crawler without JavaScript gets: each page's head tags with the server's PUBLIC_URL, the
 * sitemap and robots.txt, and JobPosting JSON-LD on the page of an open job only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_ORIGIN_PLACEHOLDER } from '#contracts/seo';
import { pages } from '#content/pages';
import { startServer, type RunningServer } from './test-support/server';
import { sharedSite } from './test-support/site';

/**
 * A public address other than the server's own: what the pages say must come from PUBLIC_URL, never
 * from the address the request arrived at. So this file runs a server of its own (the shared browser).
 */
const PUBLIC_URL = 'https://www.northwind.example';
const JOB_PAGE = '/current-openings/job-description';
const contentPages = Object.values(pages).filter((page) => page.path !== JOB_PAGE);
const site = sharedSite();
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ PUBLIC_URL });
});

afterAll(async () => {
  await server?.stop();
});

const get = async (path: string) => {
  const response = await fetch(`${server.url}${path}`);
  return { status: response.status, headers: response.headers, body: await response.text() };
};

/** The value of the first `<meta>`/`<link>` whose `key` attribute is `name` (attributes in any order). */
function tag(html: string, key: string, name: string, value: 'content' | 'href') {
  for (const match of html.matchAll(/<(?:meta|link)\b[^>]*>/g)) {
    const attributes = Object.fromEntries([...match[0].matchAll(/([\w:-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (attributes[key] === name) return attributes[value];
  }
  return undefined;
}

const decode = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

const titleOf = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? ''));

describe('head tags as the server sends them', () => {
  it('give every content page its text, a unique title, and description, canonical, Open Graph and Twitter tags', async () => {
    const titles = new Map<string, string>();
    for (const page of contentPages) {
      const { status, body } = await get(page.path);
      expect(status, page.path).toBe(200);
      expect(body, page.path).not.toContain(PUBLIC_ORIGIN_PLACEHOLDER);
      const title = titleOf(body);
      expect(title, page.path).toContain(page.title);
      expect(titles.get(title), `${page.path} shares its title`).toBeUndefined();
      titles.set(title, page.path);
      const url = `${PUBLIC_URL}${page.path}`;
      expect(decode(tag(body, 'name', 'description', 'content') ?? ''), page.path).toBe(page.description);
      expect(tag(body, 'rel', 'canonical', 'href'), page.path).toBe(url);
      expect(tag(body, 'property', 'og:url', 'content'), page.path).toBe(url);
      expect(decode(tag(body, 'property', 'og:title', 'content') ?? ''), page.path).toBe(title);
      expect(decode(tag(body, 'property', 'og:description', 'content') ?? ''), page.path).toBe(page.description);
      expect(tag(body, 'property', 'og:type', 'content'), page.path).toBe('website');
      expect(tag(body, 'property', 'og:site_name', 'content'), page.path).toBeTruthy();
      expect(tag(body, 'property', 'og:image', 'content'), page.path).toMatch(
        new RegExp(`^${PUBLIC_URL}/images/.+\\.png$`),
      );
      expect(tag(body, 'name', 'twitter:card', 'content'), page.path).toBe('summary_large_image');
      expect(decode(tag(body, 'name', 'twitter:title', 'content') ?? ''), page.path).toBe(title);
      expect(tag(body, 'name', 'robots', 'content'), page.path).toBeUndefined();
      // Its text is in the HTML: the first heading of the page.
      expect(body, page.path).toMatch(/<h1[^>]*>[^<]+/);
    }
  });

  it('serves the social picture', async () => {
    const image = tag((await get('/home')).body, 'property', 'og:image', 'content') ?? '';
    const response = await fetch(`${server.url}${new URL(image).pathname}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
  });

  it('keeps the not-found page out of the index', async () => {
    const { status, body } = await get('/no-such-page');
    expect(status).toBe(404);
    expect(tag(body, 'name', 'robots', 'content')).toBe('noindex');
  });
});

describe('sitemap and robots.txt', () => {
  it('list every content page and every open job, each with lastmod', async () => {
    const { status, headers, body } = await get('/sitemap.xml');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^application\/xml/);
    expect(headers.get('cache-control')).toMatch(/max-age=\d+/);
    const urls = [...body.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/g)].map((m) => ({
      loc: decode(m[1] ?? ''),
      lastmod: m[2] ?? '',
    }));
    const locs = urls.map((url) => url.loc);
    for (const page of contentPages) expect(locs).toContain(`${PUBLIC_URL}${page.path}`);
    const openings = (await (await fetch(`${server.url}/api/staffing/get/requirement`)).json()) as { REQ_ID: number }[];
    expect(openings.length).toBeGreaterThan(0);
    for (const opening of openings) expect(locs).toContain(`${PUBLIC_URL}${JOB_PAGE}?jobId=${opening.REQ_ID}`);
    expect(urls).toHaveLength(contentPages.length + openings.length);
    for (const url of urls) expect(Number.isNaN(Date.parse(url.lastmod)), url.loc).toBe(false);
  });

  it('robots.txt names the sitemap', async () => {
    const { status, body } = await get('/robots.txt');
    expect(status).toBe(200);
    expect(body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(body).not.toMatch(/^Disallow: \/$/m);
  });
});

describe('JobPosting JSON-LD', () => {
  type Listed = { REQ_ID: number; PSTN_TITLE: string; PSTN_TYP: 'Contract' | 'Full-Time' };
  let openings: Listed[];

  beforeAll(async () => {
    openings = (await (await fetch(`${server.url}/api/staffing/get/requirement`)).json()) as Listed[];
  });

  it.each([
    ['Contract', 'CONTRACTOR'],
    ['Full-Time', 'FULL_TIME'],
  ])('describes a %s job in the page the server sends', async (type, employmentType) => {
    const opening = openings.find((o) => o.PSTN_TYP === type);
    if (!opening) throw new Error(`no ${type} opening in the demo data`);
    const { status, headers, body } = await get(`${JOB_PAGE}?jobId=${opening.REQ_ID}`);
    expect(status).toBe(200);
    expect(titleOf(body)).toContain(opening.PSTN_TITLE);
    expect(tag(body, 'rel', 'canonical', 'href')).toBe(`${PUBLIC_URL}${JOB_PAGE}?jobId=${opening.REQ_ID}`);
    const [posting, ...more] = jsonLd(body);
    expect(more).toEqual([]);
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: opening.PSTN_TITLE,
      employmentType,
      directApply: true,
      hiringOrganization: { '@type': 'Organization', name: expect.any(String) },
      jobLocation: { '@type': 'Place', address: { addressCountry: expect.stringMatching(/^[A-Z]{2}$/) } },
      baseSalary: { '@type': 'MonetaryAmount', currency: expect.stringMatching(/^[A-Z]{3}$/) },
    });
    expect(Number.isNaN(Date.parse(posting.datePosted))).toBe(false);
    expect(typeof posting.description).toBe('string');
    // The JSON-LD is data, yet the CSP still names every inline script of the page.
    expect(headers.get('content-security-policy')).toMatch(/script-src 'self'( 'sha256-[^']+')+/);
  });

  it.each([
    ['the list page', '/current-openings/job-openings'],
    ['an unknown job', `${JOB_PAGE}?jobId=999999`],
    ['no job', JOB_PAGE],
  ])('is absent from %s', async (_name, path) => {
    const { status, body } = await get(path);
    expect(status).toBe(200);
    expect(jsonLd(body)).toEqual([]);
    expect(body).not.toContain('JobPosting');
    // The job page without an open job is a template: not for the index; the list page is.
    expect(tag(body, 'name', 'robots', 'content')).toBe(path.startsWith(JOB_PAGE) ? 'noindex' : undefined);
  });
});

describe('in the browser', () => {
  it("keeps one canonical and one description through hydration and client navigation, and drops a job's tags on leaving", async () => {
    const context = await site.browser.newContext();
    try {
      const page = await context.newPage();
      const head = () =>
        page.evaluate(() => ({
          canonical: [...document.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]')].map((l) => l.href),
          descriptions: document.querySelectorAll('meta[name="description"]').length,
          jsonLd: document.querySelectorAll('script[type="application/ld+json"]').length,
          ogTypes: document.querySelectorAll('meta[property="og:type"]').length,
        }));
      const job = `${JOB_PAGE}?jobId=1001`;
      await page.goto(`${server.url}${job}`, { waitUntil: 'networkidle' });
      expect(await head()).toEqual({ canonical: [`${PUBLIC_URL}${job}`], descriptions: 1, jsonLd: 1, ogTypes: 1 });
      // Leaving the job page by a link (client-side): the tags the server wrote for the job go with it.
      await page.locator('footer a[href="/locations"]').click();
      await page.waitForURL('**/locations');
      await expect
        .poll(head)
        .toEqual({ canonical: [`${PUBLIC_URL}/locations`], descriptions: 1, jsonLd: 0, ogTypes: 1 });
      await page.goto(`${server.url}/locations`, { waitUntil: 'networkidle' });
      expect(await head()).toEqual({ canonical: [`${PUBLIC_URL}/locations`], descriptions: 1, jsonLd: 0, ogTypes: 1 });
      await page.locator('a[href="/contact-us"]').first().click();
      await page.waitForURL('**/contact-us');
      await expect
        .poll(head)
        .toEqual({ canonical: [`${PUBLIC_URL}/contact-us`], descriptions: 1, jsonLd: 0, ogTypes: 1 });
    } finally {
      await context.close();
    }
  });
});

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page as ContentPage } from '#contracts/content';
import { SPEC_PAGE_SLUGS } from '#content/spec-page-slugs';
import { pages } from '#content/pages';
import { DESKTOP, launchBrowser, openPage, PHONE, type TrackedPage } from './test-support/browser';
import { startServer, type RunningServer } from './test-support/server';

/** docs/product.md §2: the slugs the site must have, plus home and the internship overview. */
/** Every page docs/product.md §2 requires, the home page and the internship overview. */
const SLUGS = ['home', ...SPEC_PAGE_SLUGS, 'internship'];

const pageOf = (slug: string): ContentPage => {
  const page = pages[slug];
  if (!page) throw new Error(`No page with slug ${slug}`);
  return page;
};

/** The h1 a page must show: its first section's heading (a carousel or job page may show a slide's or job's). */
const expectedHeading = (page: ContentPage): string | undefined => {
  const first = page.sections[0];
  if (!first || first.type === 'IMG-CAROUSEL' || first.type === 'JOB-TITLE-SECTION') return undefined;
  return first.heading;
};

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe.each([
  ['desktop (1280 px)', DESKTOP],
  ['phone (390 px)', PHONE],
])('every content page on %s', (_name, viewport) => {
  let tracked: TrackedPage;

  beforeAll(async () => {
    tracked = await openPage(browser, viewport);
  });

  afterAll(async () => {
    await tracked?.context.close();
  });

  it.each(SLUGS)('%s renders its own heading, its pictures and no console errors', async (slug) => {
    const content = pageOf(slug);
    const { page, errors } = tracked;
    errors.length = 0;

    const response = await page.goto(server.url + content.path);
    expect(response?.status()).toBe(200);
    await page.waitForLoadState('networkidle');

    const h1 = page.locator('main h1');
    await expect.poll(() => h1.count()).toBe(1);
    expect(await h1.isVisible()).toBe(true);
    const text = (await h1.textContent())?.trim() ?? '';
    expect(text).not.toBe('We can’t find that page');
    const heading = expectedHeading(content);
    if (heading) expect(text).toBe(heading);
    else expect(text.length).toBeGreaterThan(0);

    expect(await page.title()).toContain(content.title);

    // Every picture shipped under /images/ has loaded (a missing file has no natural width).
    const broken = await page.$$eval('main img[src^="/images/"]', (images) =>
      images
        .filter((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth === 0)
        .map((image) => image.getAttribute('src')),
    );
    expect(broken).toEqual([]);

    expect(errors).toEqual([]);
  });
});

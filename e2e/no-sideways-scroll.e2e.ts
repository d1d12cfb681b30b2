/**
 * No page scrolls sideways on a phone: every page the sitemap lists, at 390 px, when it has loaded and
 * again after scrolling it through to the end (scroll-triggered effects have then run or are waiting,
 * and lazy pictures have arrived). Motion is not reduced, so effects armed on load are part of the check.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandPaths } from '#content/brand';
import { openPage, PHONE, type TrackedPage } from './test-support/browser';
import { sharedSite } from './test-support/site';

const site = sharedSite();
let tracked: TrackedPage;
let paths: string[] = [];

/** The paths of the sitemap's pages (its `<loc>`s carry the server's public URL). */
async function sitemapPaths(baseUrl: string): Promise<string[]> {
  const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL((match[1] ?? '').replaceAll('&amp;', '&'));
    return url.pathname + url.search;
  });
}

/** How far the page reaches past the viewport's right edge, in CSS pixels (0 = no sideways scroll). */
const overflow = (page: Page) =>
  page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth));

/**
 * Scrolls down a screen at a time to the end, recording the widest overflow met on the way. The loop runs
 * inside the page (one round trip per page), letting observers fire and a frame paint at each step.
 */
const overflowWhileScrolling = (page: Page): Promise<number> =>
  page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const root = document.documentElement;
    let widest = 0;
    for (let step = 0; step < 200; step += 1) {
      // 'instant': the site scrolls smoothly, and a smooth scroll would still be under way at the next step.
      window.scrollBy({ top: window.innerHeight, behavior: 'instant' });
      await frame();
      const atEnd = window.scrollY + window.innerHeight >= root.scrollHeight - 2;
      widest = Math.max(widest, root.scrollWidth - root.clientWidth);
      if (atEnd) break;
    }
    return widest;
  });

beforeAll(async () => {
  paths = await sitemapPaths(site.url);
  tracked = await openPage(site.browser, PHONE);
});

afterAll(async () => {
  await tracked?.context.close();
});

describe('no sideways scroll at 390 px', () => {
  it('the sitemap lists the pages to check', () => {
    expect(paths.length).toBeGreaterThan(20);
    // The page whose waiting reveal rows once pushed it 20 px wide.
    expect(paths).toContain(brandPaths.lifeAt);
  });

  it('no page in the sitemap is wider than the phone, at load or after scrolling through', async () => {
    const failures: string[] = [];
    for (const target of paths) {
      const { page } = tracked;
      const response = await page.goto(site.url + target, { waitUntil: 'load' });
      expect(response?.status(), target).toBe(200);
      const atLoad = await overflow(page);
      const whileScrolling = await overflowWhileScrolling(page);
      if (atLoad > 0 || whileScrolling > 0) {
        failures.push(`${target}: ${atLoad} px wider at load, ${whileScrolling} px while scrolling`);
      }
    }
    expect(failures).toEqual([]);
    // ~90 pages, about half a second each.
  }, 300_000);
});

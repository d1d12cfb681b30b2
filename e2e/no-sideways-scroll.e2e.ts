/**
 * No page scrolls sideways on a phone: every page the sitemap lists, at 390 px, when it has loaded and
 * again after scrolling it through to the end (scroll-triggered effects have then run or are waiting,
 * and lazy pictures have arrived). Motion is not reduced, so effects armed on load are part of the check.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandPaths } from '#content/brand';
import { launchBrowser, openPage, PHONE, type TrackedPage } from './test-support/browser';
import { startServer, type RunningServer } from './test-support/server';

let server: RunningServer;
let browser: Browser;
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

/** Scrolls down a screen at a time to the end, recording the widest overflow met on the way. */
async function overflowWhileScrolling(page: Page): Promise<number> {
  let widest = 0;
  for (let step = 0; step < 200; step += 1) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    // Let observers fire and a frame paint before measuring.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    widest = Math.max(widest, await overflow(page));
    if (atEnd) break;
  }
  return widest;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  paths = await sitemapPaths(server.url);
  tracked = await openPage(browser, PHONE);
});

afterAll(async () => {
  await tracked?.context.close();
  await browser?.close();
  await server?.stop();
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
      const response = await page.goto(server.url + target, { waitUntil: 'load' });
      expect(response?.status(), target).toBe(200);
      const atLoad = await overflow(page);
      const whileScrolling = await overflowWhileScrolling(page);
      if (atLoad > 0 || whileScrolling > 0) {
        failures.push(`${target}: ${atLoad} px wider at load, ${whileScrolling} px while scrolling`);
      }
    }
    expect(failures).toEqual([]);
    // ~90 pages on a shared two-core machine.
  }, 1_500_000);
});

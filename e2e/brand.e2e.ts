/**
 * The brand as a visitor's browser renders it: the brand typeface is preloaded and is the file the
 * page draws with; the picture checks the site sweep runs (pictures in their frames, text in pictures
 * at 12 px or more) can fail; the menu has at most six top-level entries and every destination is one
 * entry and one link away, on the desktop mega menu and in the phone accordion; every page has its own
 * social card. (The typeface drawing headings and body text, and every page's pictures at both
 * widths: the site sweep in pages.e2e.ts.)
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { findPage, pageKeyOf } from '#content/resolve';
import { STAFFING_DESTINATIONS } from '#content/menu-destinations';
import { axeRun } from './test-support/axe';
import { DESKTOP, hydrated, openPage, PHONE } from './test-support/browser';
import { loadSettled, MIN_SVG_TEXT_PX, overflowingPictures, smallSvgText } from './test-support/page-checks';
import { webRoot } from './test-support/paths';
import { sharedSite } from './test-support/site';

/** Every pre-rendered page of the build, the openings list and the not-found page. */
const ALL_PAGES = [
  ...fs
    .readdirSync(webRoot, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('index.html') && !file.startsWith('assets'))
    .map((file) => `/${path.dirname(file)}`.replace(/\/\.$/, '/'))
    .filter((page) => !page.startsWith('/current-openings')),
  '/current-openings/job-openings?type=all',
  '/no-such-page',
].sort();

const site = sharedSite();

const load = (page: Page, target: string) => loadSettled(page, site.url + target);

describe('the brand typeface', () => {
  it('is preloaded from the HTML, at low priority, and the preload is the file the page draws with', async () => {
    const html = await (await fetch(`${site.url}/home`)).text();
    const preload = html.match(/<link\b[^>]*>/g)?.find((tag) => /rel="preload"/.test(tag) && /as="font"/.test(tag));
    const href = /href="([^"]+\.woff2)"/.exec(preload ?? '')?.[1];
    expect(href).toBeDefined();
    const { context, page } = await openPage(site.browser, DESKTOP);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const fonts: Array<{ path: string; priority: string }> = [];
    cdp.on('Network.requestWillBeSent', ({ request, type }) => {
      if (type === 'Font') fonts.push({ path: new URL(request.url).pathname, priority: request.initialPriority });
    });
    await load(page, '/home');
    // One request, at low priority: the stylesheet's @font-face used the preloaded response.
    expect(fonts).toEqual([{ path: href, priority: 'Low' }]);
    await context.close();
  });
});

describe('the picture checks themselves', () => {
  it('find small text in inline and loaded SVGs, and a picture wider than its frame', async () => {
    const { context, page } = await openPage(site.browser, PHONE, { reducedMotion: 'reduce' });
    const art =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 500"><g font-size="20"><text x="10" y="40">Pune</text></g></svg>';
    await page.route('**/brand-test-art.svg', (route) => route.fulfill({ contentType: 'image/svg+xml', body: art }));
    await load(page, '/home');
    await page.evaluate(() => {
      const main = document.querySelector('main') as HTMLElement;
      main.insertAdjacentHTML(
        'afterbegin',
        `<div data-frame="200px"><img src="/brand-test-art.svg" width="300" height="150" alt=""></div>
         <div data-frame="390px"><svg viewBox="0 0 1000 100" width="390" height="39"><text x="0" y="50" font-size="20">Noida</text></svg></div>`,
      );
      // Widths through the CSSOM: the CSP refuses style attributes in markup.
      for (const frame of main.querySelectorAll<HTMLElement>('[data-frame]'))
        frame.style.width = frame.dataset.frame ?? '';
    });
    await page.locator('img[src="/brand-test-art.svg"]').evaluate((img: HTMLImageElement) => img.decode());
    expect(await smallSvgText(page, MIN_SVG_TEXT_PX)).toEqual([
      'inline "Noida" at 7.8 px',
      '/brand-test-art.svg "Pune" at 6.0 px',
    ]);
    expect(await overflowingPictures(page)).toEqual(['IMG /brand-test-art.svg by 100 px']);
    await context.close();
  });
});

/** The menu as a visitor meets it: each top-level entry and the links one opening shows. */
async function openEveryEntry(page: Page): Promise<{ entries: string[]; links: string[] }> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const entries = await nav
    .locator(':scope > *')
    // An entry is a dropdown (its toggle inside) or a top-level link (the element itself).
    .evaluateAll((items) =>
      items.map((item) => ((item.matches('a') ? item : item.querySelector('button, a'))?.textContent ?? '').trim()),
    );
  const links: string[] = [];
  for (const toggle of await nav.locator(':scope > .dropdown > button').all()) {
    await toggle.click();
    const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    for (const link of await panel.getByRole('link').all()) {
      expect(await link.isVisible(), (await link.textContent()) ?? '').toBe(true);
      links.push((await link.getAttribute('href')) ?? '');
    }
    await toggle.click();
  }
  links.push(
    ...(await nav.locator(':scope > a').evaluateAll((items) => items.map((a) => a.getAttribute('href') ?? ''))),
  );
  return { entries, links };
}

const pageOf = (href: string) =>
  href.startsWith('/') ? (findPage(pageKeyOf(href.split('?')[0] ?? href))?.slug ?? href) : href;

describe('the menu', () => {
  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])('has at most six entries and reaches every destination in two steps (%s)', async (name, viewport) => {
    const { context, page, errors } = await openPage(site.browser, viewport);
    await page.goto(`${site.url}/home`);
    await hydrated(page);
    if (name === 'phone') await page.getByRole('button', { name: 'Menu' }).click();
    const { entries, links } = await openEveryEntry(page);
    expect(entries.length).toBeLessThanOrEqual(6);
    expect(new Set(entries).size).toBe(entries.length);
    const reached = new Set(links.map(pageOf));
    expect(STAFFING_DESTINATIONS.filter((href) => !reached.has(pageOf(href)))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the same groups on the desktop and in the phone accordion', async () => {
    const groupsAt = async (viewport: typeof DESKTOP | typeof PHONE) => {
      const { context, page } = await openPage(site.browser, viewport);
      await page.goto(`${site.url}/home`);
      await hydrated(page);
      if (viewport === PHONE) await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('button', { name: 'Services' }).click();
      const titles = await page.locator('.dropdown-menu.show .menu-group-title').allTextContents();
      const visible = await page.locator('.dropdown-menu.show .menu-group-title').first().isVisible();
      // The open menu is accessible too (contrast of the groups' headings and links on white and on navy).
      const violations = await axeRun(page, { include: 'header', tags: ['wcag2a', 'wcag2aa', 'wcag21aa'] });
      await context.close();
      return { titles, visible, violations: violations.map((violation) => violation.id) };
    };
    const desktop = await groupsAt(DESKTOP);
    expect(desktop.titles.length).toBeGreaterThan(1);
    expect(desktop.visible).toBe(true);
    expect(desktop.violations).toEqual([]);
    expect(await groupsAt(PHONE)).toEqual(desktop);
  });
});

describe('social cards', () => {
  it('gives every page its own 1200×630 card, named in og:image and twitter:image', async () => {
    const seen = new Set<string>();
    const indexed = ALL_PAGES.filter((page) => page !== '/no-such-page' && page !== '/not-found');
    for (const target of indexed) {
      const html = await (await fetch(site.url + target)).text();
      const og = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1] ?? '';
      expect(og, target).toMatch(/\/images\/social\/pages\/[a-z0-9-]+\.png$/);
      expect(html.includes(`<meta name="twitter:image" content="${og}"`), target).toBe(true);
      const response = await fetch(site.url + new URL(og).pathname);
      expect(response.headers.get('content-type'), target).toBe('image/png');
      const png = Buffer.from(await response.arrayBuffer());
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], target).toEqual([1200, 630]);
      seen.add(og);
    }
    // `/` is the home page, with the home page's card.
    expect(seen.size).toBe(indexed.filter((page) => page !== '/').length);
  });
});

/**
 * The brand as a visitor's browser renders it: the brand typeface really draws headings and body
 * text (the font the renderer used, not just the CSS stack); no picture spills out of its frame; no
 * text inside a picture (inline SVG or an SVG file) is drawn under 12 px on a 390 px phone; the menu
 * has at most six top-level entries and every destination is one entry and one link away, on the
 * desktop mega menu and in the phone accordion.
 */
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPage, pageKeyOf } from '#content/resolve';
import { STAFFING_DESTINATIONS } from '#content/menu-destinations';
import { DESKTOP, launchBrowser, openPage, PHONE } from './test-support/browser';
import { webRoot } from './test-support/paths';
import { startServer, type RunningServer } from './test-support/server';

const MIN_SVG_TEXT_PX = 12;

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

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function load(page: Page, target: string) {
  await page.goto(server.url + target, { waitUntil: 'networkidle' });
  // Lazy pictures load as they come near the screen: scroll through the page once.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

/**
 * The font families the renderer actually used for an element's text (DevTools' "Rendered Fonts"):
 * "Inter" is the brand font file; the metric-matched fallback would show as Arial or Liberation Sans.
 */
async function renderedFonts(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName);
}

/** Pictures (img and inline svg) in the page's main content that extend past the box that holds them. */
const overflowingPictures = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    for (const picture of document.querySelectorAll<HTMLElement | SVGSVGElement>('main img, main svg')) {
      // An svg inside a picture is checked as part of it; icons in text are not pictures.
      if (picture.parentElement?.closest('svg')) continue;
      const box = picture.getBoundingClientRect();
      if (box.width < 32 || box.height < 32) continue;
      const frame = picture.parentElement?.getBoundingClientRect();
      if (!frame) continue;
      const spill = Math.max(frame.left - box.left, box.right - frame.right, 0);
      if (spill > 1 || box.right > document.documentElement.clientWidth + 1) {
        found.push(
          `${picture.tagName} ${picture.getAttribute('src') ?? picture.getAttribute('class') ?? ''} by ${Math.round(spill)} px`,
        );
      }
    }
    return found;
  });

/**
 * Text drawn inside pictures below the minimum size: inline `<text>` by its rendered box, and the
 * `<text>` of SVG files shown by `<img>` by its font size times the scale the picture is drawn at.
 */
const smallSvgText = (page: Page, minimum: number) =>
  page.evaluate(async (min) => {
    const found: string[] = [];
    for (const text of document.querySelectorAll<SVGTextElement>('svg text')) {
      const size = parseFloat(getComputedStyle(text).fontSize);
      const matrix = text.getScreenCTM();
      const scale = matrix ? Math.hypot(matrix.a, matrix.b) : 1;
      if (text.textContent?.trim() && text.getBoundingClientRect().width > 0 && size * scale < min - 0.01) {
        found.push(`inline "${text.textContent.trim()}" at ${(size * scale).toFixed(1)} px`);
      }
    }
    const files = new Map<string, number>();
    for (const img of document.querySelectorAll<HTMLImageElement>('img[src$=".svg"]')) {
      const width = img.getBoundingClientRect().width;
      if (width > 0)
        files.set(img.currentSrc || img.src, Math.min(files.get(img.currentSrc || img.src) ?? Infinity, width));
    }
    for (const [src, width] of files) {
      const doc = new DOMParser().parseFromString(await (await fetch(src)).text(), 'image/svg+xml');
      const svg = doc.documentElement;
      const viewBoxWidth = Number(
        svg.getAttribute('viewBox')?.split(/[\s,]+/)[2] ?? svg.getAttribute('width') ?? width,
      );
      const scale = width / viewBoxWidth;
      for (const text of doc.querySelectorAll('text')) {
        if (!text.textContent?.trim()) continue;
        let size = 16;
        for (let node: Element | null = text; node; node = node.parentElement) {
          const own = node.getAttribute('font-size') ?? node.getAttribute('style')?.match(/font-size:\s*([\d.]+)/)?.[1];
          if (own) {
            size = parseFloat(own);
            break;
          }
        }
        if (size * scale < min - 0.01) {
          found.push(
            `${src.replace(location.origin, '')} "${text.textContent.trim()}" at ${(size * scale).toFixed(1)} px`,
          );
        }
      }
    }
    return found;
  }, minimum);

describe('the brand typeface', () => {
  it.each([
    '/home',
    '/digital-transformation/devops',
    '/overview/leadership',
    '/current-openings/job-openings?type=all',
    '/no-such-page',
  ])('draws the headings and the body text of %s', async (target) => {
    const { context, page } = await openPage(browser, DESKTOP);
    await load(page, target);
    expect(await renderedFonts(page, 'main h1')).toEqual(['Inter']);
    expect(await renderedFonts(page, 'main p')).toEqual(['Inter']);
    expect(await renderedFonts(page, 'header .nav-link')).toEqual(['Inter']);
    await context.close();
  });

  it('is preloaded from the HTML, at low priority, and the preload is the file the page draws with', async () => {
    const html = await (await fetch(`${server.url}/home`)).text();
    const preload = html.match(/<link\b[^>]*>/g)?.find((tag) => /rel="preload"/.test(tag) && /as="font"/.test(tag));
    const href = /href="([^"]+\.woff2)"/.exec(preload ?? '')?.[1];
    expect(href).toBeDefined();
    const { context, page } = await openPage(browser, DESKTOP);
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

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('pictures at %s width', (name, viewport) => {
  it('stay inside their frames on every page, and pictures keep their text at 12 px or more on a phone', async () => {
    const { context, page } = await openPage(browser, viewport, { reducedMotion: 'reduce' });
    const overflow: string[] = [];
    const small: string[] = [];
    for (const target of ALL_PAGES) {
      await load(page, target);
      overflow.push(...(await overflowingPictures(page)).map((found) => `${target}: ${found}`));
      if (name === 'phone')
        small.push(...(await smallSvgText(page, MIN_SVG_TEXT_PX)).map((found) => `${target}: ${found}`));
    }
    expect(overflow).toEqual([]);
    expect(small).toEqual([]);
    await context.close();
  }, 300_000);
});

describe('the picture checks themselves', () => {
  it('find small text in inline and loaded SVGs, and a picture wider than its frame', async () => {
    const { context, page } = await openPage(browser, PHONE, { reducedMotion: 'reduce' });
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
    .evaluateAll((items) => items.map((item) => (item.querySelector('button, a')?.textContent ?? '').trim()));
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
    const { context, page, errors } = await openPage(browser, viewport);
    await page.goto(`${server.url}/home`, { waitUntil: 'networkidle' });
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
      const { context, page } = await openPage(browser, viewport);
      await page.goto(`${server.url}/home`, { waitUntil: 'networkidle' });
      if (viewport === PHONE) await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('button', { name: 'Services' }).click();
      const titles = await page.locator('.dropdown-menu.show .menu-group-title').allTextContents();
      const visible = await page.locator('.dropdown-menu.show .menu-group-title').first().isVisible();
      // The open menu is accessible too (contrast of the groups' headings and links on white and on navy).
      const axe = await new AxeBuilder({ page })
        .include('header')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
        .analyze();
      await context.close();
      return { titles, visible, violations: axe.violations.map((violation) => violation.id) };
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
      const html = await (await fetch(server.url + target)).text();
      const og = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1] ?? '';
      expect(og, target).toMatch(/\/images\/social\/pages\/[a-z0-9-]+\.png$/);
      expect(html.includes(`<meta name="twitter:image" content="${og}"`), target).toBe(true);
      const response = await fetch(server.url + new URL(og).pathname);
      expect(response.headers.get('content-type'), target).toBe('image/png');
      const png = Buffer.from(await response.arrayBuffer());
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], target).toEqual([1200, 630]);
      seen.add(og);
    }
    // `/` is the home page, with the home page's card.
    expect(seen.size).toBe(indexed.filter((page) => page !== '/').length);
  });
});

/**
 * Page-level checks the site sweep (pages.e2e.ts) runs on each page it loads, and the load itself:
 * the page, what it fetches, its lazy pictures and its fonts, all settled.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** WCAG 2.2 A and AA, as axe-core tags them. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The smallest text a picture may draw on a 390 px phone. */
export const MIN_SVG_TEXT_PX = 12;

/** Two frames drawn: whatever a scroll or a change set off (observers, React's update) has run. */
export const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/**
 * Loads a page and waits until it has settled: `ready` (what the page fetches, say a list's rows),
 * then a quiet network, then `loaded` runs (the page as a visitor first sees it); then the page is
 * scrolled through once, a frame at each screenful, so lazy sections and pictures come in, and the
 * fonts are ready.
 */
export async function loadSettled(
  page: Page,
  url: string,
  hooks: { ready?: (page: Page) => Promise<unknown>; loaded?: () => void } = {},
) {
  const response = await page.goto(url);
  await hooks.ready?.(page);
  await page.waitForLoadState('networkidle');
  hooks.loaded?.();
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await frame();
    }
    window.scrollTo(0, 0);
    await frame();
  });
  await page.evaluate(() => document.fonts.ready);
  return response;
}

/** axe-core's WCAG violations on the page, one readable line per violation and its elements. */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations.map((v) => `${v.id}: ${v.help}\n  ${v.nodes.map((n) => JSON.stringify(n.target)).join('\n  ')}`);
}

/** How far the page scrolls sideways (0 or less: it does not). */
export const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Pictures under /images/ in the main content that have not loaded (a missing file has no natural width). */
export const brokenImages = (page: Page) =>
  page.$$eval('main img[src^="/images/"]', (images) =>
    images
      .filter((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth === 0)
      .map((image) => image.getAttribute('src')),
  );

/**
 * The font families the renderer actually used for an element's text (DevTools' "Rendered Fonts"):
 * "Inter" is the brand font file; the metric-matched fallback would show as Arial or Liberation Sans.
 */
export async function renderedFonts(page: Page, selector: string): Promise<string[]> {
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
export const overflowingPictures = (page: Page) =>
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
export const smallSvgText = (page: Page, minimum: number) =>
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
      // A label drawn as letter outlines (scripts/images/outline-labels.ts) keeps its words and size on its group.
      for (const text of doc.querySelectorAll('text, g[aria-label][font-size]')) {
        const words = text.textContent?.trim() || text.getAttribute('aria-label');
        if (!words) continue;
        let size = 16;
        for (let node: Element | null = text; node; node = node.parentElement) {
          const own = node.getAttribute('font-size') ?? node.getAttribute('style')?.match(/font-size:\s*([\d.]+)/)?.[1];
          if (own) {
            size = parseFloat(own);
            break;
          }
        }
        if (size * scale < min - 0.01) {
          found.push(`${src.replace(location.origin, '')} "${words}" at ${(size * scale).toFixed(1)} px`);
        }
      }
    }
    return found;
  }, minimum);

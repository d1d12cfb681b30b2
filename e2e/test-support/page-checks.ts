/**
 * Page-level checks the site sweep (pages.e2e.ts) runs on each page it loads, and the load itself:
 * the page, what it fetches, its lazy pictures and its fonts, all settled.
 */
import type { Page, Request, Response } from 'playwright-core';
import { axeRun } from './axe';
import { hydrated } from './browser';

/** WCAG 2.2 A and AA, as axe-core tags them. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The smallest text a picture may draw on a 390 px phone. */
export const MIN_SVG_TEXT_PX = 12;

/**
 * The most a page may shift while it loads and the app takes over: a thousandth of the 0.1 Core Web
 * Vitals call good. A block that moves by a line (a hero, a form, a list) scores ten times more;
 * under CI's load the header's 16 px menu chevron was once seen to move a pixel (0.0006), which no
 * visitor sees.
 */
export const UNSEEN_SHIFT = 0.001;

/** Two frames drawn: whatever a scroll or a change set off (observers, React's update) has run. */
export const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

const tracked = new WeakMap<Page, Set<Request>>();

/** The page's requests not yet answered in full; tracked from the first call on (make it before a load). */
function inFlight(page: Page): Set<Request> {
  let pending = tracked.get(page);
  if (!pending) {
    const requests = new Set<Request>();
    page.on('request', (request) => requests.add(request));
    page.on('requestfinished', (request) => requests.delete(request));
    page.on('requestfailed', (request) => requests.delete(request));
    tracked.set(page, requests);
    pending = requests;
  }
  return pending;
}

/**
 * Waits until the app has hydrated the page and no request has been in flight for two frames in a row
 * (call `watchRequests` before the page loads): what the page fetches once it runs (section code, data,
 * pictures) has arrived. `networkidle` asks the same but then waits another half second of quiet.
 */
export async function settled(page: Page, timeoutMs = 20_000): Promise<void> {
  const pending = inFlight(page);
  await hydrated(page);
  const deadline = Date.now() + timeoutMs;
  for (let quietFrames = 0; quietFrames < 2;) {
    if (Date.now() > deadline)
      throw new Error(`requests still in flight: ${[...pending].map((request) => request.url()).join(', ')}`);
    await nextFrames(page);
    quietFrames = pending.size === 0 ? quietFrames + 1 : 0;
  }
  await sectionsHydrated(page, Math.max(1, deadline - Date.now()));
}

/**
 * Waits until React has hydrated every part of the page, then two frames for their effects. Each
 * section is a lazy chunk behind its own Suspense boundary: the root hydrates first, and a section's
 * markup is claimed only once its chunk has arrived and React has found the time, which on a loaded
 * machine can come after the network is quiet. A part not yet hydrated shows as an element React has
 * not claimed under one it has, unless that parent set its children as raw HTML.
 */
async function sectionsHydrated(page: Page, timeoutMs: number): Promise<void> {
  await page.waitForFunction(
    () => {
      const keyOf = (element: Element, prefix: string) => Object.keys(element).find((key) => key.startsWith(prefix));
      const unclaimed = new Set(['SCRIPT', 'STYLE', 'LINK', 'TEMPLATE']); // the document's scripts and data
      for (const element of document.body.querySelectorAll('*')) {
        if (keyOf(element, '__reactFiber') || unclaimed.has(element.tagName)) continue;
        const parent = element.parentElement;
        if (!parent) continue;
        const fiberKey = keyOf(parent, '__reactFiber');
        if (!fiberKey) continue;
        const propsKey = keyOf(parent, '__reactProps');
        const props = propsKey
          ? (parent as unknown as Record<string, { dangerouslySetInnerHTML?: unknown }>)[propsKey]
          : undefined;
        if (props?.dangerouslySetInnerHTML) continue;
        return false;
      }
      return true;
    },
    undefined,
    { timeout: timeoutMs, polling: 'raf' },
  );
  await nextFrames(page);
}

/** Starts counting the page's requests in flight, for `settled`: call it before the page loads. */
export const watchRequests = (page: Page): void => void inFlight(page);

/** How far the page reaches past the viewport's right edge, in CSS pixels (0: it does not scroll sideways). */
export const overflowNow = (page: Page) =>
  page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth));

/** What `loadSettled` saw: the document's response, and the widest sideways overflow at load and while scrolling. */
export type SettledLoad = {
  response: Response | null;
  overflow: { atLoad: number; whileScrolling: number };
};

/**
 * Loads a page and waits until it has settled: `ready` (what the page fetches, say a list's rows),
 * then hydration and no request in flight (`settled`; unless `networkQuiet: false`), then `loaded` runs (the page as a visitor first sees it); then the page is
 * scrolled through, a screen at a time with a frame drawn at each, so lazy sections and pictures come
 * in and scroll-triggered effects run, and the fonts are ready. On the way it measures how far the
 * page reaches sideways: as soon as it has loaded, and at every screen (the widest is kept).
 */
export async function loadSettled(
  page: Page,
  url: string,
  hooks: { ready?: (page: Page) => Promise<unknown>; loaded?: () => void; networkQuiet?: boolean } = {},
): Promise<SettledLoad> {
  watchRequests(page);
  const response = await page.goto(url);
  const atLoad = await overflowNow(page);
  await hooks.ready?.(page);
  // Hydrated and every request answered: skipped where only the layout is checked.
  if (hooks.networkQuiet !== false) await settled(page);
  hooks.loaded?.();
  const whileScrolling = await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const root = document.documentElement;
    let widest = 0;
    // 'instant': with motion allowed the site scrolls smoothly, and a smooth scroll would still be under
    // way at the next step. The end is read again at each step: lazy sections lengthen the page.
    for (let y = 0, step = 0; step < 200; y += window.innerHeight, step += 1) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await frame();
      widest = Math.max(widest, root.scrollWidth - root.clientWidth);
      if (window.scrollY + window.innerHeight >= root.scrollHeight - 2) break;
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    await frame();
    return widest;
  });
  await page.evaluate(() => document.fonts.ready);
  return { response, overflow: { atLoad, whileScrolling } };
}

/**
 * Turns motion off on a loaded page (as a visitor's reduced-motion setting would: the site follows it
 * live) and waits until nothing moves: a frame for React to re-render, then every finite animation and
 * transition finished. Checks that read colours and boxes then see the page at rest.
 */
export async function holdStill(page: Page) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await nextFrames(page);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** axe-core's WCAG violations on the page, one readable line per violation and its elements. */
export async function axeViolations(page: Page): Promise<string[]> {
  const violations = await axeRun(page, { tags: WCAG_TAGS });
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
      // A <picture> only chooses the file: the frame is the element around it.
      const parent = picture.parentElement;
      const frame = (parent?.tagName === 'PICTURE' ? parent.parentElement : parent)?.getBoundingClientRect();
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

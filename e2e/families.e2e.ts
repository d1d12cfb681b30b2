/**
 * Page families (content/page-families.ts, docs/content.md): one page of each family at 1280 and
 * 390 px carries its family on <main>, opens with a first screen of its own, and its sections alternate
 * so no two in a row look alike. On a phone the claim and the first call to action are in the first
 * screen with no art above them, and the art is not even downloaded. Nothing shifts while it loads.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pageFamily, type PageFamily } from '#content/page-families';
import { pageKeyOf } from '#content/resolve';
import { DESKTOP, openPage, PHONE } from './test-support/browser';
import { settled, watchRequests } from './test-support/page-checks';
import { sharedSite } from './test-support/site';

const ONE_OF_EACH: Record<PageFamily, string> = {
  cloud: '/cloud-services/cloud-migration',
  ai: '/generative-ai/contract-management',
  engineering: '/digital-transformation/devops',
  industries: '/ai-solutions/insurance',
  company: '/overview/leadership',
};
const MAX_SHIFT = 0.02;

const site = sharedSite();

type Look = {
  family: string | null;
  hero: string;
  shift: number;
  signatures: string[];
  claim: { top: number; bottom: number } | null;
  cta: { top: number; bottom: number } | null;
  artAbove: boolean;
};

/** What the page looks like, read in the browser after it has settled. */
async function look(page: Page): Promise<Look> {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    const sections = [...document.querySelectorAll<HTMLElement>('main > section')];
    const band = sections[0]?.firstElementChild as HTMLElement | null;
    const style = (element: Element | null) => (element ? getComputedStyle(element) : null);
    const heroStyle = style(band);
    const h1 = document.querySelector('h1');
    // The first call to action: the first button-styled link after the claim, within the first band.
    const cta = band?.querySelector('a.btn') ?? null;
    const box = (element: Element | null) => {
      const rect = element?.getBoundingClientRect();
      return rect ? { top: rect.top, bottom: rect.bottom } : null;
    };
    // A section's look: its background (colour and picture) and its layout (its type, and how its
    // inner container lays out its children).
    const signature = (section: HTMLElement) => {
      const own = getComputedStyle(section);
      const inner = section.firstElementChild;
      const innerStyle = inner ? getComputedStyle(inner) : null;
      const background =
        own.backgroundColor === 'rgba(0, 0, 0, 0)' && innerStyle ? innerStyle.backgroundColor : own.backgroundColor;
      return [background, own.backgroundImage, section.dataset.sectionType, innerStyle?.display].join(' | ');
    };
    const claimTop = h1?.getBoundingClientRect().top ?? 0;
    const art = [...(band?.querySelectorAll('img, svg, picture') ?? [])].some((element) => {
      const rect = element.getBoundingClientRect();
      return rect.height > 40 && rect.width > 40 && rect.bottom <= claimTop;
    });
    return {
      family: main?.getAttribute('data-family') ?? null,
      hero: heroStyle
        ? [heroStyle.backgroundColor, heroStyle.backgroundImage, style(h1)?.color, style(h1)?.fontSize].join(' | ')
        : '',
      shift: (window as unknown as { __shift: number }).__shift,
      signatures: sections.map(signature),
      claim: box(h1),
      cta: box(cta),
      artAbove: art,
    };
  });
}

async function visit(path: string, viewport: typeof DESKTOP | typeof PHONE) {
  const { context, page, errors } = await openPage(site.browser, viewport);
  const pictures: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') pictures.push(new URL(request.url()).pathname);
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) w.__shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  watchRequests(page);
  await page.goto(site.url + path);
  await settled(page);
  const seen = await look(page);
  await context.close();
  return { seen, pictures, errors };
}

describe.each([
  ['1280', DESKTOP],
  ['390', PHONE],
] as const)('page families at %s px', (_name, viewport) => {
  const heroes = new Map<PageFamily, string>();

  it.each(Object.entries(ONE_OF_EACH) as Array<[PageFamily, string]>)(
    'a %s page (%s) wears its family, and no two sections in a row look alike',
    async (family, path) => {
      expect(pageFamily(pageKeyOf(path))).toBe(family);
      const { seen, pictures, errors } = await visit(path, viewport);
      expect(seen.family).toBe(family);
      const alike = seen.signatures.flatMap((signature, index) =>
        index > 0 && signature === seen.signatures[index - 1] ? [`${index - 1}/${index}: ${signature}`] : [],
      );
      expect(alike).toEqual([]);
      expect(seen.shift).toBeLessThan(MAX_SHIFT);
      if (viewport === PHONE) {
        // The claim and its first action in the first screen, no art above them, the art not fetched.
        expect(seen.claim && seen.claim.bottom <= PHONE.height).toBe(true);
        expect(seen.cta, 'the first band has a call to action').not.toBeNull();
        expect(seen.cta && seen.cta.bottom <= PHONE.height).toBe(true);
        expect(seen.artAbove).toBe(false);
        expect(pictures.filter((picture) => picture.startsWith('/images/heroes/'))).toEqual([]);
      } else {
        expect(pictures.some((picture) => picture.startsWith('/images/heroes/'))).toBe(true);
      }
      heroes.set(family, seen.hero);
      expect(errors).toEqual([]);
    },
  );

  it('tells the families apart by their first screen', () => {
    expect(heroes.size).toBe(5);
    expect(new Set(heroes.values()).size).toBe(5);
  });
});

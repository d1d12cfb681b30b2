import { describe, expect, it } from 'vitest';
import type { Page } from '#contracts/content';
import { pages } from '#content/pages';
import { TITLE_BAND_IMAGE } from '../../web/sections/title-section/title-section';
import { pageFamily } from '#content/page-families';
import { catalog, heroes, heroFamilies } from './catalog';

/** The picture that opens a page: its band's art (a title band without one shows the shared pattern). */
function openingArt(page: Page): string | undefined {
  const first = page.sections[0];
  switch (first?.type) {
    case 'HERO-SECTION':
    case 'IMG-SECTION':
      return first.imageUrl;
    case 'TITLE-SECTION':
      return first.imageUrl ?? TITLE_BAND_IMAGE;
    case 'IMG-CAROUSEL':
      return first.carouselData[0]?.imageUrl;
    default:
      return undefined;
  }
}

describe('hero art', () => {
  it('no two pages open with the same picture', () => {
    const users = new Map<string, string[]>();
    for (const page of Object.values(pages)) {
      const art = openingArt(page);
      if (art) users.set(art, [...(users.get(art) ?? []), page.slug]);
    }
    const shared = [...users]
      .filter(([, slugs]) => slugs.length > 1)
      .map(([art, slugs]) => `${art}: ${slugs.join(', ')}`);
    expect(shared).toEqual([]);
    expect(users.size).toBeGreaterThan(40);
  });

  it('the home page opens with its own art, not a slide another page could borrow', () => {
    expect(openingArt(pages.home!)).toBe('/images/heroes/home.svg');
  });

  it('pictures drawn as emblems each show their own three glyphs', () => {
    const emblems = Object.values(heroes)
      .filter((motif) => typeof motif !== 'string')
      .map((glyphs) => glyphs.join('+'));
    expect(emblems.length).toBeGreaterThan(10);
    expect(new Set(emblems).size).toBe(emblems.length);
  });

  it('each abstract motif opens one page only (the home slides included)', () => {
    const motifs = Object.values(heroes).filter((motif) => typeof motif === 'string');
    expect(new Set(motifs).size).toBe(motifs.length);
  });

  it('draws every family page in its family composition, never three tiles on a dashed orbit', () => {
    const files = catalog();
    const families = heroFamilies();
    const familyPages = Object.values(pages).filter((page) => pageFamily(page.slug) && openingArt(page));
    expect(familyPages.length).toBeGreaterThan(35);
    const backgrounds = new Map<string, Set<string>>();
    for (const page of familyPages) {
      const art = openingArt(page) ?? '';
      const name = art.replace(/^\/images\/heroes\/|\.svg$/g, '');
      // Title bands without art of their own show the shared pattern, not a hero.
      if (!art.startsWith('/images/heroes/')) continue;
      const family = pageFamily(page.slug) ?? '';
      expect(families.get(name), page.path).toBe(family);
      const svg = files.get(`images/heroes/${name}.svg`) ?? '';
      expect(svg, page.path).not.toContain('stroke-dasharray="4 10"'); // the emblem's orbit
      const background = svg.match(/<linearGradient id="bg".*?<\/linearGradient>/)?.[0] ?? '';
      backgrounds.set(family, new Set([...(backgrounds.get(family) ?? []), background]));
    }
    // One background per family, and no two families alike.
    expect([...backgrounds.values()].every((set) => set.size === 1)).toBe(true);
    expect(new Set([...backgrounds.values()].flatMap((set) => [...set])).size).toBe(backgrounds.size);
  });
});

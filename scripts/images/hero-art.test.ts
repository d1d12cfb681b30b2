import { describe, expect, it } from 'vitest';
import type { Page } from '#contracts/content';
import { pages } from '#content/pages';
import { TITLE_BAND_IMAGE } from '../../web/sections/title-section/title-section';
import { heroes } from './catalog';

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
});

/**
 * The site's art as a visitor sees it, at 1280 and 390 px: every leader has a portrait of their own,
 * the locations page shows both country maps with the six offices marked on them, the giving-back
 * pictures carry visible captions, and the technology marks load.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { officeList } from '#content/brand';
import { pages } from '#content/pages';
import { caseStudyRecords } from '#content/pages/case-study-data';
import { DESKTOP, hydrated, openPage, PHONE } from './test-support/browser';
import { settled, watchRequests } from './test-support/page-checks';
import { sharedSite } from './test-support/site';

const site = sharedSite();

const leadership = pages['leadership'];
const locations = pages['locations'];
const lifeAt = Object.values(pages).find((page) => page.slug.startsWith('life-at-'));

/** Scrolls through the page so lazy pictures load, then waits until every request has been answered. */
async function loadAll(page: Page) {
  watchRequests(page);
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      // A frame drawn: the lazy pictures' observers have seen the scroll. A page evaluation has no time
      // limit (a test here once ran out of time on a loaded CI machine, and this was its one unbounded
      // wait), so a frame held back ends the wait after a second: `settled` then waits for the pictures.
      await new Promise((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(resolve));
        setTimeout(resolve, 1000);
      });
    }
    window.scrollTo(0, 0);
  });
  await settled(page);
}

/** The pictures matched by `selector`: where each comes from, whether it loaded and its box. */
const pictures = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((images) =>
    (images as HTMLImageElement[]).map((image) => {
      const box = image.getBoundingClientRect();
      return {
        src: image.getAttribute('src') ?? '',
        alt: image.getAttribute('alt') ?? '',
        loaded: image.complete && image.naturalWidth > 0,
        width: box.width,
        height: box.height,
      };
    }),
  );

describe.each([
  ['desktop (1280 px)', DESKTOP],
  ['phone (390 px)', PHONE],
])('the art on %s', (_name, viewport) => {
  it('gives every leader a portrait of their own, and every quoted colleague too', async () => {
    const { context, page, errors } = await openPage(site.browser, viewport, { reducedMotion: 'reduce' });
    const profiles = leadership?.sections.find((section) => section.type === 'PROFILE-CARDS-SECTION');
    const leaders = profiles?.type === 'PROFILE-CARDS-SECTION' ? profiles.cardsData.map((card) => card.title) : [];
    expect(leaders.length).toBeGreaterThanOrEqual(6);

    await page.goto(site.url + (leadership?.path ?? '/overview/leadership'));
    await loadAll(page);
    const portraits = await pictures(page, '.profile-card__portrait');
    expect(portraits).toHaveLength(leaders.length);
    for (const [index, leader] of leaders.entries()) {
      const portrait = portraits[index];
      expect(portrait?.loaded, leader).toBe(true);
      expect(portrait?.alt, leader).toContain(leader);
      expect(portrait?.width, leader).toBeGreaterThanOrEqual(64);
    }
    expect(new Set(portraits.map((portrait) => portrait.src)).size).toBe(leaders.length);

    // The portraits themselves differ, not just their file names.
    const drawings = await page.evaluate(
      async (sources) => Promise.all(sources.map(async (src) => (await fetch(src)).text())),
      portraits.map((portrait) => portrait.src),
    );
    expect(new Set(drawings).size).toBe(leaders.length);
    for (const drawing of drawings) expect(drawing).not.toContain('<text');

    await page.goto(site.url + (lifeAt?.path ?? '/'));
    await loadAll(page);
    const colleagues = await pictures(page, '.feedback-card__avatar');
    expect(colleagues.length).toBeGreaterThanOrEqual(3);
    expect(colleagues.every((avatar) => avatar.loaded)).toBe(true);
    expect(new Set(colleagues.map((avatar) => avatar.src)).size).toBe(colleagues.length);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the US and India maps with the six offices marked where they are', async () => {
    const { context, page, errors } = await openPage(site.browser, viewport, { reducedMotion: 'reduce' });
    await page.goto(site.url + (locations?.path ?? '/locations'));
    await loadAll(page);

    for (const [country, file] of [
      ['USA', 'usa-map.svg'],
      ['India', 'india-map.svg'],
    ] as const) {
      const figure = page.locator('figure', { has: page.locator(`img[src$="/${file}"]`) });
      await figure.scrollIntoViewIfNeeded();
      const [map] = await pictures(page, `img[src$="/${file}"]`);
      expect(map?.loaded, file).toBe(true);
      expect(map?.alt, file).toMatch(/map/i);
      expect(map?.width, file).toBeGreaterThan(300);

      const markers = figure.getByTestId('map-marker');
      const offices = officeList.filter((office) => office.country === country);
      await expect.poll(() => markers.count()).toBe(offices.length);
      const mapBox = await figure.locator('img').boundingBox();
      for (const office of offices) {
        const name = office.city.split(',')[0] ?? office.city;
        const marker = markers.filter({ hasText: name });
        expect(await marker.isVisible(), name).toBe(true);
        // The dot sits on the map picture.
        const dot = await marker.locator('.map-marker__dot').boundingBox();
        expect(dot && mapBox, name).toBeTruthy();
        if (dot && mapBox) {
          const [cx, cy] = [dot.x + dot.width / 2, dot.y + dot.height / 2];
          expect(cx, name).toBeGreaterThan(mapBox.x);
          expect(cx, name).toBeLessThan(mapBox.x + mapBox.width);
          expect(cy, name).toBeGreaterThan(mapBox.y);
          expect(cy, name).toBeLessThan(mapBox.y + mapBox.height);
        }
        // The label is real text, readable on a phone.
        const size = await marker
          .locator('.map-marker__label')
          .evaluate((label) => parseFloat(getComputedStyle(label).fontSize));
        expect(size, name).toBeGreaterThanOrEqual(12);
      }
    }
    // Six in all, the head office marked as such.
    await expect.poll(() => page.getByTestId('map-marker').count()).toBe(6);
    expect(await page.locator('.map-marker--primary').textContent()).toMatch(/head office/i);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('captions every giving-back picture it shows', async () => {
    const { context, page, errors } = await openPage(site.browser, viewport, { reducedMotion: 'reduce' });
    await page.goto(site.url + (lifeAt?.path ?? '/'));
    await loadAll(page);
    const gallery = page.locator('.social-impact');
    await gallery.scrollIntoViewIfNeeded();
    const cells = gallery.locator('.social-impact__cell:visible');
    expect(await cells.count()).toBeGreaterThanOrEqual(viewport.width < 768 ? 4 : 8);
    for (const cell of await cells.all()) {
      const caption = cell.locator('figcaption');
      expect(await caption.isVisible()).toBe(true);
      expect((await caption.textContent())?.trim().length ?? 0).toBeGreaterThan(5);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the technologies a service uses with their marks, beside case studies with a result', async () => {
    const { context, page, errors } = await openPage(site.browser, viewport, { reducedMotion: 'reduce' });
    await page.goto(site.url + '/cloud-services/cloud-migration');
    await loadAll(page);
    const wall = page.getByRole('list', { name: 'Technologies we work with' });
    await wall.scrollIntoViewIfNeeded();
    await expect.poll(() => wall.getByRole('listitem').count()).toBeGreaterThanOrEqual(6);
    const marks = await pictures(page, 'img.logo-wall__mark');
    expect(marks.length).toBeGreaterThanOrEqual(4);
    expect(marks.every((mark) => mark.loaded && mark.alt === '')).toBe(true);
    const result = page.locator('.case-study-card__result').first();
    await result.scrollIntoViewIfNeeded();
    expect(await result.isVisible()).toBe(true);
    expect(await result.locator('.case-study-card__value').textContent()).toMatch(/\d/);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** The case with the longest headline: if it clears the art, the shorter ones do. */
const longestCase = [...caseStudyRecords].sort((a, b) => b.title.length - a.title.length)[0];

describe.each([
  ['1280', { width: 1280, height: 800 }],
  ['1024', { width: 1024, height: 768 }],
])('a case page at %s px', (_name, viewport) => {
  it('keeps the longest headline clear of the illustration beside it', async () => {
    const { context, page, errors } = await openPage(site.browser, viewport, { reducedMotion: 'reduce' });
    await page.goto(`${site.url}/case-studies/${longestCase?.slug ?? ''}`);
    await hydrated(page);
    const heading = await page.locator('h1').boundingBox();
    const art = await page.locator('.title-section__image').boundingBox();
    expect(heading && art).toBeTruthy();
    if (heading && art) {
      // The art is there to be seen: a real share of the band, not squeezed away.
      expect(art.width).toBeGreaterThan(viewport.width * 0.3);
      expect(art.height).toBeGreaterThan(200);
      const overlaps =
        heading.x < art.x + art.width &&
        art.x < heading.x + heading.width &&
        heading.y < art.y + art.height &&
        art.y < heading.y + heading.height;
      expect(overlaps, JSON.stringify({ heading, art })).toBe(false);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

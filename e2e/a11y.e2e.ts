/**
 * Accessibility beyond one page's markup: reduced motion stops what moves; focus shows and the
 * keyboard works. (axe-core on every page at both widths and no sideways scroll: the site sweep in
 * pages.e2e.ts.)
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandPaths } from '#content/brand';
import { DESKTOP, formReady } from './test-support/browser';
import { settled, watchRequests } from './test-support/page-checks';
import { sharedSite } from './test-support/site';

const JOB_PAGE = '/current-openings/job-description?jobId=1001';

const site = sharedSite();

/** Loads a page and waits until what it fetches has arrived (the list's rows, the job's heading). */
async function load(page: Page, path: string) {
  watchRequests(page);
  await page.goto(`${site.url}${path}`);
  await settled(page);
  if (path.startsWith('/current-openings/job-openings')) await page.locator('table tbody tr').first().waitFor();
  if (path === JOB_PAGE) await page.getByRole('button', { name: /back to jobs search/i }).waitFor();
}

/** What moves on a page, read from the DOM. */
const motionState = (page: Page) =>
  page.evaluate(() => ({
    slide: [...document.querySelectorAll('.hero-carousel .carousel-item')].findIndex((item) =>
      item.classList.contains('active'),
    ),
    impact: [...document.querySelectorAll('.social-impact__image')].map((img) => img.getAttribute('src')).join(' '),
    counters: [...document.querySelectorAll('[data-testid="stat-value"]')].map((el) => [
      el.textContent,
      el.nextElementSibling?.textContent,
    ]),
    values: [...document.querySelectorAll('[data-testid="value-text"]')].map((el) => el.className),
    running: document.getAnimations().filter((animation) => animation.playState === 'running').length,
  }));

describe('prefers-reduced-motion', () => {
  /** A page at `path` with a fake clock, scrolled through so every section has come into view. */
  async function open(path: string, reducedMotion: 'reduce' | 'no-preference') {
    const context = await site.browser.newContext({ viewport: DESKTOP, reducedMotion });
    const page = await context.newPage();
    await page.clock.install();
    await load(page, path);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.evaluate(() => window.scrollTo(0, 0));
    return { context, page };
  }

  it('holds the home carousel still', async () => {
    const { context, page } = await open('/', 'reduce');
    expect((await motionState(page)).slide).toBe(0);
    await page.clock.runFor(30_000);
    expect((await motionState(page)).slide).toBe(0);
    // Nothing keeps moving: a short transition (the navbar after the scroll) may still end, on the real clock.
    await expect.poll(async () => (await motionState(page)).running, { timeout: 3_000 }).toBe(0);
    await context.close();
  });

  // The home page states its figures once, in its still first screen; the count-up stats are on the CSR page.
  it("shows the counters' final values at once", async () => {
    const { context, page } = await open('/about/csr', 'reduce');
    const before = await motionState(page);
    expect(before.counters.length).toBeGreaterThan(0);
    for (const [shown, final] of before.counters) expect(shown).toBe(final);
    await page.clock.runFor(30_000);
    expect((await motionState(page)).counters).toEqual(before.counters);
    await expect.poll(async () => (await motionState(page)).running, { timeout: 3_000 }).toBe(0);
    await context.close();
  });

  it('holds the impact pictures and the value rows still', async () => {
    const { context, page } = await open(brandPaths.lifeAt, 'reduce');
    const before = await motionState(page);
    expect(before.impact).not.toBe('');
    expect(before.values.length).toBeGreaterThan(0);
    for (const className of before.values) expect(className).toContain('is-static');
    await page.clock.runFor(10_000);
    const after = await motionState(page);
    expect(after.impact).toBe(before.impact);
    // Nothing keeps moving: a short transition (the navbar after the scroll) may still end, on the real clock.
    await expect.poll(async () => (await motionState(page)).running, { timeout: 3_000 }).toBe(0);
    await context.close();
  });

  it('without the preference, the carousel and the impact pictures still wait for the visitor, whose buttons move them', async () => {
    const home = await open('/', 'no-preference');
    await home.page.clock.runFor(30_000);
    expect((await motionState(home.page)).slide).toBe(0);
    await home.context.close();

    const life = await open(brandPaths.lifeAt, 'no-preference');
    const before = await motionState(life.page);
    await life.page.clock.runFor(10_000);
    expect((await motionState(life.page)).impact).toBe(before.impact);
    // The visitor's button does move them (so the checks above can fail).
    await life.page.getByRole('button', { name: 'Next pictures' }).click();
    await expect.poll(async () => (await motionState(life.page)).impact).not.toBe(before.impact);
    await life.context.close();
  });
});

describe('keyboard', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await site.browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' });
    page = await context.newPage();
  });

  afterAll(async () => {
    await context?.close();
  });

  /**
   * Whether focus shows: the screen looks different once the focused element loses focus (the ring
   * may be on the element or, for a card's one link, around the card).
   */
  async function focusShows() {
    const name = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return null;
      return `${element.tagName.toLowerCase()} ${(element.textContent ?? '').trim().slice(0, 40)}`;
    });
    if (!name) return { name: 'nothing focused', visible: false };
    const focused = await page.screenshot();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const blurred = await page.screenshot();
    return { name, visible: !focused.equals(blurred) };
  }

  it('shows where the focus is at every stop of the first twenty tabs', async () => {
    await load(page, '/home');
    const hidden: string[] = [];
    for (let stop = 0; stop < 20; stop++) {
      // After a blur, Tab moves on from the element that had the focus.
      await page.keyboard.press('Tab');
      const focus = await focusShows();
      if (!focus.visible) hidden.push(focus.name);
    }
    expect(hidden).toEqual([]);
  });

  it('moves the hero with its controls by keyboard', async () => {
    await load(page, '/home');
    await page.getByRole('button', { name: 'Next slide' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await motionState(page)).slide).toBe(1);
    await page.getByRole('button', { name: 'Previous slide' }).focus();
    await page.keyboard.press('Space');
    await expect.poll(async () => (await motionState(page)).slide).toBe(0);
  });

  it('on an empty application, announces the problems and focuses the first invalid field', async () => {
    await load(page, JOB_PAGE);
    await formReady(page, 'Submit application');
    await page.getByRole('button', { name: 'Submit application' }).focus();
    await page.keyboard.press('Enter');
    const first = page.getByLabel(/^First name/);
    await expect.poll(() => first.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await first.getAttribute('aria-invalid')).toBe('true');
    // The error summary is an alert region: it is announced when it fills.
    await expect
      .poll(() => page.getByRole('alert').allTextContents())
      .toContainEqual(expect.stringMatching(/^Please correct these \d+ fields:/));
  });
});

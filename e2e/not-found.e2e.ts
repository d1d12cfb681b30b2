/**
 * The not-found page on any unknown path, however deep: HTTP 404, the two sentences, ways on, and a
 * page that hydrates without an error (a deep path used to fail with React error #418).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hydrated, PHONE } from './test-support/browser';
import { axeViolations } from './test-support/page-checks';
import { sharedSite } from './test-support/site';

const HEADING = 'We can’t find that page';
const TEXT =
  'There is no page at this address: it may have moved, or the address may have a typo. These pages will get you going again.';
const LINKS = [
  ['Home page', '/home'],
  ['Current openings', '/current-openings/job-openings'],
  ['Contact us', '/contact-us'],
] as const;

const site = sharedSite();

/** A page whose uncaught errors (React's hydration errors among them) are recorded. */
async function open(viewport = { width: 1280, height: 800 }) {
  const context = await site.browser.newContext({ viewport });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { context, page, pageErrors };
}

/** Loads `path` and waits until the app has hydrated it. */
async function visit(page: Page, path: string) {
  const response = await page.goto(site.url + path);
  await hydrated(page);
  return response;
}

const navLinks = (page: Page) => page.getByRole('navigation', { name: 'Where to go from here' }).getByRole('link');

describe('the not-found page', () => {
  it.each([
    '/no-such-page',
    '/services/no-such-page',
    '/no/such/page/here',
    '/a/b/c',
    '/digital-transformation/devops/extra',
    '/x/y/z/w/v/u/t/s',
    '/not-found/deeper/still/',
    '/%C3%A9t%C3%A9/caf%C3%A9/menu?x=1#top',
  ])('answers %s with HTTP 404, its own wording and ways on, without a page error', async (path) => {
    const { context, page, pageErrors } = await open();
    const response = await visit(page, path);
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe(HEADING);
    expect(await page.getByText(TEXT).isVisible()).toBe(true);
    expect(
      await navLinks(page).evaluateAll((links) => links.map((a) => [a.textContent, a.getAttribute('href')])),
    ).toEqual(LINKS.map(([label, href]) => [label, href]));
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it.each(LINKS)('takes the visitor from a deep unknown path to %s (%s)', async (label, href) => {
    const { context, page, pageErrors } = await open(PHONE);
    await visit(page, '/no/such/page/here');
    await navLinks(page).getByText(label, { exact: true }).click();
    await page.waitForURL(site.url + href);
    await expect.poll(() => page.locator('h1').first().textContent()).not.toBe(HEADING);
    expect(await page.locator('h1').first().isVisible()).toBe(true);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it.each([
    ['desktop', { width: 1280, height: 800 }],
    ['phone', PHONE],
  ])('has no axe violations on a deep path at %s width', async (_name, viewport) => {
    const { context, page } = await open(viewport);
    await visit(page, '/no/such/page/here');
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('shows the not-found page when the app navigates to a deep unknown path without reloading', async () => {
    const { context, page, pageErrors } = await open();
    await visit(page, '/home');
    await page.evaluate(() => {
      (window as unknown as { __nwMarker: boolean }).__nwMarker = true;
      // React Router's router in framework mode: a client-side navigation, no document request.
      const router = (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } })
        .__reactRouterDataRouter;
      return router.navigate('/no/such/page/here');
    });
    await expect.poll(() => page.locator('h1').first().textContent()).toBe(HEADING);
    expect(new URL(page.url()).pathname).toBe('/no/such/page/here');
    expect(await page.evaluate(() => (window as unknown as { __nwMarker?: boolean }).__nwMarker)).toBe(true);
    expect(await navLinks(page).count()).toBe(LINKS.length);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

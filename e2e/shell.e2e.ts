/**
 * The app shell: not-found answers, canonical URLs, the navbar and its menus, pre-rendering, caching.
 * (Every menu and footer destination answering with a page of its own: the site sweep, pages.e2e.ts.)
 */
import { describe, expect, it } from 'vitest';
import { hydrated, openPage, PHONE } from './test-support/browser';
import { sharedSite } from './test-support/site';

const NOT_FOUND_HEADING = 'We can’t find that page';
const NOT_FOUND_TEXT =
  'There is no page at this address: it may have moved, or the address may have a typo. These pages will get you going again.';

const site = sharedSite();

describe('the app shell', () => {
  it.each(['/no-such-page', '/services/no-such-page', '/a/b/c', '/not-found'])(
    'answers %s with the not-found page and HTTP 404',
    async (path) => {
      const { context, page } = await openPage(site.browser);
      const response = await page.goto(site.url + path);
      expect(response?.status()).toBe(404);
      await expect.poll(() => page.locator('h1').textContent()).toBe(NOT_FOUND_HEADING);
      await expect.poll(() => page.getByText(NOT_FOUND_TEXT).isVisible()).toBe(true);
      await context.close();
    },
  );

  it('serves a known page reached under another prefix at its canonical URL', async () => {
    const { context, page } = await openPage(site.browser);
    const response = await page.goto(`${site.url}/anything/devops`);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/digital-transformation/devops');
    await context.close();
  });

  it('shows the home page at / and links the brand to /home', async () => {
    const { context, page } = await openPage(site.browser);
    await page.goto(site.url + '/');
    await hydrated(page);
    await expect.poll(() => page.locator('h1').first().isVisible()).toBe(true);
    expect(await page.locator('header .navbar-brand').getAttribute('href')).toBe('/home');
    await context.close();
  });

  it('turns the navbar solid after scrolling past 50 px', async () => {
    const { context, page } = await openPage(site.browser);
    await page.goto(`${site.url}/overview/leadership`);
    await hydrated(page);
    const navbar = page.locator('header.site-navbar');
    expect(await navbar.getAttribute('data-solid')).toBe('false');
    const transparent = await navbar.evaluate((element) => getComputedStyle(element).backgroundColor);
    await page.mouse.wheel(0, 40);
    await page.evaluate(() => window.scrollTo(0, 40));
    // The scroll has been handled and drawn: two frames later, the navbar would have changed by now.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await navbar.getAttribute('data-solid')).toBe('false');
    await page.evaluate(() => window.scrollTo(0, 120));
    await expect.poll(() => navbar.getAttribute('data-solid')).toBe('true');
    await expect
      .poll(() => navbar.evaluate((element) => getComputedStyle(element).backgroundColor))
      .not.toBe(transparent);
    await context.close();
  });

  it('on a 390 px screen toggles the menu and collapses it once an entry is chosen', async () => {
    const { context, page } = await openPage(site.browser, PHONE);
    await page.goto(`${site.url}/home`);
    await hydrated(page);
    const toggle = page.getByRole('button', { name: 'Menu' });
    const collapse = page.locator('#site-menu');
    expect(await collapse.isVisible()).toBe(false);
    await toggle.click();
    await expect.poll(() => collapse.isVisible()).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('button', { name: 'Company' }).click();
    await page.locator('#site-menu').getByRole('link', { name: 'Leadership' }).click();
    await page.waitForURL('**/overview/leadership');
    await expect.poll(() => collapse.isVisible()).toBe(false);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });

  it('on a 390 px screen opens another section of the menu with one tap while one is open', async () => {
    const { context, page } = await openPage(site.browser, PHONE);
    await page.goto(`${site.url}/home`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    const services = page.getByRole('button', { name: 'Services' });
    const company = page.getByRole('button', { name: 'Company' });
    await services.click();
    const servicesList = page.locator(`#${await services.getAttribute('aria-controls')}`);
    const companyList = page.locator(`#${await company.getAttribute('aria-controls')}`);
    await expect.poll(() => servicesList.isVisible()).toBe(true);
    // One tap: the open section's closing must not move Company from under the finger first.
    await company.click();
    await expect.poll(() => companyList.getByRole('link', { name: 'Leadership' }).isVisible()).toBe(true);
    expect(await company.getAttribute('aria-expanded')).toBe('true');
    expect(await services.getAttribute('aria-expanded')).toBe('false');
    expect(await servicesList.isVisible()).toBe(false);
    await context.close();
  });

  it('reaches and opens a menu with the keyboard, and Escape closes it', async () => {
    const { context, page } = await openPage(site.browser);
    await page.goto(`${site.url}/home`);
    await hydrated(page);
    let focused = '';
    for (let step = 0; step < 15 && focused !== 'Company'; step += 1) {
      await page.keyboard.press('Tab');
      focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    }
    expect(focused).toBe('Company');
    await page.keyboard.press('Enter');
    const menu = page.locator('.dropdown-menu.show');
    await expect.poll(() => menu.isVisible()).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Leadership');
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.count()).toBe(0);
    await context.close();
  });

  it.each([
    ['1280', { width: 1280, height: 800 }],
    ['1024', { width: 1024, height: 768 }],
  ])('at %s px keeps every submenu inside the header, right edge included', async (_name, viewport) => {
    const { context, page } = await openPage(site.browser, viewport);
    await page.goto(`${site.url}/home`);
    await hydrated(page);
    const toggle = page.getByRole('button', { name: 'Menu' });
    // Below 1200 px the menu is behind its button.
    if (await toggle.isVisible()) await toggle.click();
    // The header's edges as a visitor sees them: its container's content box (the brand on the left,
    // the last button on the right).
    const header = await page.locator('header.site-navbar > .container').evaluate((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const [left, right] = [parseFloat(style.paddingLeft), parseFloat(style.paddingRight)];
      return { x: box.x + left, width: box.width - left - right };
    });
    const entries = page.locator('#site-menu .menu-toggle');
    expect(await entries.count()).toBeGreaterThanOrEqual(4);
    for (const entry of await entries.all()) {
      const name = (await entry.textContent())?.trim() ?? '';
      await entry.click();
      const list = page.locator(`#${await entry.getAttribute('aria-controls')}`);
      await expect.poll(() => list.isVisible(), { message: name }).toBe(true);
      const box = await list.boundingBox();
      expect(box, name).toBeTruthy();
      if (box) {
        expect(box.x, name).toBeGreaterThanOrEqual(header.x - 1);
        expect(box.x + box.width, name).toBeLessThanOrEqual(header.x + header.width + 1);
      }
      await entry.click();
      await expect.poll(() => list.isVisible(), { message: name }).toBe(false);
    }
    await context.close();
  });

  it('ends each page with a footer of at most four columns and 30 links, the site map among them', async () => {
    const { context, page } = await openPage(site.browser);
    await page.goto(`${site.url}/home`);
    await hydrated(page);
    // The footer loads as it comes near.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const footer = page.locator('footer');
    await expect.poll(() => footer.getByRole('link', { name: 'Site Map' }).count()).toBe(1);
    expect(await footer.locator('nav').count()).toBeLessThanOrEqual(4);
    const links = await footer.locator('a').count();
    expect(links).toBeGreaterThan(10);
    expect(links).toBeLessThanOrEqual(30);
    await footer.getByRole('link', { name: 'Site Map' }).click();
    await page.waitForURL('**/site-map');
    // The site map reaches the pages the header does not show, such as the internship tracks.
    await expect.poll(() => page.locator('main a[href="/internship/data-science"]').count()).toBe(1);
    await context.close();
  });

  it('opens a submenu on hover on the desktop', async () => {
    const { context, page } = await openPage(site.browser);
    await page.goto(`${site.url}/home`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Company' }).hover();
    await expect
      .poll(() => page.locator('.dropdown-menu.show').getByRole('link', { name: 'Leadership' }).isVisible())
      .toBe(true);
    await page.mouse.move(5, 700);
    await expect.poll(() => page.locator('.dropdown-menu.show').count()).toBe(0);
    await context.close();
  });

  it('sends each page pre-rendered: its text is there without JavaScript, with no loading view', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.url}/overview/leadership`);
    expect(await page.locator('h1').textContent()).toBeTruthy();
    expect(await page.locator('.loading-view').count()).toBe(0);
    expect(await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).count()).toBe(1);
    await context.close();
  });

  it('stores the site data (header, footer, pages by slug) in localStorage at start', async () => {
    const { context, page } = await openPage(site.browser);
    await page.goto(`${site.url}/home`);
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('siteData'))).toBeTruthy();
    const siteData = JSON.parse((await page.evaluate(() => window.localStorage.getItem('siteData'))) ?? '{}');
    expect(Object.keys(siteData).sort()).toEqual(['footer', 'header', 'pages']);
    expect(siteData.pages.leadership.path).toBe('/overview/leadership');
    await context.close();
  });

  it('caches hashed assets for a year, revalidates HTML, and compresses', async () => {
    const html = await fetch(`${site.url}/home`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(html.headers.get('cache-control')).toBe('no-cache');
    expect(html.headers.get('content-encoding')).toMatch(/br|gzip/);
    const script = (await html.text()).match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(script).toBeTruthy();
    const asset = await fetch(`${site.url}${script}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(asset.headers.get('content-encoding')).toMatch(/br|gzip/);
  });

  it('offers a skip link as the first stop of the keyboard', async () => {
    const { context, page } = await openPage(site.browser);
    await page.goto(`${site.url}/home`);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
    await context.close();
  });
});

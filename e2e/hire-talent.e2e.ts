/**
 * Hire talent end to end: the built page, the real server and the shared real SMTP server. A client
 * comes from the home page's first screen (and finds the header's call to action), asks for two Java
 * engineers; the confirmation with its reference stays, the sales inbox gets the request and the
 * client a confirmation saying who calls back when. On a phone the form names every missing field, in
 * order, and the page passes axe without sideways scrolling.
 */
import { describe, expect, it } from 'vitest';
import { brand } from '#content/brand';
import { MESSAGE_DURATION_MS } from '../web/components/ui/form/use-flash-message';
import { axeRun } from './test-support/axe';
import { formReady, gotoForm, hydrated, openPage, PHONE } from './test-support/browser';
import { sharedSite } from './test-support/site';
import { mailWith, subjectOf, textPartOf } from './test-support/smtp';

const site = sharedSite();
const CLIENT = 'maya.collins@contoso.example';

describe('hire talent', () => {
  it('takes a client from the home page to a request, confirmed on the page and by mail, and mailed to sales', async () => {
    const { context, page, errors } = await openPage(site.browser);
    // The page's clock runs on as usual until the test moves it past a flash message's time.
    await page.clock.install();
    await page.goto(`${site.url}/`);
    await hydrated(page);
    expect(await page.getByRole('banner').getByRole('link', { name: 'Hire talent' }).getAttribute('href')).toBe(
      '/hire-talent',
    );
    // The first screen's second button, the staffing slide and the staffing section all lead clients
    // there; none of the home page's client links goes to the candidates' job list any more.
    const main = page.getByRole('main');
    expect(await main.locator('a[href="/hire-talent"]').count()).toBeGreaterThanOrEqual(3);
    expect(await main.getByRole('link', { name: 'Hire talent' }).first().isVisible()).toBe(true);
    await main.getByRole('link', { name: 'Hire talent' }).first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/hire-talent');
    await formReady(page, 'Send request');
    for (const heading of [
      'Three ways to work with us',
      'How it works',
      'Skills we place',
      'Your time zone, covered',
    ]) {
      expect(await page.getByRole('heading', { name: heading }).count(), heading).toBe(1);
    }

    // Scoped to the form: the footer has a navigation named "Company".
    const form = page.locator('.hire-talent-form');
    await form.getByLabel(/^Company/).fill('Contoso Health');
    await form.getByLabel(/^Your name/).fill('Maya Collins');
    await form.getByLabel(/^Work e-mail/).fill(CLIENT);
    await form.getByLabel(/^Role/).fill('Java engineer');
    await form.getByLabel(/^How many/).fill('2');
    await form.getByLabel(/^Skills/).fill('Java 17, Spring Boot, Kafka');
    await form.getByLabel(/^Seniority/).selectOption('senior');
    await form.getByLabel(/^Duration/).selectOption('6-12-months');
    await form.getByLabel(/^Start date/).fill('2027-01-04');
    await form.getByLabel(/^Where they work/).selectOption('remote');
    await form.getByLabel(/^Location or time zone/).fill('US Central, 4 hours overlap');
    await page.getByRole('button', { name: 'Send request' }).click();

    const panel = page.getByRole('region', { name: 'Request received' });
    await expect.poll(() => panel.isVisible(), { timeout: 30_000 }).toBe(true);
    const reference = (await panel.locator('[data-reference]').textContent()) ?? '';
    expect(reference).toMatch(/^HIR-[0-9A-F]{8}$/);
    expect(await panel.textContent()).toContain('An account manager from our staffing desk calls you back');
    // The panel is no flash message: it outlasts the time one stays on screen.
    await page.clock.runFor(MESSAGE_DURATION_MS + 1_000);
    expect(await panel.isVisible()).toBe(true);
    const violations = await axeRun(page, { include: '#request' });
    expect(violations.map((violation) => violation.id)).toEqual([]);

    // Other files on the shared site mail the sales inbox too (contact topics, client requests): this
    // request's mail is the one with its reference, and there is exactly one.
    const sales = await mailWith(site.mails, brand.inboxes.sales, reference);
    expect(subjectOf(sales.raw)).toBe(`Talent request from Contoso Health (${reference})`);
    const salesText = textPartOf(sales.raw, 'text/plain');
    expect(salesText).toMatch(/^How many: 2$/m);
    expect(salesText).toMatch(/^Skills: Java 17, Spring Boot, Kafka$/m);
    expect(salesText).toMatch(/^Seniority: Senior \(6–9 years\)$/m);

    const confirmation = await mailWith(site.mails, CLIENT, reference);
    expect(subjectOf(confirmation.raw)).toBe(`We received your request for talent (${reference})`);
    const clientText = textPartOf(confirmation.raw, 'text/plain');
    expect(clientText).toContain('Dear Maya,');
    expect(clientText).toContain('An account manager from our staffing desk calls you back within one business day');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a phone: names every missing field in the order of the form, passes axe, and never scrolls sideways', async () => {
    const { context, page, errors } = await openPage(site.browser, PHONE);
    await gotoForm(page, `${site.url}/hire-talent#request`, 'Send request');
    await page.getByRole('button', { name: 'Send request' }).click();
    const summary = page.getByText(/^Please correct th/);
    await expect.poll(() => summary.isVisible(), { timeout: 30_000 }).toBe(true);
    const links = await page.locator('.hire-talent-form a[href^="#"]').allTextContents();
    expect(links.slice(0, 4)).toEqual(['Company', 'Your name', 'Work e-mail', 'Role']);
    expect(
      await page
        .locator('.hire-talent-form')
        .getByLabel(/^Company/)
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);
    const violations = await axeRun(page);
    expect(violations.map((violation) => violation.id)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/**
 * The contact form end to end: the built page, the real server and a real SMTP server started here.
 * A visitor's message reaches the contact inbox with any markup escaped; a bot that fills the
 * honeypot is answered but not mailed.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brand } from '#content/brand';
import { launchBrowser, openPage, PHONE } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { startSmtp, textPartOf, type ReceivedMail, type TestSmtp } from './support/smtp';

let smtp: TestSmtp;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  smtp = await startSmtp();
  [server, browser] = await Promise.all([startServer({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));

async function fillContactForm(page: Page, message: string) {
  await page.getByLabel('Name', { exact: true }).fill('Asha Rao');
  await page.getByLabel('Email', { exact: true }).fill('asha.rao@example.com');
  await page.getByLabel(/Contact number/).fill('+1 913 555 0142');
  await page.getByLabel('Message', { exact: true }).fill(message);
  await page.getByRole('checkbox', { name: /I agree to receive text messages/ }).check();
}

describe('the contact form', () => {
  it('shows the heading, the form and the offices grouped by country', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto(`${server.url}/contact-us`);
    await expect.poll(() => page.getByRole('heading', { name: 'Leave a message' }).isVisible()).toBe(true);
    const locations = page.getByRole('region', { name: 'Our Locations' });
    expect(await locations.getByRole('heading', { level: 3 }).allTextContents()).toEqual(['USA', 'India']);
    expect(await locations.locator('address').count()).toBe(6);
    expect(await page.getByRole('checkbox', { name: /I agree to receive text messages/ }).isChecked()).toBe(false);
    expect(await page.getByRole('link', { name: 'Privacy Policy' }).first().getAttribute('href')).toBe(
      '/privacy-policy',
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('mails the message to the contact inbox with the visitor’s markup escaped', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto(`${server.url}/contact-us`);
    const before = mailsTo(brand.inboxes.contact).length;
    await fillContactForm(page, 'Hello <script>alert(1)</script> and <b>bold</b> & more');
    await page.getByRole('button', { name: 'Submit' }).click();

    await expect.poll(() => page.getByRole('status').textContent()).toContain('Application submitted successfully!');
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('');
    expect(await page.getByRole('checkbox', { name: /I agree/ }).isChecked()).toBe(false);

    await expect.poll(() => mailsTo(brand.inboxes.contact).length, { timeout: 15_000 }).toBe(before + 1);
    const mail = mailsTo(brand.inboxes.contact).at(-1) as ReceivedMail;
    const html = textPartOf(mail.raw, 'text/html');
    expect(html).toContain('Name: Asha Rao');
    expect(html).toContain('Email: asha.rao@example.com');
    expect(html).toContain('Contact number: +1 913 555 0142');
    expect(html).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt; and &lt;b&gt;bold&lt;/b&gt; &amp; more');
    expect(html).not.toMatch(/<script|<b>/i);
    expect(textPartOf(mail.raw, 'text/plain')).toContain(
      'Message: Hello <script>alert(1)</script> and <b>bold</b> & more',
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('answers a bot that fills the honeypot and mails nothing', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${server.url}/contact-us`);
    const before = mailsTo(brand.inboxes.contact).length;
    await fillContactForm(page, 'Cheap pills, visit my site');
    await page.locator('input[name="website"]').fill('https://spam.example', { force: true });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toContain('Application submitted successfully!');

    // A real message afterwards arrives alone: the bot's never left the browser.
    await fillContactForm(page, 'A real question about QA staffing.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => mailsTo(brand.inboxes.contact).length, { timeout: 15_000 }).toBe(before + 1);
    const raw = (mailsTo(brand.inboxes.contact).at(-1) as ReceivedMail).raw;
    expect(textPartOf(raw, 'text/plain')).toContain('A real question about QA staffing.');
    expect(smtp.received.some((mail) => mail.raw.includes('Cheap pills'))).toBe(false);
    await context.close();
  });

  it('works by keyboard on a phone, flags missing fields and passes axe', async () => {
    const { context, page, errors } = await openPage(browser, PHONE);
    await page.goto(`${server.url}/contact-us`);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
    expect(await page.getByLabel('Name', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('alert').filter({ hasText: 'Please correct' }).textContent()).toContain(
      'Name, Email, Message, Text message consent',
    );
    const axe = await new AxeBuilder({ page }).include('.contact-us').analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    // The page must not scroll sideways at 390 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    const before = mailsTo(brand.inboxes.contact).length;
    await page.keyboard.type('Ravi Kumar');
    await page.keyboard.press('Tab');
    await page.keyboard.type('ravi@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Sent by keyboard.');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('status').textContent()).toContain('Application submitted successfully!');
    await expect.poll(() => mailsTo(brand.inboxes.contact).length, { timeout: 15_000 }).toBe(before + 1);
    expect(errors).toEqual([]);
    await context.close();
  });
});

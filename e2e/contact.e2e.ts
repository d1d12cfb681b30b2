/**
 * The contact form end to end: the built page, the real server and a real SMTP server started here.
 * A visitor's message is sent without text-message consent, reaches the inbox of its topic (Careers:
 * contact; Hire talent: sales), which says whether consent was given, with company and topic and any
 * markup escaped, and is confirmed with a reference; a bot that fills the honeypot is answered but not
 * mailed; every office has a number to call.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { brand } from '#content/brand';
import { axeRun } from './test-support/axe';
import { gotoForm, openPage, PHONE } from './test-support/browser';
import { sharedSite } from './test-support/site';
import { mailWith, mailsWith, textPartOf } from './test-support/smtp';

const site = sharedSite();

async function fillContactForm(page: Page, message: string, topic = 'Careers') {
  await page.getByLabel('Name', { exact: true }).fill('Asha Rao');
  await page.getByLabel('Email', { exact: true }).fill('asha.rao@example.com');
  await page.getByRole('textbox', { name: 'Company (optional)' }).fill('Acme Retail');
  await page.getByLabel(/Contact number/).fill('+1 913 555 0142');
  await page.getByLabel('Topic', { exact: true }).selectOption({ label: topic });
  await page.getByLabel('Message', { exact: true }).fill(message);
}

describe('the contact form', () => {
  it('shows the heading, the form with an optional unticked consent box, and the offices by country', async () => {
    const { context, page, errors } = await openPage(site.browser);
    await gotoForm(page, `${site.url}/contact-us`, 'Submit');
    await expect.poll(() => page.getByRole('heading', { name: 'Leave a message' }).isVisible()).toBe(true);
    const locations = page.getByRole('region', { name: 'Our Locations' });
    expect(await locations.getByRole('heading', { level: 3 }).allTextContents()).toEqual(['USA', 'India']);
    expect(await locations.locator('address').count()).toBe(6);
    // A number to call per office, as a tel: link.
    const calls = await locations
      .locator('a[href^="tel:"]')
      .evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute('href')]));
    expect(calls).toHaveLength(6);
    expect(calls[0]).toEqual(['+1 913 555 0142', 'tel:+19135550142']);
    for (const [text, href] of calls) expect(href).toBe(`tel:${(text ?? '').replace(/[^\d+]/g, '')}`);
    // No Reset beside Submit.
    expect(await page.getByRole('button', { name: 'Reset' }).count()).toBe(0);
    const consent = page.getByRole('checkbox', { name: /I agree to receive text messages/ });
    expect(await consent.isChecked()).toBe(false);
    expect(await consent.getAttribute('required')).toBeNull();
    expect(await page.getByRole('link', { name: 'Privacy Policy' }).first().getAttribute('href')).toBe(
      '/privacy-policy',
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends a message without consent: the inbox mail says so, markup escaped, and a confirmation with a reference stays', async () => {
    const { context, page, errors } = await openPage(site.browser);
    await gotoForm(page, `${site.url}/contact-us`, 'Submit');
    await fillContactForm(page, 'Hello <script>alert(1)</script> and <b>bold</b> & more');
    await page.getByRole('button', { name: 'Submit' }).click();

    const panel = page.getByRole('region', { name: 'Message sent' });
    await expect.poll(() => panel.isVisible(), { timeout: 30_000 }).toBe(true);
    // One confirmation: the panel, with no second (vanishing) alert under it.
    expect(await page.locator('.contact-form .alert-success').count()).toBe(0);
    const reference = (await panel.locator('[data-reference]').textContent()) ?? '';
    expect(reference).toMatch(/^MSG-[0-9A-F]{8}$/);
    expect(await panel.textContent()).toContain('We reply within one business day, by e-mail to asha.rao@example.com');
    expect(await page.getByRole('form', { name: 'Contact form' }).count()).toBe(0);

    const mail = await mailWith(site.mails, brand.inboxes.contact, reference, { timeout: 30_000 });
    const html = textPartOf(mail.raw, 'text/html');
    // Each value in its own cell of the layout's field table, and as a `Label: value` line in the text.
    const cell = (value: string) => new RegExp(`<td class="nw-value"[^>]*>${value.replace(/[.+]/g, '\\$&')}</td>`);
    expect(html).toMatch(cell('Asha Rao'));
    expect(html).toMatch(cell('asha.rao@example.com'));
    expect(html).toMatch(cell('+1 913 555 0142'));
    expect(html).toMatch(cell('Acme Retail'));
    expect(html).toMatch(cell('Careers'));
    expect(html).toContain('Not given: do not send this visitor text messages.');
    const text = textPartOf(mail.raw, 'text/plain');
    expect(text).toMatch(/^Name: Asha Rao$/m);
    expect(text).toMatch(/^Contact number: \+1 913 555 0142$/m);
    expect(text).toMatch(/^Topic: Careers$/m);
    expect(text).toMatch(/^Company: Acme Retail$/m);
    expect(text).toContain(`Reference: ${reference}`);
    expect(html).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt; and &lt;b&gt;bold&lt;/b&gt; &amp; more');
    expect(html).not.toMatch(/<script|<b>/i);
    expect(textPartOf(mail.raw, 'text/plain')).toContain('Hello <script>alert(1)</script> and <b>bold</b> & more');

    expect(errors).toEqual([]);
    await context.close();
  });

  it('answers a bot that fills the honeypot and mails nothing; a consenting visitor’s mail says when they agreed', async () => {
    const { context, page } = await openPage(site.browser);
    await gotoForm(page, `${site.url}/contact-us`, 'Submit');
    await fillContactForm(page, 'Cheap pills, visit my site');
    await page.locator('input[name="website"]').fill('https://spam.example', { force: true });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => page.getByRole('region', { name: 'Message sent' }).isVisible()).toBe(true);

    // A real message afterwards arrives alone: the bot's never left the browser. Hire talent goes to sales.
    await page.getByRole('button', { name: 'Send another message' }).click();
    await fillContactForm(page, 'A real question about QA staffing.', 'Hire talent');
    await page.getByRole('checkbox', { name: /I agree to receive text messages/ }).check();
    await page.getByRole('button', { name: 'Submit' }).click();
    const question = 'A real question about QA staffing.';
    const { raw } = await mailWith(site.mails, brand.inboxes.sales, question, { timeout: 30_000 });
    expect(mailsWith(site.mails(), brand.inboxes.contact, question)).toHaveLength(0);
    expect(textPartOf(raw, 'text/plain')).toMatch(/^Topic: Hire talent$/m);
    expect(textPartOf(raw, 'text/plain')).toContain('A real question about QA staffing.');
    const html = textPartOf(raw, 'text/html');
    expect(html).toMatch(
      /Given at \d{4}-\d\d-\d\dT[\d:.]+Z \(UTC\), with this wording: “I agree to receive text messages/,
    );
    expect(site.mails().some((mail) => mail.raw.includes('Cheap pills'))).toBe(false);
    await context.close();
  });

  it('works by keyboard on a phone: empty and malformed messages, the summary in form order, a clear that asks first, axe', async () => {
    const { context, page, errors } = await openPage(site.browser, PHONE);
    await gotoForm(page, `${site.url}/contact-us`, 'Submit');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
    expect(await page.getByLabel('Name', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    const summary = page.getByRole('alert').filter({ hasText: 'Please correct' });
    expect(await summary.getByRole('link').allTextContents()).toEqual(['Name', 'Email', 'Topic', 'Message']);
    await summary.getByRole('link', { name: 'Message' }).click();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('message');
    expect(await page.getByText('Email is required.').isVisible()).toBe(true);
    const violations = await axeRun(page, { include: '.contact-us' });
    expect(violations.map((violation) => violation.id)).toEqual([]);
    // The page must not scroll sideways at 390 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await page.getByLabel('Name', { exact: true }).focus();
    await page.keyboard.type('Ravi Kumar');
    await page.keyboard.press('Tab');
    await page.keyboard.type('ravi.example.com');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByText('Email must be an e-mail address like name@example.com.').isVisible())
      .toBe(true);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('ravi@example.com');
    await page.keyboard.press('Tab'); // Company
    await page.keyboard.press('Tab'); // Contact number
    await page.keyboard.press('Tab'); // Topic
    await page.keyboard.press('ArrowDown'); // Hire talent
    await page.keyboard.press('Tab');
    await page.keyboard.type('Sent by keyboard.');
    await page.keyboard.press('Tab'); // the consent box
    await page.keyboard.press('Tab'); // its Privacy Policy link
    await page.keyboard.press('Tab'); // Submit
    await page.keyboard.press('Tab'); // Clear the form: it asks, and No keeps everything
    await page.keyboard.press('Enter');
    // Focus moves once the question has rendered (and back once it has gone): polled, not read at once.
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    await expect.poll(focused).toBe('No, keep it');
    await page.keyboard.press('Enter');
    await expect.poll(focused).toBe('Clear the form');
    expect(await page.getByLabel('Message', { exact: true }).inputValue()).toBe('Sent by keyboard.');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('region', { name: 'Message sent' }).isVisible()).toBe(true);
    await mailWith(site.mails, brand.inboxes.sales, 'Sent by keyboard.', { timeout: 30_000 });
    expect(mailsWith(site.mails(), brand.inboxes.contact, 'Sent by keyboard.')).toHaveLength(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

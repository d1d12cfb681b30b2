/**
 * The internship application end to end: the built apply page, the real server (SQLite under a
 * temporary DATA_DIR, resumes on disk) and a real SMTP server started here.
 */
import { openSqlite } from '../server/db/sqlite-driver';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { brand } from '#content/brand';
import { verhoeffCheckDigit } from '#contracts/aadhaar';
import { axeRun } from './test-support/axe';
import { formReady, gotoForm, openPage, PHONE } from './test-support/browser';
import { setUpAdmin } from './test-support/console';
import { sharedSite } from './test-support/site';
import { mailWith, partOf, textPartOf } from './test-support/smtp';

const RESUME = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);
const AADHAAR = `49876543210${verhoeffCheckDigit('49876543210')}`;
const SUCCESS = 'Application submitted successfully!';

const site = sharedSite();

/** A control by its label; required fields' labels end in a visual " *". */
const label = (page: Page, text: string) =>
  page.getByLabel(new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`));

/** This file's applicant (the shared server holds other files' internship applications too). */
const EMAIL = 'meera.iyer@example.com';

async function fillApplication(page: Page, resume = { name: 'meera-iyer-cv.pdf', buffer: RESUME }) {
  await label(page, 'First name').fill('Meera');
  await label(page, 'Last name').fill('Iyer');
  await label(page, 'Email').fill(EMAIL);
  await page.getByRole('radio', { name: 'Female' }).check();
  await page.getByLabel(/Aadhaar number/).fill(AADHAAR);
  await label(page, 'Address').fill('14 Ring Road, Sadar');
  await label(page, 'Country').selectOption('India');
  await label(page, 'State').fill('Maharashtra');
  await label(page, 'City').fill('Nagpur');
  await label(page, 'PIN code').fill('440001');
  await label(page, 'Contact number').fill('9876501234');
  await label(page, 'Qualification').selectOption('M.Com');
  await page.getByRole('radio', { name: 'Experienced' }).check();
  await label(page, 'Years of experience').fill('3');
  await label(page, 'Notice period (days)').fill('30');
  await label(page, 'Expected salary (₹ a year)').fill('450000');
  await label(page, 'Experience summary').fill('Three years of accounts, now moving into data <analysis>.');
  await label(page, 'Area of interest').selectOption('Data Engineering/Analytics');
  await label(page, 'How you heard of us').selectOption('Others');
  await label(page, 'Who or where').fill('A college placement cell');
  await label(page, 'Resume').setInputFiles({ ...resume, mimeType: 'application/pdf' });
}

describe('the internship application', () => {
  it('keeps a draft across a reload, then is stored, mailed and confirmed with a reference', async () => {
    const { context, page, errors } = await openPage(site.browser);
    await gotoForm(page, `${site.url}/internship/apply`, 'Submit application');
    await label(page, 'First name').fill('Meera');
    await label(page, 'City').fill('Nagpur');
    await page.reload();
    await formReady(page, 'Submit application');
    await expect.poll(() => page.getByText(/re-attach your resume/).isVisible()).toBe(true);
    expect(await label(page, 'First name').inputValue()).toBe('Meera');
    expect(await label(page, 'City').inputValue()).toBe('Nagpur');
    await fillApplication(page);
    await page.getByRole('button', { name: 'Submit application' }).click();

    await expect.poll(() => page.getByRole('status').textContent(), { timeout: 30_000 }).toContain(SUCCESS);
    const panel = page.getByRole('region', { name: 'Internship application received' });
    expect(await panel.textContent()).toContain('e-mailed a confirmation to meera.iyer@example.com');
    const reference = await panel.locator('[data-reference]').textContent();
    expect(await page.evaluate(() => localStorage.getItem('northwind.draft.internship'))).toBeNull();

    const db = openSqlite(path.join(site.dataDir, 'northwind.sqlite'), { readonly: true });
    // Only this file's applicant: other files add internship applications to the shared server.
    const rows = db.prepare('select * from internship_applications where email = ?').all(EMAIL) as Record<
      string,
      string | number
    >[];
    db.close();
    expect(rows).toHaveLength(1);
    const row = rows[0] as Record<string, string | number>;
    expect(reference).toBe(`INT-${String(row.id).replace(/-/g, '').slice(0, 8).toUpperCase()}`);
    const details = JSON.parse(String(row.details)) as Record<string, string>;
    expect(details).toMatchObject({
      firstName: 'Meera',
      qualification: 'M.Com',
      experience: 'experienced',
      yearsOfExperience: '3',
      referenceName: 'A college placement cell',
      areaOfInterest: 'Data Engineering/Analytics',
      countryCode: '+91',
    });
    expect(row.aadhaar_masked).toBe(`XXXX-XXXX-${AADHAAR.slice(-4)}`);
    expect(JSON.stringify(rows)).not.toContain(AADHAAR);
    expect(fs.readFileSync(path.join(site.dataDir, 'uploads', String(row.resume_key)))).toEqual(RESUME);

    // The inbox's mail about this applicant (other files' internship applications reach the inbox too).
    const mail = await mailWith(site.mails, brand.inboxes.internships, EMAIL, { timeout: 30_000 });
    const html = partOf(mail.raw, /Content-Type: text\/html/i).body.toString('utf8');
    expect(html).toContain('M.Com');
    expect(html).toContain('now moving into data &lt;analysis&gt;.');
    expect(html).not.toContain(AADHAAR);
    const attachment = partOf(mail.raw, /Content-Type: application\/pdf/i);
    expect(attachment.body).toEqual(RESUME);
    expect(errors).toEqual([]);
    await context.close();
  });

  it(
    'is moved through two steps on the console board by keyboard, then rejected with a reason',
    { timeout: 60_000 },
    async () => {
      const db = openSqlite(path.join(site.dataDir, 'northwind.sqlite'), { readonly: true });
      const stored = () =>
        db.prepare('select id, review_status, reason_id from internship_applications where email = ?').get(EMAIL) as {
          id: string;
          review_status: string;
          reason_id: string | null;
        };
      const { id } = stored();
      const { page, context } = await setUpAdmin(site.browser, site, {
        email: 'intern.board@northwind.example',
        name: 'Ivy Board',
        password: 'an internship board passphrase',
      });
      const focused = () =>
        page.evaluate(
          () => `${document.activeElement?.tagName.toLowerCase()}:${document.activeElement?.textContent?.trim()}`,
        );
      const menuOf = () =>
        page.locator('li', { has: page.locator(`#card-${id}`) }).getByRole('button', { name: /^Move .* to…$/ });
      await page.goto(`${site.url}/admin/internships/board`);
      await menuOf().waitFor({ timeout: 30_000 });

      // New → Screening: the menu opens on its first step.
      await menuOf().focus();
      await page.keyboard.press('Enter');
      await expect.poll(focused).toBe('button:Screening');
      await page.keyboard.press('Enter');
      await page.getByText('Moved Meera Iyer to Screening.').waitFor();
      // The keyboard goes on from where the card left (its column, when it was the only one).
      await expect.poll(focused).toMatch(/^(h2:New|a:)/);
      await page
        .getByRole('region', { name: /^Screening/ })
        .locator(`#card-${id}`)
        .waitFor();
      // Screening → Interview: New first, then Interview.
      await menuOf().focus();
      await page.keyboard.press('Enter');
      await expect.poll(focused).toBe('button:New');
      await page.keyboard.press('ArrowDown');
      expect(await focused()).toBe('button:Interview');
      await page.keyboard.press('Enter');
      await page.getByText('Moved Meera Iyer to Interview.').waitFor();
      await expect.poll(focused).toMatch(/^(h2:Screening|a:)/);
      await page
        .getByRole('region', { name: /^Interview/ })
        .locator(`#card-${id}`)
        .waitFor();
      expect(
        await page
          .getByRole('region', { name: /^Interview/ })
          .locator(`#card-${id}`)
          .count(),
      ).toBe(1);

      // Rejected asks why (our list) before it moves.
      await menuOf().focus();
      await page.keyboard.press('Enter');
      await expect.poll(focused).toBe('button:New');
      for (let step = 0; step < 8 && (await focused()) !== 'button:Rejected'; step += 1)
        await page.keyboard.press('ArrowDown');
      expect(await focused()).toBe('button:Rejected');
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await expect
        .poll(() => dialog.locator('select[name="reasonId"]').evaluate((el) => el === document.activeElement))
        .toBe(true);
      await dialog.locator('select[name="reasonId"]').selectOption({ label: 'Skills do not match' });
      await dialog.getByRole('button', { name: 'Reject Meera Iyer' }).click();
      await page.getByText('Moved Meera Iyer to Rejected.').waitFor();
      expect(stored()).toMatchObject({ review_status: 'rejected', reason_id: 'us-skills' });
      db.close();
      await context.close();
    },
  );

  it('refuses a file that is not a resume before uploading it', async () => {
    const { context, page } = await openPage(site.browser, PHONE);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await gotoForm(page, `${site.url}/internship/apply`, 'Submit application');
    await fillApplication(page, { name: 'cv.pdf', buffer: Buffer.from('plain text pretending to be a PDF') });
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect.poll(() => label(page, 'Resume').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText('Resume must be a PDF, DOC or DOCX file.').isVisible()).toBe(true);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('resumeAttachment');
    expect(posts).toEqual([]);
    await context.close();
  });

  it('keeps the input and says so when the server cannot take the application', async () => {
    const { context, page } = await openPage(site.browser);
    await page.route('**/api/internship-applications', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' }),
    );
    await gotoForm(page, `${site.url}/internship/apply`, 'Submit application');
    await fillApplication(page);
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect
      .poll(() => page.locator('.internship-form__errors').textContent())
      .toContain('Submission failed. Please try again.');
    expect(await label(page, 'First name').inputValue()).toBe('Meera');
    expect(await label(page, 'Resume').evaluate((input: HTMLInputElement) => input.files?.length)).toBe(1);
    await context.close();
  });

  it('flags missing and malformed fields accessibly on a phone, in the order of the form', async () => {
    const { context, page, errors } = await openPage(site.browser, PHONE);
    await gotoForm(page, `${site.url}/internship/apply`, 'Submit application');
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('firstName');
    expect(await page.getByText('First name is required.').isVisible()).toBe(true);
    expect(await page.getByText('Email is required.').isVisible()).toBe(true);
    expect(await page.getByText('PIN code is required.').isVisible()).toBe(true);
    const summary = page.getByRole('alert').filter({ hasText: 'Please correct' });
    const links = await summary.getByRole('link').allTextContents();
    // Gender is optional ("Prefer not to say" stays): it is not among the missing fields.
    expect(links.slice(0, 4)).toEqual(['First name', 'Last name', 'Email', 'Address']);
    expect(links.slice(-4)).toEqual(['Experience', 'Area of interest', 'How you heard of us', 'Resume']);
    // By keyboard (the phone's fixed navigation bar may cover a link scrolled to the top).
    await summary.getByRole('link', { name: 'City' }).focus();
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('city');
    await label(page, 'Email').fill('meera@');
    await label(page, 'PIN code').fill('44-00');
    await label(page, 'Contact number').fill('98765');
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect
      .poll(() => page.getByText('Email must be an e-mail address like name@example.com.').isVisible())
      .toBe(true);
    expect(await page.getByText('PIN code must be a number of up to 10 digits.').isVisible()).toBe(true);
    expect(await page.getByText('Contact number must be exactly 10 digits, like 9876543210.').isVisible()).toBe(true);
    expect(await label(page, 'Country code').inputValue()).toBe('+91');
    const violations = await axeRun(page, { include: '.internship-form' });
    expect(violations.map((violation) => violation.id)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('takes an applicant from outside India: chosen country code, international number, postal code', async () => {
    const { context, page, errors } = await openPage(site.browser);
    await gotoForm(page, `${site.url}/internship/apply`, 'Submit application');
    await fillApplication(page);
    await label(page, 'Country').selectOption('Others');
    await label(page, 'Country code').selectOption('+44');
    await label(page, 'Postal code').fill('SW1A 1AA');
    await label(page, 'Contact number').fill('447700900123');
    await page.getByRole('radio', { name: 'Prefer not to say' }).check();
    await page.getByRole('button', { name: 'Submit application' }).click();
    const panel = page.getByRole('region', { name: 'Internship application received' });
    await expect.poll(() => panel.isVisible(), { timeout: 30_000 }).toBe(true);

    const db = openSqlite(path.join(site.dataDir, 'northwind.sqlite'), { readonly: true });
    const row = db
      .prepare('select details from internship_applications where email = ? order by created_at desc limit 1')
      .get(EMAIL) as { details: string };
    db.close();
    expect(JSON.parse(row.details)).toMatchObject({
      country: 'Others',
      countryCode: '+44',
      contactNumber: '447700900123',
      pinCode: 'SW1A 1AA',
      gender: 'Prefer not to say',
    });
    const mail = await mailWith(site.mails, brand.inboxes.internships, 'SW1A 1AA', { timeout: 30_000 });
    const html = partOf(mail.raw, /Content-Type: text\/html/i).body.toString('utf8');
    expect(html).toMatch(/>Postal code<\/td><td class="nw-value"[^>]*>SW1A 1AA<\/td>/);
    expect(textPartOf(mail.raw, 'text/plain')).toMatch(/^Postal code: SW1A 1AA$/m);
    expect(html).toContain('+44 447700900123');
    expect(errors).toEqual([]);
    await context.close();
  });
});

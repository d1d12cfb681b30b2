/**
 * Bulk actions in the console, in a browser on the shared server: four people apply to an opening of
 * this file's own; on the applicants list a recruiter ticks one row and shift-clicks a third, so three
 * are selected, rejects them in one action after the confirmation, and the board and the list count
 * them as Rejected; then selects the page and exports it, and the CSV that downloads holds exactly
 * those four rows (a city that looks like a formula is defused). The list with the bulk bar passes
 * axe at 1280 and 390 px, with the stage and date still shown on the phone and nothing wider than it.
 *
 * E2E_SCREENSHOTS_DIR=/tmp/console-bulk saves the list with its bar at both widths.
 */
import AxeBuilder from '@axe-core/playwright';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, type TrackedPage } from './test-support/browser';
import { applyTo, publishOpening, setUpAdmin } from './test-support/console';
import { sharedSite } from './test-support/site';

const SHOTS = process.env.E2E_SCREENSHOTS_DIR;
const ADMIN = { email: 'bo.bulk@example.com', name: 'Bo Bulk', password: 'a bulk rejection passphrase' };
const TITLE = 'Bulk Reviewer (bulk e2e)';
// Oldest first; the list shows the newest first.
const PEOPLE = [
  { name: 'Ulla Unchosen', email: 'ulla.bulk@example.com', city: 'Pune' },
  { name: 'Cora Bulk', email: 'cora.bulk@example.com', city: '=2+3' },
  { name: 'Bram Bulk', email: 'bram.bulk@example.com', city: 'Mumbai' },
  { name: 'Abe Bulk', email: 'abe.bulk@example.com', city: 'Pune' },
];

const site = sharedSite();
let staff: TrackedPage | undefined;

afterAll(async () => {
  await staff?.context.close();
});

async function checkScreen(page: Page, name: string) {
  await page.mouse.move(0, 0);
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => `${name} @${viewport.width}: ${v.id} ${v.nodes[0]?.target}`)).toEqual([]);
    if (viewport === PHONE) {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      // The stage and the date stay on a phone, the bar's actions too.
      for (const header of ['Stage', 'Applied']) {
        expect(await page.getByRole('columnheader', { name: new RegExp(`^${header}`) }).isVisible()).toBe(true);
      }
      expect(await page.getByRole('button', { name: 'Export CSV' }).isVisible()).toBe(true);
    }
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}-${viewport.width}.png`), fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

describe('bulk actions on the applicants list', () => {
  it('rejects three applicants in one action, and exports the list as CSV', { timeout: 120_000 }, async () => {
    if (SHOTS) fs.mkdirSync(SHOTS, { recursive: true });
    staff = await setUpAdmin(site.browser, site, ADMIN);
    const { page } = staff;
    // The set-up page asks who is signed in before anyone is (401); errors count from here.
    staff.errors.length = 0;
    const opening = await publishOpening(page, TITLE);
    for (const person of PEOPLE) await applyTo(site.url, opening.uuid, person);

    await page.goto(`${site.url}/admin/applications?reqId=${opening.reqId}`);
    const names = () => page.locator('tbody tr td:nth-child(2) > span > a').allTextContents();
    await expect.poll(names, { timeout: 15_000 }).toEqual(['Abe Bulk', 'Bram Bulk', 'Cora Bulk', 'Ulla Unchosen']);
    const bar = page.getByRole('region', { name: 'Bulk actions' });

    await page.getByRole('checkbox', { name: 'Select Abe Bulk' }).check();
    await page.getByRole('checkbox', { name: 'Select Cora Bulk' }).click({ modifiers: ['Shift'] });
    await expect.poll(() => bar.getByRole('status').textContent()).toBe('3 selected');
    expect(await page.getByRole('checkbox', { name: 'Select Bram Bulk' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Select Ulla Unchosen' }).isChecked()).toBe(false);
    await checkScreen(page, 'applicants-bulk');

    await bar.getByRole('button', { name: 'Reject…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject 3 applicants?' });
    await dialog.waitFor();
    if (SHOTS) {
      // Once it has faded in.
      await expect.poll(() => page.locator('.modal.show').evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
      await page.setViewportSize(PHONE);
      await page.screenshot({ path: path.join(SHOTS, 'applicants-bulk-reject-390.png') });
      await page.setViewportSize(DESKTOP);
    }
    await dialog.getByRole('button', { name: 'Reject 3 applicants' }).click();
    await page.getByText('Moved 3 applicants to Rejected.').waitFor({ timeout: 15_000 });
    await expect.poll(() => bar.getByRole('status').textContent()).toBe('Select applicants to act on several at once.');

    await page.goto(`${site.url}/admin/applications?reqId=${opening.reqId}&status=rejected`);
    await expect.poll(names, { timeout: 15_000 }).toEqual(['Abe Bulk', 'Bram Bulk', 'Cora Bulk']);
    await page.goto(`${site.url}/admin/openings/${opening.reqId}/board`);
    await page.getByRole('heading', { name: 'New 1 application' }).waitFor({ timeout: 15_000 });
    await page.getByRole('heading', { name: 'Rejected 3 applications' }).waitFor();

    await page.goto(`${site.url}/admin/applications?reqId=${opening.reqId}`);
    await expect.poll(names, { timeout: 15_000 }).toHaveLength(4);
    await page.getByRole('checkbox', { name: 'Select every applicant on this page' }).check();
    await expect.poll(() => bar.getByRole('status').textContent()).toBe('4 selected');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      bar.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^applicants-\d{4}-\d{2}-\d{2}\.csv$/);
    // The browser runs as a server of its own: the file is copied over to be read.
    const saved = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'nw-bulk-')), download.suggestedFilename());
    await download.saveAs(saved);
    const csv = fs.readFileSync(saved, 'utf8').replace(/^\uFEFF/, '');
    fs.rmSync(path.dirname(saved), { recursive: true, force: true });
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^Applicant,E-mail,Phone,Job ID,Opening,Stage,Applied/);
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 6).join(','))).toEqual([
      `Abe Bulk,abe.bulk@example.com,9135550142,${opening.reqId},${TITLE},Rejected`,
      `Bram Bulk,bram.bulk@example.com,9135550142,${opening.reqId},${TITLE},Rejected`,
      `Cora Bulk,cora.bulk@example.com,9135550142,${opening.reqId},${TITLE},Rejected`,
      `Ulla Unchosen,ulla.bulk@example.com,9135550142,${opening.reqId},${TITLE},New`,
    ]);
    expect(lines[3]).toContain(",'=2+3,");
    expect(staff.errors).toEqual([]);
  });
});

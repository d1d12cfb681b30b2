/**
 * The desk's reports in Chromium: an admin's requirement with three applicants moved through the
 * pipeline; each report opens, the range and a filter change the URL (and survive a reload), the
 * funnel's table holds the figures, a client's filter leaves out another client's requirements, and the CSV download holds the table's numbers. Axe-clean and
 * without sideways scrolling at 1280 and 390 px.
 *
 * The placements report: Ada's contract (USD 100/h billed, 70/h paid) reads as one contractor
 * working, run-rate and margin at 160 and then at 100 hours a month (the admin's setting), ending
 * within 30 days; the currency filter follows the URL; the CSV holds the table's numbers; the digest
 * opt-in stays ticked.
 *
 * E2E_SCREENSHOTS_DIR=<folder> saves pictures of the reports at 1280 and 390 px.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import type { TrackedPage } from './test-support/browser';
import { applyTo, checkScreen, consoleCall, publishOpening, setUpAccount, setUpAdmin } from './test-support/console';
import { sharedSite } from './test-support/site';
import { mailWith, textPartOf } from './test-support/smtp';

const site = sharedSite();
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;
const ADMIN = { email: 'rhea.reports@example.com', name: 'Rhea Reports', password: 'a desk manager reads on monday' };
const TITLE = 'Reports Platform Engineer (e2e)';
const PEOPLE = ['Ada Funnel', 'Ben Funnel', 'Cy Funnel'].map((name, n) => ({
  name,
  email: `funnel.${n}@reports.example`,
  city: 'Pune',
}));

let admin: TrackedPage;
let recruiter: TrackedPage | undefined;
const RECRUITER = {
  email: 'remy.reports@example.com',
  name: 'Remy Recruiter',
  password: 'a recruiter reads their own',
};
let reqId = 0;
const heading = (page: Page) => page.locator('h1').first();
const cells = (page: Page, rowName: RegExp) => page.getByRole('row', { name: rowName }).locator('td').allTextContents();

/** The screen's CSV as its "Download CSV" link saves it: the file's name and its lines (without the BOM). */
async function downloadCsv(page: Page): Promise<{ name: string; lines: string[] }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  const name = download.suggestedFilename();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'nw-reports-'));
  try {
    const saved = path.join(folder, name);
    await download.saveAs(saved);
    return {
      name,
      lines: fs
        .readFileSync(saved, 'utf8')
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n'),
    };
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

describe('the reports', () => {
  it('has an admin move three applicants through the pipeline', { timeout: 90_000 }, async () => {
    admin = await setUpAdmin(site.browser, site, ADMIN);
    admin.errors.length = 0;
    const opening = await publishOpening(admin.page, TITLE, { country: 'IN' });
    reqId = opening.reqId;
    for (const person of PEOPLE) await applyTo(site.url, opening.uuid, person);
    const list = await consoleCall<{ items: Array<{ id: string; name: string }> }>(
      admin.page,
      'GET',
      `/api/admin/applications?reqId=${reqId}`,
    );
    const idOf = (name: string) => list.items.find((item) => item.name === name)?.id ?? '';
    const moves: Array<[string, string[]]> = [
      ['Ada Funnel', ['screening', 'submitted', 'client_interview', 'offer', 'placed']],
      ['Ben Funnel', ['screening', 'submitted', 'client_interview', 'rejected']],
      ['Cy Funnel', ['screening']],
    ];
    for (const [name, stages] of moves)
      for (const status of stages)
        await consoleCall(admin.page, 'POST', `/api/admin/applications/${idOf(name)}/status`, {
          status,
          // A rejection names its reason.
          ...(status === 'rejected' ? { reasonId: 'us-skills' } : {}),
        });
  });
  afterAll(async () => {
    await admin?.context.close();
    await recruiter?.context.close();
  });

  it('reads the funnel of the requirement, with the filters in the URL', async () => {
    const { page } = admin;
    await page.goto(`${site.url}/admin/reports/funnel?reqId=${reqId}`);
    await expect.poll(() => heading(page).textContent(), { timeout: 30_000 }).toBe('Reports: Funnel');
    const row = new RegExp(`^${TITLE.replace(/[()]/g, '\\$&')} \\(${reqId}\\)`);
    await page.getByRole('row', { name: row }).waitFor({ timeout: 30_000 });
    // applied 3, screened 3, submitted 2, client interview 2 (Ben was rejected after it), offer 1, placed 1
    expect((await cells(page, row)).slice(0, 6)).toEqual(['3', '3', '2', '2', '1', '1']);
    expect((await cells(page, row)).slice(6)).toEqual(['100.0 %', '66.7 %', '100.0 %', '50.0 %', '100.0 %']);

    await page.getByLabel('Range').selectOption('quarter');
    await expect.poll(() => new URL(page.url()).searchParams.get('range')).toBe('quarter');
    await page.getByLabel('Country').selectOption('India');
    await expect.poll(() => new URL(page.url()).searchParams.get('country')).toBe('India');
    await page.reload();
    await page.getByRole('row', { name: row }).waitFor({ timeout: 30_000 });
    expect(await page.getByLabel('Range').inputValue()).toBe('quarter');
    expect((await cells(page, row)).slice(0, 6)).toEqual(['3', '3', '2', '2', '1', '1']);
    await checkScreen(page, 'report-funnel', { shots: SHOTS });

    // A client narrows the report to its requirements: a new client has none (this one is Northwind's).
    const name = `Reports Client ${reqId}`;
    const client = await consoleCall<{ id: string }>(page, 'POST', '/api/admin/clients', {
      name,
      description: '',
      industry: '',
      location: '',
      website: '',
      domain: `reports-${reqId}.example`,
      ownerId: null,
    });
    await page.reload();
    await page.getByRole('row', { name: row }).waitFor({ timeout: 30_000 });
    // The requirement from the URL shows by name in its searchable filter.
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Requirement' }).inputValue(), { timeout: 30_000 })
      .toBe(`${TITLE} (${reqId})`);
    // The client is found by typing part of its name and picked from the keyboard.
    const clientField = page.getByRole('combobox', { name: 'Client' });
    await clientField.fill(`Client ${reqId}`);
    await page.getByRole('option', { name }).waitFor({ timeout: 30_000 });
    await clientField.press('ArrowDown');
    await clientField.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('client')).toBe(client.id);
    expect(await clientField.inputValue()).toBe(name);
    await page.getByText('Nothing happened in this range with these filters.').waitFor({ timeout: 30_000 });
    expect(await page.getByRole('row', { name: row }).count()).toBe(0);
    await clientField.click();
    await page.getByRole('option', { name: 'All clients' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.has('client')).toBe(false);
    await page.getByRole('row', { name: row }).waitFor({ timeout: 30_000 });

    // The desk's people are picked by name; the URL carries the id, and a reload shows the name again.
    const recruiterField = page.getByLabel('Recruiter', { exact: true });
    await expect.poll(() => recruiterField.locator('option', { hasText: ADMIN.name }).count()).toBe(1);
    await recruiterField.selectOption({ label: ADMIN.name });
    await expect.poll(() => new URL(page.url()).searchParams.get('recruiter')).toMatch(/^[\w-]{8,}$/);
    await page.reload();
    await expect.poll(() => recruiterField.locator('option:checked').textContent()).toBe(ADMIN.name);
    await recruiterField.selectOption({ label: 'Everyone' });
    await expect.poll(() => new URL(page.url()).searchParams.has('recruiter')).toBe(false);
    // Sources are offered from the applications' own.
    const sources = await page.getByLabel('Source').getAttribute('list');
    expect(await page.locator(`datalist[id="${sources}"] option`).count()).toBeGreaterThan(0);
    expect(admin.errors).toEqual([]);
  });

  it('downloads the CSV with the numbers of the table', async () => {
    const { page } = admin;
    const { name, lines } = await downloadCsv(page);
    expect(name).toMatch(/^funnel-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(lines[1]).toMatch(/^Requirement,Applied,Screening,Submitted,Client interview,Offer,Placed,/);
    const line = lines.find((l) => l.startsWith(`${TITLE} (${reqId})`));
    expect(line?.split(',').slice(1)).toEqual([
      '3',
      '3',
      '2',
      '2',
      '1',
      '1',
      '100.0',
      '66.7',
      '100.0',
      '50.0',
      '100.0',
    ]);
  });

  it('opens every other report from its tab, keeping the range and filters', async () => {
    const { page } = admin;
    for (const [tab, title] of [
      ['Desk ratios', 'Reports: Desk ratios'],
      ['Time to submit and fill', 'Reports: Time to submit and fill'],
      ['Sources', 'Reports: Sources'],
      ['Recruiter activity', 'Reports: Recruiter activity'],
    ] as const) {
      await page.getByRole('navigation', { name: 'Reports' }).getByRole('link', { name: tab }).click();
      await expect.poll(() => heading(page).textContent(), { timeout: 30_000 }).toBe(title);
      expect(new URL(page.url()).searchParams.get('reqId')).toBe(String(reqId));
      await page.locator('table.console-report-table').waitFor({ timeout: 30_000 });
      await checkScreen(page, `report-${tab.toLowerCase().replace(/\W+/g, '-')}`, { shots: SHOTS });
    }
    // The activity report, for this requirement: the admin screened 3, submitted 2, 2 client interviews, 1 placement.
    const total = await page.locator('table.console-report-table tfoot td').allTextContents();
    expect(total.slice(0, 4)).toEqual(['3', '2', '2', '1']);
    expect(admin.errors).toEqual([]);
  });

  it(
    'reads placements and margin, with the hours a month set by the admin, and downloads its CSV',
    { timeout: 90_000 },
    async () => {
      const { page } = admin;
      const list = await consoleCall<{ items: Array<{ id: string; name: string }> }>(
        page,
        'GET',
        `/api/admin/applications?reqId=${reqId}`,
      );
      const ada = list.items.find((item) => item.name === 'Ada Funnel')?.id ?? '';
      const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      await consoleCall(page, 'POST', '/api/admin/placements', {
        applicationId: ada,
        kind: 'contract',
        startDate: day(-5),
        endDate: day(20),
        currency: 'USD',
        rateUnit: 'hour',
        billRate: 100,
        payRate: 70,
      });

      await page
        .getByRole('navigation', { name: 'Reports' })
        .getByRole('link', { name: 'Placements and margin' })
        .click();
      await expect.poll(() => heading(page).textContent(), { timeout: 30_000 }).toBe('Reports: Placements and margin');
      expect(new URL(page.url()).searchParams.get('reqId')).toBe(String(reqId));
      const total = /^All placements/;
      await page.getByRole('row', { name: total }).waitFor({ timeout: 30_000 });
      // one contract, working; 100 × 160 = 16,000 a month billed, 30 × 160 = 4,800 margin; no fees
      expect(await cells(page, total)).toEqual(['1', '0', '1', '16,000.00', '4,800.00', '0.00']);
      expect(await cells(page, /^Ending within 30 days/)).toEqual(['—', '—', '1', '16,000.00', '4,800.00', '—']);
      expect(await page.getByRole('columnheader', { name: 'Revenue run-rate a month (USD)' }).count()).toBe(1);

      await page.getByLabel('Currency').selectOption('INR');
      await expect.poll(() => new URL(page.url()).searchParams.get('currency')).toBe('INR');
      await page.getByRole('row', { name: /^All placements/ }).waitFor();
      await expect.poll(() => cells(page, total)).toEqual(['0', '0', '0', '0.00', '0.00', '0.00']);
      await page.getByLabel('Currency').selectOption('USD');
      await expect.poll(() => new URL(page.url()).searchParams.get('currency')).toBe(null);

      const hours = page.getByLabel('Hours a month for the run-rate (everyone)');
      await hours.fill('100');
      await page.getByRole('form', { name: 'Run-rate hours' }).getByRole('button', { name: 'Save' }).click();
      await expect
        .poll(() => cells(page, total), { timeout: 30_000 })
        .toEqual(['1', '0', '1', '10,000.00', '3,000.00', '0.00']);

      const digest = page.getByLabel(/Mail me the weekly digest/);
      await digest.check();
      await expect
        .poll(
          async () =>
            (await consoleCall<{ weeklyDigest: boolean }>(page, 'GET', '/api/admin/report-settings')).weeklyDigest,
        )
        .toBe(true);
      await page.reload();
      await page.getByRole('row', { name: total }).waitFor({ timeout: 30_000 });
      expect(await page.getByLabel(/Mail me the weekly digest/).isChecked()).toBe(true);
      await checkScreen(page, 'report-placements-and-margin', { shots: SHOTS });

      const { name, lines } = await downloadCsv(page);
      expect(name).toMatch(/^placements-\d{4}-\d{2}-\d{2}\.csv$/);
      expect(lines).toContain('All placements,1,0,1,10000,3000,0');
      expect(lines).toContain('Ending within 30 days,,,1,10000,3000,');
      await consoleCall(page, 'PUT', '/api/admin/report-settings', { hoursPerMonth: 160 });
      expect(admin.errors).toEqual([]);
    },
  );

  it('shows a recruiter their placements without money, and no settings', { timeout: 90_000 }, async () => {
    await consoleCall(admin.page, 'POST', '/api/admin/users', { ...RECRUITER, password: undefined, role: 'recruiter' });
    const setup = await mailWith(site.mails, RECRUITER.email, '/admin/setup#token=');
    const link = /https?:\/\/\S+\/admin\/setup#token=[\w-]+/.exec(textPartOf(setup.raw, 'text/plain'))?.[0];
    recruiter = await setUpAccount(site.browser, link as string, RECRUITER.password);
    recruiter.errors.length = 0;
    const { page } = recruiter;
    await page.goto(`${site.url}/admin/reports/placements?range=quarter`);
    await page.getByRole('row', { name: /^All placements/ }).waitFor({ timeout: 30_000 });
    expect(await page.locator('table.console-report-table thead th').allTextContents()).toEqual([
      'Month, client or recruiter',
      'Contract placements',
      'Permanent placements',
      'Contractors working',
    ]);
    expect(await page.getByText('Rates, margins and fees are shown to admins and account managers only.').count()).toBe(
      1,
    );
    expect(await page.getByLabel('Currency').count()).toBe(0);
    expect(await page.getByLabel('Recruiter', { exact: true }).count()).toBe(0);
    expect(await page.getByLabel(/Mail me the weekly digest/).count()).toBe(0);
    await checkScreen(page, 'report-placements-recruiter', { shots: SHOTS });
    expect(recruiter.errors).toEqual([]);
  });
});

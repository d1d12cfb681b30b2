/**
 * The openings board at size: 2,000 imported openings (plus the demo ones) on the real server and
 * the production build, in Chromium. The board asks the server for one page at a time; every filter
 * lives in the URL, back and forward restore it; on a phone the list is compact.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { jobPaths } from '#content/pages/jobs';
import { importOpenings } from '../server/cli/import-openings';
import { createDatabase } from '../server/db/database';
import { openPage, PHONE } from './test-support/browser';
import { startServer, type RunningServer } from './test-support/server';
import { sharedSite } from './test-support/site';

const COUNT = 2000;
const ROLES = ['Java Developer', 'Data Engineer', 'QA Analyst', 'Cloud Architect', 'Scrum Master'];
const US = ['Charlotte, NC', 'Austin, TX', 'Overland Park, KS'];
const IN = ['Pune', 'Noida', 'Dehradun'];
const MODES = ['Remote', 'Hybrid', 'On-site'];

/** 2,000 openings from REQ_ID 20000; every 25th is a "Quantum" role (80 of them, half in India). */
const generated = Array.from({ length: COUNT }, (_, i) => {
  const india = i % 2 === 1;
  const day = new Date(Date.UTC(2026, 0, 1) + (i % 300) * 86_400_000).toISOString().slice(0, 10);
  return {
    REQ_ID: 20_000 + i,
    PSTN_TITLE: `${i % 25 === 0 ? 'Quantum ' : ''}${ROLES[i % ROLES.length]}`,
    PSTN_LCTN: (india ? IN : US)[i % 3],
    PSTN_TYP: i % 3 === 0 ? 'Full-Time' : 'Contract',
    WORK_LOCATION_PREFERENCE: MODES[Math.floor(i / 2) % 3],
    PSTN_RATE: india ? '₹20 - 25 LPA' : '$60 - $70 per hour',
    COUNTRY: india ? 'IN' : 'US',
    INTERNAL_JOB_DESCRIPTION: `<p>Role ${i}</p>`,
    POSTED_DATE: day,
  };
});

// 2,000 openings would change what every other file sees (the sitemap, the board's counts), and must be
// written before any page asks: this file runs a server of its own (the shared browser).
const site = sharedSite();
let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
  // Written before any page asks, so no cached answer predates it.
  const { db, dialect } = createDatabase(`sqlite:${server.dataDir}/northwind.sqlite`);
  try {
    await importOpenings(db, dialect, generated);
  } finally {
    await db.destroy();
  }
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

const rows = (page: Page) => page.locator('table.openings-table tbody tr');
const column = (page: Page, n: number) =>
  page.locator(`table.openings-table tbody tr > :nth-child(${n})`).allTextContents();
/** The status line once the list shows the current query (no answer pending). */
const status = async (page: Page) =>
  (await page.locator('.openings-board__results[aria-busy="true"]').count()) > 0
    ? 'busy'
    : page.locator('.openings-board__status').textContent();
const showing = (n: number) => `Showing 1–${Math.min(15, n)} of ${n} ${n === 1 ? 'opening' : 'openings'}`;
const quantum = generated.filter((o) => o.PSTN_TITLE.startsWith('Quantum'));
const quantumInContract = quantum.filter((o) => o.COUNTRY === 'IN' && o.PSTN_TYP === 'Contract');
const quantumRemote = quantumInContract.filter((o) => o.WORK_LOCATION_PREFERENCE === 'Remote');
const search = (page: Page) => new URL(page.url()).search;

describe('the openings board with 2,000 openings', () => {
  it('searches, filters, sorts and pages on the server, with back and forward restoring each step', async () => {
    const { context, page, errors } = await openPage(site.browser);
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/staffing/')) requests.push(new URL(request.url()).pathname);
    });
    await page.goto(`${server.url}${jobPaths.openings}`);
    await expect.poll(() => status(page), { timeout: 30_000 }).toMatch(/^Showing 1–15 of 2,0\d\d openings$/);
    expect(await rows(page).count()).toBe(15);
    // Never the whole list.
    expect(requests).not.toContain('/api/staffing/get/requirement');

    // Type: one request once typing pauses, the search in the URL. The server's copy of the board keeps
    // its controls disabled until the app has taken over; keys typed before that would be lost.
    const searchBox = page.getByLabel('Search openings');
    await expect.poll(() => searchBox.isEnabled(), { timeout: 30_000 }).toBe(true);
    await searchBox.pressSequentially('quantum', { delay: 40 });
    await expect.poll(() => status(page)).toBe(showing(quantum.length));
    expect(search(page)).toBe('?q=quantum');
    expect(new Set((await column(page, 1)).map((title) => title.split(' ')[0]))).toEqual(new Set(['Quantum']));

    // Filter: type, country, work mode; each a history entry.
    await page.locator('label', { hasText: /^Contract \(\d+\)$/ }).click();
    await expect.poll(() => search(page)).toBe('?type=contractual&q=quantum');
    await page.getByLabel('Country').selectOption('IN');
    await expect.poll(() => search(page)).toBe('?type=contractual&q=quantum&country=IN');
    await expect.poll(() => status(page)).toBe(showing(quantumInContract.length));
    expect(new Set(await column(page, 5))).toEqual(new Set(['Contract']));
    expect(quantumRemote.length).toBeGreaterThan(0);
    const modeOptions = await page.getByLabel('Work mode').locator('option').allTextContents();
    expect(modeOptions[0]).toBe('Any work mode');
    expect(modeOptions.slice(1).every((label) => /^(Remote|Hybrid|On-site) \(\d+\)$/.test(label))).toBe(true);
    await page.getByLabel('Work mode').selectOption('remote');
    await expect.poll(() => search(page)).toBe('?type=contractual&q=quantum&country=IN&workMode=remote');
    await expect.poll(() => status(page)).toBe(showing(quantumRemote.length));
    expect(new Set(await column(page, 4))).toEqual(new Set(['Remote']));
    const filtered = await status(page);

    // Sort: location, then posted date (newest first).
    await page.getByLabel('Work mode').selectOption('');
    await expect.poll(() => search(page)).toBe('?type=contractual&q=quantum&country=IN');
    await page
      .getByRole('columnheader', { name: /Posted/ })
      .getByRole('button')
      .click();
    await expect.poll(() => search(page)).toContain('sort=posted-desc');
    await expect
      .poll(async () => {
        const days = await page
          .locator('table.openings-table tbody time')
          .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
        return days.length > 1 && days.every((day, i) => i === 0 || days[i - 1]! >= day);
      })
      .toBe(true);

    // Page through the whole board.
    await page.getByLabel('Search openings').fill('');
    // Typing replaces the current entry once it pauses (a click before that carries the text into the
    // click's own entry instead): wait for the pause, so the steps back below are the same on any machine.
    await expect.poll(() => search(page)).not.toContain('q=');
    await page.locator('label', { hasText: /^All$/ }).click();
    await page.getByLabel('Country').selectOption('');
    await expect.poll(() => status(page)).toMatch(/^Showing 1–15 of 2,0\d\d openings$/);
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect.poll(() => status(page)).toMatch(/^Showing 16–30 of 2,0\d\d openings$/);
    expect(search(page)).toContain('page=2');

    // Back and forward restore each step, filters and search box included.
    await page.goBack(); // page 1
    await expect.poll(() => status(page)).toMatch(/^Showing 1–15 of 2,0\d\d openings$/);
    await page.goBack(); // India again
    await expect.poll(() => page.getByLabel('Country').inputValue()).toBe('IN');
    await page.goBack(); // contract roles in India, newest first, the search cleared in place
    await expect.poll(() => search(page)).toContain('sort=posted-desc');
    expect(search(page)).toContain('type=contractual');
    expect(search(page)).not.toContain('q=');
    await expect.poll(() => page.getByLabel('Search openings').inputValue()).toBe('');
    await page.goBack(); // before the sort
    await page.goBack(); // remote only
    await expect.poll(() => search(page)).toBe('?type=contractual&q=quantum&country=IN&workMode=remote');
    await expect.poll(() => status(page)).toBe(filtered);
    expect(await page.getByLabel('Work mode').inputValue()).toBe('remote');
    expect(await page.getByLabel('Search openings').inputValue()).toBe('quantum');
    await page.goForward();
    await expect.poll(() => search(page)).toBe('?type=contractual&q=quantum&country=IN');
    await expect.poll(() => page.getByLabel('Work mode').inputValue()).toBe('');

    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a compact list on a phone: the first job on the first screen, at most 150 px a row, the whole row one tap target', async () => {
    const { context, page, errors } = await openPage(site.browser, PHONE);
    await page.goto(`${server.url}${jobPaths.openings}`);
    // Measured once the app has taken over (its rows replace the server's copy).
    await expect.poll(() => page.locator('#nw-openings').count(), { timeout: 30_000 }).toBe(0);
    await expect.poll(() => rows(page).count(), { timeout: 30_000 }).toBe(15);
    const heights = await rows(page).evaluateAll((trs) => trs.map((tr) => tr.getBoundingClientRect().height));
    expect(Math.max(...heights)).toBeLessThanOrEqual(150);
    const first = rows(page).first();
    // The filters fold behind one Filter button, so the first opening is on the first screen.
    const firstTitle = (await first.locator('th').boundingBox())!;
    expect(firstTitle.y + firstTitle.height).toBeLessThanOrEqual(PHONE.height - 100);
    expect(await page.getByLabel('Search openings').isVisible()).toBe(false);
    const toggle = page.getByRole('button', { name: 'Filter', exact: true });
    await expect.poll(() => toggle.isEnabled(), { timeout: 30_000 }).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByLabel('Search openings').isVisible()).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.getByLabel('Country').selectOption('IN');
    await expect.poll(() => search(page)).toBe('?country=IN');
    expect(await page.getByRole('button', { name: 'Filter (1)' }).getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('button', { name: 'Filter (1)' }).click();
    await expect.poll(() => page.getByLabel('Country').isVisible()).toBe(false);
    // The job id stays, as a small detail.
    expect(await first.locator('.openings-table__id').isVisible()).toBe(true);
    // The row is one tap target: what lies on top of its pay, away from the title, is the job's link.
    const title = (await first.locator('th').textContent()) ?? '';
    await first.evaluate((row) => row.scrollIntoView({ block: 'center', behavior: 'instant' }));
    const box = (await first.locator('.openings-table__rate').boundingBox())!;
    const onTop = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('a')?.textContent ?? null,
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    // The link is named by the title alone.
    expect(onTop).toBe(title);
    expect(await first.getByRole('link', { name: title, exact: true }).count()).toBe(1);
    expect(await first.locator('a').count()).toBe(1);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => page.url()).toContain('/current-openings/job-description?jobId=');
    await expect.poll(() => page.locator('h1').first().textContent()).toContain(title.trim());
    expect(errors).toEqual([]);
    await context.close();
  });
});

/**
 * A recruiter's day in the console, in a browser against the real server (SQLite under a temporary
 * DATA_DIR): the first admin sets up the account from the CLI's link, posts and publishes an opening,
 * three people apply through the public API; the board shows the counts and a card moves by keyboard
 * ("Move to…"); the applicants list sorts and filters from the URL and answers j/k/o; a rating shows
 * its average; the home says what is new and forgets it once marked seen. Each screen is checked
 * with axe at 1280 and 390 px (nothing scrolls sideways on the phone).
 *
 * E2E_SCREENSHOTS_DIR=/tmp/console-hiring saves a screenshot of each screen at both widths.
 */
import AxeBuilder from '@axe-core/playwright';
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, openPage, type TrackedPage } from './test-support/browser';
import { repoRoot } from './test-support/paths';
import { cliCommand, startServer, type RunningServer } from './test-support/server';
import { sharedSite } from './test-support/site';

const run = promisify(execFile);
const totpCode = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();

const SHOTS = process.env.E2E_SCREENSHOTS_DIR;
const ADMIN = { email: 'hana.hiring@example.com', name: 'Hana Hiring', password: 'a hiring day passphrase' };
const TITLE = 'Platform Engineer (hiring e2e)';
const PEOPLE = [
  { name: 'Zara Zimmer', email: 'zara@example.com', city: 'Pune' },
  { name: 'Arun Appa', email: 'arun@example.com', city: 'Mumbai' },
  { name: 'Mira Mehta', email: 'mira@example.com', city: 'Pune' },
];

// A server of its own: the home's counts and the lists are read whole, so no other file's
// applications may be in them. The browser is the run's shared one.
const site = sharedSite();
let server: RunningServer;
let staff: TrackedPage;
let reqId = 0;

beforeAll(async () => {
  server = await startServer();
  if (SHOTS) fs.mkdirSync(SHOTS, { recursive: true });
});

afterAll(async () => {
  await staff?.context.close();
  await server?.stop();
});

const heading = (page: Page) => page.locator('h1').first();

async function checkScreen(page: Page, name: string) {
  await page.mouse.move(0, 0);
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(
      axe.violations.map(
        (v) => `${name} @${viewport.width}: ${v.id} ${v.nodes[0]?.target} ${v.nodes[0]?.failureSummary}`,
      ),
    ).toEqual([]);
    if (viewport === PHONE) {
      // What sticks out, to say which element widens the page when one does.
      const wide = await page.evaluate((width) => {
        const over = [...document.querySelectorAll('body *')].filter(
          (el) => el.getBoundingClientRect().right > width + 1,
        );
        return over.slice(-3).map((el) => `${el.tagName}.${el.className}`);
      }, PHONE.width);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${name}: ${wide.join(', ')}`,
      ).toBeLessThanOrEqual(PHONE.width);
    }
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}-${viewport.width}.png`), fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

/** A console API call from the signed-in page (its cookie, its Origin). */
async function consoleCall<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const answer = await fetch(url, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!answer.ok) throw new Error(`${method} ${url}: ${answer.status} ${await answer.text()}`);
      return (await answer.json()) as T;
    },
    { method, url, body },
  );
}

/** An application through the public staffing API, as the careers site sends it. */
async function apply(person: (typeof PEOPLE)[number], openingUuid: string) {
  const [country] = (await (await fetch(`${server.url}/api/staffing/get/country`)).json()) as Array<{
    COUNTRY_UUID: string;
  }>;
  const states = (await (await fetch(`${server.url}/api/staffing/get/state`)).json()) as Array<{
    STATE_UUID: string;
    COUNTRY_UUID: string;
  }>;
  const state = states.find((s) => s.COUNTRY_UUID === country?.COUNTRY_UUID) ?? states[0];
  const answer = await fetch(`${server.url}/api/staffing/post/candidateData`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      EXTERNALCANDIDATE_UUID: randomUUID(),
      REQUIREMENT_UUID: openingUuid,
      CND_NM_TX: person.name,
      CND_EMAIL_ID: person.email,
      CND_PRIM_PH_NUM: '9135550142',
      CITY: person.city,
      CND_STATE: state?.STATE_UUID,
      CND_COUNTRY: country?.COUNTRY_UUID,
      CND_ATHRZTN_TX: 'Citizen',
      CND_H1BAPPROVED_TX: '',
      CND_H1BEXPIRY_TX: '',
      BST_TM_TO_CALL_TX: '10:30',
      STAT_AVBLTY_TX: 'Immediate',
      JOB_CHANGE_REASON: 'Growth',
      CND_CRNT_SAL_TX: '100000',
      EXPECTED_SALARY: '120000',
      DESIRED_LOCATION: 'Remote',
      INLNE_RESUME_CLOB: '',
      RECRUITER_NAME: '',
    }),
  });
  expect(answer.status, await answer.clone().text()).toBe(200);
}

describe('a recruiter’s day in the console', () => {
  it('sets up the account and posts an opening that three people apply to', async () => {
    const { stdout } = await run(
      process.execPath,
      [...cliCommand(), 'create-admin', '--email', ADMIN.email, '--name', ADMIN.name, '--url', server.url],
      {
        cwd: repoRoot,
        env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: server.dataDir, LOG_LEVEL: 'warn' },
      },
    );
    const link = /https?:\/\/\S+\/admin\/setup#token=[\w-]+/.exec(stdout)?.[0];
    staff = await openPage(site.browser, DESKTOP, { reducedMotion: 'reduce' });
    const page = staff.page;
    await page.goto(link as string);
    await page.locator('svg.console-qr').waitFor({ timeout: 15_000 });
    const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').trim();
    await page.getByLabel('Choose a password').fill(ADMIN.password);
    await page.getByLabel('Type it again').fill(ADMIN.password);
    await page.getByLabel('Code from the app').fill(totpCode(secret));
    await page.getByRole('button', { name: 'Set up my account' }).click();
    await expect.poll(() => heading(page).textContent(), { timeout: 15_000 }).toBe('You are all set');

    const countries = await consoleCall<Array<{ COUNTRY_UUID: string }>>(page, 'GET', '/api/staffing/get/country');
    const opening = await consoleCall<{ reqId: number; uuid: string }>(page, 'POST', '/api/admin/openings', {
      title: TITLE,
      location: 'Pune, Maharashtra',
      countryUuid: countries[0]?.COUNTRY_UUID,
      positionType: 'Full-Time',
      workMode: 'Hybrid',
      rate: '',
      interviewType: 'Video',
      travel: false,
      descriptionHtml: '<p>Run the platform.</p>',
      validThrough: null,
    });
    reqId = opening.reqId;
    await consoleCall(page, 'POST', `/api/admin/openings/${reqId}/publish`, {});
    for (const person of PEOPLE) await apply(person, opening.uuid);
  });

  it('shows the board with counts and moves a card by keyboard', async () => {
    const page = staff.page;
    await page.goto(`${server.url}/admin/openings/${reqId}/board`);
    const newColumn = page.getByRole('region', { name: /^New/ });
    await newColumn.getByRole('heading', { name: 'New 3 applications' }).waitFor({ timeout: 15_000 });
    await checkScreen(page, 'board');

    const toggle = page.getByRole('button', { name: 'Move Arun Appa to…' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const interview = page.getByRole('button', { name: 'Interview', exact: true });
    await interview.waitFor();
    await interview.focus();
    await page.keyboard.press('Enter');
    await page.getByText('Moved Arun Appa to Interview.').waitFor();
    await page.getByRole('heading', { name: 'Interview 1 application' }).waitFor();
    await newColumn.getByRole('heading', { name: 'New 2 applications' }).waitFor();
    await page
      .getByRole('region', { name: /^Interview/ })
      .getByRole('link', { name: 'Arun Appa' })
      .waitFor();

    await page.goto(`${server.url}/admin/openings`);
    await page
      .getByRole('link', {
        name: new RegExp(`^Board of ${TITLE.replace(/[()]/g, '\\$&')}: 2 New, 0 Screening, 1 Interview`),
      })
      .waitFor({ timeout: 15_000 });
    await checkScreen(page, 'openings');
  });

  it('sorts and filters the applicants from the URL, and answers j/k/o', async () => {
    const page = staff.page;
    await page.goto(`${server.url}/admin/applications?reqId=${reqId}&sort=name&location=pune`);
    const names = () => page.locator('tbody tr td:nth-child(2) > span > a').allTextContents();
    await expect.poll(names, { timeout: 15_000 }).toEqual(['Mira Mehta', 'Zara Zimmer']);
    expect(await page.getByRole('columnheader', { name: /Applicant/ }).getAttribute('aria-sort')).toBe('ascending');
    await checkScreen(page, 'applicants');
    await page.getByRole('button', { name: /^Applicant/ }).click();
    await expect.poll(names).toEqual(['Zara Zimmer', 'Mira Mehta']);
    expect(page.url()).toContain('sort=-name');

    await page.locator('h1').click();
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await page.keyboard.press('o');
    await expect.poll(() => heading(page).textContent(), { timeout: 15_000 }).toBe('Mira Mehta');
  });

  it('rates the application and shows the average', async () => {
    const page = staff.page;
    await page.getByRole('radio', { name: '4 · Strong yes' }).check();
    await page.getByRole('textbox', { name: /Comment/ }).fill('Ran a platform team of six.');
    await page.getByRole('button', { name: 'Save my rating' }).click();
    await page.getByText('Your rating is saved: Strong yes.').waitFor({ timeout: 15_000 });
    await page.getByText('Rated 4.0 of 4 by 1 reviewer').first().waitFor();
    await checkScreen(page, 'application');
  });

  it('says on the home what is new, until it is marked seen', async () => {
    const page = staff.page;
    await page.goto(`${server.url}/admin/home`);
    const tiles = page.getByRole('list', { name: 'What needs attention' });
    await tiles.getByRole('link', { name: /^3 New since you started/ }).waitFor({ timeout: 15_000 });
    await checkScreen(page, 'home');
    await page.getByRole('button', { name: 'Mark all as seen' }).click();
    await tiles.getByRole('link', { name: /^0 New since you last looked/ }).waitFor();
    await page.getByText('Nothing new.').waitFor();
  });
});

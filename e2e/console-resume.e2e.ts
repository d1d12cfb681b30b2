/**
 * The resume beside the application, in Chromium against the shared server: a recruiter sets up the
 * account (and lands on Home), posts an opening, three visitors apply to it with a PDF (the
 * one-request API, as the form sends it); from the applicants list filtered to that opening and
 * sorted by name, the recruiter opens the first: the PDF loads in the frame from the console API
 * with its detected type and a sandboxing policy, and Chromium's viewer shows it; `j` and Next step
 * to the next applicants of that list. On a phone the list keeps each row's stage and date.
 *
 * E2E_SCREENSHOTS_DIR=/tmp/console-resume saves the application screen at 1280 and 390 px.
 */
import AxeBuilder from '@axe-core/playwright';
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { Secret, TOTP } from 'otpauth';
import type { Page, Response } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { emptyApplicationForm } from '#contracts/forms/application-form';
import type { Country, State } from '#contracts/api/staffing/reference';
import { DESKTOP, PHONE, openPage, type TrackedPage } from './test-support/browser';
import { repoRoot } from './test-support/paths';
import { smallPdf } from './test-support/pdf';
import { cliCommand } from './test-support/server';
import { sharedSite } from './test-support/site';

const run = promisify(execFile);
const totpCode = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();

const site = sharedSite();
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;
const ADMIN = { email: 'rhea.resume@example.com', name: 'Rhea Resume', password: 'a resume-reading passphrase' };
const TITLE = 'Resume Reader Engineer (resume e2e)';
// Sorted by name: Asha, Bina, Chitra.
const PEOPLE = [
  { first: 'Chitra', last: 'Resumetest', email: 'chitra.resumetest@example.com' },
  { first: 'Asha', last: 'Resumetest', email: 'asha.resumetest@example.com' },
  { first: 'Bina', last: 'Resumetest', email: 'bina.resumetest@example.com' },
];
const heading = (page: Page) => page.locator('h1').first();

let staff: TrackedPage | undefined;
afterAll(async () => {
  await staff?.context.close();
});

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

/** A visitor's application with a PDF resume, in the one request the job page's form sends. */
async function apply(person: (typeof PEOPLE)[number], reqId: number) {
  const states = (await (await fetch(`${site.url}/api/staffing/get/state`)).json()) as State[];
  const body = new FormData();
  for (const [name, value] of Object.entries({
    ...emptyApplicationForm(reqId, 'IN'),
    firstName: person.first,
    lastName: person.last,
    email: person.email,
    contactNumber: '9876502345',
    whatsappNumber: '9876502345',
    state: states.find((s) => s.STATE_NAME === 'Karnataka')?.STATE_UUID ?? '',
    city: 'Bengaluru',
    bestTimeToCall: '11:00',
    availability: 'Immediate',
    reasonForChange: 'Career growth',
    currentSalary: '20 LPA',
    expectedSalary: '26 LPA',
    desiredLocation: 'Bengaluru',
    recruiterContacted: 'direct',
    jobId: String(reqId),
  })) {
    if (typeof value === 'string') body.append(name, value);
  }
  const pdf = smallPdf(`${person.first} ${person.last} - resume`);
  body.append('resume', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), `${person.first}.pdf`);
  const answer = await fetch(`${site.url}/api/applications`, {
    method: 'POST',
    headers: { 'idempotency-key': randomUUID(), origin: site.url },
    body,
  });
  expect(answer.status, await answer.clone().text()).toBe(201);
}

async function checkAxe(page: Page, name: string) {
  const axe = await new AxeBuilder({ page }).exclude('iframe').analyze();
  expect(axe.violations.map((v) => `${name}: ${v.id} ${v.nodes[0]?.target} ${v.nodes[0]?.failureSummary}`)).toEqual([]);
}

describe('the resume beside the application', () => {
  it('frames a visitor’s PDF on the application, and Next walks the filtered list', { timeout: 120_000 }, async () => {
    const { stdout } = await run(
      process.execPath,
      [...cliCommand(), 'create-admin', '--email', ADMIN.email, '--name', ADMIN.name, '--url', site.url],
      {
        cwd: repoRoot,
        env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: site.dataDir, LOG_LEVEL: 'warn' },
      },
    );
    const link = /https?:\/\/\S+\/admin\/setup#token=[\w-]+/.exec(stdout)?.[0];
    expect(link, stdout).toBeDefined();
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
    await page.getByRole('link', { name: /open the console/ }).click();
    await expect.poll(() => heading(page).textContent(), { timeout: 15_000 }).toBe('Home');

    const countries = (await (await fetch(`${site.url}/api/staffing/get/country`)).json()) as Country[];
    const india = countries.find((c) => c.COUNTRY_CODE === 'IN');
    const opening = await consoleCall<{ reqId: number }>(page, 'POST', '/api/admin/openings', {
      title: TITLE,
      location: 'Bengaluru, Karnataka',
      countryUuid: india?.COUNTRY_UUID,
      positionType: 'Full-Time',
      workMode: 'Hybrid',
      rate: '',
      interviewType: 'Video',
      travel: false,
      descriptionHtml: '<p>Read resumes.</p>',
      validThrough: null,
    });
    await consoleCall(page, 'POST', `/api/admin/openings/${opening.reqId}/publish`, {});
    for (const person of PEOPLE) await apply(person, opening.reqId);

    // The list, filtered to the opening and sorted by name, all in the URL.
    const list = `${site.url}/admin/applications?reqId=${opening.reqId}&sort=name`;
    await page.goto(list);
    await page.getByRole('link', { name: 'Asha Resumetest' }).waitFor({ timeout: 15_000 });
    expect(await page.getByLabel('Opening').inputValue()).toBe(String(opening.reqId));

    // On a phone each row keeps its stage and the day it arrived.
    await page.setViewportSize(PHONE);
    const row = page.getByRole('row').filter({ hasText: 'Asha Resumetest' });
    await expect.poll(() => row.getByText('New', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => row.getByRole('cell').last().isVisible()).toBe(true);
    expect(await row.getByRole('cell').last().textContent()).toMatch(/\d/);
    await page.setViewportSize(DESKTOP);

    const framed = page.waitForResponse((response) => response.url().includes('/api/admin/files/inline/application/'));
    await page.getByRole('link', { name: 'Asha Resumetest' }).click();
    await expect.poll(() => heading(page).textContent(), { timeout: 15_000 }).toBe('Asha Resumetest');
    expect(new URL(page.url()).search).toBe(`?reqId=${opening.reqId}&sort=name`);

    // The PDF, from the console's own API, judged by its bytes and served to be shown only here.
    const pdf: Response = await framed;
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    // The headers as the server sent them (Chromium hands the frame's response to its PDF viewer,
    // which reports it with frame-ancestors only), read again with the same session.
    const again = await page.request.get(pdf.url());
    expect(again.status()).toBe(200);
    const headers = again.headers();
    expect(headers['content-type']).toBe('application/pdf');
    expect(headers['content-security-policy']).toBe("sandbox; default-src 'none'; frame-ancestors 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['content-disposition']).toMatch(/^inline/);
    expect(headers['cache-control']).toBe('private, no-store');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    // The console page may frame that path and nothing else.
    const consolePage = await page.request.get(page.url());
    expect(consolePage.headers()['content-security-policy']).toContain(`frame-src ${site.url}/api/admin/files/inline/`);
    // Chromium's PDF viewer took the frame over (it runs as the viewer's own page inside it).
    await expect
      .poll(() => page.frames().some((frame) => frame.url().startsWith('chrome-extension://')), { timeout: 15_000 })
      .toBe(true);
    const frame = page.locator('iframe[title="Resume of Asha Resumetest (PDF)"]');
    expect((await frame.boundingBox())?.height).toBeGreaterThan(400);
    await checkAxe(page, 'application');
    if (SHOTS) {
      fs.mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: path.join(SHOTS, 'application-resume-1280.png'), fullPage: true });
      await page.setViewportSize(PHONE);
      await page.screenshot({ path: path.join(SHOTS, 'application-resume-390.png'), fullPage: true });
      await page.setViewportSize(DESKTOP);
    }

    // j goes to the next applicant of that list, without going back to it; so does Next.
    await page.getByText('1 of 3').waitFor();
    await page.locator('body').focus();
    await page.keyboard.press('j');
    await expect.poll(() => heading(page).textContent(), { timeout: 15_000 }).toBe('Bina Resumetest');
    expect(new URL(page.url()).search).toBe(`?reqId=${opening.reqId}&sort=name`);
    await page.getByText('2 of 3').waitFor();
    await page.getByRole('link', { name: /^Next/ }).click();
    await expect.poll(() => heading(page).textContent(), { timeout: 15_000 }).toBe('Chitra Resumetest');
    await page.getByText('3 of 3').waitFor();
    expect(await page.getByRole('button', { name: 'Next →' }).isDisabled()).toBe(true);
    await page.getByRole('link', { name: /Back to the list/ }).click();
    await page.waitForURL(list);
    // The one 401 is the set-up page asking who is signed in before anyone is.
    expect(staff.errors.filter((error) => !/status of 401/.test(error))).toEqual([]);
  });
});

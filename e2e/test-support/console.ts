/**
 * Console helpers for browser tests: the first admin set up from the CLI's link (with a TOTP code),
 * any account from its set-up link, console API calls from the signed-in page, and applications
 * through the public APIs (the staffing API, or the job page's one request with a resume).
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { Secret, TOTP } from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { State } from '#contracts/api/staffing/reference';
import { emptyApplicationForm } from '#contracts/forms/application-form';
import { axeRun } from './axe';
import { DESKTOP, PHONE, openPage, type TrackedPage } from './browser';
import { repoRoot } from './paths';
import { smallPdf } from './pdf';
import { cliCommand } from './server';

const run = promisify(execFile);
/** The code of `secret` now, or `offsetSteps` 30-second steps on (a code is taken once). */
export const totpCode = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });

/** An admin made with `create-admin` against the server's data, set up in a fresh page and signed in. */
export async function setUpAdmin(
  browser: Browser,
  server: { url: string; dataDir: string },
  admin: { email: string; name: string; password: string },
): Promise<TrackedPage & { totpSecret: string }> {
  const { stdout } = await run(
    process.execPath,
    [...cliCommand(), 'create-admin', '--email', admin.email, '--name', admin.name, '--url', server.url],
    {
      cwd: repoRoot,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: server.dataDir, LOG_LEVEL: 'warn' },
    },
  );
  const link = /https?:\/\/\S+\/admin\/setup#token=[\w-]+/.exec(stdout)?.[0];
  expect(link, stdout).toBeDefined();
  return setUpAccount(browser, link as string, admin.password);
}

/**
 * Opens a set-up link (the CLI's or an invitation's) in a fresh page, chooses the password and the
 * authenticator (the test computes its code): signed in afterwards, on "You are all set"; with the
 * authenticator's secret, for the codes a test needs later.
 */
export async function setUpAccount(
  browser: Browser,
  link: string,
  password: string,
): Promise<TrackedPage & { totpSecret: string }> {
  const tracked = await openPage(browser, DESKTOP, { reducedMotion: 'reduce' });
  const { page } = tracked;
  await page.goto(link);
  await page.locator('svg.console-qr').waitFor({ timeout: 30_000 });
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').trim();
  await page.getByLabel('Choose a password').fill(password);
  await page.getByLabel('Type it again').fill(password);
  await page.getByLabel('Code from the app').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Set up my account' }).click();
  await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 30_000 }).toBe('You are all set');
  return { ...tracked, totpSecret: secret };
}

/** A console API call from the signed-in page (its cookie, its Origin). */
export async function consoleCall<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
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

/**
 * A published opening posted from the signed-in page (in the first country, or the one of `country`'s
 * code); answers its job id and uuid.
 */
export async function publishOpening(
  page: Page,
  title: string,
  where: { country?: string; location?: string } = {},
): Promise<{ reqId: number; uuid: string }> {
  const countries = await consoleCall<Array<{ COUNTRY_UUID: string; COUNTRY_CODE: string }>>(
    page,
    'GET',
    '/api/staffing/get/country',
  );
  const country = countries.find((c) => c.COUNTRY_CODE === where.country) ?? countries[0];
  const opening = await consoleCall<{ reqId: number; uuid: string }>(page, 'POST', '/api/admin/openings', {
    title,
    location: where.location ?? 'Pune, Maharashtra',
    countryUuid: country?.COUNTRY_UUID,
    positionType: 'Full-Time',
    workMode: 'Hybrid',
    rate: '',
    interviewType: 'Video',
    travel: false,
    descriptionHtml: '<p>A role for a browser test.</p>',
    validThrough: null,
  });
  await consoleCall(page, 'POST', `/api/admin/openings/${opening.reqId}/publish`, {});
  return opening;
}

/** An application through the public staffing API, as the careers site sends it. */
export async function applyTo(
  serverUrl: string,
  openingUuid: string,
  person: { name: string; email: string; city: string; phone?: string },
): Promise<void> {
  const countries = (await (await fetch(`${serverUrl}/api/staffing/get/country`)).json()) as Array<{
    COUNTRY_UUID: string;
    COUNTRY_CODE: string;
  }>;
  const [country] = countries;
  // Pay history is never asked for an opening in the USA (docs/product.md §6.2): sent only elsewhere.
  const openings = (await (await fetch(`${serverUrl}/api/staffing/get/requirement`)).json()) as Array<{
    REQUIREMENT_UUID: string;
    COUNTRY: string;
  }>;
  const openingCountry = openings.find((o) => o.REQUIREMENT_UUID === openingUuid)?.COUNTRY;
  const inUsa = countries.find((c) => c.COUNTRY_UUID === openingCountry)?.COUNTRY_CODE === 'US';
  const states = (await (await fetch(`${serverUrl}/api/staffing/get/state`)).json()) as Array<{
    STATE_UUID: string;
    COUNTRY_UUID: string;
  }>;
  const state = states.find((s) => s.COUNTRY_UUID === country?.COUNTRY_UUID) ?? states[0];
  const answer = await fetch(`${serverUrl}/api/staffing/post/candidateData`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      EXTERNALCANDIDATE_UUID: randomUUID(),
      REQUIREMENT_UUID: openingUuid,
      CND_NM_TX: person.name,
      CND_EMAIL_ID: person.email,
      CND_PRIM_PH_NUM: person.phone ?? '9135550142',
      CITY: person.city,
      CND_STATE: state?.STATE_UUID,
      CND_COUNTRY: country?.COUNTRY_UUID,
      CND_ATHRZTN_TX: 'Citizen',
      CND_H1BAPPROVED_TX: '',
      CND_H1BEXPIRY_TX: '',
      BST_TM_TO_CALL_TX: '10:30',
      STAT_AVBLTY_TX: 'Immediate',
      JOB_CHANGE_REASON: 'Growth',
      CND_CRNT_SAL_TX: inUsa ? '' : '100000',
      EXPECTED_SALARY: '120000',
      DESIRED_LOCATION: 'Remote',
      INLNE_RESUME_CLOB: '',
      RECRUITER_NAME: '',
    }),
  });
  expect(answer.status, await answer.clone().text()).toBe(200);
}

/**
 * A visitor's application to a published Indian opening with a PDF resume, in the one request the
 * job page's form sends (POST /api/applications).
 */
export async function applyWithResume(
  serverUrl: string,
  reqId: number,
  person: { firstName: string; lastName: string; email: string; phone: string; city: string },
): Promise<void> {
  const states = (await (await fetch(`${serverUrl}/api/staffing/get/state`)).json()) as State[];
  const body = new FormData();
  for (const [name, value] of Object.entries({
    ...emptyApplicationForm(reqId, 'IN'),
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    contactNumber: person.phone,
    state: states.find((s) => s.STATE_NAME === 'Karnataka')?.STATE_UUID ?? '',
    city: person.city,
    bestTimeToCall: '11:00',
    availability: 'Immediate',
    reasonForChange: 'Career growth',
    currentSalary: '20 LPA',
    expectedSalary: '26 LPA',
    desiredLocation: person.city,
    recruiterContacted: 'direct',
    jobId: String(reqId),
  })) {
    if (typeof value === 'string') body.append(name, value);
  }
  const pdf = smallPdf(`${person.firstName} ${person.lastName} - resume`);
  body.append('resume', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), `${person.firstName}.pdf`);
  const answer = await fetch(`${serverUrl}/api/applications`, {
    method: 'POST',
    headers: { 'idempotency-key': randomUUID(), origin: serverUrl },
    body,
  });
  expect(answer.status, await answer.clone().text()).toBe(201);
}

/**
 * A console screen checked at 1280 and 390 px: axe finds nothing (outside `exclude`), nothing scrolls
 * sideways on the phone, `onPhone` checks what must stay shown there; with `shots`, a full-page
 * screenshot at each width (`<name>-<width>.png`; the window only, for a `dialog`). Checked at rest: the pointer leaves the last button.
 */
export async function checkScreen(
  page: Page,
  name: string,
  options: { shots?: string | undefined; exclude?: string; onPhone?: () => Promise<void>; dialog?: boolean } = {},
): Promise<void> {
  await page.mouse.move(0, 0);
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    const violations = await axeRun(page, { exclude: options.exclude });
    expect(
      violations.map((v) => `${name} @${viewport.width}: ${v.id} ${v.nodes[0]?.target} ${v.nodes[0]?.failureSummary}`),
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
      await options.onPhone?.();
    }
    if (options.shots) {
      fs.mkdirSync(options.shots, { recursive: true });
      // A dialog is pictured as the screen shows it: a full page would cut it off at the window's height.
      await page.screenshot({
        path: path.join(options.shots, `${name}-${viewport.width}.png`),
        fullPage: !options.dialog,
      });
    }
  }
  await page.setViewportSize(DESKTOP);
}

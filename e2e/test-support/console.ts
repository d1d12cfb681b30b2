/**
 * Console helpers for browser tests: the first admin set up from the CLI's link (with a TOTP code),
 * console API calls from the signed-in page, and an application through the public staffing API.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { Secret, TOTP } from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { DESKTOP, openPage, type TrackedPage } from './browser';
import { repoRoot } from './paths';
import { cliCommand } from './server';

const run = promisify(execFile);
const totpCode = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();

/** An admin made with `create-admin` against the server's data, set up in a fresh page and signed in. */
export async function setUpAdmin(
  browser: Browser,
  server: { url: string; dataDir: string },
  admin: { email: string; name: string; password: string },
): Promise<TrackedPage> {
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
  const tracked = await openPage(browser, DESKTOP, { reducedMotion: 'reduce' });
  const { page } = tracked;
  await page.goto(link as string);
  await page.locator('svg.console-qr').waitFor({ timeout: 15_000 });
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').trim();
  await page.getByLabel('Choose a password').fill(admin.password);
  await page.getByLabel('Type it again').fill(admin.password);
  await page.getByLabel('Code from the app').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Set up my account' }).click();
  await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 15_000 }).toBe('You are all set');
  return tracked;
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

/** A published opening posted from the signed-in page; answers its job id and uuid. */
export async function publishOpening(page: Page, title: string): Promise<{ reqId: number; uuid: string }> {
  const countries = await consoleCall<Array<{ COUNTRY_UUID: string }>>(page, 'GET', '/api/staffing/get/country');
  const opening = await consoleCall<{ reqId: number; uuid: string }>(page, 'POST', '/api/admin/openings', {
    title,
    location: 'Pune, Maharashtra',
    countryUuid: countries[0]?.COUNTRY_UUID,
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
  person: { name: string; email: string; city: string },
): Promise<void> {
  const [country] = (await (await fetch(`${serverUrl}/api/staffing/get/country`)).json()) as Array<{
    COUNTRY_UUID: string;
  }>;
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

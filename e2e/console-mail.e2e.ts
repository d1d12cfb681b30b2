/**
 * Mail to a candidate from the console, in a browser against the shared server with real SMTP: the
 * first admin (from the CLI's link) invites a recruiter, who posts an opening that a candidate applies
 * to; on the application the recruiter presses `e`, picks "Invite to interview", sets a calendar
 * invite, previews the mail with the candidate's name filled in and sends it. The candidate's mail
 * arrives from the company's sender with the recruiter as Reply-To and a text/calendar invite; the
 * application's history shows it with its text. The composer and the templates screen pass axe at
 * 1280 and 390 px.
 *
 * E2E_SCREENSHOTS_DIR=/tmp/console-mail saves a screenshot of each screen at both widths.
 */
import AxeBuilder from '@axe-core/playwright';
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, openPage, type TrackedPage } from './test-support/browser';
import { repoRoot } from './test-support/paths';
import { cliCommand } from './test-support/server';
import { sharedSite } from './test-support/site';
import { partOf, subjectOf, textPartOf } from './test-support/smtp';

const run = promisify(execFile);
const totpCode = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();

const SHOTS = process.env.E2E_SCREENSHOTS_DIR;
const RUN = randomUUID().slice(0, 8);
const ADMIN = { email: `mail-admin-${RUN}@example.com`, name: 'Mona Mailer', password: 'a mail day passphrase' };
const RECRUITER = {
  email: `rita-${RUN}@northwind.example`,
  name: 'Rita Recruiter',
  password: 'a recruiter passphrase',
};
const CANDIDATE = { name: 'Noor Nadeem', email: `noor-${RUN}@example.com` };
const TITLE = `Site Reliability Engineer (mail e2e ${RUN})`;

const site = sharedSite();
let admin: TrackedPage | undefined;
let recruiter: TrackedPage | undefined;
let applicationId = '';

afterAll(async () => {
  await admin?.context.close();
  await recruiter?.context.close();
});

const heading = (page: Page) => page.locator('h1').first();

/** axe at 1280 and 390 px (nothing scrolls sideways on the phone); optional screenshots. */
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
    if (SHOTS) fs.mkdirSync(SHOTS, { recursive: true });
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

/** Opens a set-up link, chooses the password and the authenticator; signed in afterwards. */
async function setUpAccount(link: string, password: string): Promise<TrackedPage> {
  const tracked = await openPage(site.browser, DESKTOP, { reducedMotion: 'reduce' });
  const page = tracked.page;
  await page.goto(link);
  await page.locator('svg.console-qr').waitFor({ timeout: 15_000 });
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').trim();
  await page.getByLabel('Choose a password').fill(password);
  await page.getByLabel('Type it again').fill(password);
  await page.getByLabel('Code from the app').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Set up my account' }).click();
  await expect.poll(() => heading(page).textContent(), { timeout: 15_000 }).toBe('You are all set');
  return tracked;
}

const mailTo = (address: string) => site.mails().filter((mail) => mail.to.includes(address));

describe('mail to candidates from the console', () => {
  it('has an admin invite a recruiter, who posts an opening a candidate applies to', { timeout: 120_000 }, async () => {
    const { stdout } = await run(
      process.execPath,
      [...cliCommand(), 'create-admin', '--email', ADMIN.email, '--name', ADMIN.name, '--url', site.url],
      {
        cwd: repoRoot,
        env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: site.dataDir, LOG_LEVEL: 'warn' },
      },
    );
    const adminLink = /https?:\/\/\S+\/admin\/setup#token=[\w-]+/.exec(stdout)?.[0];
    admin = await setUpAccount(adminLink as string, ADMIN.password);
    await consoleCall(admin.page, 'POST', '/api/admin/users', {
      email: RECRUITER.email,
      name: RECRUITER.name,
      role: 'recruiter',
    });
    await expect.poll(() => mailTo(RECRUITER.email).length, { timeout: 20_000 }).toBe(1);
    const text = textPartOf(mailTo(RECRUITER.email)[0]?.raw ?? '', 'text/plain');
    const recruiterLink = /https?:\/\/\S+\/admin\/setup#token=[\w-]+/.exec(text)?.[0];
    recruiter = await setUpAccount(recruiterLink as string, RECRUITER.password);

    const page = recruiter.page;
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
      descriptionHtml: '<p>Keep it running.</p>',
      validThrough: null,
    });
    await consoleCall(page, 'POST', `/api/admin/openings/${opening.reqId}/publish`, {});
    const states = (await (await fetch(`${site.url}/api/staffing/get/state`)).json()) as Array<{ STATE_UUID: string }>;
    const applied = await fetch(`${site.url}/api/staffing/post/candidateData`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        EXTERNALCANDIDATE_UUID: randomUUID(),
        REQUIREMENT_UUID: opening.uuid,
        CND_NM_TX: CANDIDATE.name,
        CND_EMAIL_ID: CANDIDATE.email,
        CND_PRIM_PH_NUM: '9135550177',
        CITY: 'Pune',
        CND_STATE: states[0]?.STATE_UUID,
        CND_COUNTRY: countries[0]?.COUNTRY_UUID,
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
    expect(applied.status, await applied.clone().text()).toBe(200);
    const list = await consoleCall<{ items: Array<{ id: string }> }>(
      page,
      'GET',
      `/api/admin/applications?reqId=${opening.reqId}`,
    );
    applicationId = list.items[0]?.id ?? '';
    expect(applicationId).not.toBe('');
  });

  it('sends an interview invitation with an .ics that arrives with Reply-To and shows on the history', async () => {
    const page = (recruiter as TrackedPage).page;
    await page.goto(`${site.url}/admin/applications/${applicationId}`);
    await expect.poll(() => heading(page).textContent(), { timeout: 15_000 }).toBe(CANDIDATE.name);
    // Focus is on the heading, not in a field: `e` opens the composer.
    await page.keyboard.press('e');
    const dialog = page.getByRole('dialog', { name: `Mail ${CANDIDATE.name}` });
    const template = dialog.getByLabel('Template');
    await template.waitFor({ timeout: 15_000 });
    await template.selectOption({ label: 'Invite to interview' });
    await dialog.getByLabel('Date').fill('2026-12-03');
    await dialog.getByLabel(/^Time(?! zone)/).fill('15:30');
    await dialog.getByLabel('Time zone').selectOption('Europe/Berlin');
    await dialog.getByLabel('Length').selectOption('60');
    await dialog.getByLabel(/^Place/).fill('Northwind office, Baner, Pune');
    await dialog.getByLabel(/^Video link/).fill('https://meet.example.com/noor-sre');
    // Typing `e` in the message is text, not a shortcut.
    await dialog.getByLabel(/^Message/).press('End');
    await dialog.getByLabel(/^Message/).pressSequentially('\n\nSee you there.');
    await dialog.getByRole('button', { name: 'Preview' }).click();
    const preview = dialog.getByRole('region', { name: /Preview/ });
    await expect.poll(() => preview.textContent(), { timeout: 15_000 }).toContain('Dear Noor,');
    const shown = (await preview.textContent()) ?? '';
    expect(shown).toContain(RECRUITER.email);
    expect(shown).toContain(`Interview for ${TITLE}`);
    expect(shown).toContain('Thu, 3 Dec 2026, 15:30–16:30 (Europe/Berlin)');
    expect(shown).toContain('See you there.');
    await checkScreen(page, 'mail-composer');

    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'queued to' }).count(), { timeout: 15_000 })
      .toBe(1);
    const history = page.getByRole('list', { name: 'History, newest first' });
    await expect.poll(() => history.textContent(), { timeout: 15_000 }).toContain('Mail sent');
    expect(await history.textContent()).toContain('See you there.');
    expect(await history.textContent()).toContain('Calendar invite: Thu, 3 Dec 2026, 15:30–16:30 (Europe/Berlin)');

    // Real SMTP: the mail arrives from the company, answers go to the recruiter, the invite is attached.
    await expect
      .poll(() => mailTo(CANDIDATE.email).filter((m) => /Interview for/.test(subjectOf(m.raw))).length, {
        timeout: 30_000,
      })
      .toBe(1);
    const raw = mailTo(CANDIDATE.email).find((m) => /Interview for/.test(subjectOf(m.raw)))?.raw ?? '';
    expect(raw).toMatch(/^From: Northwind Technologies <no-reply@northwind\.example>/m);
    expect(raw).toMatch(new RegExp(`^Reply-To: ${RECRUITER.name} <${RECRUITER.email}>`, 'm'));
    expect(textPartOf(raw, 'text/plain')).toContain('Dear Noor,');
    const invite = partOf(raw, /^Content-Type: text\/calendar/im);
    expect(invite.head).toMatch(/method=REQUEST/);
    const ics = invite.body.toString('utf8').replace(/\r\n[ \t]/g, '');
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain('DTSTART:20261203T143000Z');
    expect(ics).toContain('DURATION:PT60M');
    expect(ics).toContain('LOCATION:Northwind office\\, Baner\\, Pune');
    expect(ics).toContain(`ORGANIZER;CN="${RECRUITER.name}":MAILTO:${RECRUITER.email}`);
    expect(ics).toMatch(new RegExp(`ATTENDEE;.*CN="${CANDIDATE.name}":mailto:${CANDIDATE.email}`));

    // The "Mails sent" list has it too.
    const mails = page.getByRole('region', { name: 'Mails sent' });
    await expect.poll(() => mails.textContent()).toContain(`Interview for ${TITLE}`);
  });

  it('shows the templates to recruiters and lets admins edit them', async () => {
    const page = (recruiter as TrackedPage).page;
    await page
      .getByRole('navigation', { name: 'Console sections' })
      .getByRole('link', { name: 'Mail templates' })
      .click();
    await expect.poll(() => heading(page).textContent(), { timeout: 15_000 }).toBe('Mail templates');
    await page.getByText('Only admins change the templates.').waitFor();
    await checkScreen(page, 'mail-templates-recruiter');

    const adminPage = (admin as TrackedPage).page;
    await adminPage.goto(`${site.url}/admin/mail-templates`);
    await expect.poll(() => heading(adminPage).textContent(), { timeout: 15_000 }).toBe('Mail templates');
    await adminPage
      .getByRole('navigation', { name: 'Templates' })
      .getByRole('button', { name: /^Reject/ })
      .click();
    await adminPage.getByLabel(/^Message/).fill('Dear {{firstName}},\n\nNot this time, {{salary}}.');
    await adminPage.getByRole('button', { name: 'Save template' }).click();
    await adminPage.getByText(/uses an unknown merge field/).waitFor();
    await checkScreen(adminPage, 'mail-templates-admin');
  });
});

/**
 * A recruiter's day in the console, in one browser story on the shared server with real SMTP. Each
 * step needs the ones before it:
 *
 * - an admin sets up the console from the CLI's link (TOTP), posts an opening and invites a recruiter
 *   (the invitation arrives by mail, the recruiter sets up too);
 * - a visitor applies twice under two names with one phone (once on the public job page in the
 *   browser, once in the job page's one request), and ten others apply (the staffing API, or with a PDF);
 * - the home says what is new, until it is marked seen;
 * - both applications of that visitor are flagged as a possible duplicate, merged onto one profile
 *   (keeping the second name), and the merge is undone; the audit log shows both;
 * - the opening's board shows the counts per stage and a card moves by keyboard ("Move to…");
 * - the recruiter sends that candidate a templated interview invitation with an .ics: it arrives over
 *   SMTP with Reply-To the recruiter and a text/calendar part, and shows on the application's history;
 * - the templates show to recruiters, and only admins edit them;
 * - three applicants are rejected in one bulk action with a template ("Reject with a template…"): the
 *   mails arrive, the list and the board count them as Rejected; the list exports as CSV;
 * - a visitor's PDF resume shows inline on the application, and `j` / Next walk the filtered list;
 * - three more are rejected in one bulk action after a confirmation, without a mail;
 * - the applicants list sorts and filters from the URL and answers j/k/o; a rating shows its average;
 * - the inboxes' lists and records (internship applications, contact messages) open; a message is
 *   answered from the console and the reply arrives.
 *
 * Every screen is checked with axe at 1280 and 390 px (nothing scrolls sideways on the phone).
 * E2E_SCREENSHOTS_DIR=/tmp/recruiter-day saves a screenshot of each screen at both widths.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page, Response } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { jobPaths } from '#content/pages/jobs';
import { verhoeffCheckDigit } from '#contracts/aadhaar';
import { internship } from '../server/test-support/requests';
import { DESKTOP, PHONE, formReady, openPage, type TrackedPage } from './test-support/browser';
import {
  applyTo,
  applyWithResume,
  checkScreen as checkConsoleScreen,
  consoleCall,
  publishOpening,
  setUpAccount,
  setUpAdmin,
} from './test-support/console';
import { smallPdf } from './test-support/pdf';
import { sharedSite } from './test-support/site';
import { mailWith, partOf, subjectOf, textPartOf } from './test-support/smtp';

const SHOTS = process.env.E2E_SCREENSHOTS_DIR;
const RUN = randomUUID().slice(0, 8);
const ADMIN = { email: `hana-${RUN}@example.com`, name: 'Hana Hiring', password: 'a hiring day passphrase' };
const RECRUITER = {
  email: `rita-${RUN}@northwind.example`,
  name: 'Rita Recruiter',
  password: 'a recruiter passphrase',
};
const TITLE = `Platform Engineer (recruiter day ${RUN})`;
const mail = (name: string) => `${name}-${RUN}@example.com`;

// Everyone applies to the one opening; each has a phone of their own but the one visitor who applies
// twice. Cities pick the groups out of the list: Pune (sorting), Bengaluru (resumes), the bulk
// group by its name and addresses, "bulk".
const VISITOR = { phone: '9812377001', city: 'Mysuru' };
const FIRST = { firstName: 'Kavya', lastName: 'Raghunathan', email: mail('kavya.r') };
const SECOND = { firstName: 'Kavi', lastName: 'Raghu-Nathan', email: mail('kavi.work') };
const ZARA = { name: 'Zara Zimmer', email: mail('zara'), city: 'Pune', phone: '9812377011' };
const ARUN = { name: 'Arun Appa', email: mail('arun'), city: 'Mumbai', phone: '9812377012' };
const MIRA = { name: 'Mira Mehta', email: mail('mira'), city: 'Pune', phone: '9812377013' };
// Oldest first; the list shows the newest first.
const BULK = [
  { name: 'Ulla Unchosen', email: mail('ulla.bulk'), city: 'Nagpur', phone: '9812377021' },
  { name: 'Cora Bulk', email: mail('cora.bulk'), city: '=2+3', phone: '9812377022' },
  { name: 'Bram Bulk', email: mail('bram.bulk'), city: 'Nashik', phone: '9812377023' },
  { name: 'Abe Bulk', email: mail('abe.bulk'), city: 'Nagpur', phone: '9812377024' },
];
// Sorted by name: Asha, Bina, Chitra.
const READERS = [
  { firstName: 'Chitra', lastName: 'Resumetest', email: mail('chitra.resumetest'), phone: '9812377031' },
  { firstName: 'Asha', lastName: 'Resumetest', email: mail('asha.resumetest'), phone: '9812377032' },
  { firstName: 'Bina', lastName: 'Resumetest', email: mail('bina.resumetest'), phone: '9812377033' },
].map((person) => ({ ...person, city: 'Bengaluru' }));
const APPLICATIONS = 2 + 3 + BULK.length + READERS.length;

const site = sharedSite();
let admin: TrackedPage;
let recruiter: TrackedPage;
let reqId = 0;
let openingUuid = '';

afterAll(async () => {
  await admin?.context.close();
  await recruiter?.context.close();
});

const heading = (page: Page) => page.locator('h1').first();
const checkScreen = (
  page: Page,
  name: string,
  options: { exclude?: string; onPhone?: () => Promise<void>; dialog?: boolean } = {},
) => checkConsoleScreen(page, name, { ...options, shots: SHOTS });
/** A screen other browser tests already check (admin.e2e.ts): only pictured, when screenshots are asked for. */
const picture = async (page: Page, name: string) => {
  if (SHOTS) await checkScreen(page, name);
};
const mailTo = (address: string) => site.mails().filter((received) => received.to.includes(address));
/** The applicants' names in the list's order (their own links, not the profile link beside them). */
const namesIn = (page: Page) => () => page.locator('tbody tr td:nth-child(2) > span > a').allTextContents();
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The visitor's first application, on the public job page in the browser, with a PDF resume. */
async function applyOnTheJobPage() {
  const visitor = await openPage(site.browser);
  const { page } = visitor;
  await page.goto(`${site.url}${jobPaths.description}?jobId=${reqId}`);
  await expect.poll(() => heading(page).textContent(), { timeout: 30_000 }).toBe(TITLE);
  await formReady(page, 'Submit application');
  const field = (label: RegExp) => page.getByLabel(label).first();
  await field(/^First name/).fill(FIRST.firstName);
  await field(/^Last name/).fill(FIRST.lastName);
  await field(/^Email/).fill(FIRST.email);
  await field(/^Contact number/).fill(VISITOR.phone);
  await field(/^State/).selectOption({ label: 'Karnataka' });
  await field(/^City/).fill(VISITOR.city);
  await field(/^Best time to call/).fill('10:30');
  await field(/^Availability/).selectOption({ label: 'Immediate' });
  await field(/^Reason for change/).selectOption('Career growth');
  // Asked only where the law allows: not for an opening in the USA.
  if (await page.getByLabel(/^Current annual salary/).count()) await field(/^Current annual salary/).fill('18 LPA');
  await field(/^Expected annual salary/).fill('24 LPA');
  await field(/^Desired location/).fill(VISITOR.city);
  await field(/^Recruiter who contacted you/).selectOption({ index: 1 });
  await field(/^Resume/).setInputFiles({
    name: 'Kavya Raghunathan CV.pdf',
    mimeType: 'application/pdf',
    buffer: smallPdf('Kavya Raghunathan - platform engineer'),
  });
  await page.getByRole('button', { name: 'Submit application' }).click();
  await page.getByRole('region', { name: 'Application received' }).waitFor({ timeout: 20_000 });
  expect(visitor.errors).toEqual([]);
  await visitor.context.close();
}

describe('a recruiter’s day in the console', () => {
  it('has an admin set up the console, post an opening and invite a recruiter', { timeout: 90_000 }, async () => {
    admin = await setUpAdmin(site.browser, site, ADMIN);
    const page = admin.page;
    // The set-up page asks who is signed in before anyone is (a 401): errors count from here.
    admin.errors.length = 0;
    // The recovery codes, shown once.
    expect(await page.getByTestId('recovery-codes').locator('li').count()).toBe(10);
    await checkScreen(page, 'setup-done');
    await page.getByRole('link', { name: /open the console/ }).click();
    await expect.poll(() => heading(page).textContent(), { timeout: 30_000 }).toBe('Home');
    ({ reqId, uuid: openingUuid } = await publishOpening(page, TITLE, { country: 'IN' }));

    await consoleCall(page, 'POST', '/api/admin/users', {
      email: RECRUITER.email,
      name: RECRUITER.name,
      role: 'recruiter',
    });
    const setup = await mailWith(site.mails, RECRUITER.email, '/admin/setup#token=');
    const text = textPartOf(setup.raw, 'text/plain');
    const link = /https?:\/\/\S+\/admin\/setup#token=[\w-]+/.exec(text)?.[0];
    expect(link, text).toBeDefined();
    recruiter = await setUpAccount(site.browser, link as string, RECRUITER.password);
    recruiter.errors.length = 0;
  });

  it(
    'takes two applications from one visitor under two names with one phone, and ten others',
    { timeout: 90_000 },
    async () => {
      await applyOnTheJobPage();
      await applyWithResume(site.url, reqId, { ...SECOND, ...VISITOR });
      for (const person of [ZARA, ARUN, MIRA, ...BULK]) await applyTo(site.url, openingUuid, person);
      for (const person of READERS) await applyWithResume(site.url, reqId, person);
    },
  );

  it(
    'says on the home what is new and waiting; marking it seen counts arrivals from then',
    { timeout: 60_000 },
    async () => {
      const page = admin.page;
      await page.goto(`${site.url}/admin/home`);
      const tiles = page.getByRole('list', { name: 'What needs attention' });
      // Other files' applications are new too: this opening's row counts this day's.
      await tiles.getByRole('link', { name: /^[\d,]+ New, nobody has acted on them$/ }).waitFor({ timeout: 30_000 });
      const mine = page.getByRole('link', { name: `${APPLICATIONS} new applications waiting for ${TITLE}` });
      await mine.waitFor();
      await checkScreen(page, 'home');
      await page.getByRole('button', { name: 'Mark all as seen' }).click();
      // Still waiting (nobody has acted on them), but none of them arrived since.
      await tiles
        .getByRole('link', { name: /^[\d,]+ New, nobody has acted on them [\d,]+ since you last looked/ })
        .waitFor();
      expect(await mine.count()).toBe(1);
    },
  );

  it('flags both applications of the visitor as a possible duplicate', { timeout: 60_000 }, async () => {
    const page = admin.page;
    // Both rows are flagged in the list.
    await page.goto(`${site.url}/admin/applications?search=${VISITOR.phone}`);
    const rows = page.getByRole('row').filter({ hasText: 'Possible duplicate' });
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(2);
    await checkScreen(page, 'applicants-flagged');

    // The first applicant's screen links to the profile and says it may be a duplicate.
    await page.getByRole('link', { name: 'Kavya Raghunathan' }).click();
    await page.getByRole('heading', { level: 1, name: 'Kavya Raghunathan' }).waitFor({ timeout: 30_000 });
    await checkScreen(page, 'application-flagged');
    await page.getByRole('link', { name: 'Possible duplicate' }).click();
    const duplicates = page.getByRole('region', { name: 'Possible duplicates' });
    await duplicates.getByRole('link', { name: 'Kavi Raghu-Nathan' }).waitFor({ timeout: 30_000 });
    await expect.poll(() => duplicates.getByText('Same phone').count()).toBe(1);
  });

  it('merges the two onto one profile, keeping the second name', { timeout: 60_000 }, async () => {
    const page = admin.page;
    const form = page.getByRole('form', { name: 'Merge Kavi Raghu-Nathan into this candidate' });
    await form.getByRole('radio', { name: 'Kavi Raghu-Nathan' }).check();
    await form.getByRole('button', { name: 'Merge into one candidate' }).click();
    await page.getByText('Kavi Raghu-Nathan is merged into this candidate.').waitFor({ timeout: 30_000 });
    await page.getByRole('heading', { level: 1, name: 'Kavi Raghu-Nathan' }).waitFor();
    await page.getByRole('heading', { name: 'Applications (2)' }).waitFor();
    expect(await page.getByRole('region', { name: 'Possible duplicates' }).count()).toBe(0);
    await checkScreen(page, 'candidate-profile');

    // The list rows now say two applications by one person, without the flag.
    await page.goto(`${site.url}/admin/applications?search=${VISITOR.phone}`);
    await expect.poll(() => page.getByRole('link', { name: '2 applications' }).count(), { timeout: 30_000 }).toBe(2);
    expect(await page.getByRole('row').filter({ hasText: 'Possible duplicate' }).count()).toBe(0);
  });

  it('undoes the merge, which splits them again, and the audit log shows both', { timeout: 60_000 }, async () => {
    const page = admin.page;
    await page.getByRole('link', { name: '2 applications' }).first().click();
    await page.getByRole('button', { name: 'Undo merge' }).click();
    await page
      .getByText('Merge undone: Kavi Raghu-Nathan is a candidate of their own again.')
      .waitFor({ timeout: 30_000 });
    await page.getByRole('heading', { level: 1, name: 'Kavya Raghunathan' }).waitFor();
    await page.getByRole('heading', { name: 'Applications (1)' }).waitFor();
    await page.getByRole('region', { name: 'Possible duplicates' }).waitFor();
    await checkScreen(page, 'candidate-flagged');

    for (const [action, words] of [
      ['candidate.merge', 'Merged another profile into the candidate profile'],
      ['candidate.merge-undo', 'Undid a merge into the candidate profile'],
    ] as const) {
      await page.goto(`${site.url}/admin/audit?action=${action}`);
      await page.locator('table tbody').getByText(words).first().waitFor({ timeout: 30_000 });
    }
    // What happened and what the undo carried read as words, not as the JSON the server stores (that
    // is in each entry's raw view, closed).
    const log = await page.locator('table tbody').evaluate((body) => {
      const shown = body.cloneNode(true) as HTMLElement;
      for (const raw of shown.querySelectorAll('details')) raw.remove();
      return shown.textContent ?? '';
    });
    expect(log).toMatch(/merge: [0-9a-f-]{36} · restored: [0-9a-f-]{36} · applications: /);
    expect(log).not.toContain('{"');
    await picture(page, 'audit');
  });

  it('shows the opening’s board with its counts and moves a card by keyboard', { timeout: 60_000 }, async () => {
    const page = admin.page;
    await page.goto(`${site.url}/admin/openings/${reqId}/board`);
    const newColumn = page.getByRole('region', { name: /^New/ });
    await newColumn.getByRole('heading', { name: `New ${APPLICATIONS} applications` }).waitFor({ timeout: 30_000 });
    await checkScreen(page, 'board');

    const toggle = page.getByRole('button', { name: `Move ${ARUN.name} to…` });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const interview = page.getByRole('button', { name: 'Client interview', exact: true });
    await interview.waitFor();
    await interview.focus();
    await page.keyboard.press('Enter');
    await page.getByText(`Moved ${ARUN.name} to Client interview.`).waitFor({ timeout: 30_000 });
    await page.getByRole('heading', { name: 'Client interview 1 application' }).waitFor();
    await newColumn.getByRole('heading', { name: `New ${APPLICATIONS - 1} applications` }).waitFor();
    await page
      .getByRole('region', { name: /^Client interview/ })
      .getByRole('link', { name: ARUN.name })
      .waitFor();

    await page.goto(`${site.url}/admin/openings?search=${encodeURIComponent(TITLE)}`);
    await page
      .getByRole('link', {
        name: new RegExp(
          `^Board of ${escaped(TITLE)}: ${APPLICATIONS - 1} New, 0 Screening, 0 Submitted, 1 Client interview`,
        ),
      })
      .waitFor({ timeout: 30_000 });
    await checkScreen(page, 'openings');
    if (SHOTS) {
      await page.getByRole('link', { name: TITLE, exact: true }).click();
      await expect.poll(() => heading(page).textContent(), { timeout: 30_000 }).toBe(TITLE);
    }
    await picture(page, 'opening');
    if (SHOTS) {
      await page.getByRole('link', { name: /^Edit/ }).first().click();
      await page.getByRole('textbox', { name: 'Description' }).waitFor({ timeout: 30_000 });
      await picture(page, 'opening-editor');
    }
  });

  it(
    'sends a templated interview invitation with an .ics that arrives with Reply-To the recruiter and shows on the history',
    { timeout: 90_000 },
    async () => {
      const page = recruiter.page;
      const list = await consoleCall<{ items: Array<{ id: string }> }>(
        page,
        'GET',
        `/api/admin/applications?reqId=${reqId}&search=${encodeURIComponent(ARUN.email)}`,
      );
      const applicationId = list.items[0]?.id ?? '';
      expect(applicationId).not.toBe('');
      await page.goto(`${site.url}/admin/applications/${applicationId}`);
      await expect.poll(() => heading(page).textContent(), { timeout: 30_000 }).toBe(ARUN.name);
      // Focus is on the heading, not in a field: `e` opens the composer.
      await page.keyboard.press('e');
      const dialog = page.getByRole('dialog', { name: `Mail ${ARUN.name}` });
      const template = dialog.getByLabel('Template');
      await template.waitFor({ timeout: 30_000 });
      await template.selectOption({ label: 'Invite to interview' });
      await dialog.getByLabel('Date').fill('2026-12-03');
      await dialog.getByLabel(/^Time(?! zone)/).fill('15:30');
      await dialog.getByLabel('Time zone').selectOption('Europe/Berlin');
      await dialog.getByLabel('Length').selectOption('60');
      await dialog.getByLabel(/^Place/).fill('Northwind office, Baner, Pune');
      await dialog.getByLabel(/^Video link/).fill('https://meet.example.com/arun-platform');
      // Typing `e` in the message is text, not a shortcut.
      await dialog.getByLabel(/^Message/).press('End');
      await dialog.getByLabel(/^Message/).pressSequentially('\n\nSee you there.');
      await dialog.getByRole('button', { name: 'Preview' }).click();
      const preview = dialog.getByRole('region', { name: /Preview/ });
      await expect.poll(() => preview.textContent(), { timeout: 30_000 }).toContain('Dear Arun,');
      const shown = (await preview.textContent()) ?? '';
      expect(shown).toContain(RECRUITER.email);
      expect(shown).toContain(`Interview for ${TITLE}`);
      expect(shown).toContain('Thu, 3 Dec 2026, 15:30–16:30 (Europe/Berlin)');
      expect(shown).toContain('See you there.');
      await checkScreen(page, 'mail-composer', { dialog: true });

      await dialog.getByRole('button', { name: 'Send', exact: true }).click();
      await expect
        .poll(() => page.getByRole('status').filter({ hasText: 'queued to' }).count(), { timeout: 30_000 })
        .toBe(1);
      expect(await page.getByRole('status').filter({ hasText: 'queued to' }).textContent()).toContain(
        `Mail “Interview for ${TITLE}” queued to ${ARUN.email}`,
      );
      const history = page.getByRole('list', { name: 'History, newest first' });
      await expect.poll(() => history.textContent(), { timeout: 30_000 }).toContain('Mail sent');
      expect(await history.textContent()).toContain('See you there.');
      expect(await history.textContent()).toContain('Calendar invite: Thu, 3 Dec 2026, 15:30–16:30 (Europe/Berlin)');

      // Real SMTP: the mail arrives from the company, answers go to the recruiter, the invite is attached.
      const invitations = () => mailTo(ARUN.email).filter((m) => /Interview for/.test(subjectOf(m.raw)));
      await expect.poll(() => invitations().length, { timeout: 30_000 }).toBe(1);
      const raw = invitations()[0]?.raw ?? '';
      expect(raw).toMatch(/^From: Northwind Technologies <no-reply@northwind\.example>/m);
      expect(raw).toMatch(new RegExp(`^Reply-To: ${RECRUITER.name} <${escaped(RECRUITER.email)}>`, 'm'));
      expect(textPartOf(raw, 'text/plain')).toContain('Dear Arun,');
      const invite = partOf(raw, /^Content-Type: text\/calendar/im);
      expect(invite.head).toMatch(/method=REQUEST/);
      const ics = invite.body.toString('utf8').replace(/\r\n[ \t]/g, '');
      expect(ics).toContain('METHOD:REQUEST');
      expect(ics).toContain('DTSTART:20261203T143000Z');
      expect(ics).toContain('DURATION:PT60M');
      expect(ics).toContain('LOCATION:Northwind office\\, Baner\\, Pune');
      expect(ics).toContain(`ORGANIZER;CN="${RECRUITER.name}":MAILTO:${RECRUITER.email}`);
      expect(ics).toMatch(new RegExp(`ATTENDEE;.*CN="${ARUN.name}":mailto:${escaped(ARUN.email)}`));

      // The "Mails sent" list has it too.
      const mails = page.getByRole('region', { name: 'Mails sent' });
      await expect.poll(() => mails.textContent()).toContain(`Interview for ${TITLE}`);
      await picture(page, 'application-mailed');
    },
  );

  it('shows the templates to recruiters and lets admins edit them', { timeout: 60_000 }, async () => {
    const page = recruiter.page;
    await page
      .getByRole('navigation', { name: 'Console sections' })
      .getByRole('link', { name: 'Mail templates' })
      .click();
    await expect.poll(() => heading(page).textContent(), { timeout: 30_000 }).toBe('Mail templates');
    await page.getByText('Only admins change the templates.').waitFor();
    await checkScreen(page, 'mail-templates-recruiter');

    const adminPage = admin.page;
    await adminPage.goto(`${site.url}/admin/mail-templates`);
    await expect.poll(() => heading(adminPage).textContent(), { timeout: 30_000 }).toBe('Mail templates');
    await adminPage
      .getByRole('navigation', { name: 'Templates' })
      .getByRole('button', { name: /^Reject/ })
      // The job applicants' Reject: internship applicants have a Reject of their own.
      .filter({ hasText: 'For job applicants' })
      .click();
    await adminPage.getByLabel(/^Message/).fill('Dear {{firstName}},\n\nNot this time, {{salary}}.');
    await adminPage.getByRole('button', { name: 'Save template' }).click();
    await adminPage.getByText(/uses an unknown merge field/).waitFor();
    await checkScreen(adminPage, 'mail-templates-admin');
  });

  it(
    'rejects three applicants in one bulk action with a template, and the mails arrive',
    { timeout: 90_000 },
    async () => {
      const page = recruiter.page;
      await page.goto(`${site.url}/admin/applications?reqId=${reqId}&search=bulk`);
      const names = namesIn(page);
      await expect.poll(names, { timeout: 30_000 }).toEqual(['Abe Bulk', 'Bram Bulk', 'Cora Bulk', 'Ulla Unchosen']);
      const bar = page.getByRole('region', { name: 'Bulk actions' });

      await page.getByRole('checkbox', { name: 'Select Abe Bulk' }).check();
      await page.getByRole('checkbox', { name: 'Select Cora Bulk' }).click({ modifiers: ['Shift'] });
      await expect.poll(() => bar.getByRole('status').textContent()).toBe('3 selected');
      expect(await page.getByRole('checkbox', { name: 'Select Bram Bulk' }).isChecked()).toBe(true);
      expect(await page.getByRole('checkbox', { name: 'Select Ulla Unchosen' }).isChecked()).toBe(false);
      await checkScreen(page, 'applicants-bulk', {
        // The stage and the date stay on a phone (the date under the name), the bar's actions too.
        onPhone: async () => {
          expect(await page.getByRole('columnheader', { name: /^Stage/ }).isVisible()).toBe(true);
          expect(
            await page
              .getByRole('row')
              .nth(1)
              .getByText(/^Applied \d/)
              .isVisible(),
          ).toBe(true);
          expect(await page.getByRole('button', { name: 'Export CSV' }).isVisible()).toBe(true);
          expect(await page.getByRole('button', { name: 'Reject with a template…' }).isVisible()).toBe(true);
        },
      });

      await bar.getByRole('button', { name: 'Reject with a template…' }).click();
      const dialog = page.getByRole('dialog', { name: 'Mail 3 candidates' });
      const template = dialog.getByLabel('Template');
      await template.waitFor({ timeout: 30_000 });
      // The reject template, and the move to Rejected, are chosen.
      expect(await template.locator('option:checked').textContent()).toBe('Reject');
      expect(await dialog.getByLabel('Then move to').inputValue()).toBe('rejected');
      // A move to Rejected names its reason, from the admins' list.
      await dialog.getByLabel(/^Reason/).selectOption({ label: 'Skills do not match' });
      await dialog.getByRole('button', { name: 'Preview' }).click();
      const preview = dialog.getByRole('region', { name: /Preview/ });
      await expect
        .poll(() => preview.textContent(), { timeout: 30_000 })
        .toContain('and 2 more, each with their own name');
      expect(await preview.textContent()).toContain(`An update on your application for ${TITLE}`);
      await checkScreen(page, 'applicants-bulk-reject-template', { dialog: true });
      await dialog.getByRole('button', { name: 'Send to 3 candidates' }).click();
      // The notice names the subject as sent, its merge fields filled.
      await page
        .getByText(`Rejected 3 and queued a mail to each: “An update on your application for ${TITLE}”.`)
        .waitFor({ timeout: 30_000 });
      await expect
        .poll(() => bar.getByRole('status').textContent())
        .toBe('Select applicants to act on several at once.');

      // Real SMTP: each of the three gets the rejection with their own name; the one left out gets none.
      const rejections = (address: string) =>
        mailTo(address).filter((m) => textPartOf(m.raw, 'text/plain').includes('not to take it further'));
      const [abe, bram, cora, ulla] = [...BULK].reverse().map((person) => person.email) as [
        string,
        string,
        string,
        string,
      ];
      await expect
        .poll(() => [abe, bram, cora].map((address) => rejections(address).length), { timeout: 30_000 })
        .toEqual([1, 1, 1]);
      expect(textPartOf(rejections(bram)[0]?.raw ?? '', 'text/plain')).toContain('Dear Bram,');
      expect(subjectOf(rejections(cora)[0]?.raw ?? '')).toBe(`An update on your application for ${TITLE}`);
      expect(rejections(ulla)).toEqual([]);

      await page.goto(`${site.url}/admin/applications?reqId=${reqId}&search=bulk&status=rejected`);
      await expect.poll(names, { timeout: 30_000 }).toEqual(['Abe Bulk', 'Bram Bulk', 'Cora Bulk']);
      await page.goto(`${site.url}/admin/openings/${reqId}/board`);
      await page.getByRole('heading', { name: `New ${APPLICATIONS - 4} applications` }).waitFor({ timeout: 30_000 });
      await page.getByRole('heading', { name: 'Rejected 3 applications' }).waitFor();
    },
  );

  it('exports the selected applicants as CSV', { timeout: 60_000 }, async () => {
    const page = recruiter.page;
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await page.goto(`${site.url}/admin/applications?reqId=${reqId}&search=bulk`);
    await expect.poll(namesIn(page), { timeout: 30_000 }).toHaveLength(4);
    await page.getByRole('checkbox', { name: 'Select every applicant on this page' }).check();
    await expect.poll(() => bar.getByRole('status').textContent()).toBe('4 selected');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      bar.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^applicants-\d{4}-\d{2}-\d{2}\.csv$/);
    // The browser runs as a server of its own: the file is copied over to be read.
    const saved = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'nw-day-')), download.suggestedFilename());
    await download.saveAs(saved);
    const csv = fs.readFileSync(saved, 'utf8').replace(/^\uFEFF/, '');
    fs.rmSync(path.dirname(saved), { recursive: true, force: true });
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^Applicant,E-mail,Contact number,Job ID,Opening,Stage,Reason,Applied/);
    const stages = { 'Abe Bulk': 'Rejected', 'Bram Bulk': 'Rejected', 'Cora Bulk': 'Rejected', 'Ulla Unchosen': 'New' };
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 6).join(','))).toEqual(
      [...BULK]
        .reverse()
        .map((p) => `${p.name},${p.email},${p.phone},${reqId},${TITLE},${stages[p.name as keyof typeof stages]}`),
    );
    expect(lines[3]).toContain(",'=2+3,");
    // Why each was rejected, in words, beside the stage.
    expect(lines[1]?.split(',')[6]).toBe('Skills do not match');
  });

  it('shows a visitor’s PDF resume inline, and `j` and Next walk the filtered list', { timeout: 60_000 }, async () => {
    const page = admin.page;
    // The list, filtered to the opening and the city and sorted by name, all in the URL.
    const list = `${site.url}/admin/applications?reqId=${reqId}&location=bengaluru&sort=name`;
    await page.goto(list);
    await page.getByRole('link', { name: 'Asha Resumetest' }).waitFor({ timeout: 30_000 });
    expect(await page.getByLabel('Opening').inputValue()).toBe(String(reqId));

    // On a phone each row keeps its stage and the day it arrived.
    await page.setViewportSize(PHONE);
    const row = page.getByRole('row').filter({ hasText: 'Asha Resumetest' });
    await expect.poll(() => row.getByText('New', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => row.getByText(/^Applied \d{1,2} \w{3} \d{4}$/).isVisible()).toBe(true);
    await page.setViewportSize(DESKTOP);

    const framed = page.waitForResponse((response) => response.url().includes('/api/admin/files/inline/application/'));
    await page.getByRole('link', { name: 'Asha Resumetest' }).click();
    await expect.poll(() => heading(page).textContent(), { timeout: 30_000 }).toBe('Asha Resumetest');
    expect(new URL(page.url()).search).toBe(`?reqId=${reqId}&location=bengaluru&sort=name`);

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
      .poll(() => page.frames().some((frame) => frame.url().startsWith('chrome-extension://')), { timeout: 30_000 })
      .toBe(true);
    const frame = page.locator('iframe[title="Resume of Asha Resumetest (PDF)"]');
    expect((await frame.boundingBox())?.height).toBeGreaterThan(400);
    await checkScreen(page, 'application-resume', { exclude: 'iframe' });

    // j goes to the next applicant of that list, without going back to it; so does Next.
    await page.getByText('1 of 3').waitFor();
    await page.locator('body').focus();
    await page.keyboard.press('j');
    await expect.poll(() => heading(page).textContent(), { timeout: 30_000 }).toBe('Bina Resumetest');
    expect(new URL(page.url()).search).toBe(`?reqId=${reqId}&location=bengaluru&sort=name`);
    await page.getByText('2 of 3').waitFor();
    await page.getByRole('link', { name: /^Next/ }).click();
    await expect.poll(() => heading(page).textContent(), { timeout: 30_000 }).toBe('Chitra Resumetest');
    await page.getByText('3 of 3').waitFor();
    expect(await page.getByRole('button', { name: 'Next →' }).isDisabled()).toBe(true);
    await page.getByRole('link', { name: /Back to the list/ }).click();
    await page.waitForURL(list);
  });

  it(
    'rejects three in one bulk action after a confirmation that asks why, without a mail; the timeline says why',
    { timeout: 90_000 },
    async () => {
      const page = admin.page;
      const names = namesIn(page);
      await expect
        .poll(names, { timeout: 30_000 })
        .toEqual(['Asha Resumetest', 'Bina Resumetest', 'Chitra Resumetest']);
      const bar = page.getByRole('region', { name: 'Bulk actions' });
      await page.getByRole('checkbox', { name: 'Select every applicant on this page' }).check();
      await expect.poll(() => bar.getByRole('status').textContent()).toBe('3 selected');
      await bar.getByRole('button', { name: 'Reject…' }).click();
      const dialog = page.getByRole('dialog', { name: 'Reject 3 applicants' });
      await dialog.waitFor();
      // The reason has the focus once the dialog is in; without one nothing moves.
      const reason = dialog.getByRole('combobox', { name: /^Reason/ });
      await expect.poll(() => reason.evaluate((el) => el === document.activeElement), { timeout: 30_000 }).toBe(true);
      await dialog.getByRole('button', { name: 'Reject 3 applicants' }).click();
      await dialog.getByText('Choose a reason.').waitFor();
      // Back on the reason; by keyboard from there: the reason, then the note, then the button.
      await expect.poll(() => reason.evaluate((el) => el === document.activeElement)).toBe(true);
      await reason.selectOption({ label: 'Experience level' });
      await page.keyboard.press('Tab');
      await page.keyboard.type('Looking for ten years of Spark.');
      if (SHOTS) {
        // Once it has faded in.
        await expect.poll(() => page.locator('.modal.show').evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
        await checkScreen(page, 'applicants-bulk-reject-reason', { dialog: true });
      }
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await page.getByText('Moved 3 applicants to Rejected.').waitFor({ timeout: 30_000 });
      await expect
        .poll(() => bar.getByRole('status').textContent())
        .toBe('Select applicants to act on several at once.');

      // The list filters by the reason, from the URL, and each row says it.
      await page.goto(`${site.url}/admin/applications?reqId=${reqId}&sort=name&reason=us-experience`);
      await expect
        .poll(names, { timeout: 30_000 })
        .toEqual(['Asha Resumetest', 'Bina Resumetest', 'Chitra Resumetest']);
      await expect.poll(() => page.getByLabel('Reason', { exact: true }).inputValue()).toBe('us-experience');
      await checkScreen(page, 'applicants-by-reason');

      // The application's timeline says why in words, with the note beside it.
      await page.getByRole('link', { name: 'Bina Resumetest' }).click();
      await expect.poll(() => heading(page).textContent(), { timeout: 30_000 }).toBe('Bina Resumetest');
      const history = page.getByRole('list', { name: 'History, newest first' });
      await expect.poll(() => history.textContent(), { timeout: 30_000 }).toContain('Reason: Experience level');
      expect(await history.textContent()).toContain('Looking for ten years of Spark.');
      expect(await page.getByText(/out of the pipeline/).textContent()).toContain('reason: Experience level');
      await checkScreen(page, 'application-rejected-reason');
    },
  );

  it(
    'keeps the reasons on an admin screen: add one, then reject with it from the board',
    { timeout: 90_000 },
    async () => {
      const page = admin.page;
      await page.goto(`${site.url}/admin/reasons`);
      await expect.poll(() => heading(page).textContent(), { timeout: 30_000 }).toBe('Reasons');
      const ours = page.getByRole('region', { name: 'Rejected by us' });
      await ours.getByRole('textbox', { name: 'New reason' }).fill(`No notice period ${RUN}`);
      await ours.getByRole('button', { name: 'Add to rejected by us' }).click();
      await page.getByText(`“No notice period ${RUN}” added to rejected by us.`).waitFor({ timeout: 30_000 });
      await checkScreen(page, 'reasons');

      // On the board, "Move to…" → Rejected by us asks the reason in the same step, by keyboard.
      await page.goto(`${site.url}/admin/openings/${reqId}/board`);
      const toggle = page.getByRole('button', { name: 'Move Zara Zimmer to…' });
      await toggle.waitFor({ timeout: 30_000 });
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).not.toBe('Move to…');
      for (
        let i = 0;
        i < 6 && (await page.evaluate(() => document.activeElement?.textContent)) !== 'Rejected by us';
        i += 1
      )
        await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Reject Zara Zimmer' });
      await dialog.waitFor();
      const reason = dialog.getByRole('combobox', { name: /^Reason/ });
      await expect.poll(() => reason.evaluate((el) => el === document.activeElement), { timeout: 30_000 }).toBe(true);
      await reason.selectOption({ label: `No notice period ${RUN}` });
      await expect.poll(() => page.locator('.modal.show').evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
      await checkScreen(page, 'board-reject-reason', { dialog: true });
      await dialog.getByRole('button', { name: 'Reject Zara Zimmer' }).click();
      await page.getByText('Moved Zara Zimmer to Rejected.').waitFor({ timeout: 30_000 });

      await page.getByRole('link', { name: 'Zara Zimmer' }).click();
      await expect.poll(() => heading(page).textContent(), { timeout: 30_000 }).toBe('Zara Zimmer');
      await expect
        .poll(() => page.getByRole('list', { name: 'History, newest first' }).textContent(), { timeout: 30_000 })
        .toContain(`Reason: No notice period ${RUN}`);
    },
  );

  it('sorts and filters the applicants from the URL, and answers j/k/o', { timeout: 60_000 }, async () => {
    const page = admin.page;
    await page.goto(`${site.url}/admin/applications?reqId=${reqId}&sort=name&location=pune`);
    const names = namesIn(page);
    await expect.poll(names, { timeout: 30_000 }).toEqual(['Mira Mehta', 'Zara Zimmer']);
    expect(await page.getByRole('columnheader', { name: /Applicant/ }).getAttribute('aria-sort')).toBe('ascending');
    await checkScreen(page, 'applicants');
    await page.getByRole('button', { name: /^Applicant/ }).click();
    await expect.poll(names).toEqual(['Zara Zimmer', 'Mira Mehta']);
    expect(page.url()).toContain('sort=-name');

    await page.locator('h1').click();
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await page.keyboard.press('o');
    await expect.poll(() => heading(page).textContent(), { timeout: 30_000 }).toBe('Mira Mehta');
  });

  it('rates the application and shows the average', { timeout: 60_000 }, async () => {
    const page = admin.page;
    await page.getByRole('radio', { name: '4 · Strong yes' }).check();
    await page.getByRole('textbox', { name: /Comment/ }).fill('Ran a platform team of six.');
    await page.getByRole('button', { name: 'Save my rating' }).click();
    await page.getByText('Your rating is saved: Strong yes.').waitFor({ timeout: 30_000 });
    await page.getByText('Rated 4.0 of 4 by 1 reviewer').first().waitFor();
    await checkScreen(page, 'application');
  });

  it('opens the inboxes’ lists and records, and the admins’ screens', { timeout: 90_000 }, async () => {
    // A contact message and an internship application of this day's own.
    const message = await fetch(`${site.url}/api/contact-messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site.url, 'idempotency-key': randomUUID() },
      body: JSON.stringify({
        name: `Dev Enquirer ${RUN}`,
        email: mail('dev.enquirer'),
        contactNumber: '',
        topic: 'hire-talent',
        message: 'We need two data engineers in Pune from January. Could a recruiter call me?',
      }),
    });
    expect(message.status, await message.clone().text()).toBe(201);
    const body = new FormData();
    const aadhaar = `49876543${RUN.replace(/\D/g, '').padEnd(3, '1').slice(0, 3)}`;
    for (const [name, value] of Object.entries({
      ...internship(`${aadhaar}${verhoeffCheckDigit(aadhaar)}`),
      firstName: 'Ina',
      lastName: 'Intern',
      email: mail('ina.intern'),
    })) {
      body.append(name, value);
    }
    body.append(
      'resumeAttachment',
      new Blob([new Uint8Array(smallPdf('Ina Intern'))], { type: 'application/pdf' }),
      'ina.pdf',
    );
    const applied = await fetch(`${site.url}/api/internship-applications`, {
      method: 'POST',
      headers: { origin: site.url, 'idempotency-key': randomUUID() },
      body,
    });
    expect(applied.status, await applied.clone().text()).toBe(201);

    const page = admin.page;
    const nav = page.getByRole('navigation', { name: 'Console sections' });
    await nav.getByRole('button', { name: 'Inbox', exact: true }).click();
    await nav.getByRole('link', { name: 'Internships' }).click();
    await expect.poll(() => heading(page).textContent(), { timeout: 30_000 }).toBe('Internship applications');
    await page
      .getByLabel(/^Search/)
      .first()
      .fill(mail('ina.intern'));
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: /Ina Intern/ }).waitFor({ timeout: 30_000 });
    await picture(page, 'internships');
    await page.getByRole('link', { name: /Ina Intern/ }).click();
    await expect.poll(() => heading(page).textContent(), { timeout: 30_000 }).toMatch(/^Ina Intern/);
    await checkScreen(page, 'internship', { exclude: 'iframe' });

    await nav.getByRole('button', { name: 'Inbox', exact: true }).click();
    await nav.getByRole('link', { name: 'Messages' }).click();
    await expect.poll(() => heading(page).textContent(), { timeout: 30_000 }).toBe('Contact messages');
    await page
      .getByLabel(/^Search/)
      .first()
      .fill(mail('dev.enquirer'));
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: `Dev Enquirer ${RUN}` }).waitFor({ timeout: 30_000 });
    await picture(page, 'messages');
    await page.getByRole('link', { name: `Dev Enquirer ${RUN}` }).click();
    await expect.poll(() => heading(page).textContent(), { timeout: 30_000 }).toBe(`Message from Dev Enquirer ${RUN}`);
    await checkScreen(page, 'message');

    // A reply from the console reaches the sender in the company's layout, with the recruiter's Reply-To.
    const reply = page.getByRole('form', { name: 'Reply' });
    await reply.getByLabel('Your reply').fill('Hello Dev,\n\nWe have three engineers for you.');
    await reply.getByRole('button', { name: /^Send reply to/ }).click();
    await page.getByText(/^Reply “Re: your message to Northwind” queued to/).waitFor({ timeout: 30_000 });
    const replyTo = () =>
      mailTo(mail('dev.enquirer')).find((m) => subjectOf(m.raw) === 'Re: your message to Northwind');
    await expect.poll(() => Boolean(replyTo()), { timeout: 30_000 }).toBe(true);
    const answer = replyTo();
    expect(textPartOf(answer?.raw ?? '', 'text/plain')).toContain('We have three engineers for you.');
    expect(answer?.raw ?? '').toMatch(/^Reply-To: .+$/m);

    if (SHOTS) {
      for (const [section, title, name] of [
        ['Users', 'Users', 'users'],
        ['Privacy', 'Privacy requests', 'privacy'],
      ] as const) {
        // Users and Privacy sit in the Admin menu, which closes once a screen is chosen.
        await page.getByRole('button', { name: 'Admin', exact: true }).click();
        await nav.getByRole('link', { name: section }).click();
        await expect.poll(() => heading(page).textContent(), { timeout: 30_000 }).toBe(title);
        await picture(page, name);
      }
      await page.getByRole('link', { name: new RegExp(ADMIN.name) }).click();
      await expect.poll(() => heading(page).textContent(), { timeout: 30_000 }).toBe('Your account');
      await picture(page, 'account');
    }
    expect(admin.errors).toEqual([]);
    expect(recruiter.errors).toEqual([]);
  });
});

/**
 * The desk's day from a client's request to a placement, in the browser against the real server and
 * SMTP:
 * - a client asks for two Java engineers on the Hire talent page: the request reaches the sales inbox
 *   (found by its reference) and the client gets a confirmation;
 * - an admin invites an account manager and a recruiter; the account manager converts the request
 *   into a client and a requirement in two clicks, describes the client ("a US health insurer"),
 *   sets the requirement's rates, keeps the client's name off the public site and publishes it: the
 *   public openings API and the job page (HTML and JSON-LD) show the description, never the name,
 *   and no bill or pay rate; a candidate applies;
 * - the recruiter submits the candidate to the client's contact: the contact's mail carries the
 *   client-ready PDF, which holds the candidate's skills and not their phone or e-mail;
 * - the client asks for an interview; it is scheduled in IST for a US panel: the candidate's and the
 *   panel's mails state the same moment as the .ics, each in its reader's zone; then rescheduled
 *   (an updated invite: same UID, SEQUENCE 1);
 * - the client makes an offer; the account manager records the placement (bill 95, pay 70 USD/h):
 *   margin 25, markup 35.7 %; Home lists it among contracts ending within 30 days, with Redeploy.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { brand } from '#content/brand';
import { pdfText } from '../server/test-support/pdf-text';
import { gotoForm, openPage, type TrackedPage } from './test-support/browser';
import {
  applyTo,
  checkScreen as checkConsoleScreen,
  consoleCall,
  setUpAccount,
  setUpAdmin,
} from './test-support/console';
import { sharedSite } from './test-support/site';
import { mailWith, partOf, subjectOf, textPartOf } from './test-support/smtp';

const SHOTS = process.env.E2E_SCREENSHOTS_DIR;
const RUN = randomUUID().slice(0, 8);
const ADMIN = { email: `dora-${RUN}@example.com`, name: 'Dora Desk', password: 'a desk day passphrase here' };
const MANAGER = { email: `amir-${RUN}@example.com`, name: 'Amir Accounts', password: 'an account manager passphrase' };
const RECRUITER = { email: `ravi-${RUN}@example.com`, name: 'Ravi Recruiter', password: 'another desk day passphrase' };
const COMPANY = `Kestrel Health ${RUN}`;
const DESCRIPTION = 'a US health insurer';
const TITLE = `Senior Java Engineer (desk day ${RUN})`;
const CANDIDATE = { name: 'Anand Iyer', email: `anand-${RUN}@example.com`, city: 'Pune', phone: '9812399123' };
/** The client's requester: the client's contact once converted, and the interview panel. */
const CONTACT = { name: 'Dana Whitfield', email: `dana-${RUN}@kestrel-${RUN}.example` };
/** The requirement's rates: the desk's only, never on a public answer. */
const RATES = { billRateMin: 93.75, billRateMax: 97.25, payRateMin: 68.5, payRateMax: 72.25 };
const DAY_MS = 86_400_000;
const dayIn = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

const site = sharedSite();
let admin: TrackedPage;
let manager: TrackedPage;
let recruiter: TrackedPage;
let applicationId = '';

afterAll(async () => {
  await admin?.context.close();
  await manager?.context.close();
  await recruiter?.context.close();
});

const heading = (page: Page) => page.locator('h1').first();
const checkScreen = (page: Page, name: string, options: { dialog?: boolean } = {}) =>
  checkConsoleScreen(page, `desk-${name}`, { ...options, shots: SHOTS });
const mailTo = (address: string) => site.mails().filter((received) => received.to.includes(address));

/** Invites a staff member from the admin's page and sets up their account from the invitation mail. */
async function invite(person: { email: string; name: string; password: string }, role: string) {
  await consoleCall(admin.page, 'POST', '/api/admin/users', { ...person, password: undefined, role });
  await expect.poll(() => mailTo(person.email).length, { timeout: 20_000 }).toBe(1);
  const link = /https?:\/\/\S+\/admin\/setup#token=[\w-]+/.exec(
    textPartOf(mailTo(person.email)[0]?.raw ?? '', 'text/plain'),
  )?.[0];
  const account = await setUpAccount(site.browser, link as string, person.password);
  account.errors.length = 0;
  return account;
}

describe('the staffing desk’s day', () => {
  it(
    'takes a client’s request for two Java engineers from Hire talent to the sales inbox and a confirmation',
    { timeout: 120_000 },
    async () => {
      const { context, page, errors } = await openPage(site.browser);
      await gotoForm(page, `${site.url}/hire-talent#request`, 'Send request');
      const form = page.locator('.hire-talent-form');
      await form.getByLabel(/^Company/).fill(COMPANY);
      await form.getByLabel(/^Your name/).fill(CONTACT.name);
      await form.getByLabel(/^Work e-mail/).fill(CONTACT.email);
      await form.getByLabel(/^Role/).fill(TITLE);
      await form.getByLabel(/^How many/).fill('2');
      await form.getByLabel(/^Skills/).fill('Java 21, Spring Boot, Kafka');
      await form.getByLabel(/^Seniority/).selectOption('senior');
      await form.getByLabel(/^Duration/).selectOption('6-12-months');
      await form.getByLabel(/^Start date/).fill('2027-01-04');
      await form.getByLabel(/^Where they work/).selectOption('remote');
      await form.getByLabel(/^Location or time zone/).fill('US Central, 4 hours overlap');
      await page.getByRole('button', { name: 'Send request' }).click();
      const panel = page.getByRole('region', { name: 'Request received' });
      await expect.poll(() => panel.isVisible(), { timeout: 30_000 }).toBe(true);
      const reference = (await panel.locator('[data-reference]').textContent()) ?? '';
      expect(reference).toMatch(/^HIR-[0-9A-F]{8}$/);

      // The sales inbox is shared with other files: this request's mail is the one with its reference.
      const sales = () => mailTo(brand.inboxes.sales).filter((mail) => subjectOf(mail.raw).includes(reference));
      await expect.poll(() => sales().length, { timeout: 20_000 }).toBe(1);
      expect(textPartOf(sales()[0]?.raw ?? '', 'text/plain')).toMatch(/^How many: 2$/m);
      await expect.poll(() => mailTo(CONTACT.email).length, { timeout: 20_000 }).toBe(1);
      expect(subjectOf(mailTo(CONTACT.email)[0]?.raw ?? '')).toBe(`We received your request for talent (${reference})`);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it(
    'has an account manager convert it into a client and a confidential requirement; no public answer names the client or a rate',
    { timeout: 240_000 },
    async () => {
      admin = await setUpAdmin(site.browser, site, ADMIN);
      admin.errors.length = 0;
      manager = await invite(MANAGER, 'account_manager');
      recruiter = await invite(RECRUITER, 'recruiter');

      // Two clicks: open the request, convert it.
      const page = manager.page;
      await page.goto(`${site.url}/admin/client-requests?search=${encodeURIComponent(RUN)}`);
      await page.getByRole('link', { name: COMPANY }).click({ timeout: 30_000 });
      await page.getByRole('button', { name: 'Create client and requirement' }).click();
      await page.getByRole('region', { name: 'Became' }).waitFor({ timeout: 30_000 });

      // The account manager describes the client for the public site, sets the rates and publishes.
      type Listed = { items: Array<{ id: string; reqId: number; uuid: string }> };
      const clients = await consoleCall<Listed>(page, 'GET', `/api/admin/clients?search=${encodeURIComponent(RUN)}`);
      const clientId = clients.items[0]?.id ?? '';
      await consoleCall(page, 'PUT', `/api/admin/clients/${clientId}`, {
        name: COMPANY,
        description: DESCRIPTION,
        industry: 'Health insurance',
        location: 'Wichita, KS',
        website: '',
        domain: `kestrel-${RUN}.example`,
        ownerId: null,
      });
      const openings = await consoleCall<Listed>(page, 'GET', `/api/admin/openings?search=${encodeURIComponent(RUN)}`);
      const reqId = openings.items[0]?.reqId ?? 0;
      const uuid = openings.items[0]?.uuid ?? '';
      type Detail = {
        location: string;
        countryUuid: string;
        workMode: string;
        requirement: { clientId: string; contactId: string | null };
      };
      const draft = await consoleCall<Detail>(page, 'GET', `/api/admin/openings/${reqId}`);
      expect(draft.requirement.clientId).toBe(clientId);
      await consoleCall(page, 'PUT', `/api/admin/openings/${reqId}`, {
        title: TITLE,
        location: draft.location,
        countryUuid: draft.countryUuid,
        positionType: 'Contract',
        workMode: draft.workMode,
        rate: '',
        interviewType: 'Video',
        travel: false,
        descriptionHtml: '<p>Two senior Java engineers for a claims platform: Java 21, Spring Boot, Kafka.</p>',
        validThrough: null,
        requirement: {
          clientId,
          contactId: draft.requirement.contactId,
          positions: 2,
          positionsFilled: 0,
          ownerId: null,
          priority: 'high',
          engagement: 'contract',
          currency: 'USD',
          ...RATES,
          salaryMin: null,
          salaryMax: null,
          feePercent: null,
          showClientName: false,
          shared: true,
        },
      });
      await consoleCall(page, 'POST', `/api/admin/openings/${reqId}/publish`, {});
      await page.goto(`${site.url}/admin/openings/${reqId}`);
      await expect.poll(() => heading(page).textContent(), { timeout: 30_000 }).toContain(TITLE);
      await checkScreen(page, 'requirement');

      // The public openings API and the job page: the description, never the name; no rate.
      const secrets = [COMPANY, `kestrel-${RUN}`, ...Object.values(RATES).map(String)];
      const listed = await fetch(`${site.url}/api/staffing/openings?q=${encodeURIComponent(RUN)}`);
      const one = await (await fetch(`${site.url}/api/staffing/get/RequirementID/${reqId}`)).text();
      const json = (await listed.text()) + one;
      const items = (
        (await (await fetch(`${site.url}/api/staffing/openings?q=${encodeURIComponent(RUN)}`)).json()) as {
          items: Array<{ REQ_ID: number; CLIENT_LABEL?: string }>;
        }
      ).items;
      expect(items.find((item) => item.REQ_ID === reqId)?.CLIENT_LABEL).toBe(DESCRIPTION);
      const job = await (await fetch(`${site.url}/current-openings/job-description?jobId=${reqId}`)).text();
      expect(job).toContain(DESCRIPTION);
      const posting = JSON.parse(
        /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(job)?.[1] ?? '{}',
      ) as {
        hiringOrganization?: { name?: string };
      };
      expect(posting.hiringOrganization?.name).toBe(brand.name);
      for (const secret of secrets) {
        expect(json, `the openings API shows ${secret}`).not.toContain(secret);
        expect(job, `the job page shows ${secret}`).not.toContain(secret);
      }

      await applyTo(site.url, uuid, CANDIDATE);
      const list = await consoleCall<{ items: Array<{ id: string }> }>(
        recruiter.page,
        'GET',
        `/api/admin/applications?search=${encodeURIComponent(CANDIDATE.email)}`,
      );
      applicationId = list.items[0]?.id ?? '';
      expect(applicationId).not.toBe('');
    },
  );

  it(
    'submits the candidate: the contact gets the client-ready PDF with the skills, without phone or e-mail',
    { timeout: 240_000 },
    async () => {
      const page = recruiter.page;
      await page.goto(`${site.url}/admin/applications/${applicationId}`);
      await expect.poll(() => heading(page).textContent(), { timeout: 30_000 }).toBe(CANDIDATE.name);
      const panel = page.getByRole('region', { name: 'With the client' });
      await panel.getByRole('button', { name: 'Submit to client' }).click();
      const dialog = page.getByRole('dialog', { name: `Submit ${CANDIDATE.name} to the client` });
      await dialog.getByLabel(/^Name/).fill(CONTACT.name);
      await dialog.getByLabel(/^E-mail/).fill(CONTACT.email);
      await dialog
        .getByLabel(/^Summary/)
        .fill('Nine years of Java and Spring Boot; led the payments platform of a bank.');
      await dialog.getByLabel(/^Rate offered/).fill('95');
      await dialog.getByLabel(/^Currency/).selectOption('USD');
      await dialog.getByLabel(/^Per/).selectOption('hour');
      await dialog.getByLabel(/^Skills/).fill('Java 21, Spring Boot, Kafka, PostgreSQL');
      await dialog
        .getByLabel(/^Experience/)
        .fill(`Lead engineer, Acme Bank (2019–2026). Reach me on ${CANDIDATE.phone}.`);
      await dialog.getByRole('button', { name: 'Preview' }).click();
      const preview = dialog.getByRole('region', { name: 'Preview' });
      await expect.poll(() => preview.textContent(), { timeout: 30_000 }).toContain('USD 95.00/h');
      expect(await preview.textContent()).toContain('Anand-Iyer-profile.pdf');
      expect(await preview.textContent()).not.toContain(CANDIDATE.email);
      await checkScreen(page, 'submit', { dialog: true });
      await dialog.getByRole('button', { name: 'Send to the client' }).click();
      await expect
        .poll(() => page.getByText(`Submitted to ${CONTACT.name}`).count(), { timeout: 30_000 })
        .toBeGreaterThan(0);

      const { raw } = await mailWith(site.mails, CONTACT.email, 'Anand-Iyer-profile.pdf', { timeout: 30_000 });
      expect(raw).toMatch(new RegExp(`^Reply-To: ${RECRUITER.name} <${RECRUITER.email.replace(/[.]/g, '\\.')}>`, 'm'));
      expect(textPartOf(raw, 'text/plain')).not.toContain(CANDIDATE.email);
      const text = await pdfText(partOf(raw, /^Content-Type: application\/pdf/im).body);
      expect(text).toContain('Spring Boot');
      expect(text).toContain('Kafka');
      expect(text).not.toContain(CANDIDATE.email);
      expect(text).not.toContain(CANDIDATE.phone);

      await panel.getByRole('button', { name: 'Record the client’s answer' }).click();
      const answer = page.getByRole('dialog', { name: `Client’s answer: ${CANDIDATE.name}` });
      await answer.getByLabel('Interview requested').check();
      await answer.getByRole('button', { name: 'Save the answer' }).click();
      await expect.poll(() => panel.textContent(), { timeout: 30_000 }).toContain('Interview requested');
      await checkScreen(page, 'application');
    },
  );

  it(
    'schedules the interview in IST for a US panel; every mail states the invite’s moment in its reader’s zone; reschedules',
    { timeout: 240_000 },
    async () => {
      const page = recruiter.page;
      const panel = page.getByRole('region', { name: 'With the client' });
      await panel.getByRole('button', { name: 'Schedule a client interview' }).click();
      const dialog = page.getByRole('dialog', { name: `Schedule a client interview: ${CANDIDATE.name}` });
      await dialog.getByLabel(/^Date/).fill('2026-12-02');
      await dialog.getByLabel(/^Time(?! zone)/).fill('20:30');
      await dialog.getByLabel(/^Time zone/).fill('Asia/Kolkata');
      await dialog.getByLabel(/^Video link/).fill('https://meet.example.com/anand-java');
      await dialog.getByLabel(/^Name/).fill(CONTACT.name);
      await dialog.getByLabel(/^E-mail/).fill(CONTACT.email);
      await dialog.getByLabel(/^Their time zone/).fill('America/Chicago');
      await dialog.getByLabel(/^The candidate’s time zone/).fill('Asia/Kolkata');
      await checkScreen(page, 'interview', { dialog: true });
      await dialog.getByRole('button', { name: 'Schedule and send invites' }).click();
      await expect.poll(() => panel.textContent(), { timeout: 30_000 }).toContain('Technical interview');

      // Subjects carry the time's en dash, so they arrive MIME-encoded: the text says what each mail is.
      const invites = (address: string) =>
        mailTo(address).filter((m) =>
          /invited to a client interview|is booked for/.test(textPartOf(m.raw, 'text/plain')),
        );
      await expect
        .poll(() => invites(CANDIDATE.email).length + invites(CONTACT.email).length, { timeout: 30_000 })
        .toBe(2);
      const forCandidate = invites(CANDIDATE.email)[0]?.raw ?? '';
      const forPanel = invites(CONTACT.email)[0]?.raw ?? '';
      expect(textPartOf(forCandidate, 'text/plain')).toContain('Wed 2 Dec 2026 at 20:30–21:30 India (IST)');
      expect(textPartOf(forPanel, 'text/plain')).toContain('Wed 2 Dec 2026 at 09:00–10:00 US Central (CST)');
      const ics = (raw: string) =>
        partOf(raw, /^Content-Type: text\/calendar/im)
          .body.toString('utf8')
          .replace(/\r\n[ \t]/g, '');
      for (const raw of [forCandidate, forPanel]) {
        expect(ics(raw)).toContain('DTSTART:20261202T150000Z');
        expect(ics(raw)).toContain('DURATION:PT60M');
        expect(ics(raw)).toContain('SEQUENCE:0');
      }
      expect(ics(forPanel)).not.toContain(CANDIDATE.email);
      const uid = /UID:(\S+)/.exec(ics(forCandidate))?.[1];

      await panel.getByRole('button', { name: 'Reschedule or cancel' }).click();
      const again = page.getByRole('dialog', { name: `Reschedule the interview: ${CANDIDATE.name}` });
      await again.getByLabel(/^Time(?! zone)/).fill('21:00');
      await again.getByRole('button', { name: 'Reschedule and send updates' }).click();
      const updates = () =>
        mailTo(CONTACT.email).filter((m) => /has moved: it is now/.test(textPartOf(m.raw, 'text/plain')));
      await expect.poll(() => updates().length, { timeout: 30_000 }).toBe(1);
      const updated = updates()[0]?.raw ?? '';
      expect(textPartOf(updated, 'text/plain')).toContain('09:30–10:30 US Central (CST)');
      expect(ics(updated)).toContain(`UID:${uid}`);
      expect(ics(updated)).toContain('SEQUENCE:1');
      expect(ics(updated)).toContain('DTSTART:20261202T153000Z');
    },
  );

  it(
    'records the offer and the placement: margin 25, markup 35.7 %; Home lists it ending within 30 days',
    { timeout: 240_000 },
    async () => {
      const page = recruiter.page;
      const panel = page.getByRole('region', { name: 'With the client' });
      await panel.getByRole('button', { name: 'Record the client’s answer' }).click();
      const answer = page.getByRole('dialog', { name: `Client’s answer: ${CANDIDATE.name}` });
      await answer.getByLabel('Offer').check();
      await answer.getByRole('button', { name: 'Save the answer' }).click();
      await expect.poll(() => panel.textContent(), { timeout: 30_000 }).toContain('Offer');
      // A recruiter does not see bill rates: recording the placement is the account manager's.
      expect(await panel.getByRole('button', { name: 'Record the placement' }).count()).toBe(0);

      const desk = manager.page;
      await desk.goto(`${site.url}/admin/applications/${applicationId}`);
      const adminPanel = desk.getByRole('region', { name: 'With the client' });
      await adminPanel.getByRole('button', { name: 'Record the placement' }).click();
      const dialog = desk.getByRole('dialog', { name: `Record the placement: ${CANDIDATE.name}` });
      await dialog.getByLabel(/^Start date/).fill(dayIn(-40));
      await dialog.getByLabel(/^End date/).fill(dayIn(20));
      await dialog.getByLabel(/^Bill rate/).fill('95');
      await dialog.getByLabel(/^Pay rate/).fill('70');
      await expect.poll(() => dialog.textContent()).toContain('Margin USD 25.00/h');
      expect(await dialog.textContent()).toContain('markup 35.7 %');
      await checkScreen(desk, 'placement', { dialog: true });
      await dialog.getByRole('button', { name: 'Record the placement' }).click();
      await expect.poll(() => adminPanel.textContent(), { timeout: 30_000 }).toContain('markup 35.7 %');

      await desk.goto(`${site.url}/admin/home`);
      const ending = desk.getByRole('region', { name: /Contracts ending within 30 days/ });
      await ending.getByRole('link', { name: CANDIDATE.name, exact: true }).waitFor({ timeout: 30_000 });
      expect(await ending.textContent()).toContain('USD 25.00/h');
      await ending.getByRole('link', { name: `Redeploy ${CANDIDATE.name}` }).waitFor();
      await checkScreen(desk, 'home');

      await desk.goto(`${site.url}/admin/placements`);
      await desk.getByRole('link', { name: CANDIDATE.name, exact: true }).waitFor({ timeout: 30_000 });
      await checkScreen(desk, 'placements');
      await desk.goto(`${site.url}/admin/submittals`);
      await desk.getByRole('link', { name: CANDIDATE.name, exact: true }).waitFor({ timeout: 30_000 });
      await checkScreen(desk, 'submittals');
      await desk.goto(`${site.url}/admin/interviews?from=2026-12-01`);
      await desk.getByRole('link', { name: CANDIDATE.name, exact: true }).waitFor({ timeout: 30_000 });
      await checkScreen(desk, 'interviews');
      expect(admin.errors).toEqual([]);
      expect(manager.errors).toEqual([]);
      expect(recruiter.errors).toEqual([]);
    },
  );
});

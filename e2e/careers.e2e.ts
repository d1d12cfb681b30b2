/**
 * The careers journey end to end: the built job board and job page, the real server (SQLite under a
 * temporary DATA_DIR, resumes on disk) and a real SMTP server started here. A candidate finds a job
 * by filter, search and sort, opens it and applies with a real PDF; the recruiters receive the mail
 * with the resume and the candidate a confirmation; the campaign that brought her is stored with her
 * record; each record is stored once, even after a retry.
 */
import { openSqlite } from '../server/db/sqlite-driver';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Opening } from '#contracts/api/staffing/openings';
import type { Country } from '#contracts/api/staffing/reference';
import { brand } from '#content/brand';
import { jobPaths } from '#content/pages/jobs';
import { axeRun } from './test-support/axe';
import { formReady, openPage, PHONE } from './test-support/browser';
import { smallPdf } from './test-support/pdf';
import { sharedSite } from './test-support/site';
import { mailWith, partOf, subjectOf, textPartOf } from './test-support/smtp';

const SUCCESS = 'Application submitted successfully!';
const FAILURE = 'Submission failed. Please try again.';

const site = sharedSite();
let openings: Opening[];
let countries: Country[];

beforeAll(async () => {
  const api = `${site.url}/api/staffing`;
  // Oldest first: the demo openings, whose descriptions are whole articles, before any that another file
  // on the shared site publishes with one line (a short page puts the form in view at once).
  openings = ((await (await fetch(`${api}/get/requirement`)).json()) as Opening[]).sort((a, b) => a.REQ_ID - b.REQ_ID);
  countries = (await (await fetch(`${api}/get/country`)).json()) as Country[];
});

const field = (page: Page, name: RegExp) => page.getByLabel(name).first();
const countryOf = (code: string) => countries.find((c) => c.COUNTRY_CODE === code) as Country;
const rowsOf = (page: Page) => page.locator('table.openings-table tbody tr');
const cellTexts = (page: Page, column: number) =>
  page.locator(`table.openings-table tbody tr > :nth-child(${column})`).allTextContents();

async function fillApplication(
  page: Page,
  person: { first: string; last: string; email: string; phone: string; state: string },
  resume: { name: string; buffer: Buffer },
  recruiter: { index: number } | string = { index: 2 },
) {
  await field(page, /^First name/).fill(person.first);
  await field(page, /^Last name/).fill(person.last);
  await field(page, /^Email/).fill(person.email);
  await field(page, /^Contact number/).fill(person.phone);
  await field(page, /^State/).selectOption({ label: person.state });
  await field(page, /^City/).fill('Pune');
  await field(page, /^Best time to call/).fill('10:30');
  await field(page, /^Availability/).selectOption({ label: 'Serving notice period' });
  await field(page, /^Reason for change/).selectOption('Career growth');
  // Asked only where the law allows: not for an opening in the USA.
  if (await page.getByLabel(/^Current annual salary/).count())
    await field(page, /^Current annual salary/).fill('18 LPA');
  await field(page, /^Expected annual salary/).fill('24 LPA <negotiable>');
  await field(page, /^Desired location/).fill('Pune');
  await field(page, /^Recruiter who contacted you/).selectOption(recruiter);
  await field(page, /^Resume/).setInputFiles({ ...resume, mimeType: 'application/pdf' });
}

function rowsFor(email: string) {
  const db = openSqlite(path.join(site.dataDir, 'northwind.sqlite'), { readonly: true });
  try {
    const candidates = db.prepare('select * from candidates where email = ?').all(email) as Array<
      Record<string, unknown>
    >;
    const attachments = db
      .prepare('select a.* from attachments a join candidates c on c.uuid = a.candidate_uuid where c.email = ?')
      .all(email) as Array<Record<string, unknown>>;
    return { candidates, attachments };
  } finally {
    db.close();
  }
}

const mailsTo = (address: string) => site.mails().filter((mail) => mail.to.includes(address));

describe('the careers journey', () => {
  it('filters, searches and sorts the board, with the state in the URL', async () => {
    const { context, page, errors } = await openPage(site.browser);
    await page.goto(`${site.url}${jobPaths.openings}?type=contractual`);
    await expect.poll(() => rowsOf(page).count(), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(new Set(await cellTexts(page, 5))).toEqual(new Set(['Contract']));
    const ids = (await cellTexts(page, 8)).map(Number);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(await page.getByRole('columnheader', { name: /Job Id/ }).getAttribute('aria-sort')).toBe('descending');

    await page.locator('label', { hasText: /^Full-time/ }).click();
    await expect.poll(async () => new Set(await cellTexts(page, 5))).toEqual(new Set(['Full-Time']));
    expect(page.url()).toContain('type=permanent');

    await page.locator('label', { hasText: /^All$/ }).click();
    await page.getByLabel('Country').selectOption('IN');
    await expect.poll(() => page.url()).toContain('country=IN');
    const indian = openings.filter((o) => o.COUNTRY === countryOf('IN').COUNTRY_UUID);
    await expect.poll(() => page.getByRole('status').first().textContent()).toContain(`of ${indian.length} opening`);

    await page
      .getByRole('columnheader', { name: /Location/ })
      .getByRole('button')
      .click();
    await expect
      .poll(() => page.getByRole('columnheader', { name: /Location/ }).getAttribute('aria-sort'))
      .toBe('ascending');
    // The server's answer replaces the list shown meanwhile.
    await expect
      .poll(async () => {
        const locations = await cellTexts(page, 3);
        const sorted = [...locations].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
        return locations.join('|') === sorted.join('|');
      })
      .toBe(true);

    const target = indian[0] as Opening;
    await page.getByLabel('Search openings').fill(`  ${target.PSTN_TITLE.toUpperCase()} `);
    await expect.poll(() => cellTexts(page, 1)).toContain(target.PSTN_TITLE);
    await expect.poll(() => page.url()).toContain('q=');
    const shared = page.url();

    // The URL is the state: a fresh visit shows the same list, and back undoes the search.
    const second = await context.newPage();
    await second.goto(shared);
    await expect.poll(() => cellTexts(second, 1)).toEqual(await cellTexts(page, 1));
    expect(await second.getByLabel('Search openings').inputValue()).toBe(`  ${target.PSTN_TITLE.toUpperCase()} `);
    await page.goBack();
    await expect.poll(() => page.getByLabel('Search openings').inputValue()).toBe('');

    const violations = await axeRun(page, { include: '.openings-board' });
    expect(violations.map((violation) => violation.id)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens a job and applies with a PDF; recruiters get the resume, the candidate a confirmation', async () => {
    const { context, page, errors } = await openPage(site.browser);
    const job = openings.find(
      (o) => o.COUNTRY === countryOf('IN').COUNTRY_UUID && o.PSTN_TYP === 'Contract',
    ) as Opening;
    // She arrives from a LinkedIn campaign: the source travels with her application (first touch).
    const landing = `${jobPaths.openings}?type=contractual&country=IN&utm_source=linkedin&utm_medium=social&utm_campaign=data-q4`;
    await page.goto(`${site.url}${landing}`, { referer: 'https://www.linkedin.com/feed/' });
    await page.getByLabel('Search openings').fill(job.PSTN_TITLE);
    await expect.poll(() => page.url()).toContain('q=');
    // The row with this job's id (another opening may share the title); its one link is named by the title.
    await page
      .getByRole('row')
      .filter({ has: page.locator('.openings-table__id', { hasText: new RegExp(`^${job.REQ_ID}$`) }) })
      .getByRole('link', { name: job.PSTN_TITLE, exact: true })
      .click();
    await expect.poll(() => page.url()).toContain(`${jobPaths.description}?jobId=${job.REQ_ID}`);
    await expect
      .poll(() => page.locator('h1').textContent(), { timeout: 30_000 })
      .toBe(job.PSTN_TITLE)
      .catch(async (error: unknown) => {
        // What the page showed instead, to tell a slow machine from a broken page.
        throw new Error(
          `${String(error)}\n${page.url()}\n${await page.locator('main').innerText()}\n${errors.join('\n')}`,
        );
      });
    await formReady(page, 'Submit application');
    expect(await field(page, /^Country/).isDisabled()).toBe(true);
    expect(await page.locator('.input-group-text').first().textContent()).toBe('+91');

    const resume = smallPdf('Asha Verma - Data resume');
    const email = 'asha.verma@example.com';
    await fillApplication(
      page,
      { first: 'Asha', last: 'Verma', email, phone: '9876543210', state: 'Maharashtra' },
      { name: 'Asha Verma CV.pdf', buffer: resume },
      // A direct applicant: nobody contacted her.
      'No one — I am applying directly',
    );
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect.poll(() => page.getByRole('status').last().textContent(), { timeout: 20_000 }).toContain(SUCCESS);
    const panel = page.getByRole('region', { name: 'Application received' });
    const said = (await panel.textContent()) ?? '';
    expect(said).toContain(`You applied for ${job.PSTN_TITLE} (job ${job.REQ_ID})`);
    expect(said).toContain(`e-mailed a confirmation to ${email}`);
    expect(await page.getByRole('button', { name: 'Submit application' }).count()).toBe(0);

    const { candidates, attachments } = rowsFor(email);
    expect(candidates).toHaveLength(1);
    expect(attachments).toHaveLength(1);
    expect(candidates[0]).toMatchObject({
      name: 'Asha Verma',
      requirement_uuid: job.REQUIREMENT_UUID,
      recruiter_name: 'Direct',
      utm_source: 'linkedin',
      utm_medium: 'social',
      utm_campaign: 'data-q4',
      utm_term: null,
      referrer: 'https://www.linkedin.com/feed/',
      landing_page: landing,
    });
    // Kept only until the application is sent.
    expect(await page.evaluate(() => window.localStorage.getItem('nw-attribution'))).toBeNull();
    const uuid = String(candidates[0]?.uuid);
    expect(await panel.locator('[data-reference]').textContent()).toBe(
      `APP-${uuid.replace(/-/g, '').slice(0, 8).toUpperCase()}`,
    );

    const inbox = brand.inboxes.applicationsOtherCountries;
    // The inbox is shared with every other test's applications: this one's mail names her and the job.
    const subject = `Asha Verma External Resume Submission for Requirement ${job.REQ_ID}`;
    const recruiterMail = await mailWith(site.mails, inbox, subject);
    expect(subjectOf(recruiterMail.raw)).toBe(`Asha Verma External Resume Submission for Requirement ${job.REQ_ID}`);
    const html = partOf(recruiterMail.raw, /Content-Type: text\/html/i).body.toString('utf8');
    expect(html).toContain(job.PSTN_TITLE);
    expect(html).toContain('24 LPA &lt;negotiable&gt;');
    expect(html).toMatch(/>Recruiter<\/td><td class="nw-value"[^>]*>Direct<\/td>/);
    expect(textPartOf(recruiterMail.raw, 'text/plain')).toMatch(/^Recruiter: Direct$/m);
    // The button to the application in the console.
    expect(html).toContain(`${site.url}/admin/applications/${uuid}`);
    expect(partOf(recruiterMail.raw, /Content-Type: application\/pdf/i).body).toEqual(resume);

    const candidateMail = await mailWith(site.mails, email, job.PSTN_TITLE);
    // The candidate's copy carries the reference the confirmation panel showed.
    expect(textPartOf(candidateMail.raw, 'text/plain')).toContain(
      `Your reference is APP-${uuid.replace(/-/g, '').slice(0, 8).toUpperCase()}.`,
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps everything through a network failure mid-way and stores each record once on retry', async () => {
    const { context, page } = await openPage(site.browser);
    const job = openings.find((o) => o.COUNTRY === countryOf('IN').COUNTRY_UUID) as Opening;
    // The network drops the application's one request long enough for the client's retries to give up.
    let dropped = 0;
    await page.route('**/api/applications', (route) =>
      dropped++ < 4 ? route.abort('internetdisconnected') : route.continue(),
    );
    await page.goto(`${site.url}${jobPaths.description}?jobId=${job.REQ_ID}`);
    await formReady(page, 'Submit application');
    const email = 'ravi.k@example.com';
    const resume = smallPdf('Ravi K resume');
    await fillApplication(
      page,
      { first: 'Ravi', last: 'K', email, phone: '9123456780', state: 'Maharashtra' },
      { name: 'ravi.pdf', buffer: resume },
      { index: 1 },
    );
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect.poll(() => page.getByRole('status').last().textContent(), { timeout: 20_000 }).toContain(FAILURE);
    expect(await field(page, /^First name/).inputValue()).toBe('Ravi');
    expect(await field(page, /^Resume/).evaluate((input: HTMLInputElement) => input.files?.length)).toBe(1);

    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect.poll(() => page.getByRole('status').last().textContent(), { timeout: 20_000 }).toContain(SUCCESS);
    const { candidates, attachments } = rowsFor(email);
    expect(candidates).toHaveLength(1);
    expect(attachments).toHaveLength(1);
    await mailWith(site.mails, email, job.PSTN_TITLE);
    await context.close();
  });

  it('applies from a phone to a US job with the H1B details, and says when a job is gone', async () => {
    const { context, page, errors } = await openPage(site.browser, PHONE);
    const job = openings.find((o) => o.COUNTRY === countryOf('US').COUNTRY_UUID) as Opening;
    await page.goto(`${site.url}${jobPaths.openings}`);
    await expect.poll(() => rowsOf(page).count(), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await page.goto(`${site.url}${jobPaths.description}?jobId=${job.REQ_ID}`);
    // On a phone the form is under the description: the server's copy of it stands there, and the
    // form's code waits until the visitor comes near it. Similar openings, which load later, come
    // under the form, so they never push it down.
    await page.locator('.job-view__apply').waitFor({ timeout: 30_000 });
    await page.locator('.similar-openings').waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const formBox = (await page.locator('.job-view__apply').boundingBox())!;
    expect((await page.locator('.similar-openings').boundingBox())!.y).toBeGreaterThan(formBox.y + formBox.height);
    expect(await page.locator('form[data-form-copy]').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Submit application', disabled: false }).count()).toBe(0);
    await page.locator('.job-view__apply').scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Submit application', disabled: false }).waitFor({ timeout: 30_000 });
    expect(await page.locator('form[data-form-copy]').count()).toBe(0);
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('firstName');
    expect(await page.getByText('First name is required.').isVisible()).toBe(true);
    const summary = page.getByRole('alert').filter({ hasText: 'Please correct' });
    // At most 10 required fields; WhatsApp, best time to call and reason are optional.
    expect(await summary.getByRole('link').allTextContents()).toEqual([
      'First name',
      'Last name',
      'Email',
      'Contact number',
      'State',
      'City',
      'Work authorization',
      'Expected annual salary',
      'Recruiter who contacted you',
      'Resume',
    ]);
    const violations = await axeRun(page, { include: '.job-view' });
    expect(violations.map((violation) => violation.id)).toEqual([]);

    const email = 'jordan.lee@example.com';
    await fillApplication(
      page,
      { first: 'Jordan', last: 'Lee', email, phone: '9135550142', state: 'Kansas' },
      { name: 'jordan-lee.pdf', buffer: smallPdf('Jordan Lee resume') },
    );
    await page.getByLabel(/same as my contact number/).uncheck();
    await field(page, /^WhatsApp number/).fill('91355');
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect
      .poll(() => page.getByText('WhatsApp number must be exactly 10 digits, like 9876543210.').isVisible())
      .toBe(true);
    await field(page, /^WhatsApp number/).fill('9135550142');
    await field(page, /^Work authorization/).selectOption('H1B');
    await field(page, /^H1B expiry date/).fill('2027-09-30');
    await page
      .getByRole('group', { name: /I-140 approved/ })
      .getByLabel('Yes')
      .check();
    await page
      .getByRole('group', { name: /H1B transfer/ })
      .getByLabel('Yes')
      .check();
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect.poll(() => page.getByRole('status').last().textContent(), { timeout: 20_000 }).toContain(SUCCESS);
    expect(rowsFor(email).candidates[0]).toMatchObject({ work_authorization: 'H1B', h1b_expiry: '2027-09-30' });
    await expect
      .poll(
        () => mailsTo(brand.inboxes.applicationsFirstCountry).some((m) => subjectOf(m.raw).startsWith('Jordan Lee')),
        {
          timeout: 20_000,
        },
      )
      .toBe(true);

    await page.goto(`${site.url}${jobPaths.description}?jobId=987654`);
    await expect.poll(() => page.getByText('This job is no longer open').count(), { timeout: 30_000 }).toBe(1);
    await page.getByRole('link', { name: 'See current openings' }).click();
    await expect.poll(() => page.url()).toContain(jobPaths.openings);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/**
 * Sourcing in the browser (the API half runs on both databases in server/admin/talent/talent.test.ts):
 * a recruiter drops three resumes, one of them an applicant's under another phone format (the warning
 * shows and the resume joins her profile); searches `"spring boot" AND kafka -angular` and finds
 * exactly the right two with highlighted lines; filters by "Maharashtra" and by "KS"; finds a person
 * by `+1 (913) 555-0177`; adds her to a pool; puts one forward for an opening; exports the search as
 * CSV whose phone cells read `+1 913 555 0177` in a spreadsheet (no leading apostrophe, no formula).
 * Search, add and profile are checked with axe and pictured at 1280 and 390 px
 * (E2E_SCREENSHOTS_DIR saves them).
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, expect, it } from 'vitest';
import { resumePdf } from '../server/test-support/resume-pdf';
import type { TrackedPage } from './test-support/browser';
import { checkScreen, consoleCall, publishOpening, setUpAdmin } from './test-support/console';
import { sharedSite } from './test-support/site';

const SHOTS = process.env.E2E_SCREENSHOTS_DIR;
const RUN = randomUUID().slice(0, 6);
const site = sharedSite();
let admin: TrackedPage;
afterAll(async () => {
  await admin?.context.close();
});

// Each person's own words, so the searches below match only this run's people.
const WORD = `zq${RUN}`;
const PEOPLE = {
  anika: [
    'Anika Deshmukh',
    `anika-${RUN}@example.com | +91 98220 ${RUN.replace(/\D/g, '1').slice(0, 5).padEnd(5, '1')}`,
    'Location: Pune, Maharashtra',
    '8 years of experience',
    `Built Spring Boot microservices publishing to Kafka topics (${WORD})`,
    'Kubernetes and Terraform',
  ],
  marcus: [
    'Marcus Bell',
    `marcus-${RUN}@example.com | (816) 555-0123`,
    'Location: Lenexa, KS',
    '11 years of experience',
    `Spring Boot services and Kafka Streams (${WORD})`,
    'Some Angular for internal tools',
  ],
  priya: [
    'Priya Raman',
    `priya.work-${RUN}@example.com | +1 (913) 555-0177`,
    'Location: Olathe, KS',
    '6 years of experience',
    `Java and Spring Boot APIs; event pipelines on Kafka (${WORD})`,
  ],
};

const heading = (page: Page) => page.locator('h1').first();
const names = (page: Page) =>
  page.getByRole('list', { name: 'Candidates found' }).locator('li a.fw-semibold').allTextContents();
const searchFor = async (page: Page, query: string) => {
  await page.goto(`${site.url}/admin/talent?${query}`);
  await page
    .getByRole('status')
    .filter({ hasText: /candidate/ })
    .waitFor({ timeout: 30_000 });
};

it('adds, finds, pools, puts forward and exports candidates', { timeout: 240_000 }, async () => {
  admin = await setUpAdmin(site.browser, site, {
    email: `talent-${RUN}@example.com`,
    name: 'Tara Talent',
    password: 'a sourcing desk passphrase for the bench',
  });
  // The set-up page asks for a session before there is one (401): not this test's subject.
  admin.errors.length = 0;
  const { page } = admin;
  const opening = await publishOpening(page, `Kafka Engineer (talent ${RUN})`, {
    country: 'US',
    location: 'Overland Park, KS',
  });
  // Priya applied on the site earlier, from Kansas, her phone as bare digits.
  const states = await consoleCall<Array<{ STATE_UUID: string; STATE_NAME: string }>>(
    page,
    'GET',
    '/api/staffing/get/state',
  );
  const countries = await consoleCall<Array<{ COUNTRY_UUID: string; COUNTRY_CODE: string }>>(
    page,
    'GET',
    '/api/staffing/get/country',
  );
  const answer = await fetch(`${site.url}/api/staffing/post/candidateData`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      EXTERNALCANDIDATE_UUID: randomUUID(),
      REQUIREMENT_UUID: opening.uuid,
      CND_NM_TX: 'Priya Raman',
      CND_EMAIL_ID: `priya-${RUN}@example.com`,
      CND_PRIM_PH_NUM: '9135550177',
      CITY: 'Olathe',
      CND_STATE: states.find((s) => s.STATE_NAME === 'Kansas')?.STATE_UUID,
      CND_COUNTRY: countries.find((c) => c.COUNTRY_CODE === 'US')?.COUNTRY_UUID,
      CND_ATHRZTN_TX: 'Citizen',
      CND_H1BAPPROVED_TX: '',
      CND_H1BEXPIRY_TX: '',
      BST_TM_TO_CALL_TX: '10:30',
      STAT_AVBLTY_TX: 'Immediate',
      JOB_CHANGE_REASON: 'Growth',
      CND_CRNT_SAL_TX: '', // a US opening: pay history is not asked
      EXPECTED_SALARY: '140000',
      DESIRED_LOCATION: 'Remote',
      INLNE_RESUME_CLOB: '',
      RECRUITER_NAME: '',
    }),
  });
  expect(answer.status, await answer.clone().text()).toBe(200);

  // Talent is in the Pipeline menu (the set-up screen has no header: start from Home).
  await page.goto(`${site.url}/admin/home`);
  await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 30_000 }).toBe('Home');
  const sections = page.getByRole('navigation', { name: 'Console sections' });
  await sections.getByRole('button', { name: 'Pipeline', exact: true }).click();
  await sections.getByRole('link', { name: 'Talent' }).click();
  await expect.poll(() => heading(page).textContent()).toBe('Talent');
  await page.getByRole('link', { name: 'Add candidates' }).click();
  await expect.poll(() => heading(page).textContent()).toBe('Add candidates');

  await page.locator('#talent-files').setInputFiles(
    await Promise.all(
      Object.entries(PEOPLE).map(async ([key, lines]) => ({
        name: `${key}.pdf`,
        mimeType: 'application/pdf',
        buffer: await resumePdf(lines),
      })),
    ),
  );
  const form = (file: string) => page.getByRole('form', { name: `Candidate from ${file}` });
  await form('priya.pdf').waitFor({ timeout: 30_000 });
  await expect.poll(() => form('priya.pdf').getByRole('alert').textContent()).toContain('already in the database');
  await checkScreen(page, 'talent-add', { shots: SHOTS });
  await form('priya.pdf')
    .getByRole('button', { name: /Add this resume to Priya Raman/ })
    .click();
  await page.getByText('The resume joined Priya Raman’s profile.').waitFor();
  for (const file of ['anika.pdf', 'marcus.pdf']) {
    await form(file).getByRole('button', { name: 'Add candidate' }).click();
  }
  await page.getByText('Marcus Bell added.').waitFor();
  await page.getByText('Anika Deshmukh added.').waitFor();

  // The query language over resume text, with highlighted lines.
  await searchFor(page, new URLSearchParams({ q: `"spring boot" AND kafka -angular ${WORD}` }).toString());
  expect((await names(page)).sort()).toEqual(['Anika Deshmukh', 'Priya Raman']);
  expect(await page.locator('.talent-lines mark').allTextContents()).toEqual(
    expect.arrayContaining(['Spring Boot', 'Kafka']),
  );
  await checkScreen(page, 'talent-search', { shots: SHOTS });

  // Locations by state name and code; a phone in any format.
  await searchFor(page, `q=${WORD}&location=Maharashtra`);
  expect(await names(page)).toEqual(['Anika Deshmukh']);
  await searchFor(page, `q=${WORD}&location=KS`);
  expect((await names(page)).sort()).toEqual(['Marcus Bell', 'Priya Raman']);
  await page.getByLabel(/^Search resumes/).fill('+1 (913) 555-0177');
  await page.getByLabel('Location').fill('');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect.poll(() => names(page)).toEqual(['Priya Raman']);
  expect(new URL(page.url()).searchParams.get('q')).toBe('+1 (913) 555-0177');

  // A pool.
  await page.getByRole('checkbox', { name: 'Select Priya Raman' }).check();
  await page.getByLabel('or a new pool').fill(`Java bench — US ${RUN}`);
  await page.getByRole('button', { name: 'Add to pool' }).click();
  await page.getByText(`1 added to the pool Java bench — US ${RUN}.`).waitFor();

  // Put forward for the opening.
  await searchFor(page, `q=${WORD}&location=Maharashtra`);
  await page.getByRole('checkbox', { name: 'Select Anika Deshmukh' }).check();
  await page.getByLabel('Opening (Job Id)').fill(String(opening.reqId));
  await page.getByRole('button', { name: 'Put forward' }).click();
  await page.getByText(`1 put forward for Job ${opening.reqId}.`).waitFor();

  // Export: the phone cell opens as +1 913 555 0177, and no cell starts a formula.
  const csv = await page.evaluate(
    async (url) => (await fetch(url)).text(),
    `/api/admin/talent/export?q=${WORD}&location=KS`,
  );
  const rows = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  const priya = rows.find((row) => row.startsWith('Priya Raman')) ?? '';
  const phone = priya.split(',')[1] ?? '';
  expect(phone.replace(/\u2060/g, '')).toBe('+1 913 555 0177');
  expect(phone[0]).not.toMatch(/[=+\-@']/);

  // Her profile: the resume inline, the pool, the talent fields.
  await searchFor(page, `q=${encodeURIComponent('+1 913 555 0177')}`);
  await page.getByRole('link', { name: 'Priya Raman' }).click();
  await expect.poll(() => heading(page).textContent(), { timeout: 30_000 }).toBe('Priya Raman');
  await page.getByRole('heading', { name: 'Talent profile' }).waitFor();
  expect(await page.locator('.talent-resume').textContent()).toContain('event pipelines on Kafka');
  await checkScreen(page, 'talent-profile', { shots: SHOTS });
  expect(admin.errors).toEqual([]);
});

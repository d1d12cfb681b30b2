/**
 * One application, one request, end to end: the built job page, the real server (SQLite, resumes on
 * disk) and a real SMTP server. A text-bearing PDF chosen first fills name, e-mail and phone. Submitting sends exactly one request (POST /api/applications, never
 * the staffing writes or the mail API); the recruiters get the resume, the candidate a confirmation;
 * a replay of that request with its Idempotency-Key answers the same reference and stores and mails
 * nothing new.
 */
import path from 'node:path';
import type { Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Opening } from '#contracts/api/staffing/openings';
import type { Country, State } from '#contracts/api/staffing/reference';
import { emptyApplicationForm } from '#contracts/forms/application-form';
import { brand } from '#content/brand';
import { jobPaths } from '#content/pages/jobs';
import { openSqlite } from '../server/db/sqlite-driver';
import { formReady, openPage } from './test-support/browser';
import { smallPdf } from './test-support/pdf';
import { sharedSite } from './test-support/site';
import { mailWith, partOf, subjectOf } from './test-support/smtp';

const site = sharedSite();
let job: Opening;

beforeAll(async () => {
  const api = `${site.url}/api/staffing`;
  const openings = (await (await fetch(`${api}/get/requirement`)).json()) as Opening[];
  const countries = (await (await fetch(`${api}/get/country`)).json()) as Country[];
  const india = countries.find((c) => c.COUNTRY_CODE === 'IN');
  job = openings.find((o) => o.COUNTRY === india?.COUNTRY_UUID) as Opening;
});

const count = (sql: string, ...params: string[]) => {
  const db = openSqlite(path.join(site.dataDir, 'northwind.sqlite'), { readonly: true });
  try {
    return Number((db.prepare(sql).get(...params) as { n: number }).n);
  } finally {
    db.close();
  }
};

/** The source the browser sent with the application (the page it landed on), as stored. */
const sourceOf = (email: string): Record<string, string> => {
  const db = openSqlite(path.join(site.dataDir, 'northwind.sqlite'), { readonly: true });
  try {
    const row = db
      .prepare(
        'select utm_source, utm_medium, utm_campaign, utm_term, utm_content, referrer, landing_page from candidates where email = ?',
      )
      .get(email) as Record<string, string | null>;
    return Object.fromEntries(
      Object.entries(row)
        .filter((entry): entry is [string, string] => entry[1] !== null)
        .map(([name, value]) => [name.toUpperCase(), value]),
    );
  } finally {
    db.close();
  }
};

describe('applying in one request', () => {
  it('autofills from a text PDF, sends one request, both mails arrive, and a replay with the same key stores and mails nothing new', async () => {
    const { context, page, errors } = await openPage(site.browser);
    await page.goto(`${site.url}${jobPaths.description}?jobId=${job.REQ_ID}`);
    const submit = page.getByRole('button', { name: 'Submit application' });
    await formReady(page, 'Submit application');
    const field = (label: RegExp) => page.getByLabel(label).first();
    const email = 'meera.one@example.com';
    // The resume first: the browser reads it (pdf.js, in its worker) and fills the empty fields it knows.
    const resume = smallPdf('Meera Iyer - meera.one@example.com - +91 9876501234');
    await field(/^Resume/).setInputFiles({ name: 'Meera Iyer.pdf', buffer: resume, mimeType: 'application/pdf' });
    await expect.poll(() => field(/^Email/).inputValue(), { timeout: 30_000 }).toBe(email);
    expect(await field(/^First name/).inputValue()).toBe('Meera');
    expect(await field(/^Last name/).inputValue()).toBe('Iyer');
    expect(await field(/^Contact number/).inputValue()).toBe('9876501234');
    expect(await page.getByText('From your resume, please check.').count()).toBe(4);
    await field(/^State/).selectOption({ label: 'Karnataka' });
    await field(/^City/).fill('Bengaluru');
    await field(/^Best time to call/).fill('11:00');
    await field(/^Availability/).selectOption({ label: 'Immediate' });
    await field(/^Reason for change/).selectOption('Career growth');
    await field(/^Current annual salary/).fill('20 LPA');
    await field(/^Expected annual salary/).fill('26 LPA');
    await field(/^Desired location/).fill('Bengaluru');
    await field(/^Recruiter who contacted you/).selectOption({ index: 1 });

    const writes: Request[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') writes.push(request);
    });
    await submit.click();
    await page.getByRole('region', { name: 'Application received' }).waitFor({ timeout: 20_000 });
    expect(writes.map((request) => new URL(request.url()).pathname)).toEqual(['/api/applications']);
    const [request] = writes as [Request];
    const key = (await request.allHeaders())['idempotency-key'] ?? '';
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    const reference = `APP-${key.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
    expect(await page.locator('[data-reference]').textContent()).toBe(reference);

    const inbox = brand.inboxes.applicationsOtherCountries;
    // The inbox is shared with every other file's applications: this one's mail names her and the job.
    const subject = `Meera Iyer External Resume Submission for Requirement ${job.REQ_ID}`;
    const notice = await mailWith(site.mails, inbox, subject);
    expect(subjectOf(notice.raw)).toBe(subject);
    expect(partOf(notice.raw, /Content-Type: application\/pdf/i).body).toEqual(resume);
    await mailWith(site.mails, email, reference);

    // The same application again under its key (a retry whose first answer was lost), as the form sends it.
    const mails = count('select count(*) as n from mail_outbox');
    const states = (await (await fetch(`${site.url}/api/staffing/get/state`)).json()) as State[];
    const body = new FormData();
    for (const [name, value] of Object.entries({
      ...emptyApplicationForm(job.REQ_ID, 'IN'),
      firstName: 'Meera',
      lastName: 'Iyer',
      email,
      contactNumber: '9876501234',
      state: states.find((s) => s.STATE_NAME === 'Karnataka')?.STATE_UUID ?? '',
      city: 'Bengaluru',
      bestTimeToCall: '11:00',
      availability: 'Immediate',
      reasonForChange: 'Career growth',
      currentSalary: '20 LPA',
      expectedSalary: '26 LPA',
      desiredLocation: 'Bengaluru',
      recruiterContacted: 'direct',
      jobId: String(job.REQ_ID),
      ...sourceOf(email),
    })) {
      if (typeof value === 'string') body.append(name, value);
    }
    body.append('resume', new Blob([new Uint8Array(resume)], { type: 'application/pdf' }), 'Meera Iyer.pdf');
    const replay = await fetch(`${site.url}/api/applications`, {
      method: 'POST',
      headers: { 'idempotency-key': key, origin: site.url },
      body,
    });
    expect(replay.status, await replay.clone().text()).toBe(201);
    expect(await replay.json()).toEqual({ reference });
    expect(count('select count(*) as n from candidates where email = ?', email)).toBe(1);
    expect(count('select count(*) as n from mail_outbox')).toBe(mails);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/**
 * Nothing a visitor enters is lost (docs/product.md §6): on a phone as slow as a low-end Android
 * (Chromium at a 6× CPU slowdown), a value of each kind of control — text, textarea, select, radio,
 * checkbox, file — entered as soon as the control is on screen, before the page is interactive, is
 * still there once it is, and is what the server stores. Two ways in: typed field by field, and an
 * autofill-like burst (every value set at once, right after the first tap, as the browser does when a
 * visitor picks a suggestion). On the job page, the internship page, the contact page and Hire talent.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Opening } from '#contracts/api/staffing/openings';
import type { Country, State } from '#contracts/api/staffing/reference';
import { jobPaths } from '#content/pages/jobs';
import { openSqlite } from '../server/db/sqlite-driver';
import { formReady, openPage, PHONE } from './test-support/browser';
import { smallPdf } from './test-support/pdf';
import { sharedSite } from './test-support/site';

const site = sharedSite();
const SLOW = 6;
/** Long enough for a page at a 6× slowdown on a busy two-core machine. */
const READY_MS = 90_000;

let job: Opening;
let karnataka: State;
beforeAll(async () => {
  const api = `${site.url}/api/staffing`;
  const openings = (await (await fetch(`${api}/get/requirement`)).json()) as Opening[];
  const countries = (await (await fetch(`${api}/get/country`)).json()) as Country[];
  const states = (await (await fetch(`${api}/get/state`)).json()) as State[];
  const india = countries.find((c) => c.COUNTRY_CODE === 'IN');
  job = openings.find((o) => o.COUNTRY === india?.COUNTRY_UUID) as Opening;
  karnataka = states.find((s) => s.STATE_NAME === 'Karnataka') as State;
});

const row = <T>(sql: string, ...params: string[]): T | undefined => {
  const db = openSqlite(path.join(site.dataDir, 'northwind.sqlite'), { readonly: true });
  try {
    return db.prepare(sql).get(...params) as T | undefined;
  } finally {
    db.close();
  }
};

/** A phone-sized page whose CPU runs six times slower, as a low-end Android does. */
async function slowPage() {
  const tracked = await openPage(site.browser, PHONE);
  const cdp = await tracked.context.newCDPSession(tracked.page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW });
  return tracked;
}

/** Opens `url` and answers as soon as `selector` (the first control) is on screen, long before the page is interactive. */
async function openAtFirstPaint(page: Page, url: string, selector: string) {
  await page.goto(url, { waitUntil: 'commit', timeout: READY_MS });
  await page.locator(selector).first().waitFor({ state: 'visible', timeout: READY_MS });
}

/**
 * What the browser does when a visitor picks an autofill suggestion: every value set at once, each
 * control told by an input and a change event, with no pause in between.
 */
const autofill = (page: Page, values: Record<string, string>) =>
  page.evaluate((entries) => {
    for (const [name, value] of Object.entries(entries)) {
      const control = document.querySelector<HTMLInputElement | HTMLSelectElement>(`form [name="${name}"]`);
      if (!control) throw new Error(`no control named ${name}`);
      const prototype = Object.getPrototypeOf(control) as object;
      Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value);
      control.dispatchEvent(new Event('input', { bubbles: true }));
      control.dispatchEvent(new Event('change', { bubbles: true }));
    }
  }, values);

/** Every named control's value (checked state for boxes, the file's name for files) in the visible form. */
const controlsOf = (page: Page) =>
  page.evaluate(() => {
    const values: Record<string, string | boolean> = {};
    const form = [...document.querySelectorAll('form')].find((f) => f.offsetParent !== null);
    for (const element of form?.querySelectorAll<HTMLInputElement>('[name]') ?? []) {
      if (element.type === 'radio') {
        if (element.checked) values[element.name] = element.value;
      } else if (element.type === 'checkbox') values[element.name] = element.checked;
      else if (element.type === 'file') values[element.name] = element.files?.[0]?.name ?? '';
      else values[element.name] = element.value;
    }
    return values;
  });

const jobUrl = () => `${site.url}${jobPaths.description}?jobId=${job.REQ_ID}`;
const field = (page: Page, label: RegExp) => page.getByLabel(label).first();

/** The job form's remaining required answers, after the takeover. */
async function finishJobApplication(page: Page) {
  await field(page, /^Expected annual salary/).fill('26 LPA');
  await field(page, /^Recruiter who contacted you/).selectOption({ index: 1 });
}

describe(`nothing is lost at a ${SLOW}× CPU slowdown`, () => {
  it('job page: text, select, checkbox and file entered before it is interactive are kept and sent', async () => {
    const { context, page } = await slowPage();
    const email = 'kept.typed@example.com';
    await openAtFirstPaint(page, jobUrl(), 'form [name="firstName"]');
    const control = (name: string) => page.locator(`form [name="${name}"]:visible`).first();
    await control('firstName').fill('Kavya');
    await control('lastName').fill('Rao');
    await control('email').fill(email);
    await control('contactNumber').fill('9876512345');
    await control('state').selectOption(karnataka.STATE_UUID);
    await control('city').fill('Mysuru');
    await control('currentSalary').fill('18 LPA');
    await control('availability').selectOption('Immediate');
    await control('whatsappSameAsContact').uncheck();
    await control('resume').setInputFiles({
      name: 'kavya-rao.pdf',
      mimeType: 'application/pdf',
      buffer: smallPdf('Kavya Rao'),
    });

    await formReady(page, 'Submit application');
    expect(await controlsOf(page)).toMatchObject({
      firstName: 'Kavya',
      lastName: 'Rao',
      email,
      contactNumber: '9876512345',
      state: karnataka.STATE_UUID,
      city: 'Mysuru',
      currentSalary: '18 LPA',
      availability: 'Immediate',
      whatsappSameAsContact: false,
      resume: 'kavya-rao.pdf',
    });
    await finishJobApplication(page);
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.getByRole('region', { name: 'Application received' }).waitFor({ timeout: READY_MS });
    expect(
      row('select name, phone, city, state_uuid, current_salary, availability from candidates where email = ?', email),
    ).toEqual({
      name: 'Kavya Rao',
      phone: '+91 9876512345',
      city: 'Mysuru',
      state_uuid: karnataka.STATE_UUID,
      current_salary: '18 LPA',
      availability: 'Immediate',
    });
    await context.close();
  });

  it('job page: an autofill burst right after the first tap is kept and sent', async () => {
    const { context, page } = await slowPage();
    const email = 'kept.autofill@example.com';
    await openAtFirstPaint(page, jobUrl(), 'form [name="firstName"]');
    // The first tap (it also wakes the form's code), then the browser fills what it knows at once.
    await page.locator('form [name="firstName"]:visible').first().click();
    await autofill(page, {
      firstName: 'Ravi',
      lastName: 'Menon',
      email,
      contactNumber: '9876598765',
      city: 'Kochi',
      state: karnataka.STATE_UUID,
    });
    await formReady(page, 'Submit application');
    expect(await controlsOf(page)).toMatchObject({
      firstName: 'Ravi',
      lastName: 'Menon',
      email,
      contactNumber: '9876598765',
      city: 'Kochi',
      state: karnataka.STATE_UUID,
    });
    await field(page, /^Current annual salary/).fill('12 LPA');
    await field(page, /^Resume/).setInputFiles({
      name: 'ravi.pdf',
      mimeType: 'application/pdf',
      buffer: smallPdf('Ravi Menon'),
    });
    await finishJobApplication(page);
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.getByRole('region', { name: 'Application received' }).waitFor({ timeout: READY_MS });
    expect(row('select name, phone, city from candidates where email = ?', email)).toEqual({
      name: 'Ravi Menon',
      phone: '+91 9876598765',
      city: 'Kochi',
    });
    await context.close();
  });

  it('internship page: a radio chosen first, text, textarea, select and file are kept and sent', async () => {
    const { context, page } = await slowPage();
    const email = 'kept.intern@example.com';
    await openAtFirstPaint(page, `${site.url}/internship/apply`, 'form [name="firstName"]');
    // The gender first: the choice that used to be unticked when the page took over.
    await page.locator('form [name="gender"][value="Female"]').check();
    await page.locator('form [name="firstName"]').fill('Meena');
    await page.locator('form [name="address"]').fill('7 Temple Street');
    await page.locator('form [name="country"]').selectOption('India');
    await page.locator('form [name="resumeAttachment"]').setInputFiles({
      name: 'meena.pdf',
      mimeType: 'application/pdf',
      buffer: smallPdf('Meena'),
    });
    await page.locator('form [name="experience"][value="fresher"]').check();

    await formReady(page, 'Submit application');
    expect(await controlsOf(page)).toMatchObject({
      gender: 'Female',
      firstName: 'Meena',
      address: '7 Temple Street',
      country: 'India',
      resumeAttachment: 'meena.pdf',
      experience: 'fresher',
    });
    // An autofill burst after the page took over lands too (the rest of the answers).
    await autofill(page, {
      lastName: 'Iyer',
      email,
      state: 'Tamil Nadu',
      city: 'Madurai',
      pinCode: '625001',
      contactNumber: '9876543219',
      qualification: 'BSc',
      areaOfInterest: 'Data Science',
      reference: 'Social Media',
    });
    await page.locator('form [name="academicInternship"][value="yes"]').check();
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.getByRole('region', { name: 'Internship application received' }).waitFor({ timeout: READY_MS });
    const stored = row<{ first_name: string; details: string; resume_name: string }>(
      'select first_name, details, resume_name from internship_applications where email = ?',
      email,
    );
    expect(stored?.first_name).toBe('Meena');
    expect(stored?.resume_name).toBe('meena.pdf');
    expect(JSON.parse(stored?.details ?? '{}')).toMatchObject({
      gender: 'Female',
      address: '7 Temple Street',
      country: 'India',
      experience: 'fresher',
    });
    await context.close();
  });

  it('contact page: a select chosen first, text, textarea and a ticked checkbox entered before it is interactive are kept and sent', async () => {
    const { context, page } = await slowPage();
    const email = 'kept.contact@example.com';
    await openAtFirstPaint(page, `${site.url}/contact-us`, 'form [name="topic"]');
    // The topic first: a select chosen before anything else is what a takeover used to reset.
    await page.locator('form [name="topic"]').selectOption('services');
    await page.locator('form [name="textMessageChecked"]').check();
    await page.locator('form [name="name"]').fill('Anil Kumar');
    await page.locator('form [name="company"]').fill('Kumar Logistics');
    await page.locator('form [name="message"]').fill('Please call me about a data team.');
    await autofill(page, { email, contactNumber: '+91 98765 43210' });

    await formReady(page, 'Submit');
    expect(await controlsOf(page)).toMatchObject({
      topic: 'services',
      name: 'Anil Kumar',
      company: 'Kumar Logistics',
      email,
      contactNumber: '+91 98765 43210',
      message: 'Please call me about a data team.',
      textMessageChecked: true,
    });
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByRole('heading', { name: 'Message sent' }).waitFor({ timeout: READY_MS });
    expect(
      row('select name, company, topic, phone, message, sms_consent from contact_messages where email = ?', email),
    ).toEqual({
      name: 'Anil Kumar',
      company: 'Kumar Logistics',
      topic: 'services',
      phone: '+91 98765 43210',
      message: 'Please call me about a data team.',
      sms_consent: 1,
    });
    await context.close();
  });

  it('contact page: an autofill burst of name, company and e-mail right after the first tap is kept and sent', async () => {
    const { context, page } = await slowPage();
    const email = 'kept.contact.autofill@example.com';
    await openAtFirstPaint(page, `${site.url}/contact-us`, 'form [name="name"]');
    await page.locator('form [name="name"]').click();
    await autofill(page, { name: 'Leela Das', company: 'Das Retail', email, topic: 'press' });
    await formReady(page, 'Submit');
    expect(await controlsOf(page)).toMatchObject({ name: 'Leela Das', company: 'Das Retail', email, topic: 'press' });
    await page.locator('form [name="message"]').fill('A question from the press.');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByRole('heading', { name: 'Message sent' }).waitFor({ timeout: READY_MS });
    expect(row('select name, company, topic from contact_messages where email = ?', email)).toEqual({
      name: 'Leela Das',
      company: 'Das Retail',
      topic: 'press',
    });
    await context.close();
  });

  it('hire talent page: selects chosen first, text, a date and an autofill burst entered before it is interactive are kept and sent', async () => {
    const { context, page } = await slowPage();
    const email = 'kept.client@fabrikam-kept.example';
    await openAtFirstPaint(page, `${site.url}/hire-talent`, 'form [name="seniority"]');
    // The selects first: a choice made before anything else is what a takeover used to reset.
    await page.locator('form [name="seniority"]').selectOption('lead');
    await page.locator('form [name="workMode"]').selectOption('hybrid');
    await page.locator('form [name="company"]').fill('Fabrikam Kept');
    await page.locator('form [name="role"]').fill('Data architect');
    await page.locator('form [name="headcount"]').fill('3');
    await page.locator('form [name="skills"]').fill('Snowflake, dbt, Airflow');
    await page.locator('form [name="startDate"]').fill('2027-02-01');
    await page.locator('form [name="message"]').fill('Two of them in Pune.');
    await page.locator('form [name="name"]').click();
    await autofill(page, { name: 'Kavya Menon', email, phone: '+91 98450 12345', duration: '3-6-months' });

    await formReady(page, 'Send request');
    expect(await controlsOf(page)).toMatchObject({
      seniority: 'lead',
      workMode: 'hybrid',
      company: 'Fabrikam Kept',
      role: 'Data architect',
      headcount: '3',
      skills: 'Snowflake, dbt, Airflow',
      startDate: '2027-02-01',
      message: 'Two of them in Pune.',
      name: 'Kavya Menon',
      email,
      phone: '+91 98450 12345',
      duration: '3-6-months',
    });
    await page.locator('form [name="location"]').fill('Pune, IST');
    await page.getByRole('button', { name: 'Send request', exact: true }).click();
    await page.getByRole('region', { name: 'Request received' }).waitFor({ timeout: READY_MS });
    expect(
      row(
        'select company, name, phone, role, skills, headcount, seniority, start_date, duration, work_mode, location, message from client_requests where email = ?',
        email,
      ),
    ).toEqual({
      company: 'Fabrikam Kept',
      name: 'Kavya Menon',
      phone: '+91 98450 12345',
      role: 'Data architect',
      skills: 'Snowflake, dbt, Airflow',
      headcount: 3,
      seniority: 'lead',
      start_date: '2027-02-01',
      duration: '3-6-months',
      work_mode: 'hybrid',
      location: 'Pune, IST',
      message: 'Two of them in Pune.',
    });
    await context.close();
  });
});

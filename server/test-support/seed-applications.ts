/**
 * Applications and contact messages written straight into the database for the console's tests (no
 * public form round trip): a name, an address, a phone, an opening and, optionally, when it arrived;
 * and an opening posted through the console's API.
 */
import { randomUUID } from 'node:crypto';
import type { OpeningDetail } from '#contracts/admin/openings';
import { adminPaths } from '#contracts/admin/paths';
import { as } from './console-client';
import type { TestApp } from './test-app';

export async function seedApplication(
  t: TestApp,
  values: {
    openingUuid: string;
    name: string;
    email: string;
    phone?: string;
    createdAt?: string;
    city?: string;
    source?: string;
  },
): Promise<string> {
  const uuid = randomUUID();
  await t.app.db
    .insertInto('candidates')
    .values({
      uuid,
      requirement_uuid: values.openingUuid,
      name: values.name,
      email: values.email.toLowerCase(),
      phone: values.phone ?? '9135550142',
      whatsapp: null,
      city: values.city ?? 'Wichita',
      state_uuid: null,
      country_uuid: null,
      work_authorization: null,
      h1b_approved: null,
      h1b_expiry: null,
      h1b_transfer: null,
      best_time_to_call: '10:30',
      availability: 'Immediate',
      job_change_reason: 'Growth',
      current_salary: '100000',
      expected_salary: '120000',
      desired_location: 'Remote',
      recruiter_name: '',
      content_hash: randomUUID(),
      created_at: values.createdAt ?? new Date().toISOString(),
      utm_source: values.source ?? null,
      utm_medium: null,
      utm_campaign: null,
      utm_term: null,
      utm_content: null,
      referrer: null,
      landing_page: null,
    })
    .execute();
  return uuid;
}

/** An opening posted through the console's API by `who` (a US, full-time, remote role in Pune). */
export async function postOpening(
  t: TestApp,
  who: { cookie: string },
  values: { title: string; descriptionHtml: string },
): Promise<OpeningDetail> {
  const [usa] = await t.app.repos.reference.countries();
  const answer = await as(t, who)('POST', adminPaths.openings, {
    title: values.title,
    location: 'Pune',
    countryUuid: usa?.COUNTRY_UUID ?? '',
    positionType: 'Full-Time',
    workMode: 'Remote',
    rate: '',
    interviewType: '',
    travel: false,
    descriptionHtml: values.descriptionHtml,
    validThrough: null,
  });
  return answer.json<OpeningDetail>();
}

/** A contact message written straight into the database (no consent to texts); answers its id. */
export async function seedContactMessage(
  t: TestApp,
  values: { name: string; email: string; message: string },
): Promise<string> {
  const id = randomUUID();
  await t.app.db
    .insertInto('contact_messages')
    .values({
      id,
      ...values,
      phone: null,
      sms_consent: 0,
      consent_text: null,
      consent_at: null,
      content_hash: 'x',
      created_at: new Date().toISOString(),
    })
    .execute();
  return id;
}

/** An internship application straight in the database (its resume key points at no file). */
export async function seedInternship(
  t: TestApp,
  values: { firstName: string; lastName: string; email: string; areaOfInterest?: string; createdAt?: string },
): Promise<string> {
  const id = randomUUID();
  await t.app.db
    .insertInto('internship_applications')
    .values({
      id,
      email: values.email,
      first_name: values.firstName,
      last_name: values.lastName,
      details: JSON.stringify({ areaOfInterest: values.areaOfInterest ?? 'Data Science' }),
      aadhaar_masked: null,
      resume_key: `internships/${id}.pdf`,
      resume_type: 'application/pdf',
      resume_size: 1000,
      resume_name: 'resume.pdf',
      created_at: values.createdAt ?? new Date().toISOString(),
      client_key: null,
    })
    .execute();
  return id;
}

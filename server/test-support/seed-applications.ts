/**
 * Applications written straight into the database for the console's tests (no public form round
 * trip): a name, an address, a phone, an opening and, optionally, when it arrived.
 */
import { randomUUID } from 'node:crypto';
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

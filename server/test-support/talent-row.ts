/**
 * A talent row as the tests write it straight into the table (no application, no resume file):
 * person `person-<n>`, a Kafka and Java resume in Pune, anything else given in `values`.
 */
import type { Insertable } from 'kysely';
import type { TalentTable } from '../db/schema';

export const talentRow = (n: number, values: Partial<Insertable<TalentTable>> = {}): Insertable<TalentTable> => ({
  person_id: `person-${String(n).padStart(5, '0')}`,
  name: `Person ${n}`,
  email: `p${n}@example.com`,
  phone: '',
  phone_e164: '',
  location: 'Pune, Maharashtra',
  city: 'Pune',
  state: 'MH',
  country: 'IN',
  linkedin: null,
  headline: 'Engineer',
  skills: '|java|',
  tags: '||',
  years_experience: 5,
  work_authorization: null,
  available_from: null,
  current_pay: null,
  expected_pay: null,
  pay_unit: null,
  source: 'referral',
  source_detail: null,
  owner_id: null,
  owner_name: null,
  resume_text: `Java services. Some kafka. Resume ${n}.`,
  resume_key: null,
  resume_name: null,
  resume_type: null,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  last_activity_at: new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString(),
  last_contacted_at: null,
  ...values,
});

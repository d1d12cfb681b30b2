/**
 * The older write endpoints keep working for other clients but hold the same line as the job page:
 * the staffing API's candidate record refuses openings that are not open and breaks no rule of the
 * application form; the internship and contact endpoints name every bad field in `errors` and take
 * an Idempotency-Key. On SQLite and PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verhoeffCheckDigit } from '#contracts/aadhaar';
import { pdfBytes } from '../test-support/fixtures';
import { candidate, internship, multipart, referenceIds } from '../test-support/requests';
import { buildTestApp, type DbKind, postgresAvailable, type TestApp } from '../test-support/test-app';

const kinds: DbKind[] = ['sqlite', ...((await postgresAvailable()) ? (['postgres'] as const) : [])];
type Errors = { message: string; field?: string; errors: Record<string, string> };

describe.each(kinds)('form rules on the older endpoints on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });

  it('candidateData refuses closed, draft and expired openings (409) and still answers a stored retry', async () => {
    const ids = await referenceIds(t);
    const stored = candidate(ids);
    expect((await post('/api/staffing/post/candidateData', stored)).statusCode).toBe(200);
    for (const change of [
      { status: 'closed' as const },
      { status: 'draft' as const },
      { valid_through: '2020-01-31' },
    ]) {
      await t.app.db.updateTable('openings').set(change).where('uuid', '=', ids.opening.REQUIREMENT_UUID).execute();
      const refused = await post('/api/staffing/post/candidateData', candidate(ids));
      expect(refused.statusCode).toBe(409);
      expect(refused.json<Errors>().field).toBe('REQUIREMENT_UUID');
      expect((await post('/api/staffing/post/candidateData', stored)).statusCode).toBe(200);
      await t.app.db
        .updateTable('openings')
        .set({ status: 'published', valid_through: null })
        .where('uuid', '=', ids.opening.REQUIREMENT_UUID)
        .execute();
    }
  });

  it("candidateData checks the form's rules on the fields it carries, naming each", async () => {
    const ids = await referenceIds(t);
    const ok = await post('/api/staffing/post/candidateData', { ...candidate(ids), CND_PRIM_PH_NUM: '+91 9876543210' });
    expect(ok.statusCode).toBe(200);
    const bad = await post('/api/staffing/post/candidateData', {
      ...candidate(ids),
      CND_PRIM_PH_NUM: '555-0142',
      CND_WHATSAPP_PH_NUM: '12345',
      CITY: '',
    });
    expect(bad.statusCode).toBe(400);
    const { errors } = bad.json<Errors>();
    expect(errors).toEqual({
      CND_PRIM_PH_NUM: 'Contact number must be exactly 10 digits, like 9876543210.',
      CND_WHATSAPP_PH_NUM: 'WhatsApp number must be exactly 10 digits, like 9876543210.',
      CITY: 'City is required.',
    });
  });

  it('internship applications name every bad field and take an Idempotency-Key', async () => {
    const base = internship(`23456789012${verhoeffCheckDigit('23456789012')}`);
    const resume = { name: 'cv.pdf', bytes: pdfBytes(), type: 'application/pdf' };
    const bad = await multipart({ ...base, email: 'nope', city: '' }, resume);
    const refused = await t.app.inject({ method: 'POST', url: '/api/internship-applications', ...bad });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json<Errors>().errors).sort()).toEqual(['city', 'email']);

    const key = randomUUID();
    const send = async () => {
      const body = await multipart(base, resume);
      return t.app.inject({
        method: 'POST',
        url: '/api/internship-applications',
        payload: body.payload,
        headers: { ...body.headers, 'idempotency-key': key },
      });
    };
    const first = await send();
    const again = await send();
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(first.json<{ id: string }>().id).toBe(key);
    const rows = await t.app.db.selectFrom('internship_applications').select('id').where('id', '=', key).execute();
    expect(rows).toHaveLength(1);
  });

  it('contact messages name every bad field and take an Idempotency-Key', async () => {
    const refused = await post('/api/contact-messages', { name: '', email: 'x', message: '' });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json<Errors>().errors).sort()).toEqual(['email', 'message', 'name', 'topic']);

    const key = randomUUID();
    const body = {
      name: 'Asha Rao',
      email: 'asha@example.com',
      contactNumber: '',
      topic: 'careers',
      message: 'Please call me.',
    };
    const first = await post('/api/contact-messages', body, { 'idempotency-key': key });
    const again = await post('/api/contact-messages', body, { 'idempotency-key': key });
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json()).toEqual(first.json());
    const mails = await t.app.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('dedupe_key', '=', `contact:${key}`)
      .execute();
    expect(mails).toHaveLength(1);
    const bad = await post('/api/contact-messages', body, { 'idempotency-key': 'x' });
    expect(bad.json<Errors>().field).toBe('Idempotency-Key');
  });
});

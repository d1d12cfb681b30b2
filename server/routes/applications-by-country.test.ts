/**
 * The form's rules by the opening's country, on SQLite and PostgreSQL (docs/product.md §6.2): a US
 * opening never takes a current salary (POST /api/applications and the older candidateData answer
 * 422 naming it) and takes an application without WhatsApp number, best time to call or reason; an
 * India opening still requires it. The candidate's confirmation links to the job and shows the logo
 * when PUBLIC_URL is set, and the recruiters' mail reads salaries in the opening's currency.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENT_SALARY_REFUSED } from '#contracts/forms/application-form';
import { pdfBytes } from '../test-support/fixtures';
import { candidate, referenceIds } from '../test-support/requests';
import { buildTestApp, type DbKind, postgresAvailable, type TestApp } from '../test-support/test-app';

const kinds: DbKind[] = ['sqlite', ...((await postgresAvailable()) ? (['postgres'] as const) : [])];
const PUBLIC_URL = 'https://careers.northwind.example';

type Fields = Record<string, string>;
type Errors = { message: string; field?: string; errors: Record<string, string> };

async function encode(fields: Fields) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('resume', new Blob([new Uint8Array(pdfBytes())], { type: 'application/pdf' }), 'cv.pdf');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

describe.each(kinds)('applications by the opening’s country on %s', (kind) => {
  let t: TestApp;
  const opening: Record<'US' | 'IN', { reqId: number; uuid: string; state: string }> = {} as never;
  let recruiter = '';

  beforeAll(async () => {
    t = await buildTestApp(kind, { PUBLIC_URL });
    for (const code of ['US', 'IN'] as const) {
      const row = await t.app.db
        .selectFrom('openings')
        .innerJoin('countries', 'countries.uuid', 'openings.country_uuid')
        .select(['openings.req_id', 'openings.uuid', 'openings.country_uuid'])
        .where('countries.code', '=', code)
        .where('openings.status', '=', 'published')
        .orderBy('openings.req_id')
        .limit(1)
        .executeTakeFirstOrThrow();
      await t.app.db
        .updateTable('openings')
        .set({ valid_through: '2999-01-01' })
        .where('uuid', '=', row.uuid)
        .execute();
      const state = await t.app.db
        .selectFrom('states')
        .select('uuid')
        .where('country_uuid', '=', row.country_uuid)
        .limit(1)
        .executeTakeFirstOrThrow();
      opening[code] = { reqId: row.req_id, uuid: row.uuid, state: state.uuid };
    }
    const [first] = await t.app.repos.reference.recruiters();
    recruiter = String(first?.USERID);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The short form: only what is required, nothing optional. */
  const shortForm = (code: 'US' | 'IN', extra: Fields = {}): Fields => ({
    firstName: 'Asha',
    lastName: 'Verma',
    email: `asha.${randomUUID().slice(0, 8)}@example.com`,
    contactNumber: '9876543210',
    state: opening[code].state,
    city: code === 'US' ? 'Denver' : 'Pune',
    expectedSalary: code === 'US' ? '120000' : '1500000',
    recruiterContacted: recruiter,
    jobId: String(opening[code].reqId),
    ...(code === 'US' ? { workAuthorization: 'Citizen' } : { currentSalary: '1200000' }),
    ...extra,
  });
  const apply = async (fields: Fields, key = randomUUID()) => {
    const body = await encode(fields);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/applications',
      payload: body.payload,
      headers: { ...body.headers, 'idempotency-key': key },
    });
    return { response, key };
  };
  const mailsAbout = (key: string) =>
    t.app.db
      .selectFrom('mail_outbox')
      .select(['kind', 'html', 'text'])
      .where('dedupe_key', 'in', [`application:${key}`, `application-confirmation:${key}`])
      .orderBy('kind')
      .execute();

  it('a US opening refuses a current salary, naming it (422)', async () => {
    const { response, key } = await apply(shortForm('US', { currentSalary: '95000' }));
    expect(response.statusCode).toBe(422);
    const body = response.json<Errors>();
    expect(body.field).toBe('currentSalary');
    expect(body.errors).toEqual({ currentSalary: CURRENT_SALARY_REFUSED });
    expect(await t.app.db.selectFrom('candidates').select('uuid').where('uuid', '=', key).execute()).toEqual([]);
  });

  it('a US opening takes an application without WhatsApp, best time to call, reason or current salary', async () => {
    const { response, key } = await apply(shortForm('US'));
    expect(response.statusCode).toBe(201);
    const stored = await t.app.db
      .selectFrom('candidates')
      .select(['whatsapp', 'current_salary', 'best_time_to_call', 'job_change_reason'])
      .where('uuid', '=', key)
      .executeTakeFirstOrThrow();
    // No WhatsApp number given: it is the contact number.
    expect(stored).toEqual({
      whatsapp: '+1 9876543210',
      current_salary: '',
      best_time_to_call: '',
      job_change_reason: '',
    });
    const [notice, confirmation] = await mailsAbout(key);
    expect(notice?.html).toContain('$120,000');
    expect(notice?.html).not.toContain('Current annual salary');
    // The confirmation from the one-request path: the logo and the way back to the job.
    expect(confirmation?.html).toContain(`src="${PUBLIC_URL}/mail/`);
    expect(confirmation?.html).toContain(
      `href="${PUBLIC_URL}/current-openings/job-description?jobId=${opening.US.reqId}"`,
    );
  });

  it('an India opening still requires the current salary, and the mail reads rupees', async () => {
    const { currentSalary: _left, ...withoutSalary } = shortForm('IN');
    const refused = await apply(withoutSalary);
    expect(refused.response.statusCode).toBe(422);
    expect(refused.response.json<Errors>().errors).toEqual({ currentSalary: 'Current annual salary is required.' });

    const { response, key } = await apply(shortForm('IN'));
    expect(response.statusCode).toBe(201);
    const [notice] = await mailsAbout(key);
    expect(notice?.html).toContain('₹12,00,000');
    expect(notice?.html).toContain('₹15,00,000');
  });

  it('the older candidateData answers 422 naming CND_CRNT_SAL_TX for a US opening, and needs it for India', async () => {
    const ids = await referenceIds(t);
    const us = await t.app.db
      .selectFrom('openings')
      .select('country_uuid')
      .where('uuid', '=', opening.US.uuid)
      .executeTakeFirstOrThrow();
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/staffing/post/candidateData', payload });
    const usRecord = { ...candidate(ids), REQUIREMENT_UUID: opening.US.uuid, CND_COUNTRY: us.country_uuid };
    const refused = await post({ ...usRecord, CND_CRNT_SAL_TX: '95000' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<Errors>().field).toBe('CND_CRNT_SAL_TX');
    expect(refused.json<Errors>().errors.CND_CRNT_SAL_TX).toBe(CURRENT_SALARY_REFUSED);
    const { BST_TM_TO_CALL_TX: _b, JOB_CHANGE_REASON: _j, CND_CRNT_SAL_TX: _c, ...short } = usRecord;
    expect((await post(short)).statusCode).toBe(200);

    const inRecord = { ...candidate(ids), REQUIREMENT_UUID: opening.IN.uuid, CND_STATE: null, CND_CRNT_SAL_TX: '' };
    const missing = await post(inRecord);
    expect(missing.statusCode).toBe(422);
    expect(missing.json<Errors>().errors.CND_CRNT_SAL_TX).toBe('Current annual salary is required.');
  });
});

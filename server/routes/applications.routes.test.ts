/**
 * POST /api/applications on SQLite and PostgreSQL: the form's own rules on the server (each broken in
 * turn names its field with the form's message), openings that are not open refused, the resume
 * checked by content, and the Idempotency-Key holding under replays and concurrent duplicates.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfBytes } from '../test-support/fixtures';
import { buildTestApp, type DbKind, postgresAvailable, type TestApp } from '../test-support/test-app';

const kinds: DbKind[] = ['sqlite', ...((await postgresAvailable()) ? (['postgres'] as const) : [])];

type Fields = Record<string, string>;
type Resume = { name: string; bytes: Buffer; type: string } | null;

async function encode(fields: Fields, resume: Resume) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (resume) form.append('resume', new Blob([new Uint8Array(resume.bytes)], { type: resume.type }), resume.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

const PDF: Resume = { name: 'jane-doe.pdf', bytes: pdfBytes(), type: 'application/pdf' };

describe.each(kinds)('POST /api/applications on %s', (kind) => {
  let t: TestApp;
  let valid: Fields;
  let openingIds: number[];

  beforeAll(async () => {
    t = await buildTestApp(kind);
    const us = await t.app.db.selectFrom('countries').select('uuid').where('code', '=', 'US').executeTakeFirstOrThrow();
    const openings = await t.app.db
      .selectFrom('openings')
      .select('req_id')
      .where('country_uuid', '=', us.uuid)
      .where('status', '=', 'published')
      .orderBy('req_id')
      .limit(4)
      .execute();
    openingIds = openings.map((o) => o.req_id);
    await t.app.db
      .updateTable('openings')
      .set({ valid_through: '2999-01-01' })
      .where('req_id', 'in', openingIds)
      .execute();
    const kansas = await t.app.db
      .selectFrom('states')
      .select('uuid')
      .where('name', '=', 'Kansas')
      .executeTakeFirstOrThrow();
    const [recruiter] = await t.app.repos.reference.recruiters();
    valid = {
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane.doe@example.com',
      contactNumber: '9135550142',
      whatsappNumber: '9135550143',
      country: 'US',
      state: kansas.uuid,
      city: 'Wichita',
      workAuthorization: 'Citizen',
      i140Approved: '',
      h1bExpiryDate: '',
      intrestedInTransfer: '',
      bestTimeToCall: '10:30',
      availability: 'Immediate',
      reasonForChange: 'Career growth',
      customReason: '',
      // A US opening: the current salary is never asked (docs/product.md §6.2).
      currentSalary: '',
      expectedSalary: '120000',
      desiredLocation: 'Remote',
      recruiterContacted: String(recruiter?.USERID),
      jobId: String(openingIds[0]),
      UTM_SOURCE: 'linkedin',
      REFERRER: 'https://www.linkedin.com/',
    };
  });
  afterAll(async () => {
    await t?.close();
  });

  const apply = async (fields: Fields, resume: Resume = PDF, key: string | null = randomUUID()) => {
    const body = await encode(fields, resume);
    return t.app.inject({
      method: 'POST',
      url: '/api/applications',
      payload: body.payload,
      headers: { ...body.headers, ...(key ? { 'idempotency-key': key } : {}) },
    });
  };
  const storedResumes = async () =>
    (await fs.readdir(path.join(t.dataDir, 'uploads', 'resumes')).catch(() => [])).length;
  const candidatesOf = (key: string) => t.app.db.selectFrom('candidates').selectAll().where('uuid', '=', key).execute();
  const mailsAbout = (key: string) =>
    t.app.db
      .selectFrom('mail_outbox')
      .select(['id', 'kind', 'to_addresses', 'subject', 'html'])
      .where('dedupe_key', 'in', [`application:${key}`, `application-confirmation:${key}`])
      .orderBy('kind')
      .execute();

  it('stores the application, its resume and source, and queues both mails in one request', async () => {
    const key = randomUUID();
    const response = await apply(valid, PDF, key);
    expect(response.statusCode).toBe(201);
    const { reference } = response.json<{ reference: string }>();
    expect(reference).toMatch(/^APP-[0-9A-F]{8}$/);
    const [candidate] = await candidatesOf(key);
    expect(candidate).toMatchObject({
      name: 'Jane Doe',
      phone: '+1 9135550142',
      city: 'Wichita',
      recruiter_name: expect.any(String),
      utm_source: 'linkedin',
      referrer: 'https://www.linkedin.com/',
    });
    const attachment = await t.app.db
      .selectFrom('attachments')
      .selectAll()
      .where('candidate_uuid', '=', key)
      .executeTakeFirstOrThrow();
    expect(attachment).toMatchObject({ upload_status: 'stored', stored_type: 'application/pdf' });
    expect(await t.app.storage.inspect(attachment.storage_key ?? '')).toBeDefined();

    const mails = await mailsAbout(key);
    expect(mails.map((m) => m.kind)).toEqual(['application', 'application-confirmation']);
    const [notice, confirmation] = mails;
    expect(JSON.parse(notice?.to_addresses ?? '[]')).toEqual(t.config.mail.inboxes.applicationsFirstCountry);
    expect(notice?.subject).toBe(`Jane Doe External Resume Submission for Requirement ${openingIds[0]}`);
    expect(notice?.html).toContain(`/admin/applications/${key}`);
    expect(notice?.html).toContain('linkedin');
    expect(confirmation?.html).toContain(reference);
    const files = await t.app.db
      .selectFrom('mail_attachments')
      .select(['storage_key', 'content_type'])
      .where('mail_id', '=', notice?.id ?? '')
      .execute();
    expect(files).toEqual([{ storage_key: attachment.storage_key, content_type: 'application/pdf' }]);

    // The worker attaches the stored resume when it sends.
    await t.app.outboxWorker.runOnce();
    const sent = await t.app.db
      .selectFrom('mail_outbox')
      .select('status')
      .where('id', '=', notice?.id ?? '')
      .executeTakeFirstOrThrow();
    expect(sent.status).toBe('sent');
    const eml = (await fs.readdir(t.config.mail.emlDir)).map((name) => path.join(t.config.mail.emlDir, name));
    const texts = await Promise.all(eml.map((file) => fs.readFile(file, 'utf8')));
    expect(texts.some((text) => text.includes('External Resume Submission') && text.includes('application/pdf'))).toBe(
      true,
    );
  });

  const broken: Array<[string, Fields, string]> = [
    ['firstName', { firstName: ' ' }, 'First name is required.'],
    ['lastName', { lastName: '' }, 'Last name is required.'],
    ['email', { email: 'jane.doe' }, 'Email must be'],
    ['contactNumber', { contactNumber: '913555014' }, 'Contact number must be exactly 10 digits'],
    ['whatsappNumber', { whatsappNumber: '+19135550143' }, 'WhatsApp number must be exactly 10 digits'],
    ['state', { state: '' }, 'State is required.'],
    ['state', { state: randomUUID() }, 'State is required.'],
    ['city', { city: '' }, 'City is required.'],
    ['workAuthorization', { workAuthorization: '' }, 'Work authorization is required.'],
    [
      'h1bExpiryDate',
      { workAuthorization: 'H1B', i140Approved: 'Yes', intrestedInTransfer: 'No' },
      'H1B expiry date is required.',
    ],
    ['i140Approved', { workAuthorization: 'H1B', h1bExpiryDate: '2027-01-31', intrestedInTransfer: 'No' }, 'I-140'],
    ['bestTimeToCall', { bestTimeToCall: '25:00' }, 'Best time to call must be a time like 10:30.'],
    ['availability', { availability: 'Soon' }, 'Availability must be one of the listed choices.'],
    ['reasonForChange', { reasonForChange: 'Medical reason' }, 'Reason for change must be one of the listed choices.'],
    ['customReason', { reasonForChange: 'Other', customReason: ' ' }, 'Your reason is required.'],
    ['currentSalary', { currentSalary: '100000' }, 'Current annual salary is not asked for openings in the USA'],
    ['expectedSalary', { expectedSalary: 'x'.repeat(51) }, 'Expected annual salary must be at most 50 characters.'],
    ['desiredLocation', { desiredLocation: 'x'.repeat(201) }, 'Desired location must be at most 200 characters.'],
    ['recruiterContacted', { recruiterContacted: '' }, 'Recruiter who contacted you is required.'],
    ['recruiterContacted', { recruiterContacted: '987654' }, 'Recruiter who contacted you is required.'],
    ['city', { city: 'Wichita\r\nBcc: x@example.com' }, 'City must be on one line.'],
  ];

  it.each(broken)(
    'refuses a broken %s rule, naming the field with the form message',
    async (field, change, message) => {
      const before = await storedResumes();
      const key = randomUUID();
      const response = await apply({ ...valid, ...change }, PDF, key);
      expect(response.statusCode).toBe(422);
      const body = response.json<{ message: string; errors: Record<string, string> }>();
      expect(Object.keys(body.errors)).toEqual([field]);
      expect(body.errors[field]).toContain(message);
      expect(await candidatesOf(key)).toEqual([]);
      expect(await storedResumes()).toBe(before);
    },
  );

  it('names a field left out with the form message', async () => {
    const { city: _city, firstName: _first, ...rest } = valid;
    const response = await apply(rest);
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: Record<string, string> }>().errors).toEqual({
      firstName: 'First name is required.',
      city: 'City is required.',
    });
  });

  it('names every bad field at once, and the missing resume', async () => {
    const response = await apply({ ...valid, firstName: '', city: '', contactNumber: '1' }, null);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json<{ errors: object }>().errors).sort()).toEqual([
      'city',
      'contactNumber',
      'firstName',
      'resume',
    ]);
  });

  it('refuses closed, draft and expired openings (409) and an unknown one (404), keeping no file', async () => {
    const [, closed, draft, expired] = openingIds;
    await t.app.db
      .updateTable('openings')
      .set({ status: 'closed' })
      .where('req_id', '=', closed ?? 0)
      .execute();
    await t.app.db
      .updateTable('openings')
      .set({ status: 'draft' })
      .where('req_id', '=', draft ?? 0)
      .execute();
    await t.app.db
      .updateTable('openings')
      .set({ valid_through: '2020-01-31' })
      .where('req_id', '=', expired ?? 0)
      .execute();
    const before = await storedResumes();
    for (const jobId of [closed, draft, expired]) {
      const response = await apply({ ...valid, jobId: String(jobId) });
      expect(response.statusCode).toBe(409);
      expect(response.json<{ message: string }>().message).toMatch(/no longer taking applications/);
    }
    const unknown = await apply({ ...valid, jobId: '99999999' });
    expect(unknown.statusCode).toBe(404);
    expect(await storedResumes()).toBe(before);
  });

  it('refuses HTML labelled as a PDF (415) and a file over 5 MB (413), keeping nothing', async () => {
    const before = await storedResumes();
    const key = randomUUID();
    const html = await apply(
      valid,
      { name: 'resume.pdf', bytes: Buffer.from('<html><script>alert(1)</script></html>'), type: 'application/pdf' },
      key,
    );
    expect(html.statusCode).toBe(415);
    expect(html.json<{ errors: Record<string, string> }>().errors.resume).toMatch(/PDF, DOC or DOCX/);
    const big = await apply(valid, {
      name: 'big.pdf',
      bytes: Buffer.concat([pdfBytes(), Buffer.alloc(5 * 1024 * 1024)]),
      type: 'application/pdf',
    });
    expect(big.statusCode).toBe(413);
    expect(await candidatesOf(key)).toEqual([]);
    expect(await storedResumes()).toBe(before);
  });

  it('answers a replay with the same reference and stores and mails nothing new', async () => {
    const key = randomUUID();
    const first = await apply(valid, PDF, key);
    expect(first.statusCode).toBe(201);
    const files = await storedResumes();
    const mails = await t.app.db.selectFrom('mail_outbox').select('id').execute();
    const replay = await apply(valid, PDF, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
    expect(await storedResumes()).toBe(files);
    expect((await t.app.db.selectFrom('mail_outbox').select('id').execute()).length).toBe(mails.length);
    expect(await candidatesOf(key)).toHaveLength(1);

    const other = await apply({ ...valid, city: 'Topeka' }, PDF, key);
    expect(other.statusCode).toBe(422);
    expect(other.json<{ field: string }>().field).toBe('Idempotency-Key');
  });

  it('stores one application when the same key arrives twice at once', async () => {
    const key = randomUUID();
    const files = await storedResumes();
    const answers = await Promise.all([apply(valid, PDF, key), apply(valid, PDF, key), apply(valid, PDF, key)]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.json<{ reference: string }>().reference)).size).toBe(1);
    expect(await candidatesOf(key)).toHaveLength(1);
    expect(await mailsAbout(key)).toHaveLength(2);
    expect(await storedResumes()).toBe(files + 1);
  });

  it('refuses an Idempotency-Key that is not a UUID, and a body that is not multipart', async () => {
    const bad = await apply(valid, PDF, 'not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ field: string }>().field).toBe('Idempotency-Key');
    const json = await t.app.inject({ method: 'POST', url: '/api/applications', payload: valid });
    expect(json.statusCode).toBe(415);
  });
});

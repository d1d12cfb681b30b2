/**
 * The API integration suite, run against SQLite and against PostgreSQL (a database of its own per run).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { verhoeffCheckDigit } from '#contracts/aadhaar';
import { dataUrl, docBytes, docxBytes, notAResume, pdfBytes } from './test-support/fixtures';
import { applyUntilUpload, attachment, candidate, internship, multipart, referenceIds } from './test-support/requests';
import { buildTestApp, INLINE_SCRIPT } from './test-support/test-app';
import { describeEachDatabase } from './test-support/each-database';

const AADHAAR = `23456789012${verhoeffCheckDigit('23456789012')}`;
describeEachDatabase('API', (t) => {
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const post = (url: string, payload: object | string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', ...headers } });
  const outboxRows = () => t.app.db.selectFrom('mail_outbox').selectAll().orderBy('created_at').execute();
  const count = async (table: 'candidates' | 'attachments' | 'mail_outbox' | 'internship_applications') =>
    Number(
      (
        await t.app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  describe('reading', () => {
    it('answers health', async () => {
      const res = await get('/api/health');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok', database: 'up' });
    });

    it('lists USA first, then India, with every US state and DC and every Indian state and UT', async () => {
      const countries = (await get('/api/staffing/get/country')).json<
        { COUNTRY_NAME: string; COUNTRY_UUID: string }[]
      >();
      expect(countries.map((c) => c.COUNTRY_NAME)).toEqual(['USA', 'India']);
      const states = (await get('/api/staffing/get/state')).json<{ STATE_NAME: string; COUNTRY_UUID: string }[]>();
      const [usa, india] = countries;
      const us = states.filter((s) => s.COUNTRY_UUID === usa?.COUNTRY_UUID).map((s) => s.STATE_NAME);
      const inStates = states.filter((s) => s.COUNTRY_UUID === india?.COUNTRY_UUID).map((s) => s.STATE_NAME);
      expect(us).toHaveLength(51);
      expect(us).toContain('District of Columbia');
      expect(inStates).toHaveLength(36);
      expect(inStates).toEqual(expect.arrayContaining(['Maharashtra', 'Ladakh', 'Puducherry']));
    });

    it('lists recruiters', async () => {
      const recruiters = (await get('/api/staffing/get/applicationuser')).json<{ FIRSTNAME: string }[]>();
      expect(recruiters.length).toBeGreaterThanOrEqual(4);
      expect(recruiters[0]).toMatchObject({ USERID: 1, FIRSTNAME: expect.any(String), LASTNAME: expect.any(String) });
    });

    it('lists about forty openings in both countries, contract and full-time, newest REQ_ID first', async () => {
      const openings = (await get('/api/staffing/get/requirement')).json<
        { REQ_ID: number; PSTN_TYP: string; COUNTRY: string }[]
      >();
      expect(openings.length).toBeGreaterThanOrEqual(35);
      expect(new Set(openings.map((o) => o.PSTN_TYP))).toEqual(new Set(['Contract', 'Full-Time']));
      expect(new Set(openings.map((o) => o.COUNTRY)).size).toBe(2);
      const ids = openings.map((o) => o.REQ_ID);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
    });

    it('answers one opening by REQ_ID as the first item of an array, with its description', async () => {
      const res = await get('/api/staffing/get/RequirementID/1001');
      expect(res.statusCode).toBe(200);
      const [opening] = res.json<Record<string, unknown>[]>();
      expect(opening).toMatchObject({
        REQ_ID: 1001,
        INTERNAL_JOB_DESCRIPTION: expect.stringContaining('<ul>'),
        IS_MULTI_LOCATION_POSITION: expect.any(Boolean),
        INTVW_TYP: expect.any(String),
        POSTED_DATE: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      });
      expect((await get('/api/staffing/get/RequirementID/999999')).json()).toEqual([]);
      expect((await get('/api/staffing/get/RequirementID/abc')).statusCode).toBe(400);
    });

    it('answers unknown API paths with a JSON 404', async () => {
      const res = await get('/api/nope');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Not found' });
    });
  });

  describe('candidate, attachment and attachment info', () => {
    it("stores a candidate and answers plain text 'Inserted'; a retry stores nothing new", async () => {
      const record = candidate(await referenceIds(t));
      const before = await count('candidates');
      const first = await post('/api/staffing/post/candidateData', record);
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toMatch(/^text\/plain/);
      expect(first.body).toBe('Inserted');
      const retry = await post('/api/staffing/post/candidateData', { ...record, EXTRA_FIELD: 'dropped' });
      expect(retry.body).toBe('Inserted');
      expect(await count('candidates')).toBe(before + 1);
      const conflict = await post('/api/staffing/post/candidateData', { ...record, CITY: 'Topeka' });
      expect(conflict.statusCode).toBe(409);
      expect(await count('candidates')).toBe(before + 1);
    });

    it('refuses a bad body with 400 naming the field', async () => {
      const record = candidate(await referenceIds(t));
      const cases: [Record<string, unknown>, string][] = [
        [{ ...record, CND_EMAIL_ID: 'not-an-email' }, 'CND_EMAIL_ID'],
        [{ ...record, CND_NM_TX: undefined }, 'CND_NM_TX'],
        [{ ...record, CND_PRIM_PH_NUM: 12345 }, 'CND_PRIM_PH_NUM'],
        [{ ...record, CITY: 'Wichita\r\nBcc: victim@example.com' }, 'CITY'],
        [{ ...record, CND_NM_TX: 'x'.repeat(201) }, 'CND_NM_TX'],
        [{ ...record, EXTERNALCANDIDATE_UUID: "1' OR '1'='1" }, 'EXTERNALCANDIDATE_UUID'],
        [{ ...record, REQUIREMENT_UUID: '00000000-0000-4000-8000-000000000000' }, 'REQUIREMENT_UUID'],
        [{ ...record, BST_TM_TO_CALL_TX: 'noon' }, 'BST_TM_TO_CALL_TX'],
      ];
      for (const [body, field] of cases) {
        const res = await post('/api/staffing/post/candidateData', body);
        expect(res.statusCode, field).toBe(400);
        expect(res.json<{ field: string; message: string }>()).toMatchObject({
          field,
          message: expect.stringContaining(field),
        });
      }
    });

    it('answers malformed JSON with 400, a wrong content type with 415, an oversized body with 413', async () => {
      expect((await post('/api/staffing/post/candidateData', '{"EXTERNALCANDIDATE_UUID":')).statusCode).toBe(400);
      expect((await post('/api/staffing/post/candidateData', 'a=b', { 'content-type': 'text/csv' })).statusCode).toBe(
        415,
      );
      const record = candidate(await referenceIds(t));
      const huge = await post('/api/staffing/post/candidateData', { ...record, padding: 'x'.repeat(100_000) });
      expect(huge.statusCode).toBe(413);
    });

    it('keeps SQL metacharacters and markup as plain data', async () => {
      const record = {
        ...candidate(await referenceIds(t)),
        CND_NM_TX: "Robert'); DROP TABLE candidates;--",
        JOB_CHANGE_REASON: '<script>alert(1)</script>',
      };
      expect((await post('/api/staffing/post/candidateData', record)).body).toBe('Inserted');
      const stored = await t.app.db
        .selectFrom('candidates')
        .select(['name', 'job_change_reason'])
        .where('uuid', '=', record.EXTERNALCANDIDATE_UUID)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ name: record.CND_NM_TX, job_change_reason: record.JOB_CHANGE_REASON });
    });

    it('stores attachment records idempotently and refuses one for an unknown candidate', async () => {
      const record = candidate(await referenceIds(t));
      await post('/api/staffing/post/candidateData', record);
      const a = attachment(record.EXTERNALCANDIDATE_UUID);
      expect((await post('/api/staffing/post/attachment', a)).body).toBe('Inserted');
      expect((await post('/api/staffing/post/attachment', a)).body).toBe('Inserted');
      expect((await post('/api/staffing/post/attachment', { ...a, ATCHD_FILE_NM: 'other.pdf' })).statusCode).toBe(409);
      expect(
        (await post('/api/staffing/post/attachment', { ...a, ATCHD_FILE_NM: '../../etc/passwd' })).statusCode,
      ).toBe(400);
      const orphan = attachment('00000000-0000-4000-8000-000000000000');
      expect((await post('/api/staffing/post/attachment', orphan)).json()).toMatchObject({ field: 'TBL_RW_ID' });
      const info = { ATTACHMENTINFO_ID: a.ATTACHMENT_INFO_ID, INFO_1: a.ATCHMT_ID, INFO_2: 'S3', INFO_3: 'Attachment' };
      expect((await post('/api/staffing/post/attachmentInfo', info)).body).toBe('Inserted');
      expect((await post('/api/staffing/post/attachmentInfo', info)).body).toBe('Inserted');
      expect((await post('/api/staffing/post/attachmentInfo', { ...info, INFO_2: 'Disk' })).statusCode).toBe(400);
    });
  });

  describe('resume upload', () => {
    const put = (url: string, bytes: Buffer, type = 'application/pdf') =>
      t.app.inject({ method: 'PUT', url, payload: bytes, headers: { 'content-type': type } });

    it('accepts a PDF through the signed URL and queues one confirmation mail to the candidate', async () => {
      const flow = await applyUntilUpload(t, { CND_NM_TX: 'Jane <b>Doe</b>', CND_EMAIL_ID: 'jane.upload@example.com' });
      expect(flow.signedUrl).toMatch(
        /^http:\/\/localhost(:\d+)?\/api\/uploads\/resumes\/[0-9a-f-]{36}\.pdf\?expires=\d+&signature=/,
      );
      expect((await put(flow.uploadPath, pdfBytes())).statusCode).toBe(200);
      expect((await put(flow.uploadPath, pdfBytes())).statusCode).toBe(200);
      const row = await t.app.repos.applications.attachment(flow.attachment.ATCHMT_ID);
      expect(row).toMatchObject({ upload_status: 'stored', stored_type: 'application/pdf' });
      const stored = await fs.readFile(path.join(t.config.storage.uploadDir, row?.storage_key ?? ''));
      expect(stored.equals(pdfBytes())).toBe(true);
      const mails = (await outboxRows()).filter((m) => m.subject_email === 'jane.upload@example.com');
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toMatch(/^We received your application for /);
      expect(JSON.parse(mails[0]?.to_addresses ?? '[]')).toEqual(['jane.upload@example.com']);
      // Mail to an outside address carries only the visitor's first name.
      expect(mails[0]?.html).toContain('Dear Jane,');
      expect(mails[0]?.html).not.toMatch(/Doe|&lt;b|<b>/);
    });

    it('accepts DOCX and DOC by their bytes, whatever the label', async () => {
      for (const bytes of [docxBytes(), docBytes()]) {
        const flow = await applyUntilUpload(t);
        expect((await put(flow.uploadPath, bytes, 'application/octet-stream')).statusCode).toBe(200);
      }
    });

    it('refuses wrong bytes (415), 6 MB (413), an expired URL and a tampered signature (403)', async () => {
      const flow = await applyUntilUpload(t);
      expect((await put(flow.uploadPath, notAResume())).statusCode).toBe(415);
      expect((await put(flow.uploadPath, Buffer.alloc(0))).statusCode).toBe(415);
      const sixMb = Buffer.concat([pdfBytes(), Buffer.alloc(6 * 1024 * 1024)]);
      expect((await put(flow.uploadPath, sixMb)).statusCode).toBe(413);
      const tampered = flow.uploadPath.replace(
        /signature=(.)/,
        (_m, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`,
      );
      expect((await put(tampered, pdfBytes())).statusCode).toBe(403);
      // Another key under the same signature: change its first character to a different one.
      const otherKey = flow.uploadPath.replace(
        /resumes\/([0-9a-f])/,
        (_m, c: string) => `resumes/${c === '0' ? '1' : '0'}`,
      );
      expect((await put(otherKey, pdfBytes())).statusCode).toBe(403);
      const later = flow.uploadPath.replace(/expires=(\d+)/, (_m, e: string) => `expires=${Number(e) + 1}`);
      expect((await put(later, pdfBytes())).statusCode).toBe(403);
      expect((await t.app.repos.applications.attachment(flow.attachment.ATCHMT_ID))?.upload_status).toBe('pending');
    });

    it('refuses an upload URL whose time is up', async () => {
      const short = await buildTestApp('sqlite', { UPLOAD_URL_TTL_SECONDS: '1' });
      try {
        const flow = await applyUntilUpload(short);
        const expired = flow.uploadPath.replace(/expires=(\d+)/, (_m, e: string) => `expires=${Number(e) - 5}`);
        // Signed for the earlier time, so only the expiry can fail.
        const { signUpload } = await import('./storage/upload-signature');
        const key = new URL(flow.signedUrl).pathname.replace('/api/uploads/', '');
        const expires = Math.floor(Date.now() / 1000) - 5;
        const signed = `/api/uploads/${key}?expires=${expires}&signature=${signUpload(short.app.uploadSecret, key, expires)}`;
        expect((await short.app.inject({ method: 'PUT', url: expired, payload: pdfBytes() })).statusCode).toBe(403);
        const res = await short.app.inject({ method: 'PUT', url: signed, payload: pdfBytes() });
        expect(res.statusCode).toBe(403);
        expect(res.json<{ message: string }>().message).toMatch(/expired/);
      } finally {
        await short.close();
      }
    });

    it('refuses an upload URL for an unknown attachment', async () => {
      const res = await post('/api/staffing/s3uploadResume', {
        name: 'x.pdf',
        type: 'application/pdf',
        Attachment: '00000000-0000-4000-8000-000000000000',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: 'Attachment' });
    });
  });

  describe('mail API', () => {
    const send = (body: object) => post('/api/mail/v1/sendMail', body);
    const base = { to: 'hello@northwind.example', subject: 'Contact: Asha', message: 'Name: Asha\nMessage: Hi' };

    it('queues a mail to an internal inbox in the outbox before answering OK', async () => {
      const before = await count('mail_outbox');
      const res = await send({ ...base, message: 'Name: Asha\nMessage: <script>alert(1)</script> & <b>hi</b>' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ code: 'OK' });
      expect(await count('mail_outbox')).toBe(before + 1);
      const mail = (await outboxRows()).at(-1);
      expect(mail?.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;hi&lt;/b&gt;');
      expect(mail?.html).not.toContain('<script');
    });

    it('queues a retried mail once', async () => {
      const before = await count('mail_outbox');
      const body = { ...base, message: `Retry ${Date.now()}` };
      expect((await send(body)).json()).toEqual({ code: 'OK' });
      expect((await send(body)).json()).toEqual({ code: 'OK' });
      expect(await count('mail_outbox')).toBe(before + 1);
      const keyed = (key: string) =>
        post('/api/mail/v1/sendMail', { ...body, message: `${body.message}!` }, { 'idempotency-key': key });
      await keyed('retry-key-0001');
      await keyed('retry-key-0001');
      await keyed('retry-key-0002');
      expect(await count('mail_outbox')).toBe(before + 3);
    });

    it('keeps only plain formatting tags of an HTML message', async () => {
      await send({
        ...base,
        to: ['careers-us@northwind.example'],
        message:
          '<table border="1"><tr><td onclick="x()">A</td><td>B<img src=x onerror=alert(1)></td></tr></table><a href="javascript:x">l</a>',
      });
      const html = (await outboxRows()).at(-1)?.html ?? '';
      expect(html).toContain('<table border="1"><tr><td>A</td><td>B</td></tr></table><a>l</a>');
      expect(html).not.toMatch(/<(img|script)\b|onclick|onerror|javascript:/);
    });

    it('never relays to an outside address: 422 and nothing queued', async () => {
      const before = await count('mail_outbox');
      for (const body of [
        { ...base, to: 'someone@example.com' },
        { ...base, cc: ['hello@northwind.example', 'spam@example.com'] },
        { ...base, bcc: 'spam@example.com' },
      ]) {
        expect((await send(body)).statusCode).toBe(422);
      }
      expect(await count('mail_outbox')).toBe(before);
    });

    it('answers OK to a filled honeypot and sends nothing', async () => {
      const before = await count('mail_outbox');
      expect((await send({ ...base, to: 'victim@example.com', website: 'http://spam' })).json()).toEqual({
        code: 'OK',
      });
      expect(await count('mail_outbox')).toBe(before);
    });

    it('refuses CR/LF in the subject, missing fields and wrong types with 400', async () => {
      const before = await count('mail_outbox');
      for (const body of [
        { ...base, subject: 'Hi\r\nBcc: victim@example.com' },
        { ...base, to: 'hello@northwind.example\r\nBcc: x@example.com' },
        { ...base, message: undefined },
        { ...base, subject: 42 },
        { ...base, to: [] as string[], message: 'x'.repeat(20_001) },
      ]) {
        const res = await send(body);
        expect(res.statusCode, JSON.stringify(res.json())).toBe(400);
      }
      expect(await count('mail_outbox')).toBe(before);
    });

    it('checks attachments like uploads: a PDF passes, other bytes 415, over 5 MB 413', async () => {
      const ok = await send({
        ...base,
        attachments: [{ path: dataUrl(pdfBytes()), filename: 'janedoepdf', type: 'application/pdf' }],
      });
      expect(ok.statusCode).toBe(200);
      const mail = (await outboxRows()).at(-1);
      const files = await t.app.db
        .selectFrom('mail_attachments')
        .selectAll()
        .where('mail_id', '=', mail?.id ?? '')
        .execute();
      expect(files.map((f) => [f.filename, f.content_type])).toEqual([['janedoe.pdf', 'application/pdf']]);
      const bad = await send({
        ...base,
        attachments: [{ path: dataUrl(notAResume()), filename: 'x', type: 'application/pdf' }],
      });
      expect(bad.statusCode).toBe(415);
      const big = dataUrl(Buffer.concat([pdfBytes(), Buffer.alloc(5 * 1024 * 1024)]));
      const tooBig = await send({ ...base, attachments: [{ path: big, filename: 'x', type: 'application/pdf' }] });
      expect(tooBig.statusCode).toBe(413);
    });
  });

  describe('internship applications', () => {
    const apply = async (fields: Record<string, string>, file?: { name: string; bytes: Buffer; type: string }) => {
      const body = await multipart(fields, file);
      return t.app.inject({ method: 'POST', url: '/api/internship-applications', ...body });
    };
    const resume = { name: 'resume.pdf', bytes: pdfBytes(), type: 'application/pdf' };

    it('stores the application with the Aadhaar masked and mails the internship inbox with the resume', async () => {
      const res = await apply(internship(AADHAAR), resume);
      expect(res.statusCode).toBe(201);
      const { id } = res.json<{ id: string }>();
      const stored = await t.app.repos.internships.byId(id);
      expect(stored?.aadhaar_masked).toBe(`XXXX-XXXX-${AADHAAR.slice(-4)}`);
      expect(JSON.stringify(stored)).not.toContain(AADHAAR);
      const mail = (await outboxRows()).find((m) => m.kind === 'internship' && m.html.includes(AADHAAR.slice(-4)));
      expect(JSON.parse(mail?.to_addresses ?? '[]')).toEqual(['internships@northwind.example']);
      expect(mail?.html).not.toContain(AADHAAR);
      const files = await t.app.db
        .selectFrom('mail_attachments')
        .selectAll()
        .where('mail_id', '=', mail?.id ?? '')
        .execute();
      expect(files[0]?.filename).toBe('resume-Ananya-Patil.pdf');
    });

    it('does not store a retried application twice', async () => {
      const fields = { ...internship(AADHAAR), applicationId: '3f0e8d4c-1b7a-4c2e-9a55-2d7f3c9b1e01' };
      const before = await count('internship_applications');
      expect((await apply(fields, resume)).statusCode).toBe(201);
      expect((await apply(fields, resume)).statusCode).toBe(201);
      expect(await count('internship_applications')).toBe(before + 1);
    });

    it('refuses bad fields with 400 naming the field, bad files with 415 or 413, and non-multipart with 415', async () => {
      const before = await count('internship_applications');
      const bad: [Record<string, string>, string][] = [
        [{ ...internship(AADHAAR), aadharCardNumber: '234567890123' }, 'aadharCardNumber'],
        [{ ...internship(AADHAAR), email: 'nope' }, 'email'],
        [{ ...internship(AADHAAR), contactNumber: '12345' }, 'contactNumber'],
        [{ ...internship(AADHAAR), firstName: 'Ana\r\nBcc: x@example.com' }, 'firstName'],
        [{ ...internship(AADHAAR), experience: 'experienced' }, 'yearsOfExperience'],
      ];
      for (const [fields, field] of bad) {
        const res = await apply(fields, resume);
        expect(res.statusCode, field).toBe(400);
        expect(res.json()).toMatchObject({ field });
      }
      expect((await apply(internship(AADHAAR))).json()).toMatchObject({ field: 'resumeAttachment' });
      expect((await apply(internship(AADHAAR), { ...resume, bytes: notAResume() })).statusCode).toBe(415);
      const big = { ...resume, bytes: Buffer.concat([pdfBytes(), Buffer.alloc(6 * 1024 * 1024)]) };
      expect((await apply(internship(AADHAAR), big)).statusCode).toBe(413);
      expect((await post('/api/internship-applications', internship(AADHAAR))).statusCode).toBe(415);
      expect(await count('internship_applications')).toBe(before);
    });
  });

  describe('security headers', () => {
    it('sends pages with a CSP that allows their inline scripts by hash, never unsafe-inline', async () => {
      const res = await get('/home');
      expect(res.statusCode).toBe(200);
      const csp = String(res.headers['content-security-policy']);
      const { createHash } = await import('node:crypto');
      const hash = createHash('sha256').update(INLINE_SCRIPT).digest('base64');
      expect(csp).toContain(`'sha256-${hash}'`);
      const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src '));
      expect(scriptSrc).not.toContain('unsafe-inline');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    });

    it("sends the APIs' JSON with a policy under which nothing loads or frames it, and no document-only headers", async () => {
      const res = await get('/api/staffing/get/country');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
      expect(res.headers['x-dns-prefetch-control']).toBeUndefined();
      // Errors and unknown API paths too; the API docs are a document.
      expect((await get('/api/no-such-thing')).headers['content-security-policy']).toBe(
        "default-src 'none';frame-ancestors 'none'",
      );
      expect((await get('/home')).headers['cross-origin-opener-policy']).toBe('same-origin');
    });
  });
});

describe('rate limits', () => {
  it('limits POSTs per IP (429) but not reads', async () => {
    const t = await buildTestApp('sqlite', { RATE_LIMIT_MAX: '2' });
    try {
      const send = () =>
        t.app.inject({ method: 'POST', url: '/api/mail/v1/sendMail', payload: { to: 'x' }, remoteAddress: '10.0.0.9' });
      expect((await send()).statusCode).toBe(400);
      expect((await send()).statusCode).toBe(400);
      const limited = await send();
      expect(limited.statusCode).toBe(429);
      expect(limited.json<{ message: string }>().message).toMatch(/Too many requests/);
      const other = await t.app.inject({
        method: 'POST',
        url: '/api/mail/v1/sendMail',
        payload: {},
        remoteAddress: '10.0.0.10',
      });
      expect(other.statusCode).toBe(400);
      for (let i = 0; i < 4; i++)
        expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

/**
 * Regression tests for the hostile run's findings (docs/RELIABILITY.md, "Abuse"): each test failed
 * before its fix. Storage-related ones run on SQLite and PostgreSQL.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { verhoeffCheckDigit } from '#contracts/aadhaar';
import { dataUrl, docxBytes, pdfBytes } from '../test-support/fixtures';
import { applyUntilUpload, internship, multipart } from '../test-support/requests';
import { buildTestApp, type DbKind, type TestApp } from '../test-support/test-app';
import { databaseKinds } from '../test-support/each-database';

const kinds = databaseKinds;
const AADHAAR = `23456789012${verhoeffCheckDigit('23456789012')}`;
const INBOX = 'careers-us@northwind.example';

/** A valid PDF whose bytes differ by `n`, so which upload was stored can be told apart. */
const pdfNumber = (n: number) => Buffer.concat([pdfBytes(), Buffer.from(`% upload ${n} ${'x'.repeat(n * 997)}\n`)]);

const withApp = async (kind: DbKind, env: Record<string, string>, body: (t: TestApp) => Promise<void>) => {
  const t = await buildTestApp(kind, env);
  try {
    await body(t);
  } finally {
    await t.close();
  }
};

const mails = (t: TestApp) => t.app.db.selectFrom('mail_outbox').selectAll().orderBy('created_at').execute();

describe.each(kinds)('storage under abuse on %s', (kind) => {
  it('#1 answers parallel PUTs to one signed URL with 200 and stores one whole upload', async () => {
    await withApp(kind, {}, async (t) => {
      const flow = await applyUntilUpload(t);
      const uploads = Array.from({ length: 6 }, (_, i) => pdfNumber(i + 1));
      const answers = await Promise.all(
        uploads.map((payload) =>
          t.app.inject({
            method: 'PUT',
            url: flow.uploadPath,
            payload,
            headers: { 'content-type': 'application/pdf' },
          }),
        ),
      );
      for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
      const row = await t.app.repos.applications.attachment(flow.attachment.ATCHMT_ID);
      const stored = await fs.readFile(path.join(t.config.storage.uploadDir, row?.storage_key ?? ''));
      expect(uploads.some((upload) => upload.equals(stored))).toBe(true);
      const left = await fs.readdir(path.join(t.config.storage.uploadDir, 'resumes'));
      expect(left.filter((name) => name.endsWith('.tmp'))).toEqual([]);
    });
  });

  it('#3 takes one attachment per mail, deletes its content once sent, and holds each client to a quota', async () => {
    await withApp(kind, { MAIL_QUOTA_BYTES: String(2 * pdfNumber(5).length + 1000) }, async (t) => {
      const send = (subject: string, files: Buffer[], remoteAddress = '203.0.113.7') =>
        t.app.inject({
          method: 'POST',
          url: '/api/mail/v1/sendMail',
          remoteAddress,
          payload: {
            to: INBOX,
            subject,
            message: '<p>Name: Jane</p>',
            attachments: files.map((bytes) => ({ path: dataUrl(bytes), filename: 'cv', type: 'application/pdf' })),
          },
        });
      const two = await send('two files', [pdfBytes(), pdfBytes()]);
      expect(two.statusCode).toBe(400);
      expect(two.json<{ message: string }>().message).toMatch(/at most one attachment/);

      expect((await send('first', [pdfNumber(5)])).statusCode).toBe(200);
      await t.app.outboxWorker.runOnce();
      const [sent] = await mails(t);
      expect(sent?.status).toBe('sent');
      const kept = await t.app.db.selectFrom('mail_attachments').selectAll().execute();
      expect(kept).toEqual([]);

      expect((await send('second', [pdfNumber(5)])).statusCode).toBe(200);
      // Sent or not, what a client queued counts against its quota for the window.
      const over = await send('third', [pdfNumber(5)]);
      expect(over.statusCode).toBe(429);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect((await send('from elsewhere', [pdfNumber(5)], '198.51.100.9')).statusCode).toBe(200);
      expect((await mails(t)).map((mail) => mail.subject)).toEqual(['first', 'second', 'from elsewhere']);
      // The database never holds the client's address.
      expect(JSON.stringify(await mails(t))).not.toContain('203.0.113.7');
    });
  });

  it('#3 holds each client to a quota of stored resume bytes, job and internship together', async () => {
    const resume = pdfNumber(5);
    await withApp(kind, { UPLOAD_QUOTA_BYTES: String(Math.floor(2.5 * resume.length)) }, async (t) => {
      const upload = async () => {
        const flow = await applyUntilUpload(t);
        return t.app.inject({
          method: 'PUT',
          url: flow.uploadPath,
          payload: resume,
          headers: { 'content-type': 'application/pdf' },
        });
      };
      expect((await upload()).statusCode).toBe(200);
      expect((await upload()).statusCode).toBe(200);
      const third = await upload();
      expect(third.statusCode).toBe(429);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      const intern = async (remoteAddress: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/internship-applications',
          remoteAddress,
          ...(await multipart(internship(AADHAAR), { name: 'cv.pdf', bytes: resume, type: 'application/pdf' })),
        });
      expect((await intern('127.0.0.1')).statusCode).toBe(429);
      expect((await intern('198.51.100.20')).statusCode).toBe(201);
      const stored = await t.app.db
        .selectFrom('attachments')
        .select('id')
        .where('upload_status', '=', 'stored')
        .execute();
      expect(stored).toHaveLength(2);
    });
  });

  it('#6 signs no new URL for a stored resume, and takes the extension from the bytes', async () => {
    await withApp(kind, {}, async (t) => {
      const flow = await applyUntilUpload(t);
      expect(flow.uploadPath).toMatch(/\.pdf\?/);
      const put = await t.app.inject({
        method: 'PUT',
        url: flow.uploadPath,
        payload: docxBytes(),
        headers: { 'content-type': 'application/pdf' },
      });
      expect(put.statusCode).toBe(200);
      const row = await t.app.repos.applications.attachment(flow.attachment.ATCHMT_ID);
      expect(row?.storage_key).toMatch(/^resumes\/[0-9a-f-]{36}\.docx$/);
      const files = await fs.readdir(path.join(t.config.storage.uploadDir, 'resumes'));
      expect(files.map((file) => `resumes/${file}`)).toEqual([row?.storage_key]);

      const again = await t.app.inject({
        method: 'POST',
        url: '/api/staffing/s3uploadResume',
        payload: { name: 'other.pdf', type: 'application/pdf', Attachment: flow.attachment.ATCHMT_ID },
      });
      expect(again.statusCode).toBe(409);
      expect(again.json<{ message: string }>().message).toMatch(/already stored/);
    });
  });

  it('#7 throttles confirmations per address and per client, and sends only the first name outside', async () => {
    await withApp(kind, { CONFIRMATIONS_PER_ADDRESS: '2', CONFIRMATIONS_PER_CLIENT: '3' }, async (t) => {
      const apply = async (email: string, name = 'Jane Doe') => {
        const flow = await applyUntilUpload(t, { CND_EMAIL_ID: email, CND_NM_TX: name });
        const put = await t.app.inject({
          method: 'PUT',
          url: flow.uploadPath,
          payload: pdfBytes(),
          headers: { 'content-type': 'application/pdf' },
        });
        expect(put.statusCode).toBe(200);
      };
      const confirmations = async () =>
        (await mails(t)).filter((mail) => mail.kind === 'application-confirmation').map((mail) => mail.to_addresses);

      // Three applications to one address: two confirmations.
      for (let i = 0; i < 3; i++) await apply('victim@example.com', 'Visit evil.example/win now');
      expect(await confirmations()).toEqual(Array(2).fill('["victim@example.com"]'));
      // The same client to other addresses: one more (three per client), then none.
      await apply('other1@example.com');
      await apply('other2@example.com');
      expect(await confirmations()).toHaveLength(3);

      const [first] = await mails(t);
      expect(first?.html).toContain('Dear Visit,');
      expect(`${first?.html} ${first?.text} ${first?.subject}`).not.toMatch(/evil|win now/);
    });
  });

  it('#8 refuses a reused Idempotency-Key with another mail (422) and keeps the first mail', async () => {
    await withApp(kind, {}, async (t) => {
      const send = (subject: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/mail/v1/sendMail',
          headers: { 'idempotency-key': 'key-0123456789' },
          payload: { to: INBOX, subject, message: 'Hello' },
        });
      expect((await send('first')).statusCode).toBe(200);
      expect((await send('first')).statusCode).toBe(200);
      const other = await send('another mail');
      expect(other.statusCode).toBe(422);
      expect(other.json<{ message: string }>().message).toMatch(/Idempotency-Key/);
      expect((await mails(t)).map((mail) => mail.subject)).toEqual(['first']);
    });
  });

  it('#13 confirms an internship application to the applicant, first name only, throttled per address', async () => {
    await withApp(kind, { CONFIRMATIONS_PER_ADDRESS: '1' }, async (t) => {
      const apply = async (firstName: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/internship-applications',
          ...(await multipart(
            { ...internship(AADHAAR), firstName, lastName: 'Patil' },
            { name: 'cv.pdf', bytes: pdfBytes(), type: 'application/pdf' },
          )),
        });
      expect((await apply('  Ananya ')).statusCode).toBe(201);
      expect((await apply('Ananya')).statusCode).toBe(201);
      const all = await mails(t);
      const confirmations = all.filter((mail) => mail.kind === 'internship-confirmation');
      expect(confirmations).toHaveLength(1);
      expect(JSON.parse(confirmations[0]?.to_addresses ?? '[]')).toEqual(['ananya.patil@example.com']);
      expect(confirmations[0]?.html).toContain('Dear Ananya,');
      expect(confirmations[0]?.html).not.toMatch(/Patil|Keen to learn|12 Civil Lines/);
      // The internship inbox still gets both applications.
      expect(all.filter((mail) => mail.kind === 'internship')).toHaveLength(2);
    });
  });
});

describe('requests that are the client’s fault', () => {
  it('#2 answers a truncated multipart body with 400, not 500', async () => {
    await withApp('sqlite', {}, async (t) => {
      const body = await multipart(internship(AADHAAR), { name: 'cv.pdf', bytes: pdfBytes(), type: 'application/pdf' });
      const cut = body.payload.subarray(0, body.payload.length - 60);
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/internship-applications',
        payload: cut,
        headers: body.headers,
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json<{ message: string }>().message).toMatch(/incomplete or malformed/);
    });
  });

  it('#5 builds URLs only from PUBLIC_URL or a Host this server answers to', async () => {
    await withApp('sqlite', { ALLOWED_HOSTS: 'careers.example.com' }, async (t) => {
      const sign = async (host: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/staffing/s3uploadResume',
          headers: { host },
          payload: { name: 'cv.pdf', type: 'application/pdf', Attachment: attachmentId },
        });
      const { attachment } = await applyUntilUpload(t);
      const attachmentId = attachment.ATCHMT_ID;
      const malformed = await sign('attacker.example/<script>');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.body).not.toContain('<script>');
      expect((await sign('attacker.example')).statusCode).toBe(400);
      expect((await t.app.inject({ url: '/home', headers: { host: 'attacker.example' } })).statusCode).toBe(400);
      // Reads that build no URL still answer.
      expect((await t.app.inject({ url: '/api/health', headers: { host: 'attacker.example' } })).statusCode).toBe(200);
      for (const host of ['localhost:3102', '127.0.0.1:3102', 'careers.example.com']) {
        const signed = await sign(host);
        expect(signed.statusCode).toBe(200);
        expect(signed.json<{ signedUrl: string }>().signedUrl.startsWith(`http://${host}/api/uploads/`)).toBe(true);
      }
    });
    await withApp('sqlite', { PUBLIC_URL: 'https://careers.northwind.example' }, async (t) => {
      const { attachment } = await applyUntilUpload(t);
      const signed = await t.app.inject({
        method: 'POST',
        url: '/api/staffing/s3uploadResume',
        headers: { host: 'attacker.example' },
        payload: { name: 'cv.pdf', type: 'application/pdf', Attachment: attachment.ATCHMT_ID },
      });
      expect(signed.json<{ signedUrl: string }>().signedUrl).toMatch(/^https:\/\/careers\.northwind\.example\/api\//);
      expect((await t.app.inject({ url: '/home', headers: { host: 'evil"><x' } })).statusCode).toBe(400);
    });
  });

  it('#8 names what is wrong: forbidden keys, non-decimal job ids, wrong methods, other charsets', async () => {
    await withApp('sqlite', {}, async (t) => {
      const json = (payload: string, contentType = 'application/json') =>
        t.app.inject({
          method: 'POST',
          url: '/api/staffing/post/attachmentInfo',
          payload,
          headers: { 'content-type': contentType },
        });
      const proto = await json('{"ATTACHMENTINFO_ID": "x", "__proto__": {"admin": true}}');
      expect(proto.statusCode).toBe(400);
      expect(proto.json<{ message: string }>().message).toMatch(/must not contain the key "__proto__"/);
      const ctor = await json('{"a": {"constructor": {"prototype": {"admin": true}}}}');
      expect(ctor.json<{ message: string }>().message).toMatch(/"a\.constructor\.prototype"/);
      const broken = await json('{"a": ');
      expect(broken.statusCode).toBe(400);
      expect(broken.json<{ message: string }>().message).toMatch(/^The body is not valid JSON: /);

      const latin1 = await json('{}', 'application/json; charset=iso-8859-1');
      expect(latin1.statusCode).toBe(415);
      expect((await json('{}', 'application/json; charset=UTF-8')).statusCode).toBe(400); // the schema's 400

      for (const id of ['0x3E9', '1e3', '+1001', '1001.0', '0']) {
        const answer = await t.app.inject({ url: `/api/staffing/get/RequirementID/${id}` });
        expect(answer.statusCode, id).toBe(400);
      }
      const job = await t.app.inject({ url: '/api/staffing/get/RequirementID/1001' });
      expect(job.json<{ REQ_ID: number }[]>()[0]?.REQ_ID).toBe(1001);

      const wrong = await t.app.inject({ method: 'POST', url: '/api/staffing/get/country' });
      expect(wrong.statusCode).toBe(405);
      expect(wrong.headers.allow).toBe('GET, HEAD');
      const get = await t.app.inject({ method: 'GET', url: '/api/mail/v1/sendMail' });
      expect(get.statusCode).toBe(405);
      expect(get.headers.allow).toBe('POST');
      expect((await t.app.inject({ method: 'POST', url: '/api/no/such/thing' })).statusCode).toBe(404);
    });
  });

  it('#8 keeps escaped markup in mail text as text', async () => {
    await withApp('sqlite', {}, async (t) => {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/mail/v1/sendMail',
        payload: { to: INBOX, subject: 'x', message: '<p>&lt;b&gt;not bold&lt;/b&gt;</b></td></p>' },
      });
      expect(answer.statusCode).toBe(200);
      const [mail] = await mails(t);
      // The escaped tags stay text (never turned into a real <b>); the stray closing tags are dropped by
      // the sanitiser rather than shown.
      expect(mail?.html).toBe('<p>&lt;b&gt;not bold&lt;/b&gt;</p>');
    });
  });

  it('#8 allows no inline styles but the style attributes of the page it sends, by hash', async () => {
    const webRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'nw-csp-'));
    await fs.mkdir(path.join(webRoot, 'home'));
    await fs.writeFile(
      path.join(webRoot, 'home/index.html'),
      '<!doctype html><html><body><div style="max-width:56rem">x</div></body></html>',
    );
    try {
      await withApp('sqlite', { WEB_ROOT: webRoot }, async (t) => {
        const res = await t.app.inject({ url: '/home' });
        const csp = String(res.headers['content-security-policy']);
        const hash = createHash('sha256').update('max-width:56rem').digest('base64');
        expect(csp).toMatch(/style-src 'self'(;|$)/);
        expect(csp).toContain(`style-src-attr 'unsafe-hashes' 'sha256-${hash}'`);
        expect(csp).not.toContain('unsafe-inline');
      });
    } finally {
      await fs.rm(webRoot, { recursive: true, force: true });
    }
  });
});

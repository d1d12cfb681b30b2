/**
 * Hostile input against the real app: header injection, open relay, mass assignment, path traversal
 * and double extensions, wrong bytes, a DOCX zip bomb, oversized uploads, expired and tampered upload
 * URLs, slow clients and a request flood. Every log line the suite produced is checked at the end for
 * personal data. (The fast-check fuzz of every POST body is server/routes/bad-input.fuzz.test.ts.)
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verhoeffCheckDigit } from '#contracts/aadhaar';
import { dataUrl, docxBytes, pdfBytes } from '../test-support/fixtures';
import { applyUntilUpload, attachment, candidate, internship, multipart, referenceIds } from '../test-support/requests';
import { buildTestApp, type TestApp } from '../test-support/test-app';
import { docxBomb, docxWithNestedZip } from './zip';

const AADHAAR = `98765432101${verhoeffCheckDigit('98765432101')}`;
const EMAIL = 'hostile.person@example.com';
const PHONE = '9135557788';
const SALARY = '187654';

let log = '';
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    log += chunk.toString();
    done();
  },
});
const build = (env: Record<string, string> = {}) =>
  buildTestApp('sqlite', { LOG_LEVEL: 'trace', ...env }, { logStream });

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const outboxSize = async () =>
  Number(
    (
      await t.app.db
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const personal = { CND_EMAIL_ID: EMAIL, CND_PRIM_PH_NUM: PHONE, CND_CRNT_SAL_TX: SALARY, EXPECTED_SALARY: SALARY };

describe('header injection and open relay', () => {
  it('refuses CR/LF in names, subjects and addresses, and any address outside the internal inboxes', async () => {
    const ids = await referenceIds(t);
    const before = await outboxSize();
    for (const name of ['Jane\r\nBcc: victim@example.com', 'Jane\nX-Injected: 1', 'Jane\rDoe']) {
      const response = await post('/api/staffing/post/candidateData', {
        ...candidate(ids),
        ...personal,
        CND_NM_TX: name,
      });
      expect(response.statusCode).toBe(400);
    }
    const mail = { to: 'careers-us@northwind.example', subject: 'Application', message: 'Hello' };
    const hostile: Array<Record<string, unknown>> = [
      { subject: 'Hi\r\nBcc: victim@example.com' },
      { subject: 'Hi\nContent-Type: text/html' },
      { to: 'careers-us@northwind.example\r\nBcc: victim@example.com' },
      { to: 'victim@example.com' },
      { to: ['careers-us@northwind.example', 'victim@example.com'] },
      { to: 'careers-us@northwind.example, victim@example.com' },
      { cc: 'victim@example.com' },
      { bcc: ['victim@example.com'] },
      { to: 'careers-us@northwind.example.evil.test' },
      { to: '"careers-us@northwind.example" <victim@example.com>' },
      { to: 'victim@example.com%careers-us@northwind.example' },
    ];
    for (const change of hostile) {
      const response = await post('/api/mail/v1/sendMail', { ...mail, ...change });
      expect([400, 422], JSON.stringify(change)).toContain(response.statusCode);
    }
    expect(await outboxSize()).toBe(before);
  });
});

describe('mass assignment', () => {
  it('ignores fields the API does not define: the server decides ids, status, storage key and times', async () => {
    const ids = await referenceIds(t);
    const record = {
      ...candidate(ids),
      ...personal,
      content_hash: 'x',
      created_at: '1999-01-01T00:00:00Z',
      uuid: '00000000-0000-4000-8000-000000000000',
      isAdmin: true,
      __proto__: { polluted: true },
    };
    expect((await post('/api/staffing/post/candidateData', record)).statusCode).toBe(200);
    const a = {
      ...attachment(record.EXTERNALCANDIDATE_UUID),
      upload_status: 'stored',
      storage_key: 'resumes/../../etc/passwd',
      stored_type: 'application/pdf',
      size: 1,
    };
    expect((await post('/api/staffing/post/attachment', a)).statusCode).toBe(200);
    const stored = await t.app.db
      .selectFrom('candidates')
      .selectAll()
      .where('uuid', '=', record.EXTERNALCANDIDATE_UUID)
      .executeTakeFirstOrThrow();
    expect(stored.created_at).not.toBe('1999-01-01T00:00:00Z');
    expect(stored.content_hash).not.toBe('x');
    const row = await t.app.repos.applications.attachment(a.ATCHMT_ID);
    expect(row).toMatchObject({ upload_status: 'none', storage_key: null, stored_type: null, size: null });
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
    const none = await t.app.db
      .selectFrom('candidates')
      .select('uuid')
      .where('uuid', '=', '00000000-0000-4000-8000-000000000000')
      .executeTakeFirst();
    expect(none).toBeUndefined();
  });
});

describe('file names and contents', () => {
  it('never uses a client file name as a path: traversal and double extensions end as <uuid>.<real type>', async () => {
    for (const name of ['../../../etc/passwd.pdf', 'cv.pdf.exe', 'cv.exe.pdf', '..\\..\\boot.ini', 'cv.php%00.pdf']) {
      const flow = await applyUntilUpload(t, personal);
      const response = await post('/api/staffing/s3uploadResume', {
        name,
        type: 'application/pdf',
        Attachment: flow.attachment.ATCHMT_ID,
      });
      if (response.statusCode !== 200) {
        expect(response.statusCode).toBe(400);
        continue;
      }
      const url = new URL(response.json<{ signedUrl: string }>().signedUrl);
      expect(url.pathname).toMatch(/^\/api\/uploads\/resumes\/[0-9a-f-]{36}\.pdf$/);
    }
    // A signed URL's path cannot be bent towards another file.
    const flow = await applyUntilUpload(t, personal);
    const url = new URL(flow.signedUrl);
    for (const path of [
      url.pathname.replace(/[^/]+$/, '..%2F..%2Fupload-secret'),
      url.pathname.replace('/resumes/', '/resumes/../'),
      url.pathname.replace(/\.pdf$/, '.pdf.exe'),
    ]) {
      const response = await t.app.inject({ method: 'PUT', url: `${path}${url.search}`, payload: pdfBytes() });
      expect([403, 404]).toContain(response.statusCode);
    }
    // Mail attachments keep only letters and digits of the client's name, plus the extension the bytes show.
    const mail = await post('/api/mail/v1/sendMail', {
      to: 'careers-us@northwind.example',
      subject: 'Traversal attempt',
      message: 'Hello',
      attachments: [{ path: dataUrl(pdfBytes()), filename: '../../evil.exe', type: 'application/pdf' }],
    });
    if (mail.statusCode === 200) {
      const files = await t.app.db.selectFrom('mail_attachments').select('filename').execute();
      for (const { filename } of files) expect(filename).toMatch(/^[A-Za-z0-9_-]*\.(pdf|docx?)$/);
    } else {
      expect(mail.statusCode).toBe(400);
    }
  });

  it('judges a file by its bytes: HTML or an executable named .pdf is refused with 415', async () => {
    const flow = await applyUntilUpload(t, personal);
    for (const bytes of [
      Buffer.from('<html><script>alert(1)</script></html>'),
      Buffer.from('MZ\x90\x00\x03\x00\x00\x00 an executable', 'latin1'),
      Buffer.from('#!/bin/sh\nrm -rf /\n'),
      Buffer.concat([Buffer.from('%PD'), Buffer.alloc(100)]),
    ]) {
      const response = await t.app.inject({
        method: 'PUT',
        url: flow.uploadPath,
        payload: bytes,
        headers: { 'content-type': 'application/pdf' },
      });
      expect(response.statusCode).toBe(415);
    }
    expect((await t.app.repos.applications.attachment(flow.attachment.ATCHMT_ID))?.upload_status).not.toBe('stored');
  });

  it('refuses a DOCX zip bomb and a DOCX holding another archive (415) without unpacking them', async () => {
    const bomb = docxBomb();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    for (const bytes of [bomb, docxWithNestedZip()]) {
      const flow = await applyUntilUpload(t, personal);
      const response = await t.app.inject({
        method: 'PUT',
        url: flow.uploadPath,
        payload: bytes,
        headers: { 'content-type': 'application/octet-stream' },
      });
      expect(response.statusCode).toBe(415);
      expect(response.json<{ message: string }>().message).toMatch(/DOCX/);
    }
    // An ordinary DOCX still passes.
    const flow = await applyUntilUpload(t, personal);
    const ok = await t.app.inject({ method: 'PUT', url: flow.uploadPath, payload: docxBytes() });
    expect(ok.statusCode).toBe(200);
    // The same rule holds for internship resumes.
    const internshipResponse = await t.app.inject({
      method: 'POST',
      url: '/api/internship-applications',
      ...(await multipart(internship(AADHAAR), { name: 'cv.docx', bytes: bomb, type: 'application/octet-stream' })),
    });
    expect(internshipResponse.statusCode).toBe(415);
  });

  it('refuses a 6 MB upload (413) and a 6 MB mail attachment (413 or 400), storing nothing', async () => {
    const six = Buffer.concat([pdfBytes(), Buffer.alloc(6 * 1024 * 1024)]);
    const flow = await applyUntilUpload(t, personal);
    const response = await t.app.inject({
      method: 'PUT',
      url: flow.uploadPath,
      payload: six,
      headers: { 'content-type': 'application/pdf' },
    });
    expect(response.statusCode).toBe(413);
    const before = await outboxSize();
    const mail = await post('/api/mail/v1/sendMail', {
      to: 'careers-us@northwind.example',
      subject: 'Big',
      message: 'Hello',
      attachments: [{ path: dataUrl(six), filename: 'big', type: 'application/pdf' }],
    });
    expect([400, 413]).toContain(mail.statusCode);
    expect(await outboxSize()).toBe(before);
  });

  it('refuses an expired and a tampered upload URL with 403 before reading the body', async () => {
    const flow = await applyUntilUpload(t, personal);
    const url = new URL(flow.signedUrl);
    const expires = Number(url.searchParams.get('expires'));
    const signature = url.searchParams.get('signature') ?? '';
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    for (const query of [
      `?expires=${expires}&signature=${flipped}`,
      `?expires=${expires + 3600}&signature=${signature}`,
      `?expires=${Math.floor(Date.now() / 1000) - 10}&signature=${signature}`,
      `?expires=${expires}`,
      '',
    ]) {
      const response = await t.app.inject({ method: 'PUT', url: `${url.pathname}${query}`, payload: pdfBytes() });
      expect(response.statusCode, query).toBe(403);
    }
  });
});

describe('slow clients', () => {
  it('closes a client that never finishes its request, while others are served', async () => {
    const slow = await build({ REQUEST_TIMEOUT_MS: '1000' });
    try {
      await slow.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = slow.app.server.address() as AddressInfo;
      const started = Date.now();
      const closed = new Promise<{ ms: number; answer: string }>((resolve) => {
        const socket = net.connect(port, '127.0.0.1');
        let answer = '';
        socket.on('data', (chunk) => (answer += chunk.toString()));
        socket.on('error', () => {});
        socket.on('close', () => {
          clearInterval(drip);
          resolve({ ms: Date.now() - started, answer });
        });
        socket.write('POST /api/staffing/post/candidateData HTTP/1.1\r\nHost: x\r\n');
        // One header byte every 200 ms: never idle, never done (slowloris).
        const drip = setInterval(() => socket.write('X'), 200);
      });
      // Meanwhile others are served promptly.
      for (let i = 0; i < 3; i++) {
        const t0 = Date.now();
        const response = await fetch(`http://127.0.0.1:${port}/api/health`);
        expect(response.status).toBe(200);
        expect(Date.now() - t0).toBeLessThan(2000);
      }
      const { ms, answer } = await closed;
      // REQUEST_TIMEOUT_MS is 1 s and timeouts are checked every second (Node's default: every 30 s).
      expect(ms).toBeLessThan(6000);
      expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true);
    } finally {
      await slow.close();
    }
  });
});

describe('request floods', () => {
  const flood = async (app: TestApp, spoof: boolean) => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await app.app.inject({
        method: 'POST',
        url: '/api/mail/v1/sendMail',
        payload: {},
        remoteAddress: '203.0.113.7',
        headers: spoof ? { 'x-forwarded-for': `198.51.100.${i}` } : {},
      });
      codes.push(response.statusCode);
    }
    return codes;
  };

  it('answers 429 past the limit, and a spoofed X-Forwarded-For does not reset it without a trusted proxy', async () => {
    const direct = await build({ RATE_LIMIT_MAX: '3' });
    try {
      const codes = await flood(direct, true);
      expect(codes.slice(0, 3)).toEqual([400, 400, 400]);
      expect(codes.slice(3)).toEqual([429, 429, 429]);
      const limited = await direct.app.inject({
        method: 'POST',
        url: '/api/mail/v1/sendMail',
        payload: {},
        remoteAddress: '203.0.113.7',
      });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await direct.close();
    }
    const proxied = await build({ RATE_LIMIT_MAX: '3', TRUST_PROXY: 'true' });
    try {
      // Behind a trusted proxy each forwarded client has its own count.
      expect(await flood(proxied, true)).toEqual(Array(6).fill(400));
      expect((await flood(proxied, false)).slice(3)).toEqual([429, 429, 429]);
    } finally {
      await proxied.close();
    }
  });
});

describe('logs', () => {
  it('after the whole suite hold no e-mail address, phone number, salary or Aadhaar digits', async () => {
    // Make sure a full application with personal data and an internship went through this log, too.
    const flow = await applyUntilUpload(t, personal);
    await t.app.inject({ method: 'PUT', url: flow.uploadPath, payload: pdfBytes() });
    await t.app.inject({
      method: 'POST',
      url: '/api/internship-applications',
      ...(await multipart(
        { ...internship(AADHAAR), email: EMAIL, contactNumber: PHONE },
        { name: 'cv.pdf', bytes: pdfBytes(), type: 'application/pdf' },
      )),
    });
    await t.app.outboxWorker.runOnce();
    expect(log.length).toBeGreaterThan(1000);
    expect(log).toContain('/api/internship-applications');
    expect(log).not.toMatch(/[\w.+-]+@example\.com/i);
    expect(log).not.toContain(PHONE);
    expect(log).not.toContain('9876543210');
    expect(log).not.toContain(SALARY);
    expect(log).not.toContain(AADHAAR.slice(0, 8));
    expect(log).not.toContain('signature=');
  });
});

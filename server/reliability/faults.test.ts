/**
 * Faults: retries of one record (sequential and concurrent) store one record; SMTP down during
 * submissions loses no mail and sends none twice; unwritable local storage and an unreachable S3
 * endpoint answer 503 and report nothing as received.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it } from 'vitest';
import { verhoeffCheckDigit } from '#contracts/aadhaar';
import { pdfBytes, dataUrl } from '../test-support/fixtures';
import {
  applyUntilUpload,
  attachment,
  attachmentInfo,
  candidate,
  internship,
  multipart,
  referenceIds,
} from '../test-support/requests';
import { buildTestApp, type TestApp } from '../test-support/test-app';
import { databaseKinds } from '../test-support/each-database';

const kinds = databaseKinds;

const count = async (
  t: TestApp,
  table: 'candidates' | 'attachments' | 'attachment_infos' | 'mail_outbox' | 'internship_applications',
) =>
  Number(
    (
      await t.app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const mailKinds = async (t: TestApp) =>
  (await t.app.db.selectFrom('mail_outbox').select('kind').execute()).map((row) => row.kind).sort();

describe.each(kinds)('retried POSTs on %s', (kind) => {
  it('store one record whether the retries come one after another or all at once', async () => {
    const t = await buildTestApp(kind);
    try {
      const ids = await referenceIds(t);
      const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
      const record = candidate(ids);
      const a = attachment(record.EXTERNALCANDIDATE_UUID);
      const info = attachmentInfo(a.ATTACHMENT_INFO_ID);
      for (const [url, body] of [
        ['/api/staffing/post/candidateData', record],
        ['/api/staffing/post/attachment', a],
        ['/api/staffing/post/attachmentInfo', info],
      ] as const) {
        const sequential = [await post(url, body), await post(url, body)];
        const concurrent = await Promise.all(Array.from({ length: 12 }, () => post(url, body)));
        for (const response of [...sequential, ...concurrent]) {
          expect(response.statusCode).toBe(200);
          expect(response.body).toBe('Inserted');
        }
      }
      // A concurrent burst of a brand-new record, too: only one insert wins, the rest see a retry.
      const fresh = candidate(ids);
      const burst = await Promise.all(
        Array.from({ length: 12 }, () => post('/api/staffing/post/candidateData', fresh)),
      );
      expect(burst.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
      expect(await count(t, 'candidates')).toBe(2);
      expect(await count(t, 'attachments')).toBe(1);
      expect(await count(t, 'attachment_infos')).toBe(1);

      const mail = {
        to: 'careers-us@northwind.example',
        subject: 'Jane Doe External Resume Submission for Requirement 1001',
        message: '<p>Name: Jane Doe</p>',
      };
      const mails = await Promise.all(Array.from({ length: 8 }, () => post('/api/mail/v1/sendMail', mail)));
      expect(mails.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
      expect(await count(t, 'mail_outbox')).toBe(1);
    } finally {
      await t.close();
    }
  });
});

describe.each(kinds)('retried internship applications on %s', (kind) => {
  const aadhaar = `23456789012${verhoeffCheckDigit('23456789012')}`;
  const send = async (t: TestApp, applicationId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/internship-applications',
      ...(await multipart(
        { ...internship(aadhaar), applicationId },
        { name: 'cv.pdf', bytes: pdfBytes(), type: 'application/pdf' },
      )),
    });

  it('store one application, one resume file and queue one mail (and one confirmation) when retried at once', async () => {
    const t = await buildTestApp(kind);
    try {
      const id = randomUUID();
      const answers = await Promise.all(Array.from({ length: 10 }, () => send(t, id)));
      expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
      expect(await count(t, 'internship_applications')).toBe(1);
      expect(await mailKinds(t)).toEqual(['internship', 'internship-confirmation']);
      // The losers of the race removed the files they wrote: one file, the one the row names.
      const files = await fs.readdir(path.join(t.config.storage.uploadDir, 'internships'));
      const row = await t.app.repos.internships.byId(id);
      expect(files.map((file) => `internships/${file}`)).toEqual([row?.resume_key]);
    } finally {
      await t.close();
    }
  });

  it('queue the mail on a retry when the database failed after the application was stored', async () => {
    const t = await buildTestApp(kind);
    try {
      const id = randomUUID();
      const enqueue = t.app.repos.outbox.enqueue;
      t.app.repos.outbox.enqueue = () => Promise.reject(new Error('Connection terminated unexpectedly'));
      const failed = await send(t, id);
      t.app.repos.outbox.enqueue = enqueue;
      expect(failed.statusCode).toBe(503);
      expect(await count(t, 'internship_applications')).toBe(1);
      expect(await count(t, 'mail_outbox')).toBe(0);
      expect((await send(t, id)).statusCode).toBe(201);
      expect((await send(t, id)).statusCode).toBe(201);
      expect(await count(t, 'internship_applications')).toBe(1);
      expect(await mailKinds(t)).toEqual(['internship', 'internship-confirmation']);
    } finally {
      await t.close();
    }
  });
});

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('SMTP down during submissions', () => {
  it('answers every application OK and delivers each mail exactly once after SMTP is back', async () => {
    const port = await freePort();
    const t = await buildTestApp('sqlite', { SMTP_URL: `smtp://127.0.0.1:${port}`, OUTBOX_BACKOFF_MS: '5' });
    const subjects = Array.from({ length: 10 }, (_, i) => `Applicant ${String.fromCharCode(65 + i)} resume`);
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          received.push(/^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '');
          callback();
        });
      },
    });
    try {
      for (const subject of subjects) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/mail/v1/sendMail',
          payload: {
            to: 'careers-us@northwind.example',
            subject,
            message: `<p>${subject}</p>`,
            attachments: [{ path: dataUrl(pdfBytes()), filename: 'resumepdf', type: 'application/pdf' }],
          },
        });
        expect(response.json()).toEqual({ code: 'OK' });
        // The worker keeps trying while SMTP is down; nothing is lost and nothing fails for good.
        await t.app.outboxWorker.runOnce();
      }
      expect(received).toHaveLength(0);
      expect(await t.app.repos.outbox.counts()).toEqual({ pending: 10 });

      await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
      const deadline = Date.now() + 10_000;
      while ((await t.app.repos.outbox.counts()).pending && Date.now() < deadline) {
        await t.app.outboxWorker.runOnce();
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(await t.app.repos.outbox.counts()).toEqual({ sent: 10 });
      expect(received.sort()).toEqual([...subjects].sort());
    } finally {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await t.close();
    }
  });
});

describe('storage faults', () => {
  it('answers 503 when the upload directory cannot be written, and does not count the resume as received', async () => {
    const t = await buildTestApp('sqlite');
    try {
      const flow = await applyUntilUpload(t);
      const uploads = path.join(t.dataDir, 'uploads');
      await fs.rm(uploads, { recursive: true, force: true });
      if (process.getuid?.() === 0) {
        // root ignores permissions: a file where the directory should be refuses every write alike.
        await fs.writeFile(uploads, '');
      } else {
        await fs.mkdir(uploads, { mode: 0o555 });
      }
      const put = () =>
        t.app.inject({
          method: 'PUT',
          url: flow.uploadPath,
          payload: pdfBytes(),
          headers: { 'content-type': 'application/pdf' },
        });
      const refused = await put();
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('5');
      expect(refused.json<{ message: string }>().message).toMatch(/unavailable/i);
      const row = await t.app.repos.applications.attachment(flow.attachment.ATCHMT_ID);
      expect(row?.upload_status).not.toBe('stored');
      expect(await count(t, 'mail_outbox')).toBe(0);

      // Once the disk is writable again, the same signed URL works.
      await fs.rm(uploads, { recursive: true, force: true });
      expect((await put()).statusCode).toBe(200);
      expect((await t.app.repos.applications.attachment(flow.attachment.ATCHMT_ID))?.upload_status).toBe('stored');
    } finally {
      await t.close();
    }
  });

  it('answers 503 when the S3 endpoint is unreachable, and stores no internship application', async () => {
    const port = await freePort();
    const t = await buildTestApp('sqlite', {
      S3_BUCKET: 'northwind-resumes',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLEEXAMPLE00',
      S3_SECRET_ACCESS_KEY: 'example-secret-access-key-example-secret',
    });
    try {
      const aadhaar = `23456789012${verhoeffCheckDigit('23456789012')}`;
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/internship-applications',
        ...(await multipart(internship(aadhaar), { name: 'cv.pdf', bytes: pdfBytes(), type: 'application/pdf' })),
      });
      expect(response.statusCode).toBe(503);
      expect(response.json<{ message: string }>().message).toMatch(/unavailable/i);
      expect(await count(t, 'internship_applications')).toBe(0);
      expect(await count(t, 'mail_outbox')).toBe(0);
    } finally {
      await t.close();
    }
  });
});

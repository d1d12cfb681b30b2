/**
 * Real server processes: SIGTERM in the middle of submissions (requests in flight finish, the outbox
 * resumes after a restart), and two instances sharing one PostgreSQL and one Redis (a rate limit hit
 * on one holds on the other, an application started on one finishes on the other, every outbox mail is
 * delivered by exactly one instance).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { pdfBytes } from '../test-support/fixtures';
import { createTestDatabase, postgresAvailable } from '../test-support/test-app';
import { freePort, serverProcesses, startSmtp, waitFor, waitForOutboxDrained } from './server-process';

const servers = serverProcesses();

const json = (body: object): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
const mail = (subject: string) => json({ to: 'careers-us@northwind.example', subject, message: `<p>${subject}</p>` });

describe('SIGTERM during submissions', { timeout: 400_000 }, () => {
  it('lets requests in flight finish, and the restarted server sends every queued mail once', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'nw-sigterm-'));
    const smtpPort = await freePort();
    const env = {
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      OUTBOX_POLL_MS: '50',
      OUTBOX_BACKOFF_MS: '50',
      OUTBOX_MAX_ATTEMPTS: '1000',
      RATE_LIMIT_MAX: '100000',
    };
    const first = await servers.start(env);
    let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
    try {
      // SMTP is down: mails pile up in the outbox. SIGTERM arrives while 40 submissions are under way.
      const subjects = Array.from({ length: 40 }, (_, i) => `Submission ${i} ${randomUUID().slice(0, 8)}`);
      let answered = 0;
      const outcomes = subjects.map(async (subject, i) => {
        await new Promise((resolve) => setTimeout(resolve, i * 5));
        try {
          const response = await fetch(`${first.url}/api/mail/v1/sendMail`, mail(subject));
          answered++;
          return { subject, status: response.status };
        } catch {
          return { subject, status: 0 }; // refused: the server had stopped listening
        }
      });
      await waitFor(() => answered >= 5);
      const exitCode = first.stop();
      const results = await Promise.all(outcomes);
      expect(await exitCode).toBe(0);
      const ok = results.filter((r) => r.status === 200).map((r) => r.subject);
      expect(ok.length).toBeGreaterThanOrEqual(5);
      // Nothing answered with a server error other than a clean "closing" 503.
      for (const { status } of results) expect([0, 200, 503]).toContain(status);

      smtp = await startSmtp(smtpPort);
      const second = await servers.start(env);
      try {
        await waitFor(() => smtp!.subjects.length >= ok.length);
        await waitForOutboxDrained(`sqlite:${path.join(dataDir, 'northwind.sqlite')}`); // nothing more arrives
        expect([...smtp.subjects].sort()).toEqual([...ok].sort());
      } finally {
        await second.stop();
      }
    } finally {
      first.kill();
      await smtp?.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});

async function redisAvailable() {
  const redis = new Redis('redis://127.0.0.1:6379', {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
  });
  try {
    await redis.connect();
    await redis.ping();
    return true;
  } catch {
    console.warn('Redis at 127.0.0.1:6379 does not answer: the two-instance test is skipped');
    return false;
  } finally {
    redis.disconnect();
  }
}

const randomIp = () => `10.${[...randomBytes(3)].join('.')}`;

describe.runIf((await postgresAvailable()) && (await redisAvailable()))(
  'two instances, one PostgreSQL, one Redis',
  () => {
    it(
      'share rate limits, finish each other’s applications and deliver each mail once',
      { timeout: 400_000 },
      async () => {
        const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'nw-two-'));
        const database = await createTestDatabase('postgres', dataDir);
        const smtp = await startSmtp();
        const env = (name: string) => ({
          DATA_DIR: path.join(dataDir, name),
          DATABASE_URL: database.url,
          REDIS_URL: 'redis://127.0.0.1:6379',
          // Every instance must sign upload URLs with the same secret.
          UPLOAD_SECRET: randomBytes(32).toString('hex').slice(0, 48).padEnd(48, 'x'),
          SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
          OUTBOX_POLL_MS: '30',
          RATE_LIMIT_MAX: '8',
          // The tests tell each request's client address, as a proxy in front of both would.
          TRUST_PROXY: 'true',
          LOG_LEVEL: 'info',
        });
        const secret = env('x').UPLOAD_SECRET;
        const a = await servers.start({ ...env('a'), UPLOAD_SECRET: secret });
        const b = await servers.start({ ...env('b'), UPLOAD_SECRET: secret });
        try {
          // 1. A rate limit hit on A holds on B.
          const flooder = randomIp();
          const hit = (url: string) =>
            fetch(`${url}/api/mail/v1/sendMail`, {
              ...json({}),
              headers: { 'content-type': 'application/json', 'x-forwarded-for': flooder },
            }).then((r) => r.status);
          for (let i = 0; i < 8; i++) expect(await hit(a.url)).toBe(400);
          expect(await hit(b.url)).toBe(429);
          expect(await hit(a.url)).toBe(429);

          // 2. An application started on A is finished on B.
          const client = randomIp();
          const send = async (url: string, init: RequestInit) => {
            const response = await fetch(url, {
              ...init,
              headers: { ...(init.headers as Record<string, string>), 'x-forwarded-for': client },
            });
            expect(response.status, `${url}: ${await response.clone().text()}`).toBe(200);
            return response;
          };
          const [opening] = (await (await fetch(`${a.url}/api/staffing/get/RequirementID/1001`)).json()) as Array<{
            REQUIREMENT_UUID: string;
            COUNTRY: string;
          }>;
          const states = (await (await fetch(`${b.url}/api/staffing/get/state`)).json()) as Array<{
            STATE_NAME: string;
            STATE_UUID: string;
          }>;
          const candidateId = randomUUID();
          const attachmentId = randomUUID();
          const infoId = randomUUID();
          await send(
            `${a.url}/api/staffing/post/candidateData`,
            json({
              EXTERNALCANDIDATE_UUID: candidateId,
              REQUIREMENT_UUID: opening!.REQUIREMENT_UUID,
              CND_NM_TX: 'Jane Doe',
              CND_EMAIL_ID: 'jane.doe@example.com',
              CND_PRIM_PH_NUM: '9135550142',
              CITY: 'Wichita',
              CND_STATE: states.find((s) => s.STATE_NAME === 'Kansas')!.STATE_UUID,
              CND_COUNTRY: opening!.COUNTRY,
              CND_ATHRZTN_TX: 'Citizen',
              BST_TM_TO_CALL_TX: '10:30',
              STAT_AVBLTY_TX: 'Immediate',
              JOB_CHANGE_REASON: 'Career growth',
              // A US opening: pay history is not asked.
              CND_CRNT_SAL_TX: '',
              EXPECTED_SALARY: '120000',
              DESIRED_LOCATION: 'Remote',
              INLNE_RESUME_CLOB: '',
              RECRUITER_NAME: 'Megan',
            }),
          );
          await send(
            `${b.url}/api/staffing/post/attachment`,
            json({
              ATCHMT_ID: attachmentId,
              TBL_NM: 'EXTERNALCANDIDATE',
              KEY_NM: 'EXTERNALCANDIDATE_UUID',
              TBL_RW_ID: candidateId,
              ATCHD_FILE_NM: 'jane-doe.pdf',
              CREATEDBY: 'Jane Doe',
              INSERT_TS: '2026-11-22 10:00:00',
              AE_INSERT_ID: '',
              ATTACHMENT_INFO_ID: infoId,
              isDeleted: 0,
            }),
          );
          await send(
            `${a.url}/api/staffing/post/attachmentInfo`,
            json({ ATTACHMENTINFO_ID: infoId, INFO_1: randomUUID(), INFO_2: 'S3', INFO_3: 'Attachment' }),
          );
          const signed = await send(
            `${a.url}/api/staffing/s3uploadResume`,
            json({ name: 'jane-doe.pdf', type: 'application/pdf', Attachment: attachmentId }),
          );
          const signedUrl = new URL(((await signed.json()) as { signedUrl: string }).signedUrl);
          expect(signedUrl.origin).toBe(a.url);
          // The resume goes to B with A's signature.
          await send(`${b.url}${signedUrl.pathname}${signedUrl.search}`, {
            method: 'PUT',
            headers: { 'content-type': 'application/pdf' },
            body: pdfBytes(),
          });
          await send(`${b.url}/api/mail/v1/sendMail`, mail(`Jane Doe resume ${candidateId.slice(0, 8)}`));
          const uploads = await fs.readdir(path.join(dataDir, 'b', 'uploads', 'resumes'));
          expect(uploads).toEqual([signedUrl.pathname.split('/').at(-1)]);

          // 3. Mails queued on both instances are each delivered once, by one of them.
          const subjects = Array.from({ length: 30 }, (_, i) => `Outbox ${i} ${randomUUID().slice(0, 8)}`);
          await Promise.all(
            subjects.map(async (subject, i) => {
              const response = await fetch(`${i % 2 ? a.url : b.url}/api/mail/v1/sendMail`, {
                ...mail(subject),
                headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp() },
              });
              expect(response.status).toBe(200);
            }),
          );
          const expected = [...subjects, `Jane Doe resume ${candidateId.slice(0, 8)}`];
          // + the candidate's confirmation mail
          await waitFor(() => smtp.subjects.length >= expected.length + 1);
          await waitForOutboxDrained(database.url);
          expect(smtp.subjects).toHaveLength(expected.length + 1);
          for (const subject of expected) expect(smtp.subjects.filter((s) => s === subject)).toHaveLength(1);
          // The instances' own logs (info level) carry no personal data of the application.
          const logs = a.output() + b.output();
          expect(logs).toContain('request completed');
          expect(logs).not.toMatch(/jane\.doe|@example\.com|9135550142|"1[02]0000"/i);
        } finally {
          await Promise.all([a.stop(), b.stop()]);
          await smtp.close();
          await database.drop();
          await fs.rm(dataDir, { recursive: true, force: true });
        }
      },
    );
  },
);

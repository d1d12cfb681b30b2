/**
 * Operations: logs without personal data, graceful shutdown that finishes requests in flight, rate
 * limits shared through Redis, S3 pre-signed upload URLs.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { verhoeffCheckDigit } from '#contracts/aadhaar';
import { pdfBytes } from './test-support/fixtures';
import { applyUntilUpload, internship, multipart } from './test-support/requests';
import { buildApp } from './app';
import { buildTestApp } from './test-support/test-app';

const AADHAAR = `23456789012${verhoeffCheckDigit('23456789012')}`;

describe('logs', () => {
  it('never carry bodies, e-mail addresses, phone numbers, Aadhaar numbers or signatures', async () => {
    let log = '';
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        log += chunk.toString();
        done();
      },
    });
    const t = await buildTestApp('sqlite', { LOG_LEVEL: 'trace' }, { logStream: stream });
    try {
      const flow = await applyUntilUpload(t, { CND_EMAIL_ID: 'private.person@example.com' });
      await t.app.inject({
        method: 'PUT',
        url: flow.uploadPath,
        payload: pdfBytes(),
        headers: { 'content-type': 'application/pdf' },
      });
      const body = await multipart(
        { ...internship(AADHAAR), aadharCardNumber: AADHAAR.slice(0, 11) + ((Number(AADHAAR.at(-1)) + 1) % 10) },
        { name: 'cv.pdf', bytes: pdfBytes(), type: 'application/pdf' },
      );
      await t.app.inject({ method: 'POST', url: '/api/internship-applications', ...body });
      await t.app.inject({
        method: 'POST',
        url: '/api/internship-applications',
        ...(await multipart(internship(AADHAAR), { name: 'cv.pdf', bytes: pdfBytes(), type: 'application/pdf' })),
      });
      await t.app.outboxWorker.runOnce();
      expect(log).toContain('"url":"/api/staffing/post/candidateData"');
      expect(log).not.toMatch(/private\.person|ananya|9876543210|9135550142/i);
      expect(log).not.toContain(AADHAAR.slice(0, 11));
      expect(log).not.toContain('signature=');
    } finally {
      await t.close();
    }
  });
});

describe('restart', () => {
  it('keeps the data and does not seed or migrate twice', async () => {
    const t = await buildTestApp('sqlite');
    try {
      await applyUntilUpload(t);
      const again = await buildApp(t.config);
      try {
        const count = async (table: 'openings' | 'candidates' | 'countries') =>
          Number(
            (
              await again.db
                .selectFrom(table)
                .select((eb) => eb.fn.countAll().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          );
        expect(await count('openings')).toBe(40);
        expect(await count('countries')).toBe(2);
        expect(await count('candidates')).toBe(1);
      } finally {
        await again.close();
      }
    } finally {
      await t.close();
    }
  });
});

describe('graceful shutdown', () => {
  it('finishes a request in flight, then stops', async () => {
    const t = await buildTestApp('sqlite');
    const flow = await applyUntilUpload(t);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const bytes = pdfBytes();
    const arrived = new Promise<void>((resolve) => t.app.server.once('request', () => resolve()));
    let request: http.ClientRequest | undefined;
    const response = new Promise<number>((resolve, reject) => {
      request = http.request(
        { host: '127.0.0.1', port, method: 'PUT', path: flow.uploadPath, headers: { 'content-length': bytes.length } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      request.on('error', reject);
      request.write(bytes.subarray(0, 10));
    });
    await arrived; // the server is handling the upload: it has its first bytes
    const closing = t.close();
    // The rest arrives after the server was told to stop, once it no longer takes new connections.
    await expect.poll(() => t.app.server.listening).toBe(false);
    request?.end(bytes.subarray(10));
    expect(await response).toBe(200);
    await closing;
    const refused = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      () => 'answered',
      () => 'refused',
    );
    expect(refused).toBe('refused');
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
    console.warn('Redis at 127.0.0.1:6379 does not answer: the shared rate-limit test is skipped');
    return false;
  } finally {
    redis.disconnect();
  }
}

describe.runIf(await redisAvailable())('rate limits in Redis', () => {
  it('are shared by two instances', async () => {
    const env = { REDIS_URL: 'redis://127.0.0.1:6379', RATE_LIMIT_MAX: '3' };
    const [a, b] = [await buildTestApp('sqlite', env), await buildTestApp('sqlite', env)];
    const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    try {
      const send = (t: typeof a) =>
        t.app.inject({ method: 'POST', url: '/api/mail/v1/sendMail', payload: {}, remoteAddress: ip });
      const codes = [await send(a), await send(b), await send(a), await send(b)].map((r) => r.statusCode);
      expect(codes).toEqual([400, 400, 400, 429]);
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe('S3 storage', () => {
  it('answers a pre-signed S3 PUT URL and lets the browser reach S3', async () => {
    const t = await buildTestApp('sqlite', {
      S3_BUCKET: 'northwind-resumes',
      S3_REGION: 'ap-south-1',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLEEXAMPLE00',
      S3_SECRET_ACCESS_KEY: 'example-secret-access-key-example-secret',
    });
    try {
      const flow = await applyUntilUpload(t);
      const url = new URL(flow.signedUrl);
      expect(url.origin).toBe('https://northwind-resumes.s3.ap-south-1.amazonaws.com');
      expect(url.pathname).toMatch(/^\/resumes\/[0-9a-f-]{36}\.pdf$/);
      expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
      expect(Number(url.searchParams.get('X-Amz-Expires'))).toBe(900);
      const csp = String((await t.app.inject({ method: 'GET', url: '/home' })).headers['content-security-policy']);
      expect(csp).toContain('https://northwind-resumes.s3.ap-south-1.amazonaws.com');
      // No local upload route when resumes go to S3.
      expect(
        (await t.app.inject({ method: 'PUT', url: `/api/uploads${url.pathname}`, payload: pdfBytes() })).statusCode,
      ).toBe(404);
    } finally {
      await t.close();
    }
  });
});

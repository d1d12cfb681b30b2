/**
 * Whatever a client sends to a POST endpoint, the answer is never a 5xx, and nothing a fuzzed request
 * smuggles in reaches a queued mail as markup.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test-support/test-app';
import { verhoeffCheckDigit } from '#contracts/aadhaar';
import { pdfBytes } from '../test-support/fixtures';
import { candidate, internship, multipart, referenceIds } from '../test-support/requests';

const NASTY = fc.constantFrom(
  "'; DROP TABLE candidates; --",
  '" OR 1=1 --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'line\r\nBcc: victim@example.com',
  '\u0000',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  'x'.repeat(5000),
  '%00../../etc/passwd',
);
const value = fc.oneof(
  NASTY,
  fc.string(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
);

describe('fuzzed POST bodies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('sqlite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('never answer 5xx on the staffing endpoints', async () => {
    const base = candidate(await referenceIds(t));
    const fields = Object.keys(base);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          '/api/staffing/post/candidateData',
          '/api/staffing/post/attachment',
          '/api/staffing/post/attachmentInfo',
          '/api/staffing/s3uploadResume',
        ),
        fc.dictionary(fc.constantFrom(...fields, 'ATCHMT_ID', 'TBL_RW_ID', 'name', 'type', 'Attachment'), value),
        fc.boolean(),
        async (url, overrides, keepBase) => {
          const res = await t.app.inject({
            method: 'POST',
            url,
            payload: keepBase ? { ...base, ...overrides } : overrides,
          });
          expect(res.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('never answer 5xx on the mail API, and never queue markup a visitor sent', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            to: fc.oneof(fc.constant('hello@northwind.example'), value),
            cc: value,
            subject: fc.oneof(fc.constant('Hello'), value),
            message: fc.oneof(NASTY, fc.string(), fc.constant('<p>hi</p><script>x()</script>')),
            website: fc.oneof(fc.constant(undefined), fc.constant('')),
          },
          { requiredKeys: ['to', 'subject', 'message'] },
        ),
        async (body) => {
          const res = await t.app.inject({ method: 'POST', url: '/api/mail/v1/sendMail', payload: body });
          expect(res.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
    const mails = await t.app.db.selectFrom('mail_outbox').select(['html', 'subject']).execute();
    for (const mail of mails) {
      expect(mail.html).not.toMatch(/<(script|img)\b/i);
      expect(mail.subject).not.toMatch(/[\r\n]/);
    }
  });

  it('never answer 5xx on internship applications, and never queue markup a visitor sent', async () => {
    const base = internship(`23456789012${verhoeffCheckDigit('23456789012')}`);
    const fields = Object.keys(base);
    const text = fc.oneof(NASTY, fc.string({ maxLength: 40 }), fc.constantFrom(...Object.values(base)));
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom(...fields, 'applicationId', 'id', 'status'), text),
        fc.boolean(),
        fc.constantFrom('resume.pdf', '../../etc/passwd.pdf', 'cv.pdf.exe', ''),
        async (overrides, keepBase, fileName) => {
          const fieldsSent = keepBase ? { ...base, ...overrides } : overrides;
          const file = fileName ? { name: fileName, bytes: pdfBytes(), type: 'application/pdf' } : undefined;
          const res = await t.app.inject({
            method: 'POST',
            url: '/api/internship-applications',
            ...(await multipart(fieldsSent, file)),
          });
          expect(res.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 100 },
    );
    const mails = await t.app.db.selectFrom('mail_outbox').select(['html', 'subject']).execute();
    for (const mail of mails) {
      expect(mail.html).not.toMatch(/<(script|img)\b/i);
      expect(mail.subject).not.toMatch(/[\r\n]/);
    }
  });
});

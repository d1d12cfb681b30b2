/**
 * Every boundary schema, fed anything: it answers with a result, never a thrown error, and what it
 * accepts for a mail header (names, subjects, addresses) never holds a line break.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from './zod';
import { InternshipApplication } from './api/internship';
import { SendMailRequest } from './api/mail';
import { AttachmentInfo, AttachmentRecord, CandidateRecord, UploadRequest } from './api/staffing/applications';
import { ApplicationForm } from './forms/application-form';
import { ContactMessageRequest } from './api/contact';

const schemas: [string, z.ZodMiniType][] = [
  ['ContactMessageRequest', ContactMessageRequest],
  ['ApplicationForm', ApplicationForm],
  ['InternshipApplication', InternshipApplication],
  ['SendMailRequest', SendMailRequest],
  ['CandidateRecord', CandidateRecord],
  ['AttachmentRecord', AttachmentRecord],
  ['AttachmentInfo', AttachmentInfo],
  ['UploadRequest', UploadRequest],
];

/** Field names of an object schema, so the fuzzer hits real fields as well as unknown ones. */
const keysOf = (schema: z.ZodMiniType): string[] => {
  const shape = (schema as unknown as { shape?: Record<string, unknown>; def?: { in?: z.ZodMiniType } }).shape;
  if (shape) return Object.keys(shape);
  const inner = (schema as unknown as { def?: { schema?: z.ZodMiniType; in?: z.ZodMiniType } }).def;
  return inner?.schema ? keysOf(inner.schema) : inner?.in ? keysOf(inner.in) : [];
};

const hostile = fc.constantFrom(
  'Asha\r\nBcc: victim@elsewhere.example',
  '<script>alert(1)</script>',
  "'; DROP TABLE candidates; --",
  '\u0000',
  'x'.repeat(30_000),
  'hello@northwind.example\nX-Injected: 1',
  '2025-02-30',
  '__proto__',
);
const value = fc.oneof(
  hostile,
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.array(fc.oneof(fc.string(), hostile), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }),
);

const HEADER_FIELDS = [
  'subject',
  'to',
  'cc',
  'bcc',
  'CND_NM_TX',
  'CND_EMAIL_ID',
  'name',
  'email',
  'firstName',
  'lastName',
];

describe.each(schemas)('%s', (_name, schema) => {
  it('never throws, whatever it is given, and lets no line break into a mail header field', async () => {
    const keys = keysOf(schema);
    expect(keys.length).toBeGreaterThan(2);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.dictionary(fc.constantFrom(...keys, 'extra', 'constructor'), value), fc.anything()),
        async (input) => {
          const result = await schema.safeParseAsync(input);
          if (result.success && typeof result.data === 'object' && result.data !== null) {
            for (const field of HEADER_FIELDS) {
              const parsed = (result.data as Record<string, unknown>)[field];
              for (const text of [parsed].flat()) {
                if (typeof text === 'string') expect(text).not.toMatch(/[\r\n]/);
              }
            }
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

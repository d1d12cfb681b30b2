/**
 * POST /api/applications: a job application in one multipart request (docs/server.md). The fields are
 * the application form's own, under the form's names and checked by the form's own rules; the opening
 * is `jobId` (its REQ_ID), the source rides along, the file is `resume`, and the header
 * `Idempotency-Key` (a UUID kept across retries) makes a retry answer the first attempt's reference.
 */
import { z } from '../zod';
import { APPLICATION_FIELDS, APPLICATION_LABELS, applicationRules } from '../forms/application-form';
import { requiredMessage } from '../field-messages';
import { ApplicationSource } from './staffing/applications';

/** The multipart part that carries the resume. */
export const RESUME_PART = 'resume';
/** The header that makes a retry safe. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export const ApplicationRequest = z
  .object({
    ...APPLICATION_FIELDS,
    /** The opening's REQ_ID, as the form's text part carries it. */
    jobId: z.string().check(z.regex(/^\d{1,9}$/, requiredMessage(APPLICATION_LABELS.id))),
    ...ApplicationSource.shape,
  })
  .check(applicationRules);
export type ApplicationRequest = z.output<typeof ApplicationRequest>;

/** 201: the reference the candidate is given (the same for every replay of one Idempotency-Key). */
export const ApplicationCreated = z.object({ reference: z.string() });
export type ApplicationCreated = z.infer<typeof ApplicationCreated>;

/** The first message per field, in the order the issues came (the form's order). */
export function fieldErrorsOf(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'request';
    errors[field] ??= issue.message;
  }
  return errors;
}

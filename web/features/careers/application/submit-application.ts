/**
 * The job application's one request (docs/server.md): POST {forms API}/applications as
 * multipart/form-data with the form's fields under their own names, the opening as `jobId`, the
 * source kept in this browser, and the resume as `resume`; the header `Idempotency-Key` is one UUID
 * per application, kept across retries of the same answers, so a retry never stores twice.
 */
import { ApplicationCreated, IDEMPOTENCY_HEADER, RESUME_PART } from '#contracts/api/application';
import type { ApplicationFormValues } from '#contracts/forms/application-form';
import { formsPaths, formsUrl } from '../../../config/api-map';
import { type ClientResult, httpClient, isClientError } from '../../../lib/http-client';
import { clearAttribution, readAttribution } from '../attribution/attribution';

/** Sends the body with the key; the form takes another in tests. */
export type ApplicationSender = (
  body: FormData,
  key: string,
  onProgress?: (fraction: number) => void,
) => Promise<ClientResult<ApplicationCreated>>;

export const sendApplication: ApplicationSender = (body, key, onProgress) =>
  httpClient.postForm(formsUrl(formsPaths.applications), body, {
    schema: ApplicationCreated,
    onProgress,
    headers: { [IDEMPOTENCY_HEADER]: key },
  });

/** One application's key, and the answers it was first sent with (a changed application gets a new key). */
export type Attempt = { key: string; fingerprint: string };

const fingerprintOf = (values: ApplicationFormValues) =>
  JSON.stringify({ ...values, resume: [values.resume.name, values.resume.size, values.resume.lastModified] });

export function attemptFor(previous: Attempt | null, values: ApplicationFormValues): Attempt {
  const fingerprint = fingerprintOf(values);
  return previous?.fingerprint === fingerprint ? previous : { key: crypto.randomUUID(), fingerprint };
}

/** The multipart body: the form's fields, the job, the source, then the file. */
export function applicationBody(values: ApplicationFormValues): FormData {
  const body = new FormData();
  const { resume, id, ...fields } = values;
  for (const [name, value] of Object.entries({ ...fields, jobId: String(id), ...readAttribution() })) {
    if (typeof value === 'string') body.append(name, value);
  }
  body.append(RESUME_PART, resume, resume.name);
  return body;
}

export type SubmitResult =
  { ok: true; reference: string } | { ok: false; message: string; errors: Record<string, string>; closed: boolean };

export async function submitApplication(
  values: ApplicationFormValues,
  attempt: Attempt,
  send: ApplicationSender = sendApplication,
  onProgress?: (fraction: number) => void,
): Promise<SubmitResult> {
  const answer = await send(applicationBody(values), attempt.key, onProgress);
  if (!isClientError(answer)) {
    clearAttribution();
    return { ok: true, reference: answer.reference };
  }
  const closed = answer.status === 409 || answer.status === 404;
  const message =
    answer.status === 429
      ? 'Too many applications from your connection just now. Please try again later.'
      : answer.message;
  return { ok: false, message, errors: answer.errors ?? {}, closed };
}

/**
 * The internship form's one call: POST /api/internship-applications as multipart/form-data (the
 * fields, the resume as `resumeAttachment`, and `applicationId` so a retry is never stored twice).
 * The shared client in web/lib/ sends JSON only, so this multipart call uses fetch itself.
 */
import { InternshipApplicationResponse } from '#contracts/api/internship';
import { ApiError } from '#contracts/api/api-error';
import type { InternshipFormData } from './internship-form-schema';

export const INTERNSHIP_APPLICATIONS_URL = '/api/internship-applications';

export type SubmitResult = { ok: true; id: string } | { ok: false; reason: string };

/** The multipart body: every field that has a value, then the resume file. */
export function internshipFormData(application: InternshipFormData, applicationId?: string): FormData {
  const body = new FormData();
  if (applicationId) body.append('applicationId', applicationId);
  for (const [field, value] of Object.entries(application)) {
    if (field !== 'resumeAttachment' && typeof value === 'string' && value !== '') body.append(field, value);
  }
  body.append('resumeAttachment', application.resumeAttachment, application.resumeAttachment.name);
  return body;
}

export async function submitInternshipApplication(
  application: InternshipFormData,
  applicationId?: string,
): Promise<SubmitResult> {
  let response: Response;
  try {
    response = await fetch(INTERNSHIP_APPLICATIONS_URL, {
      method: 'POST',
      headers: { Accept: 'application/json' },
      body: internshipFormData(application, applicationId),
    });
  } catch {
    return { ok: false, reason: 'We could not reach the server. Check your connection and try again.' };
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok) {
    const answer = InternshipApplicationResponse.safeParse(body);
    return answer.success
      ? { ok: true, id: answer.data.id }
      : { ok: false, reason: 'The server answered unexpectedly.' };
  }
  if (response.status === 429)
    return { ok: false, reason: 'Too many submissions from your connection; wait a minute.' };
  const error = ApiError.safeParse(body);
  return {
    ok: false,
    reason: response.status < 500 && error.success ? error.data.message : 'The server could not store it just now.',
  };
}

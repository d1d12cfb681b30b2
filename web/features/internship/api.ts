/**
 * The internship form's one call: POST {forms API}/internship-applications as multipart/form-data
 * (the fields, the resume as `resumeAttachment`, and `applicationId` so a retry is never stored
 * twice), through the shared client, which retries network failures and reports upload progress.
 */
import { InternshipApplicationResponse } from '#contracts/api/internship';
import { formsPaths, formsUrl } from '../../config/api-map';
import { type HttpClient, httpClient, isClientError } from '../../lib/http-client';
import type { InternshipFormData } from './internship-form-schema';

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
  onProgress?: (fraction: number) => void,
  client: HttpClient = httpClient,
): Promise<SubmitResult> {
  const answer = await client.postForm(
    formsUrl(formsPaths.internshipApplications),
    internshipFormData(application, applicationId),
    { schema: InternshipApplicationResponse, onProgress },
  );
  if (!isClientError(answer)) return { ok: true, id: answer.id };
  if (answer.status === undefined) {
    return { ok: false, reason: 'We could not reach the server. Check your connection and try again.' };
  }
  if (answer.status === 429) return { ok: false, reason: 'Too many submissions from your connection; wait a minute.' };
  if (answer.status >= 200 && answer.status < 300) return { ok: false, reason: 'The server answered unexpectedly.' };
  return { ok: false, reason: answer.status < 500 ? answer.message : 'The server could not store it just now.' };
}

/**
 * The careers feature's calls to the staffing and mail APIs (SPEC.md section 7). Every API path
 * lives here; components call these functions, never URLs.
 */
import { z } from 'zod';
import {
  type AttachmentInfo,
  type AttachmentRecord,
  type CandidateRecord,
  Country,
  INSERTED,
  Opening,
  OpeningDetail,
  Recruiter,
  State,
  type UploadRequest,
  UploadResponse,
} from '#contracts/api/staffing';
import { type SendMailRequest, SendMailResponse } from '#contracts/api/mail';
import { env } from '../../../config/env';
import { type ClientResult, type HttpClient, httpClient } from '../../../lib/http-client';

/** Paths under the staffing API's base URL. */
export const staffingPaths = {
  countries: '/get/country',
  states: '/get/state',
  recruiters: '/get/applicationuser',
  /** The default openings path; the OPENINGS-SECTION names the one it uses. */
  openings: '/get/requirement',
  opening: (jobId: number) => `/get/RequirementID/${encodeURIComponent(String(jobId))}`,
  candidate: '/post/candidateData',
  attachment: '/post/attachment',
  attachmentInfo: '/post/attachmentInfo',
  uploadUrl: '/s3uploadResume',
} as const;

/** Paths under the mail API's base URL. */
export const mailPaths = { sendMail: '/v1/sendMail' } as const;

const staffing = (path: string) => `${env.staffingApiUrl}${path}`;
const mail = (path: string) => `${env.mailApiUrl}${path}`;

const Inserted = z.literal(INSERTED);

export function createCareersApi(client: HttpClient = httpClient) {
  return {
    countries: (signal?: AbortSignal) =>
      client.request(staffing(staffingPaths.countries), { schema: z.array(Country), signal }),
    states: (signal?: AbortSignal) =>
      client.request(staffing(staffingPaths.states), { schema: z.array(State), signal }),
    recruiters: (signal?: AbortSignal) =>
      client.request(staffing(staffingPaths.recruiters), { schema: z.array(Recruiter), signal }),
    openings: (path: string = staffingPaths.openings, signal?: AbortSignal) =>
      client.request(staffing(path), { schema: z.array(Opening), signal }),
    /** The opening with this REQ_ID, or null when there is none (the API answers an empty array or 404). */
    opening: async (jobId: number, signal?: AbortSignal): Promise<ClientResult<OpeningDetail | null>> => {
      const answer = await client.request(staffing(staffingPaths.opening(jobId)), {
        schema: z.array(OpeningDetail),
        signal,
      });
      if (Array.isArray(answer)) return answer[0] ?? null;
      return answer.status === 404 ? null : answer;
    },
    insertCandidate: (record: CandidateRecord) =>
      client.request(staffing(staffingPaths.candidate), { method: 'POST', body: record, schema: Inserted }),
    insertAttachment: (record: AttachmentRecord) =>
      client.request(staffing(staffingPaths.attachment), { method: 'POST', body: record, schema: Inserted }),
    insertAttachmentInfo: (record: AttachmentInfo) =>
      client.request(staffing(staffingPaths.attachmentInfo), { method: 'POST', body: record, schema: Inserted }),
    requestUploadUrl: (request: UploadRequest) =>
      client.request(staffing(staffingPaths.uploadUrl), { method: 'POST', body: request, schema: UploadResponse }),
    uploadResume: (signedUrl: string, file: Blob, contentType: string, onProgress?: (fraction: number) => void) =>
      client.upload(signedUrl, file, { contentType, onProgress }),
    sendMail: (request: SendMailRequest) =>
      client.request(mail(mailPaths.sendMail), { method: 'POST', body: request, schema: SendMailResponse }),
  };
}

export type CareersApi = ReturnType<typeof createCareersApi>;

export const careersApi = createCareersApi();

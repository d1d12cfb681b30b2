/**
 * Every path of the careers feature's calls to the staffing and mail APIs (SPEC.md section 7), and
 * the URLs they make under the configured base URLs; components call the API functions, never URLs.
 */
import { env } from '../../../config/env';

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

export const staffingUrl = (path: string) => `${env.staffingApiUrl}${path}`;
export const mailUrl = (path: string) => `${env.mailApiUrl}${path}`;

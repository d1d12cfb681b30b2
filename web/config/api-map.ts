/**
 * Every URL the browser calls, in one place: the staffing API, the mail API and the site's own form
 * endpoints, each under a base URL set at build time (`VITE_STAFFING_API_URL`, `VITE_MAIL_API_URL`,
 * `VITE_FORMS_API_URL`). Features call their API functions, which take their URLs from here; nothing
 * else writes a path.
 */
import { env } from './env';

/** Paths under the staffing API's base URL. */
export const staffingPaths = {
  countries: '/get/country',
  states: '/get/state',
  recruiters: '/get/applicationuser',
  /** The default openings path; the OPENINGS-SECTION names the one it uses. */
  openings: '/get/requirement',
  /** The board's query endpoint: one page, searched, filtered and sorted on the server. */
  openingsSearch: '/openings',
  similarOpenings: (jobId: number) => `/openings/${encodeURIComponent(String(jobId))}/similar`,
  opening: (jobId: number) => `/get/RequirementID/${encodeURIComponent(String(jobId))}`,
  candidate: '/post/candidateData',
  attachment: '/post/attachment',
  attachmentInfo: '/post/attachmentInfo',
  uploadUrl: '/s3uploadResume',
} as const;

/** Paths under the mail API's base URL. */
export const mailPaths = { sendMail: '/v1/sendMail' } as const;

/** Paths under the site's form endpoints' base URL. */
export const formsPaths = {
  internshipApplications: '/internship-applications',
  applications: '/applications',
  contactMessages: '/contact-messages',
  clientRequests: '/client-requests',
} as const;

export const staffingUrl = (path: string) => `${env.staffingApiUrl}${path}`;
export const mailUrl = (path: string) => `${env.mailApiUrl}${path}`;
export const formsUrl = (path: string) => `${env.formsApiUrl}${path}`;

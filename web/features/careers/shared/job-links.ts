import { jobPaths } from '#content/pages/jobs';

/** The job page of an opening (jobId is its REQ_ID). */
export const jobHref = (reqId: number) => `${jobPaths.description}?jobId=${encodeURIComponent(String(reqId))}`;

/** The openings list. */
export const openingsHref = jobPaths.openings;

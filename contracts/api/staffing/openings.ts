/**
 * The staffing API's openings (docs/product.md §8): the list and one job, under /api/staffing.
 * Field names are the contract's own (upper-case legacy column names) so existing clients keep working.
 */
import { z } from '../../zod';
import { uuid } from '../../fields';

export const PositionType = z.enum(['Contract', 'Full-Time']);
export type PositionType = z.infer<typeof PositionType>;

/** An opening as the list returns it. */
export const Opening = z.object({
  REQ_ID: z.number().check(z.int(), z.positive()),
  PSTN_TITLE: z.string(),
  PSTN_LCTN: z.string(),
  PSTN_TYP: PositionType,
  WORK_LOCATION_PREFERENCE: z.string(),
  PSTN_RATE: z.string(),
  /** The country's COUNTRY_UUID. */
  COUNTRY: uuid,
  REQUIREMENT_UUID: uuid,
  /** When the opening was posted (yyyy-mm-dd); beyond the original record, for JobPosting and the sitemap. */
  POSTED_DATE: z.string(),
  /** When applications close (yyyy-mm-dd), where known. */
  VALID_THROUGH: z.nullable(z.string()),
  /**
   * Who the role is with, as the public may see it: the client's name, or only its description when
   * the client is confidential ("a US health insurer"). Absent where the record names no client.
   */
  CLIENT_LABEL: z.optional(z.string()),
});
export type Opening = z.infer<typeof Opening>;

/** An opening as GET /get/RequirementID/:jobId returns it (first item of an array). */
export const OpeningDetail = z.extend(Opening, {
  /** HTML; sanitized by the web app before display. */
  INTERNAL_JOB_DESCRIPTION: z.string(),
  /** Travel required. */
  IS_MULTI_LOCATION_POSITION: z.boolean(),
  /** Interview type, e.g. "Video, then on-site". */
  INTVW_TYP: z.string(),
});
export type OpeningDetail = z.infer<typeof OpeningDetail>;

/** A job number as a URL carries it: decimal digits only (no `0x3E9`, `1e3` or `+1001`), not zero. */
export const JobIdParams = z.object({
  jobId: z.pipe(
    z.string().check(z.regex(/^(?!0+$)\d{1,9}$/, 'must be a job number (decimal digits)')),
    z.transform(Number),
  ),
});

/**
 * Bulk actions on job applications: a selection (chosen ids, or every application matching the
 * list's filters, resolved by the server) and what to do with it — move to a stage, or export as
 * CSV. At most BULK_LIMIT applications per request; more is answered 422 (narrow the filter).
 */
import { z } from '../zod';
import { ApplicationStatus, ApplicationsQuery } from './applications';

/** The most applications one bulk request acts on. */
export const BULK_LIMIT = 500;

/** The list's filters and search without paging or sort: what "all that match" means. */
export const ApplicationsFilter = z.omit(ApplicationsQuery, { page: true, pageSize: true, sort: true });
export type ApplicationsFilter = z.infer<typeof ApplicationsFilter>;

/**
 * Chosen applications by id, or every application matching `query`. `expected` is how many the
 * console said matched; when the filter matches another number by the time the request arrives
 * (an application came in or moved), the server refuses (409) rather than act on unseen ones.
 * The id list's own cap only bounds the request's size; past BULK_LIMIT the answer is 422.
 */
export const BulkSelection = z.union([
  z.strictObject({ ids: z.array(z.uuid('must be a UUID')).check(z.minLength(1), z.maxLength(BULK_LIMIT * 10)) }),
  z.strictObject({
    query: ApplicationsFilter,
    expected: z.optional(z.number().check(z.int(), z.minimum(0))),
  }),
]);
export type BulkSelection = z.infer<typeof BulkSelection>;

/** Move every selected application to `status` (each move in its history, like a single move). */
export const BulkMove = z.object({
  kind: z.literal('move'),
  status: ApplicationStatus,
  note: z.optional(z.string().check(z.trim(), z.maxLength(5000))),
});
export const BulkAction = z.discriminatedUnion('kind', [BulkMove]);
export type BulkAction = z.infer<typeof BulkAction>;

/** POST /applications/bulk */
export const BulkRequest = z.object({ selection: BulkSelection, action: BulkAction });
export type BulkRequest = z.infer<typeof BulkRequest>;

/** What a bulk move did: ids moved, already at the stage (left alone), no longer there. */
export const BulkResult = z.object({
  status: ApplicationStatus,
  moved: z.array(z.string()),
  unchanged: z.array(z.string()),
  missing: z.array(z.string()),
});
export type BulkResult = z.infer<typeof BulkResult>;

/** POST /applications/bulk/export — answers text/csv as an attachment. */
export const BulkExportRequest = z.object({ selection: BulkSelection });
export type BulkExportRequest = z.infer<typeof BulkExportRequest>;

/** GET /applications/ids?…filters — the ids of every match (newest first), for actions that take ids. */
export const MatchingIds = z.object({ ids: z.array(z.string()), total: z.number().check(z.int()) });
export type MatchingIds = z.infer<typeof MatchingIds>;

/** The CSV's columns, in order. */
export const EXPORT_COLUMNS = [
  'Applicant',
  'E-mail',
  'Contact number',
  'Job ID',
  'Opening',
  'Stage',
  'Applied',
  'Stage changed',
  'City',
  'Source',
  'Rating',
  'Ratings',
  'Resume',
] as const;

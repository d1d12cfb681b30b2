/**
 * Bulk actions on job applications: a selection (chosen ids, or every application matching the
 * list's filters, resolved by the server) and what to do with it — move to a stage, or export as
 * CSV. At most BULK_LIMIT applications per request; more is answered 422 (narrow the filter).
 */
import { z } from '../zod';
import { ApplicationStatus, ApplicationsQuery, RejectedBy } from './applications';
import { InternshipStatus, InternshipsFilter } from './internships';
import { ReasonId } from './reasons';

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
export const bulkSelectionOf = <F extends z.ZodMiniType>(filter: F) =>
  z.union([
    z.strictObject({ ids: z.array(z.uuid('must be a UUID')).check(z.minLength(1), z.maxLength(BULK_LIMIT * 10)) }),
    z.strictObject({
      query: filter,
      expected: z.optional(z.number().check(z.int(), z.minimum(0))),
    }),
  ]);
export const BulkSelection = bulkSelectionOf(ApplicationsFilter);
export type BulkSelection = z.infer<typeof BulkSelection>;

/** Move every selected application to `status` (each move in its history, like a single move). */
export const BulkMove = z.object({
  kind: z.literal('move'),
  status: ApplicationStatus,
  /** With `rejected`: who rejected them (`us` when left out). */
  rejectedBy: z.optional(RejectedBy),
  /** Required with `rejected` and `withdrawn` (contracts/admin/reasons.ts); 422 without. */
  reasonId: z.optional(ReasonId),
  note: z.optional(z.string().check(z.trim(), z.maxLength(5000))),
});
export const BulkAction = z.discriminatedUnion('kind', [BulkMove]);
export type BulkAction = z.infer<typeof BulkAction>;

/** POST /applications/bulk */
export const BulkRequest = z.object({ selection: BulkSelection, action: BulkAction });
export type BulkRequest = z.infer<typeof BulkRequest>;

/** What a bulk move did: ids moved, already at the stage (left alone), no longer there. */
export const bulkResultOf = <S extends z.ZodMiniType>(status: S) =>
  z.object({
    status,
    moved: z.array(z.string()),
    unchanged: z.array(z.string()),
    missing: z.array(z.string()),
  });
export const BulkResult = bulkResultOf(ApplicationStatus);
export type BulkResult = z.infer<typeof BulkResult>;

/**
 * POST /internships/bulk: internship applications by id or by the list's filters, moved to a step
 * (Rejected and Withdrawn with a reason), each move in its history; the same limits as above.
 */
export const InternshipBulkRequest = z.object({
  selection: bulkSelectionOf(InternshipsFilter),
  action: z.object({
    kind: z.literal('move'),
    status: InternshipStatus,
    reasonId: z.optional(ReasonId),
    note: z.optional(z.string().check(z.trim(), z.maxLength(5000))),
  }),
});
export type InternshipBulkRequest = z.infer<typeof InternshipBulkRequest>;
export const InternshipBulkResult = bulkResultOf(InternshipStatus);
export type InternshipBulkResult = z.infer<typeof InternshipBulkResult>;

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
  'Reason',
  'Applied',
  'Stage changed',
  'City',
  'Source',
  'Rating',
  'Ratings',
  'Resume',
] as const;

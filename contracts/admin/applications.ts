/**
 * Job applications in the console: across all openings or per opening, newest first, searched and
 * paged on the server; one application with the candidate's answers, the resume, the mails sent and
 * its history; status changes and notes, each stamped with who and when.
 */
import { z } from '../zod';
import { isoDate } from '../fields';
import { HistoryEntry, Moment, PageQuery, ROLES, ResumeInfo, UuidParams, pageOf } from './common';
import { Rating, RatingRequest, RatingSummary } from './ratings';
import { defineResource } from './resource';
import { ProfileBadge } from './profile-badge';
import { ReasonId } from './reasons';
import { definePipeline } from './pipeline';

/**
 * The staffing desk's pipeline: New → Screening → Submitted (to the client) → Client interview → Offer
 * → Placed, or Rejected / Withdrawn at any step. A rejection records who rejected: us or the client.
 */
export const APPLICATION_STATUSES = [
  'new',
  'screening',
  'submitted',
  'client_interview',
  'offer',
  'placed',
  'rejected',
  'withdrawn',
] as const;
export const ApplicationStatus = z.enum(APPLICATION_STATUSES);
export type ApplicationStatus = z.infer<typeof ApplicationStatus>;
/** The board's columns, left to right; Rejected and Withdrawn are shown apart from them. */
export const PIPELINE_STAGES = [
  'new',
  'screening',
  'submitted',
  'client_interview',
  'offer',
  'placed',
] as const satisfies readonly ApplicationStatus[];
export const CLOSED_STAGES = ['rejected', 'withdrawn'] as const satisfies readonly ApplicationStatus[];
/** How many applications are at each stage (every stage present, 0 when none). */
export const StageCounts = z.record(ApplicationStatus, z.number().check(z.int()));
export type StageCounts = z.infer<typeof StageCounts>;
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  new: 'New',
  screening: 'Screening',
  submitted: 'Submitted',
  client_interview: 'Client interview',
  offer: 'Offer',
  placed: 'Placed',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

/** The job applications' pipeline, as the console's shared list, board and status screens take it. */
export const applicationPipeline = definePipeline<ApplicationStatus>({
  statuses: APPLICATION_STATUSES,
  steps: PIPELINE_STAGES,
  closed: CLOSED_STAGES,
  labels: APPLICATION_STATUS_LABELS,
  name: 'Hiring steps',
});

/** Who rejected an application: the firm (`us`, the default) or the client it was submitted to. */
export const REJECTERS = ['us', 'client'] as const;
export const RejectedBy = z.enum(REJECTERS);
export type RejectedBy = z.infer<typeof RejectedBy>;
export const REJECTED_BY_LABELS: Record<RejectedBy, string> = {
  us: 'Rejected by us',
  client: 'Rejected by the client',
};
/** The stage as a badge words it: "Rejected by the client" when the client rejected it, else its label. */
export const stageLabel = (status: ApplicationStatus, rejectedBy?: RejectedBy | null): string =>
  status === 'rejected' && rejectedBy === 'client' ? REJECTED_BY_LABELS.client : APPLICATION_STATUS_LABELS[status];

/**
 * complete: the resume is stored. pending: an upload URL was issued but no file arrived.
 * missing: no attachment at all. pending and missing are incomplete applications.
 */
export const ResumeState = z.enum(['stored', 'pending', 'missing']);
export type ResumeState = z.infer<typeof ResumeState>;

/** Sortable columns; a leading '-' sorts descending. The default is '-created' (newest first). */
export const APPLICATION_SORTS = [
  '-created',
  'created',
  'name',
  '-name',
  'status',
  '-status',
  'rating',
  '-rating',
] as const;
export const ApplicationSort = z.enum(APPLICATION_SORTS);
export type ApplicationSort = z.infer<typeof ApplicationSort>;

export const ApplicationsQuery = z.extend(PageQuery, {
  /** Only this opening's applications. */
  reqId: z.optional(z.coerce.number().check(z.int(), z.positive())),
  status: z.optional(ApplicationStatus),
  /** Only complete (resume stored) or only incomplete ones. */
  resume: z.optional(z.enum(['complete', 'incomplete'])),
  /** Applied on or after this day / on or before this day (yyyy-mm-dd, UTC). */
  from: z.optional(isoDate),
  to: z.optional(isoDate),
  /** Part of the candidate's city or desired location. */
  location: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  /** Part of where they came from (utm_source, else the referrer). */
  source: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  /** Only applications whose average rating is at least this. */
  minRating: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(4))),
  /** Only applications rejected or withdrawn for this reason (contracts/admin/reasons.ts). */
  reason: z.optional(ReasonId),
  sort: z.optional(ApplicationSort),
});
export type ApplicationsQuery = z.input<typeof ApplicationsQuery>;

export const ApplicationSummary = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  opening: z.nullable(z.object({ reqId: z.number(), title: z.string() })),
  status: ApplicationStatus,
  /** Who rejected it; null unless `status` is rejected. */
  rejectedBy: z.nullable(RejectedBy),
  /** Why it is rejected or withdrawn, in words; null otherwise (or when closed before reasons). */
  reason: z.optional(z.nullable(z.object({ id: z.string(), label: z.string() }))),
  resume: ResumeState,
  createdAt: Moment,
  statusChangedAt: z.nullable(Moment),
  rating: RatingSummary,
  /** The candidate's city. */
  location: z.string(),
  /** Where they came from: utm_source, else the referrer's host; null when unknown. */
  source: z.nullable(z.string()),
  /** The candidate's profile (contracts/admin/candidates.ts); absent only before it is attached. */
  person: z.optional(ProfileBadge),
});
export type ApplicationSummary = z.infer<typeof ApplicationSummary>;
export const ApplicationsPage = pageOf(ApplicationSummary);
export type ApplicationsPage = z.infer<typeof ApplicationsPage>;

/**
 * GET /applications/:id/neighbours?<the list's query>: the applications before and after this one
 * in that list (same filters, search and sort, across pages), so the record screen can step through
 * it. `position` is 1-based; null (and no neighbours) when the application is not in the list.
 */
export const Neighbour = z.object({ id: z.string(), name: z.string() });
export const Neighbours = z.object({
  previous: z.nullable(Neighbour),
  next: z.nullable(Neighbour),
  position: z.nullable(z.number().check(z.int())),
  total: z.number().check(z.int()),
});
export type Neighbours = z.infer<typeof Neighbours>;

/** A question of the form and the candidate's answer, in the form's order. */
export const Answer = z.object({ label: z.string(), value: z.string() });
export type Answer = z.infer<typeof Answer>;

/** A mail in the outbox about this person; `cancelled` when staff stopped it before it left. */
export const SentMail = z.object({
  id: z.string(),
  subject: z.string(),
  to: z.array(z.string()),
  status: z.enum(['pending', 'sent', 'failed', 'cancelled']),
  createdAt: Moment,
  sentAt: z.nullable(Moment),
  /** A delayed mail (a rejection) waiting to leave at this time; it can be cancelled until then. */
  scheduledFor: z.optional(z.nullable(Moment)),
  /** Whether this record's screen may cancel it (it is waiting and about this record). */
  cancellable: z.optional(z.boolean()),
});
export type SentMail = z.infer<typeof SentMail>;

export const ApplicationDetail = z.extend(ApplicationSummary, {
  phone: z.string(),
  answers: z.array(Answer),
  /** null when no file is stored (see `resume`). */
  resumeFile: z.nullable(ResumeInfo),
  mails: z.array(SentMail),
  /** Every reviewer's rating, newest first. */
  ratings: z.array(Rating),
  /** Newest first. */
  history: z.array(HistoryEntry),
});
export type ApplicationDetail = z.infer<typeof ApplicationDetail>;

/** POST /applications/:id/status — answers the updated ApplicationDetail. */
export const ApplicationStatusRequest = z.object({
  status: ApplicationStatus,
  /** With `rejected`: who rejected it (`us` when left out); ignored with any other status. */
  rejectedBy: z.optional(RejectedBy),
  /** Required with `rejected` (from the list of who rejected it) and `withdrawn` (the candidate's); 422 without. */
  reasonId: z.optional(ReasonId),
  note: z.optional(z.string().check(z.trim(), z.maxLength(5000))),
});
export type ApplicationStatusRequest = z.infer<typeof ApplicationStatusRequest>;

/** POST /applications/:id/cancel-mail — answers the updated ApplicationDetail (409 once it has left). */
export const CancelMailRequest = z.object({ mailId: z.uuid('must be a UUID') });
export type CancelMailRequest = z.infer<typeof CancelMailRequest>;

/**
 * Job applications in the console: the list (filters, sort, search, paging), one application, its
 * review pipeline and notes, and each staff member's rating (PUT …/rating). The neighbours, the
 * resume link, the bulk moves and the board are routes of their own.
 */
export const applicationsResource = defineResource({
  path: 'applications',
  subject: 'application',
  roles: ROLES,
  params: UuidParams,
  query: ApplicationsQuery,
  page: ApplicationsPage,
  detail: ApplicationDetail,
  statuses: APPLICATION_STATUSES,
  statusRequest: ApplicationStatusRequest,
  notes: true,
  actions: {
    rating: { method: 'PUT', on: 'record', body: RatingRequest, answer: 'record' },
    /** POST …/:id/cancel-mail: stops a delayed mail about this application before it leaves. */
    cancelMail: { method: 'POST', on: 'record', segment: 'cancel-mail', body: CancelMailRequest, answer: 'record' },
  },
  missing: 'No such application.',
});

/**
 * Internship applications in the console, worked like job applications with steps of their own:
 * New → Screening → Interview → Offer → Joined, or Rejected / Withdrawn at any step (each with a
 * reason from the admin-edited lists: rejected by us, withdrawn by the candidate). The list (status,
 * reason and rating filters, search, paging), one application with its answers, resume, ratings, mails
 * and history; status changes, notes, ratings; the board (a column per step); bulk moves.
 */
import { z } from '../zod';
import { HistoryEntry, Moment, PageQuery, ROLES, ResumeInfo, UuidParams, pageOf } from './common';
import { Answer, SentMail } from './applications';
import { definePipeline } from './pipeline';
import { Rating, RatingRequest, RatingSummary } from './ratings';
import { ReasonId } from './reasons';
import { defineResource } from './resource';

export const INTERNSHIP_STATUSES = [
  'new',
  'screening',
  'interview',
  'offer',
  'joined',
  'rejected',
  'withdrawn',
] as const;
export const InternshipStatus = z.enum(INTERNSHIP_STATUSES);
export type InternshipStatus = z.infer<typeof InternshipStatus>;

export const internshipPipeline = definePipeline<InternshipStatus>({
  statuses: INTERNSHIP_STATUSES,
  steps: ['new', 'screening', 'interview', 'offer', 'joined'],
  closed: ['rejected', 'withdrawn'],
  labels: {
    new: 'New',
    screening: 'Screening',
    interview: 'Interview',
    offer: 'Offer',
    joined: 'Joined',
    rejected: 'Rejected',
    withdrawn: 'Withdrawn',
  },
  name: 'Internship steps',
});
export const INTERNSHIP_STATUS_LABELS = internshipPipeline.labels;

export const InternshipsFilter = z.object({
  status: z.optional(InternshipStatus),
  /** Only applications rejected or withdrawn for this reason. */
  reason: z.optional(ReasonId),
  /** Only applications whose average rating is at least this. */
  minRating: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(4))),
  search: z.optional(z.string().check(z.trim(), z.maxLength(200))),
});
export type InternshipsFilter = z.infer<typeof InternshipsFilter>;
export const InternshipsQuery = z.extend(PageQuery, z.omit(InternshipsFilter, { search: true }).shape);
export type InternshipsQuery = z.input<typeof InternshipsQuery>;

export const InternshipSummary = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  areaOfInterest: z.string(),
  status: InternshipStatus,
  /** Why it is rejected or withdrawn, in words; null otherwise. */
  reason: z.nullable(z.object({ id: z.string(), label: z.string() })),
  createdAt: Moment,
  statusChangedAt: z.nullable(Moment),
  rating: RatingSummary,
});
export type InternshipSummary = z.infer<typeof InternshipSummary>;
export const InternshipsPage = pageOf(InternshipSummary);
export type InternshipsPage = z.infer<typeof InternshipsPage>;

export const InternshipDetail = z.extend(InternshipSummary, {
  /** The form's answers in its order; the Aadhaar number only masked. */
  answers: z.array(Answer),
  resumeFile: ResumeInfo,
  /** Every reviewer's rating, newest first. */
  ratings: z.array(Rating),
  /** Mails sent to the applicant from the console, newest first. */
  mails: z.array(SentMail),
  /** Newest first. */
  history: z.array(HistoryEntry),
});
export type InternshipDetail = z.infer<typeof InternshipDetail>;

/** POST /internships/:id/status — answers the updated record; Rejected and Withdrawn need `reasonId` (422 without). */
export const InternshipStatusRequest = z.object({
  status: InternshipStatus,
  reasonId: z.optional(ReasonId),
  note: z.optional(z.string().check(z.trim(), z.maxLength(5000))),
});
export type InternshipStatusRequest = z.infer<typeof InternshipStatusRequest>;

/** The list, one record, status, notes and each staff member's rating (PUT …/rating). */
export const internshipsResource = defineResource({
  path: 'internships',
  subject: 'internship',
  roles: ROLES,
  params: UuidParams,
  query: InternshipsQuery,
  page: InternshipsPage,
  detail: InternshipDetail,
  statuses: INTERNSHIP_STATUSES,
  statusRequest: InternshipStatusRequest,
  notes: true,
  actions: {
    rating: { method: 'PUT', on: 'record', body: RatingRequest, answer: 'record' },
  },
  missing: 'No such internship application.',
});

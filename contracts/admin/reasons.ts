/**
 * Reasons for closing an application, one list per kind, edited by admins: why we rejected it (`us`),
 * why the client rejected it after a submittal (`client`), and why the candidate withdrew
 * (`candidate`). Moving an application to Rejected or Withdrawn — one, on the board, in bulk, with a
 * mail, or as the client's answer to a submittal — needs a reason of the matching kind that is not
 * retired, with an optional note beside it. A retired reason is no longer offered but stays on the
 * records and history that carry it; reasons are never deleted.
 */
import { z } from '../zod';
import { requiredLine } from '../fields';
import type { RejectedBy } from './applications';

export const REASON_KINDS = ['us', 'client', 'candidate'] as const;
export const ReasonKind = z.enum(REASON_KINDS);
export type ReasonKind = z.infer<typeof ReasonKind>;
/** Each list's heading. */
export const REASON_KIND_LABELS: Record<ReasonKind, string> = {
  us: 'Rejected by us',
  client: 'Rejected by the client',
  candidate: 'Withdrawn by the candidate',
};

/** A reason's id: a seeded one's name (`us-skills`) or a UUID. */
export const ReasonId = z.string().check(z.regex(/^[a-z0-9-]{1,64}$/, 'must be a reason'));
export type ReasonId = z.infer<typeof ReasonId>;
export const ReasonParams = z.object({ id: ReasonId });

export const Reason = z.object({
  id: z.string(),
  kind: ReasonKind,
  label: z.string(),
  /** A retired reason is not offered any more; records that carry it keep it. */
  retired: z.boolean(),
});
export type Reason = z.infer<typeof Reason>;

/** GET /reasons: every reason of every kind (retired ones too), each list in its order. */
export const Reasons = z.object({ items: z.array(Reason) });
export type Reasons = z.infer<typeof Reasons>;

/** POST /reasons (admins): a new reason at the end of its list. */
export const NewReason = z.object({ kind: ReasonKind, label: requiredLine(120) });
export type NewReason = z.infer<typeof NewReason>;
/** PATCH /reasons/:id (admins): rename, retire or bring back. */
export const ReasonChange = z.object({ label: z.optional(requiredLine(120)), retired: z.optional(z.boolean()) }).check(
  z.refine((change) => change.label !== undefined || change.retired !== undefined, {
    message: 'give a new label or retire it',
    path: ['label'],
  }),
);
export type ReasonChange = z.infer<typeof ReasonChange>;

/**
 * The list a move to `status` takes its reason from; null when the move needs none. Every pipeline
 * (job applications, internship applications) calls its closed statuses `rejected` and `withdrawn`.
 */
export const reasonKindOf = (status: string | null | undefined, rejectedBy?: RejectedBy | null) =>
  status === 'rejected' ? (rejectedBy === 'client' ? 'client' : 'us') : status === 'withdrawn' ? 'candidate' : null;

/** Whether a move to `status` must give a reason. */
export const needsReason = (status: string | null | undefined): boolean =>
  status === 'rejected' || status === 'withdrawn';

/** The reasons a form offers for `kind`: that list, without retired ones, in order. */
export const reasonsFor = (reasons: readonly Reason[], kind: ReasonKind): Reason[] =>
  reasons.filter((reason) => reason.kind === kind && !reason.retired);

/** The message a move without its reason is refused with. */
export const REASON_REQUIRED = 'choose a reason';

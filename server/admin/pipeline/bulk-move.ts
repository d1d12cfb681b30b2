/**
 * A bulk move of a pipeline's records (job or internship applications), once the selection is
 * resolved to ids: the reason a move to Rejected or Withdrawn needs is checked first, every record
 * moves in one transaction with its own history entry, and one audit entry names the status, the count,
 * the ids and how the selection was made.
 */
import type { FastifyRequest } from 'fastify';
import type { RejectedBy, StatusSubject } from '../../repositories/reviews.repository';
import { type ConsoleContext, reviewerOf } from '../context';
import { requireReason } from '../reasons/require-reason';

/** Filters that were given, for an audit entry (as a list's are). */
export const usedFilters = (query: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));

/** How a selection was made, for the audit entry: chosen ids, or the filters used. */
export const selectionOf = (selection: { ids: string[] } | { query: Record<string, unknown> }) =>
  'ids' in selection ? 'ids' : { query: usedFilters(selection.query) };

export async function bulkMove<S extends string>(
  ctx: ConsoleContext,
  request: FastifyRequest,
  {
    subject,
    auditAction,
    ids,
    resolve,
    selection,
    move,
  }: {
    subject: StatusSubject;
    auditAction: string;
    /** The ids asked for, when chosen by id (those `resolve` leaves out are reported missing). */
    ids?: readonly string[] | undefined;
    /** The selection's ids, after the reason was found acceptable. */
    resolve: () => Promise<string[]>;
    selection: ReturnType<typeof selectionOf>;
    move: { status: S; rejectedBy?: RejectedBy | undefined; reasonId?: string | undefined; note?: string | undefined };
  },
) {
  const { status, rejectedBy, note } = move;
  const reasonId = await requireReason(ctx.reasons, status, rejectedBy, move.reasonId);
  const found = await resolve();
  const moves = await ctx.reviews.changeStatusMany(subject, found, status, reviewerOf(request), {
    note,
    rejectedBy,
    reasonId,
  });
  const left = ids ? [...new Set(ids)].filter((id) => !found.includes(id)) : [];
  const result = { ...moves, missing: [...moves.missing, ...left] };
  await ctx.audit(request, auditAction, null, {
    status,
    ...(rejectedBy ? { rejectedBy } : {}),
    ...(reasonId ? { reason: reasonId } : {}),
    count: result.moved.length,
    ids: result.moved,
    unchanged: result.unchanged.length,
    missing: result.missing.length,
    selection,
    note: Boolean(note),
  });
  return { status, ...result };
}

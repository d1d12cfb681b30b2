/**
 * The desk's writes to an application's record, inside the caller's transaction: an entry in its
 * history (a mail with what was sent, or a note), and a move to the step the desk reached
 * (server/desk/desk-stages.ts), each stamped with who and when.
 */
import { randomUUID } from 'node:crypto';
import type { ApplicationStatus } from '#contracts/admin/applications';
import type { Db } from '../db/database';
import { movesForward } from '../desk/desk-stages';

export type DeskActor = { id: string; name: string };

export async function addHistory(
  trx: Db,
  applicationId: string,
  kind: 'note' | 'mail',
  note: string,
  by: DeskActor,
  at: string,
): Promise<void> {
  await trx
    .insertInto('review_events')
    .values({
      id: randomUUID(),
      subject_type: 'application',
      subject_id: applicationId,
      kind,
      from_status: null,
      to_status: null,
      note,
      by_id: by.id,
      by_name: by.name,
      at,
    })
    .execute();
}

/**
 * Moves the application to `to` when that is forward (or a rejection, by the client, with its reason:
 * a `reasons` id the caller checked); answers whether it moved.
 */
export async function moveForward(
  trx: Db,
  applicationId: string,
  to: ApplicationStatus,
  by: DeskActor,
  at: string,
  note?: string,
  reasonId?: string | null,
): Promise<boolean> {
  const current = await trx
    .selectFrom('candidates')
    .select('review_status')
    .where('uuid', '=', applicationId)
    .executeTakeFirst();
  if (!current || !movesForward(current.review_status, to)) return false;
  await trx
    .updateTable('candidates')
    // A desk step's rejection is the client's (the submittal's answer); any other step clears it.
    .set({
      review_status: to,
      review_updated_at: at,
      rejected_by: to === 'rejected' ? 'client' : null,
      reason_id: to === 'rejected' ? (reasonId ?? null) : null,
    })
    .where('uuid', '=', applicationId)
    .execute();
  await trx
    .insertInto('review_events')
    .values({
      id: randomUUID(),
      subject_type: 'application',
      subject_id: applicationId,
      kind: 'status',
      from_status: current.review_status,
      to_status: to,
      note: note || null,
      by_id: by.id,
      by_name: by.name,
      at,
      reason_id: to === 'rejected' ? (reasonId ?? null) : null,
    })
    .execute();
  return true;
}

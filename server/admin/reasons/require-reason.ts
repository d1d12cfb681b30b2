/**
 * The rule every move to Rejected or Withdrawn follows, wherever it is made (one application, the
 * board, a bulk move, a mail that moves, the client's answer to a submittal; job and internship
 * applications alike): it names a reason from
 * the matching list (rejected by us, rejected by the client, withdrawn by the candidate) that is not
 * retired. Any other move carries no reason. Refused with 422 on `reasonId` otherwise.
 */
import type { RejectedBy } from '#contracts/admin/applications';
import { REASON_KIND_LABELS, REASON_REQUIRED, reasonKindOf } from '#contracts/admin/reasons';
import { ClientError } from '../../plugins/error-handler';
import type { ReasonsRepository } from '../../repositories/reasons.repository';

/** The reason to store with a move to `status` (null when the move takes none), or a 422. */
export async function requireReason(
  reasons: ReasonsRepository,
  status: string,
  rejectedBy: RejectedBy | null | undefined,
  reasonId: string | null | undefined,
  field = 'reasonId',
): Promise<string | null> {
  const kind = reasonKindOf(status, rejectedBy);
  if (!kind) return null;
  const refuse = (message: string) =>
    new ClientError(422, `Reason: ${message}.`, field, undefined, { [field]: message });
  if (!reasonId) throw refuse(REASON_REQUIRED);
  const reason = await reasons.byId(reasonId);
  if (!reason || reason.kind !== kind) throw refuse(`choose one of “${REASON_KIND_LABELS[kind]}”`);
  if (reason.retired_at) throw refuse(`“${reason.label}” is retired, choose another`);
  return reason.id;
}

/**
 * Where the desk's steps put an application in the pipeline: a submittal makes it Submitted, an
 * interview the client asked for Client interview, an offer Offer, a placement Placed, a client's
 * no Rejected (by the client). Steps move an application forward only: scheduling a second round
 * for one already at Offer leaves it there.
 */
import { type ApplicationStatus, PIPELINE_STAGES } from '#contracts/admin/applications';

export const DESK_STAGES = {
  submitted: 'submitted',
  clientInterview: 'client_interview',
  offer: 'offer',
  placed: 'placed',
  rejected: 'rejected',
} as const satisfies Record<string, ApplicationStatus>;

const order = (status: string) => (PIPELINE_STAGES as readonly string[]).indexOf(status);

/** Whether a step to `to` moves an application now at `from` (forward in the pipeline, or a rejection). */
export function movesForward(from: string, to: ApplicationStatus): boolean {
  if (from === to) return false;
  if (to === 'rejected' || to === 'withdrawn') return true;
  const fromIndex = order(from);
  return fromIndex >= 0 && order(to) > fromIndex;
}

import { CLIENT_REQUEST_MANUAL_STATUSES, type ClientRequestStatus } from '#contracts/admin/client-requests';
import type { Workflow } from '../ui/status-panels';

export const CLIENT_REQUEST_STATUS_LABELS: Record<ClientRequestStatus, string> = {
  new: 'New',
  handled: 'Handled',
  converted: 'Converted',
};

/**
 * A client request's status form: new ↔ handled by hand; once converted (only by "Create client and
 * requirement") it stays converted and the form takes notes.
 */
export const clientRequestWorkflow = (current: ClientRequestStatus): Workflow<ClientRequestStatus> => ({
  statuses: current === 'converted' ? ['converted'] : CLIENT_REQUEST_MANUAL_STATUSES,
  labels: CLIENT_REQUEST_STATUS_LABELS,
  updateTitle: current === 'converted' ? 'A note' : 'Status or a note',
});

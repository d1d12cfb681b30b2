import { INBOX_STATUSES, type InboxStatus } from '#contracts/admin/inbox';
import type { Workflow } from '../ui/status-panels';

export const INBOX_STATUS_LABELS: Record<InboxStatus, string> = { new: 'New', handled: 'Handled' };

/** An inbox record's statuses on its screen. */
export const INBOX_WORKFLOW: Workflow<InboxStatus> = {
  statuses: INBOX_STATUSES,
  labels: INBOX_STATUS_LABELS,
  updateTitle: 'Status or a note',
};

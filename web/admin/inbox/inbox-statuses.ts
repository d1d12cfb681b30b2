import type { InboxStatus } from '#contracts/admin/inbox';

export const INBOX_STATUS_LABELS: Record<InboxStatus, string> = { new: 'New', handled: 'Handled' };

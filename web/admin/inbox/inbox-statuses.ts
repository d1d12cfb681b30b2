import { INBOX_STATUSES, type InboxStatus } from '#contracts/admin/inbox';

export const INBOX_STATUS_LABELS: Record<InboxStatus, string> = { new: 'New', handled: 'Handled' };

export const inboxStatusFilter = (value: string): InboxStatus | undefined =>
  (INBOX_STATUSES as readonly string[]).includes(value) ? (value as InboxStatus) : undefined;

export const inboxFilterOptions = [
  { value: '', label: 'All' },
  ...INBOX_STATUSES.map((value) => ({ value, label: INBOX_STATUS_LABELS[value] })),
];

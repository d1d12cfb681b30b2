/** How a record's history and the mails sent about it are shown in the console. */
import type { SentMail } from '#contracts/admin/applications';
import type { HistoryEntry } from '#contracts/admin/common';
import type { ReviewEventsTable } from '../db/schema';

export const toHistory = (row: ReviewEventsTable): HistoryEntry => ({
  id: row.id,
  kind: row.kind,
  fromStatus: row.from_status,
  toStatus: row.to_status,
  note: row.note,
  by: { id: row.by_id, name: row.by_name },
  at: row.at,
});

/** A mail from the outbox about a candidate, without its body. */
export const toSentMail = (mail: {
  id: string;
  subject: string;
  to: string[];
  status: SentMail['status'];
  created_at: string;
  sent_at: string | null;
}): SentMail => ({
  id: mail.id,
  subject: mail.subject,
  to: mail.to,
  status: mail.status,
  createdAt: mail.created_at,
  sentAt: mail.sent_at,
});

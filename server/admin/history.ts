/** How a record's history and the mails sent about it are shown in the console. */
import type { SentMail } from '#contracts/admin/applications';
import type { HistoryEntry } from '#contracts/admin/common';
import type { ReviewEventsTable } from '../db/schema';
import { nowIso } from '../lib/clock';

export const toHistory = (row: ReviewEventsTable & { reason_label?: string | null }): HistoryEntry => ({
  id: row.id,
  kind: row.kind,
  fromStatus: row.from_status,
  toStatus: row.to_status,
  note: row.note,
  reason: row.reason_label ?? null,
  by: { id: row.by_id, name: row.by_name },
  at: row.at,
});

/**
 * A mail from the outbox about a candidate, without its body; a delayed mail still waiting shows when
 * it leaves (`scheduledFor`), and `cancellable` when it is about `recordId` (cancelled from there).
 */
export const toSentMail =
  (recordId?: string) =>
  (mail: {
    id: string;
    subject: string;
    to: string[];
    status: SentMail['status'];
    created_at: string;
    sent_at: string | null;
    not_before?: string | null;
    about_id?: string | null;
  }): SentMail => {
    const waiting = mail.status === 'pending' && Boolean(mail.not_before) && (mail.not_before ?? '') > nowIso();
    return {
      id: mail.id,
      subject: mail.subject,
      to: mail.to,
      status: mail.status,
      createdAt: mail.created_at,
      sentAt: mail.sent_at,
      scheduledFor: waiting ? (mail.not_before ?? null) : null,
      cancellable: waiting && recordId !== undefined && mail.about_id === recordId,
    };
  };

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

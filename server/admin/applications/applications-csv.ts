/**
 * Applications as CSV (RFC 4180, with a header row) for a spreadsheet. Candidates write their own
 * name, city and the like, so a cell a spreadsheet would run as a formula (starting with = + - @, a
 * tab or a carriage return) is prefixed with a single quote: csv-stringify's `escape_formulas`.
 */
import { stringify } from 'csv-stringify/sync';
import { type ApplicationStatus, type RejectedBy, stageLabel } from '#contracts/admin/applications';
import { EXPORT_COLUMNS } from '#contracts/admin/bulk';

export type ExportRow = {
  name: string;
  email: string;
  phone: string;
  reqId: number | null;
  title: string | null;
  status: ApplicationStatus;
  /** Who rejected it (the Stage column says "Rejected by the client"). */
  rejectedBy?: RejectedBy | null;
  /** Why it was rejected or withdrawn, in words; '' when it is not (or was closed before reasons). */
  reason?: string;
  createdAt: string;
  statusChangedAt: string | null;
  location: string;
  source: string | null;
  rating: { average: number | null; count: number };
  resume: 'stored' | 'pending' | 'missing';
};

export function applicationsCsv(rows: readonly ExportRow[]): string {
  const records = rows.map((row) => [
    row.name,
    row.email,
    row.phone,
    row.reqId === null ? '' : String(row.reqId),
    row.title ?? '',
    stageLabel(row.status, row.rejectedBy),
    row.reason ?? '',
    row.createdAt,
    row.statusChangedAt ?? '',
    row.location,
    row.source ?? '',
    row.rating.average === null ? '' : row.rating.average.toFixed(1),
    String(row.rating.count),
    row.resume === 'stored' ? 'Received' : 'Missing',
  ]);
  // A byte-order mark so spreadsheet programs read the file as UTF-8 (names with accents).
  return `\uFEFF${stringify([[...EXPORT_COLUMNS], ...records], { escape_formulas: true, record_delimiter: 'windows' })}`;
}

/** `applicants-2026-11-25.csv` */
export const exportFileName = (now = new Date()) => `applicants-${now.toISOString().slice(0, 10)}.csv`;

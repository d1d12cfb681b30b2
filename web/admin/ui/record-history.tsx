import type { HistoryEntry } from '#contracts/admin/common';
import { formatMoment, humanize } from './format';

/**
 * A record's status changes (with the reason of a rejection or withdrawal), notes and mails sent (with
 * their text), newest first, each with who and when.
 */
export function RecordHistory({ entries, labels = {} }: { entries: HistoryEntry[]; labels?: Record<string, string> }) {
  if (entries.length === 0) return <p className="mb-0">No changes or notes yet.</p>;
  const label = (status: string | null) => (status ? (labels[status] ?? humanize(status)) : '');
  return (
    <ol className="console-history" aria-label="History, newest first">
      {entries.map((entry) => (
        <li key={entry.id}>
          <div>
            <strong>
              {entry.kind === 'status'
                ? `${entry.fromStatus ? `${label(entry.fromStatus)} → ` : ''}${label(entry.toStatus)}`
                : entry.kind === 'mail'
                  ? 'Mail sent'
                  : 'Note'}
            </strong>{' '}
            <span className="console-sub d-inline">
              by {entry.by.name}, {formatMoment(entry.at)}
            </span>
          </div>
          {entry.reason ? (
            <p className="console-history-reason mb-1">
              <span className="fw-semibold">{entry.toStatus === 'withdrawn' ? 'Candidate’s reason' : 'Reason'}:</span>{' '}
              {entry.reason}
            </p>
          ) : null}
          {entry.note ? <p className="console-history-note">{entry.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}

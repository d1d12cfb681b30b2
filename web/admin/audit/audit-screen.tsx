import { type AuditEntry, AuditQuery } from '#contracts/admin/privacy';
import { privacyApi } from '../api/console-api';
import { formatMoment } from '../ui/format';
import { type ListDeclaration, ListScreen, useList } from '../ui/list-screen';
import { describeDetail } from './audit-detail';

/** Who did it: a staff member's address, the command line, or an id. */
const who = (row: AuditEntry) => row.actorEmail ?? (row.ip === 'cli' ? 'Command line' : (row.actorId ?? 'Unknown'));

/** What staff viewed and changed (admins only; read-only: nobody can edit the log). */
export const auditList: ListDeclaration<typeof AuditQuery, AuditEntry> = {
  query: AuditQuery,
  load: privacyApi.audit,
  title: 'Audit log',
  searchLabel: 'Search the log (who, what, record)',
  caption: 'Audit log, newest first',
  noun: 'entries',
  loadError: 'Could not load the log',
  empty: 'Nothing matches.',
  rowKey: (row) => row.id,
  columns: ({ update }) => [
    { header: 'When', className: 'text-nowrap', cell: (row) => formatMoment(row.at) },
    { header: 'Who', wide: true, cell: who },
    {
      header: 'What',
      cell: (row) => (
        <>
          <button
            type="button"
            className="btn btn-link p-0 align-baseline"
            onClick={() => update({ action: row.action })}
            aria-label={`Show only ${row.action}`}
          >
            {row.action}
          </button>
          {row.detail ? <span className="console-sub text-break">{describeDetail(row.detail)}</span> : null}
          {/* On a phone, who did it goes under what was done (their column gives way). */}
          <span className="console-sub text-break d-md-none">{who(row)}</span>
        </>
      ),
    },
    {
      header: 'Record',
      wide: true,
      cell: (row) => (row.targetType ? `${row.targetType} ${row.targetId ?? ''}` : '—'),
    },
    { header: 'From', wide: true, cell: (row) => row.ip },
  ],
};

export default function AuditScreen() {
  const list = useList(auditList);
  const { action } = list.query;
  return (
    <ListScreen
      list={list}
      intro={<p>Every sign-in, view and change in the console, newest first. The log cannot be edited.</p>}
      toolbar={
        action ? (
          <button
            type="button"
            className="btn btn-outline-secondary"
            onClick={() => list.update({ action: undefined })}
          >
            Show every action (now: {action})
          </button>
        ) : null
      }
    />
  );
}

import { Link } from 'react-router';
import { type AuditEntry, AuditQuery } from '#contracts/admin/privacy';
import { privacyApi } from '../api/console-api';
import { formatMoment } from '../ui/format';
import { type ListDeclaration, ListScreen, useList } from '../ui/list-screen';
import { AuditFilters } from './audit-filters';
import { describeDetail } from './audit-detail';
import { actionWords, moveTarget, recordOf } from './audit-words';

/** Who did it: a staff member's address, the command line, or an id. */
const who = (row: AuditEntry) => row.actorEmail ?? (row.ip === 'cli' ? 'Command line' : (row.actorId ?? 'Unknown'));

/** What happened, in words, with the record as a link while it is held. */
function WhatHappened({ row }: { row: AuditEntry }) {
  const record = recordOf(row);
  const [before, after] = `${actionWords(row.action)}${moveTarget(row)}`.split('{record}');
  const recordNode = record ? record.href ? <Link to={record.href}>{record.text}</Link> : record.text : 'a record';
  return after === undefined ? (
    <>
      {before}
      {record ? <> ({recordNode})</> : null}
    </>
  ) : (
    <>
      {before}
      {recordNode}
      {after}
    </>
  );
}

/** The entry as stored, one click away: the codes, the ids and the client, for an investigation. */
function RawEntry({ row }: { row: AuditEntry }) {
  const { targetLabel: _label, ...stored } = row;
  return (
    <details className="console-audit-raw">
      <summary>Raw entry</summary>
      <pre className="small mb-0 mt-1 p-2 bg-body-tertiary border rounded">{JSON.stringify(stored, null, 2)}</pre>
    </details>
  );
}

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
      header: 'What happened',
      cell: (row) => (
        <>
          <WhatHappened row={row} />
          {row.detail ? <span className="console-sub text-break">{describeDetail(row.detail)}</span> : null}
          {/* On a phone, who did it goes under what was done (their column gives way). */}
          <span className="console-sub text-break d-md-none">{who(row)}</span>
          <span className="d-flex flex-wrap gap-3 align-items-baseline">
            <RawEntry row={row} />
            {row.targetType && row.targetId && row.targetType !== 'person' ? (
              <button
                type="button"
                className="btn btn-link btn-sm p-0 align-baseline"
                onClick={() => update({ targetType: row.targetType ?? undefined, targetId: row.targetId ?? undefined })}
              >
                Everything about this record
              </button>
            ) : null}
          </span>
        </>
      ),
    },
    { header: 'From', wide: true, cell: (row) => row.ip },
  ],
};

export default function AuditScreen() {
  const list = useList(auditList);
  return (
    <ListScreen
      list={list}
      intro={<p>Every sign-in, view and change in the console, newest first. The log cannot be edited.</p>}
      toolbar={<AuditFilters query={list.query} onChange={list.update} />}
    />
  );
}

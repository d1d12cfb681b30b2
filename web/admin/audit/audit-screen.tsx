import type { AuditEntry } from '#contracts/admin/privacy';
import { privacyApi } from '../api/console-api';
import { DataTable } from '../ui/data-table';
import { formatMoment } from '../ui/format';
import { ListToolbar } from '../ui/list-toolbar';
import { Notice } from '../ui/notice';
import { PageTitle } from '../ui/page-title';
import { Pager } from '../ui/pager';
import { useListQuery } from '../ui/use-list-query';
import { useResource } from '../ui/use-resource';

/** Who did it: a staff member's address, the command line, or an id. */
const who = (row: AuditEntry) => row.actorEmail ?? (row.ip === 'cli' ? 'Command line' : (row.actorId ?? 'Unknown'));

/** What staff viewed and changed (admins only; read-only: nobody can edit the log). */
export default function AuditScreen() {
  const { page, search, filters, update, key } = useListQuery(['action']);
  const action = filters.action || undefined;
  const list = useResource(
    (signal) => privacyApi.audit({ page, search: search || undefined, action }, { signal }),
    key,
  );
  return (
    <>
      <PageTitle title="Audit log" />
      <p>Every sign-in, view and change in the console, newest first. The log cannot be edited.</p>
      <ListToolbar
        searchLabel="Search the log (who, what, record)"
        search={search}
        onSearch={(value) => update({ search: value })}
      >
        {action ? (
          <button type="button" className="btn btn-outline-secondary" onClick={() => update({ action: undefined })}>
            Show every action (now: {action})
          </button>
        ) : null}
      </ListToolbar>
      {list.state === 'error' ? <Notice kind="error">Could not load the log: {list.message}</Notice> : null}
      <DataTable<AuditEntry>
        caption="Audit log, newest first"
        busy={list.state === 'loading'}
        rows={list.data?.items ?? []}
        rowKey={(row) => row.id}
        empty="Nothing matches."
        columns={[
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
                {row.detail ? <span className="console-sub text-break">{row.detail}</span> : null}
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
        ]}
      />
      {list.data ? (
        <Pager
          page={list.data.page}
          pageSize={list.data.pageSize}
          total={list.data.total}
          noun="entries"
          onPage={(next) => update({ page: next })}
        />
      ) : null}
    </>
  );
}

import { Link } from 'react-router';
import type { InternshipSummary } from '#contracts/admin/inbox';
import { internshipsApi } from '../api/console-api';
import { consolePaths } from '../console-paths';
import { DataTable } from '../ui/data-table';
import { formatMoment } from '../ui/format';
import { ListToolbar } from '../ui/list-toolbar';
import { Notice } from '../ui/notice';
import { PageTitle } from '../ui/page-title';
import { Pager } from '../ui/pager';
import { StatusBadge } from '../ui/status-badge';
import { useListQuery } from '../ui/use-list-query';
import { useResource } from '../ui/use-resource';
import { inboxFilterOptions, inboxStatusFilter } from './inbox-statuses';

/** Internship applications, newest first, searched and filtered on the server. */
export default function InternshipsScreen() {
  const { page, search, filters, update, key } = useListQuery(['status']);
  const status = inboxStatusFilter(filters.status ?? '');
  const list = useResource(
    (signal) => internshipsApi.list({ page, search: search || undefined, status }, { signal }),
    key,
  );
  return (
    <>
      <PageTitle title="Internship applications" />
      <ListToolbar
        searchLabel="Search internship applications (name, e-mail)"
        search={search}
        onSearch={(value) => update({ search: value })}
        filters={[
          {
            name: 'status',
            label: 'Status',
            value: status ?? '',
            options: inboxFilterOptions,
            onChange: (value) => update({ status: value }),
          },
        ]}
      />
      {list.state === 'error' ? <Notice kind="error">Could not load them: {list.message}</Notice> : null}
      <DataTable<InternshipSummary>
        caption="Internship applications, newest first"
        busy={list.state === 'loading'}
        rows={list.data?.items ?? []}
        rowKey={(row) => row.id}
        empty={search || status ? 'No application matches.' : 'No internship applications yet.'}
        columns={[
          {
            header: 'Applicant',
            cell: (row) => (
              <>
                <Link to={consolePaths.internship(row.id)}>{row.name}</Link>
                <span className="console-sub">{row.email}</span>
              </>
            ),
          },
          { header: 'Area of interest', wide: true, cell: (row) => row.areaOfInterest },
          { header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
          { header: 'Received', wide: true, className: 'text-nowrap', cell: (row) => formatMoment(row.createdAt) },
        ]}
      />
      {list.data ? (
        <Pager
          page={list.data.page}
          pageSize={list.data.pageSize}
          total={list.data.total}
          noun="applications"
          onPage={(next) => update({ page: next })}
        />
      ) : null}
    </>
  );
}

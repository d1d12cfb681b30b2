import { Link } from 'react-router';
import { OPENING_STATUSES, type OpeningStatus, type OpeningSummary } from '#contracts/admin/openings';
import { openingsApi } from '../api/console-api';
import { StageCountsLine } from '../board/stage-counts';
import { consolePaths } from '../console-paths';
import { DataTable } from '../ui/data-table';
import { formatCount, formatDay, humanize } from '../ui/format';
import { ListToolbar } from '../ui/list-toolbar';
import { Notice } from '../ui/notice';
import { PageTitle } from '../ui/page-title';
import { Pager } from '../ui/pager';
import { StatusBadge } from '../ui/status-badge';
import { useListQuery } from '../ui/use-list-query';
import { useResource } from '../ui/use-resource';

const isStatus = (value: string): value is OpeningStatus => (OPENING_STATUSES as readonly string[]).includes(value);

/** Every opening, newest first, searched and filtered on the server, a page at a time. */
export default function OpeningsScreen() {
  const { page, search, filters, update, key } = useListQuery(['status']);
  const status = isStatus(filters.status ?? '') ? (filters.status as OpeningStatus) : undefined;
  const list = useResource(
    (signal) => openingsApi.list({ page, search: search || undefined, status }, { signal }),
    key,
  );

  return (
    <>
      <PageTitle title="Openings">
        <Link className="btn btn-primary" to={consolePaths.newOpening}>
          New opening
        </Link>
      </PageTitle>
      <ListToolbar
        searchLabel="Search openings (title, location, job ID)"
        search={search}
        onSearch={(value) => update({ search: value })}
        filters={[
          {
            name: 'status',
            label: 'Status',
            value: status ?? '',
            options: [
              { value: '', label: 'All' },
              ...OPENING_STATUSES.map((value) => ({ value, label: humanize(value) })),
            ],
            onChange: (value) => update({ status: value }),
          },
        ]}
      />
      {list.state === 'error' ? <Notice kind="error">Could not load the openings: {list.message}</Notice> : null}
      <DataTable<OpeningSummary>
        caption="Openings"
        busy={list.state === 'loading'}
        rows={list.data?.items ?? []}
        rowKey={(row) => row.uuid}
        empty={search || status ? 'No opening matches.' : 'No openings yet. Create the first one.'}
        columns={[
          { header: 'Job ID', cell: (row) => row.reqId, className: 'text-nowrap', wide: true },
          {
            header: 'Title',
            cell: (row) => (
              <>
                <Link to={consolePaths.opening(row.reqId)}>{row.title}</Link>
                <span className="console-sub">
                  <span className="d-md-none">Job {row.reqId} · </span>
                  {row.location}, {row.countryName}
                </span>
              </>
            ),
          },
          { header: 'Type', cell: (row) => row.positionType, wide: true },
          { header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
          {
            header: 'Applicants',
            cell: (row) => (
              <Link
                to={`${consolePaths.applications}?reqId=${row.reqId}`}
                aria-label={`${formatCount(row.applicationCount)} applicants for ${row.title}`}
              >
                {formatCount(row.applicationCount)}
              </Link>
            ),
          },
          {
            header: 'By stage',
            wide: true,
            cell: (row) => <StageCountsLine reqId={row.reqId} title={row.title} counts={row.stageCounts} />,
          },
          { header: 'Posted', cell: (row) => formatDay(row.postedDate), wide: true, className: 'text-nowrap' },
        ]}
      />
      {list.data ? (
        <Pager
          page={list.data.page}
          pageSize={list.data.pageSize}
          total={list.data.total}
          noun="openings"
          onPage={(next) => update({ page: next })}
        />
      ) : null}
    </>
  );
}

import { Link } from 'react-router';
import { OPENING_STATUSES, type OpeningSummary, OpeningsQuery } from '#contracts/admin/openings';
import { openingsApi } from '../api/console-api';
import { StageCountsLine } from '../board/stage-counts';
import { consolePaths } from '../console-paths';
import { formatCount, formatDay, humanize } from '../ui/format';
import { type ListDeclaration, ListScreen, filterOptions, useList } from '../ui/list-screen';
import { StatusBadge } from '../ui/status-badge';

/** Every opening, newest first, searched and filtered on the server, a page at a time. */
export const openingsList: ListDeclaration<typeof OpeningsQuery, OpeningSummary> = {
  query: OpeningsQuery,
  load: openingsApi.list,
  title: 'Openings',
  searchLabel: 'Search openings (title, location, job ID)',
  caption: 'Openings',
  noun: 'openings',
  loadError: 'Could not load the openings',
  empty: { none: 'No openings yet. Create the first one.', noMatch: 'No opening matches.' },
  filters: [{ name: 'status', label: 'Status', options: filterOptions(OPENING_STATUSES, humanize) }],
  rowKey: (row) => row.uuid,
  columns: () => [
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
  ],
};

export default function OpeningsScreen() {
  return (
    <ListScreen
      list={useList(openingsList)}
      actions={
        <Link className="btn btn-primary" to={consolePaths.newOpening}>
          New opening
        </Link>
      }
    />
  );
}

import { Link } from 'react-router';
import {
  APPLICATION_STATUSES,
  APPLICATION_STATUS_LABELS,
  type ApplicationStatus,
  type ApplicationSummary,
} from '#contracts/admin/applications';
import { applicationsApi } from '../api/console-api';
import { consolePaths } from '../console-paths';
import { RatingBadge } from '../ratings/rating-badge';
import { DataTable } from '../ui/data-table';
import { formatMoment } from '../ui/format';
import { ListToolbar } from '../ui/list-toolbar';
import { Notice } from '../ui/notice';
import { PageTitle } from '../ui/page-title';
import { Pager } from '../ui/pager';
import { StatusBadge } from '../ui/status-badge';
import { useListQuery } from '../ui/use-list-query';
import { useResource } from '../ui/use-resource';

const isStatus = (value: string): value is ApplicationStatus =>
  (APPLICATION_STATUSES as readonly string[]).includes(value);

/** Applications across all openings or for one (`?reqId=`), newest first, paged on the server. */
export default function ApplicationsScreen() {
  const { page, search, filters, update, key } = useListQuery(['status', 'resume', 'reqId']);
  const status = isStatus(filters.status ?? '') ? (filters.status as ApplicationStatus) : undefined;
  const resume = filters.resume === 'complete' || filters.resume === 'incomplete' ? filters.resume : undefined;
  const reqId = Number(filters.reqId) > 0 ? Number(filters.reqId) : undefined;
  const list = useResource(
    (signal) => applicationsApi.list({ page, search: search || undefined, status, resume, reqId }, { signal }),
    key,
  );
  const openingTitle = reqId
    ? list.data?.items.find((item) => item.opening?.reqId === reqId)?.opening?.title
    : undefined;

  return (
    <>
      <PageTitle title={reqId ? `Applicants for opening ${reqId}` : 'Applicants'} />
      {reqId ? (
        <p>
          {openingTitle ? <>{openingTitle}. </> : null}
          <Link to={consolePaths.opening(reqId)}>Open the opening</Link> ·{' '}
          <button
            type="button"
            className="btn btn-link p-0 align-baseline"
            onClick={() => update({ reqId: undefined })}
          >
            Show applicants for every opening
          </button>
        </p>
      ) : null}
      <ListToolbar
        searchLabel="Search applicants (name, e-mail, phone)"
        search={search}
        onSearch={(value) => update({ search: value })}
        filters={[
          {
            name: 'status',
            label: 'Status',
            value: status ?? '',
            options: [
              { value: '', label: 'All' },
              ...APPLICATION_STATUSES.map((value) => ({ value, label: APPLICATION_STATUS_LABELS[value] })),
            ],
            onChange: (value) => update({ status: value }),
          },
          {
            name: 'resume',
            label: 'Resume',
            value: resume ?? '',
            options: [
              { value: '', label: 'All' },
              { value: 'complete', label: 'Received' },
              { value: 'incomplete', label: 'Missing (incomplete)' },
            ],
            onChange: (value) => update({ resume: value }),
          },
        ]}
      />
      {list.state === 'error' ? <Notice kind="error">Could not load the applicants: {list.message}</Notice> : null}
      <DataTable<ApplicationSummary>
        caption="Applicants, newest first"
        busy={list.state === 'loading'}
        rows={list.data?.items ?? []}
        rowKey={(row) => row.id}
        empty={search || status || resume ? 'No applicant matches.' : 'No applications yet.'}
        columns={[
          {
            header: 'Applicant',
            cell: (row) => (
              <>
                <Link to={consolePaths.application(row.id)}>{row.name}</Link>
                <span className="console-sub">{row.email}</span>
              </>
            ),
          },
          {
            header: 'Opening',
            wide: true,
            cell: (row) =>
              row.opening ? (
                <>
                  {row.opening.title}
                  <span className="console-sub">Job {row.opening.reqId}</span>
                </>
              ) : (
                '—'
              ),
          },
          {
            header: 'Status',
            cell: (row) => (
              <span className="d-flex flex-wrap gap-1">
                <StatusBadge status={row.status} />
                {row.resume === 'stored' ? null : <StatusBadge status="incomplete" />}
              </span>
            ),
          },
          { header: 'Rating', cell: (row) => <RatingBadge rating={row.rating} />, className: 'text-nowrap' },
          { header: 'Applied', wide: true, className: 'text-nowrap', cell: (row) => formatMoment(row.createdAt) },
        ]}
      />
      {list.data ? (
        <Pager
          page={list.data.page}
          pageSize={list.data.pageSize}
          total={list.data.total}
          noun="applicants"
          onPage={(next) => update({ page: next })}
        />
      ) : null}
    </>
  );
}

import { useState } from 'react';
import { Link } from 'react-router';
import {
  type InternshipStatus,
  InternshipsQuery,
  type InternshipSummary,
  type InternshipsFilter,
  internshipPipeline,
} from '#contracts/admin/internships';
import { RATING_LABELS, RATING_SCORES } from '#contracts/admin/ratings';
import { isClientError } from '../api/admin-client';
import { internshipsApi } from '../api/console-api';
import { BulkBar } from '../applications/bulk-bar';
import { selectColumn } from '../applications/select-checkbox';
import { type BulkCalls, useBulkActions } from '../applications/use-bulk-actions';
import { useBulkSelection } from '../applications/use-bulk-selection';
import { MoveMenu, moveWords, type StageMove } from '../board/move-menu';
import { consolePaths } from '../console-paths';
import { MailComposer } from '../mail/mail-composer';
import { RatingBadge } from '../ratings/rating-badge';
import { formatMoment } from '../ui/format';
import { type ListDeclaration, ListScreen, filterOptions, useList } from '../ui/list-screen';
import { Notice } from '../ui/notice';
import { StatusBadge } from '../ui/status-badge';

/** The internship pipeline's bulk calls (no CSV: the privacy export covers a person's record). */
const bulkCalls: BulkCalls<InternshipStatus, InternshipsFilter> = {
  move: (selection, { kind, status, reasonId, note }) =>
    internshipsApi.bulk({
      selection,
      action: { kind, status, ...(reasonId ? { reasonId } : {}), ...(note ? { note } : {}) },
    }),
  matchingIds: internshipsApi.matchingIds,
  labels: internshipPipeline.labels,
};

/**
 * Internship applications, newest first, searched and filtered (step, rating) on the server: who, the
 * area, the step (with the reason once out of the pipeline), the rating, when it came.
 */
export const internshipsList: ListDeclaration<typeof InternshipsQuery, InternshipSummary> = {
  query: InternshipsQuery,
  load: internshipsApi.list,
  title: 'Internship applications',
  searchLabel: 'Search internship applications (name, e-mail)',
  caption: 'Internship applications, newest first',
  loadError: 'Could not load them',
  empty: { none: 'No internship applications yet.', noMatch: 'No application matches.' },
  noun: 'applications',
  filters: [
    {
      name: 'status',
      label: 'Step',
      options: filterOptions(internshipPipeline.statuses, (value) => internshipPipeline.labels[value]),
    },
    {
      name: 'minRating',
      label: 'Rating',
      options: filterOptions(
        RATING_SCORES.slice(1).map(String),
        (value) => `${RATING_LABELS[Number(value) as 2 | 3 | 4]} or better`,
      ),
    },
  ],
  rowKey: (row) => row.id,
};

/**
 * The list with the job applications' tools: a row's "Move to…", a selection (this page, or every
 * match) moved in bulk or sent a templated mail, and the board one link away.
 */
export default function InternshipsScreen() {
  const list = useList(internshipsList);
  const { page: _page, pageSize: _pageSize, ...filter } = list.query;
  const rows = list.rows;
  const pageIds = rows.map((row) => row.id);
  const selected = useBulkSelection(JSON.stringify(filter));
  const pageSelected = pageIds.filter((id) => selected.isSelected(id)).length;
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const bulk = useBulkActions({
    calls: bulkCalls,
    selected,
    filter,
    onNotice: setNotice,
    onMoved: () => list.resource.reload(),
  });
  const total = list.resource.data?.total;
  const [mailIds, setMailIds] = useState<string[]>([]);

  const move = async (row: InternshipSummary, to: StageMove<InternshipStatus>) => {
    const { status, reasonId, note } = to;
    const answer = await internshipsApi.setStatus(row.id, {
      status,
      ...(reasonId ? { reasonId } : {}),
      ...(note ? { note } : {}),
    });
    if (isClientError(answer))
      return setNotice({ kind: 'error', text: `${row.name} was not moved: ${answer.message}` });
    setNotice({ kind: 'success', text: `Moved ${row.name} to ${moveWords(to, internshipPipeline.labels)}.` });
    list.resource.reload();
  };

  return (
    <ListScreen
      list={list}
      actions={
        <Link className="btn btn-sm btn-outline-primary" to={consolePaths.internshipsBoard}>
          Board
        </Link>
      }
      before={
        <>
          {notice ? <Notice kind={notice.kind}>{notice.text}</Notice> : null}
          <BulkBar<InternshipStatus>
            count={selected.count}
            busy={bulk.busy}
            pipeline={internshipPipeline}
            selectAll={
              total !== undefined &&
              pageIds.length > 0 &&
              pageSelected === pageIds.length &&
              selected.selection.kind === 'ids'
                ? { total, onSelect: () => selected.selectMatching(total) }
                : undefined
            }
            onMove={(to) => void bulk.move(to)}
            onClear={selected.clear}
            resolveIds={bulk.resolveIds}
            onMail={setMailIds}
          />
          <MailComposer
            owner="internship"
            show={mailIds.length > 0}
            applicationIds={mailIds}
            onHide={() => setMailIds([])}
            onSent={(_result, _request, shown) => {
              setNotice({
                kind: 'success',
                text: `Queued a mail to each of the ${mailIds.length} selected: “${shown.subject}”.`,
              });
              setMailIds([]);
              selected.clear();
              list.resource.reload();
            }}
          />
        </>
      }
      rowClassName={(row) => (selected.isSelected(row.id) ? 'console-selected-row' : undefined)}
      columns={[
        selectColumn(selected, pageIds),
        {
          header: 'Applicant',
          cell: (row) => (
            <span id={`row-${row.id}`}>
              <Link to={consolePaths.internship(row.id)}>{row.name}</Link>
              <span className="console-sub d-none d-md-block">{row.email}</span>
              <span className="console-sub d-md-none">{row.areaOfInterest}</span>
            </span>
          ),
        },
        { header: 'Area of interest', wide: true, cell: (row) => row.areaOfInterest },
        {
          header: 'Step',
          cell: (row) => (
            <span className="d-flex flex-wrap align-items-center gap-1" id={`row-${row.id}-stage`}>
              <StatusBadge status={row.status} label={internshipPipeline.labels[row.status]} />
              {row.reason ? <span className="console-sub d-inline small">{row.reason.label}</span> : null}
              <MoveMenu<InternshipStatus>
                name={row.name}
                current={row.status}
                pipeline={internshipPipeline}
                onMove={(to) => void move(row, to)}
              />
            </span>
          ),
        },
        { header: 'Rating', wide: true, cell: (row) => <RatingBadge rating={row.rating} /> },
        { header: 'Received', wide: true, className: 'text-nowrap', cell: (row) => formatMoment(row.createdAt) },
      ]}
    />
  );
}

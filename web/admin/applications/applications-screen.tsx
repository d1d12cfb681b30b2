import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  APPLICATION_SORTS,
  APPLICATION_STATUSES,
  APPLICATION_STATUS_LABELS,
  type ApplicationSort,
  type ApplicationStatus,
  type ApplicationSummary,
} from '#contracts/admin/applications';
import type { ApplicationsFilter } from '#contracts/admin/bulk';
import { isClientError } from '../api/admin-client';
import { applicationsApi } from '../api/console-api';
import { MoveMenu } from '../board/move-menu';
import { consolePaths } from '../console-paths';
import { MailComposer } from '../mail/mail-composer';
import { RatingBadge } from '../ratings/rating-badge';
import { DataTable } from '../ui/data-table';
import { formatDay } from '../ui/format';
import { ListToolbar } from '../ui/list-toolbar';
import { Notice } from '../ui/notice';
import { PageTitle } from '../ui/page-title';
import { Pager } from '../ui/pager';
import { ShortcutsHelp } from '../ui/shortcuts-help';
import { StatusBadge } from '../ui/status-badge';
import { useListQuery } from '../ui/use-list-query';
import { useResource } from '../ui/use-resource';
import { useShortcuts } from '../ui/use-shortcuts';
import { ProfileLink } from '../candidates/profile-link';
import { BulkBar } from './bulk-bar';
import { SelectCheckbox } from './select-checkbox';
import { useBulkActions } from './use-bulk-actions';
import { useBulkSelection } from './use-bulk-selection';
import { ListFilters } from './list-filters';
import { APPLICATION_FILTERS as FILTERS, applicationInList, listSearch } from './list-params';
import { OpeningFilter } from './opening-filter';
const isStatus = (value: string): value is ApplicationStatus =>
  (APPLICATION_STATUSES as readonly string[]).includes(value);
const isSort = (value: string): value is ApplicationSort => (APPLICATION_SORTS as readonly string[]).includes(value);
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

const SHORTCUTS = [
  ['j', 'Next applicant'],
  ['k', 'Previous applicant'],
  ['o', 'Open the applicant'],
  ['s', 'Move the applicant to another stage'],
  ['e', 'Mail the applicant'],
  ['x', 'Select the applicant (or unselect)'],
  ['?', 'Show these shortcuts'],
] as const;

/**
 * Applications across all openings or for one (`?reqId=`), paged, sorted, filtered and searched on
 * the server, all of it in the URL. j/k pick a row, o opens it, s moves it to another stage, e mails it, x
 * selects it. Selected applications (checkboxes, shift-click for a range, the page, or every match
 * of the filter) move, get rejected or are exported together from the bulk bar.
 * "Reject with a template…" opens the mail composer on the selection, with the reject template and
 * the move to Rejected chosen: one send mails each of them and moves them together.
 */
export default function ApplicationsScreen() {
  const navigate = useNavigate();
  const { page, search, filters, update, key } = useListQuery(FILTERS);
  // An application opened from here keeps this list (its filters, sort and page) for Previous / Next.
  const inList = (id: string) => applicationInList(id, listSearch(new URLSearchParams(key)));
  const status = isStatus(filters.status ?? '') ? (filters.status as ApplicationStatus) : undefined;
  const resume = filters.resume === 'complete' || filters.resume === 'incomplete' ? filters.resume : undefined;
  const reqId = Number(filters.reqId) > 0 ? Number(filters.reqId) : undefined;
  const sort: ApplicationSort = isSort(filters.sort ?? '') ? (filters.sort as ApplicationSort) : '-created';
  const from = isDay(filters.from ?? '') ? filters.from : undefined;
  const to = isDay(filters.to ?? '') ? filters.to : undefined;
  const minRating = /^[1-4]$/.test(filters.minRating ?? '') ? Number(filters.minRating) : undefined;
  // What the list matches (without page and sort): "all that match" and the selection's lifetime.
  const filter: ApplicationsFilter = {
    search: search || undefined,
    status,
    resume,
    reqId,
    from,
    to,
    location: filters.location || undefined,
    source: filters.source || undefined,
    minRating,
  };
  const list = useResource(
    (signal) => applicationsApi.list({ ...filter, page, sort: sort === '-created' ? undefined : sort }, { signal }),
    key,
  );
  const rows = list.data?.items ?? [];
  const pageIds = rows.map((row) => row.id);
  const selected = useBulkSelection(JSON.stringify(filter));
  const pageSelected = pageIds.filter((id) => selected.isSelected(id)).length;
  const [active, setActive] = useState<string | undefined>(undefined);
  const [help, setHelp] = useState(false);
  const [mailTo, setMailTo] = useState<ApplicationSummary | null>(null);
  const [rejectIds, setRejectIds] = useState<string[]>([]);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const bulk = useBulkActions({
    selected,
    filter,
    onNotice: setNotice,
    onMoved: () => list.reload(),
  });
  const index = rows.findIndex((row) => row.id === active);
  const activeRow = index >= 0 ? rows[index] : undefined;

  const pick = (step: number) => {
    if (!rows.length) return;
    const next = rows[Math.min(rows.length - 1, Math.max(0, index < 0 ? 0 : index + step))];
    setActive(next?.id);
    if (next) document.getElementById(`row-${next.id}`)?.scrollIntoView?.({ block: 'nearest' });
  };
  useShortcuts({
    j: () => pick(1),
    k: () => pick(-1),
    o: () => activeRow && void navigate(inList(activeRow.id)),
    s: () => {
      if (!activeRow) return;
      document.querySelector<HTMLButtonElement>(`#row-${activeRow.id}-stage .console-move-toggle`)?.click();
    },
    e: () => activeRow && setMailTo(activeRow),
    x: () => {
      // The row holding the focus (its checkbox or link), else the one picked with j/k.
      const focused = document.activeElement?.closest('tr')?.querySelector<HTMLInputElement>('input[data-select]');
      const id = focused?.dataset.select ?? activeRow?.id;
      if (id) selected.toggle(id, pageIds);
    },
    '?': () => setHelp(true),
  });

  const move = async (row: ApplicationSummary, to: ApplicationStatus) => {
    const answer = await applicationsApi.setStatus(row.id, { status: to });
    if (isClientError(answer))
      return setNotice({ kind: 'error', text: `${row.name} was not moved: ${answer.message}` });
    setNotice({ kind: 'success', text: `Moved ${row.name} to ${APPLICATION_STATUS_LABELS[to]}.` });
    list.reload();
  };

  const openingTitle = reqId ? rows.find((item) => item.opening?.reqId === reqId)?.opening?.title : undefined;
  const filtered = Boolean(search || status || resume || from || to || filters.location || filters.source || minRating);

  return (
    <>
      <PageTitle title={reqId ? `Applicants for opening ${reqId}` : 'Applicants'}>
        <button type="button" className="btn btn-link d-none d-md-inline-block" onClick={() => setHelp(true)}>
          Shortcuts <kbd>?</kbd>
        </button>
      </PageTitle>
      {reqId ? (
        <p>
          {openingTitle ? <>{openingTitle}. </> : null}
          <Link to={consolePaths.board(reqId)}>Board</Link> · <Link to={consolePaths.opening(reqId)}>Opening</Link> ·{' '}
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
            label: 'Stage',
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
      >
        <OpeningFilter value={reqId} onChange={(value) => update({ reqId: value })} />
        <ListFilters
          values={{
            from: from ?? '',
            to: to ?? '',
            location: filters.location ?? '',
            source: filters.source ?? '',
            minRating: minRating ? String(minRating) : '',
          }}
          onChange={(changes) => update(changes)}
        />
      </ListToolbar>
      {list.state === 'error' ? <Notice kind="error">Could not load the applicants: {list.message}</Notice> : null}
      {notice ? <Notice kind={notice.kind}>{notice.text}</Notice> : null}
      <BulkBar
        count={selected.count}
        busy={bulk.busy}
        selectAll={
          list.data && pageIds.length > 0 && pageSelected === pageIds.length && selected.selection.kind === 'ids'
            ? { total: list.data.total, onSelect: () => selected.selectMatching(list.data?.total ?? 0) }
            : undefined
        }
        onMove={(to) => void bulk.move(to)}
        onExport={() => void bulk.exportCsv()}
        onClear={selected.clear}
        resolveIds={bulk.resolveIds}
        onRejectWithTemplate={setRejectIds}
      />
      <DataTable<ApplicationSummary>
        caption="Applicants"
        busy={list.state === 'loading'}
        rows={rows}
        rowKey={(row) => row.id}
        activeKey={active}
        sort={{ value: sort, onChange: (value) => update({ sort: value === '-created' ? undefined : value }) }}
        empty={filtered ? 'No applicant matches.' : 'No applications yet.'}
        rowClassName={(row) => (selected.isSelected(row.id) ? 'console-selected-row' : undefined)}
        columns={[
          {
            header: 'Select',
            className: 'console-select',
            headerCell: (
              <SelectCheckbox
                label="Select every applicant on this page"
                checked={pageIds.length > 0 && pageSelected === pageIds.length}
                mixed={pageSelected > 0 && pageSelected < pageIds.length}
                disabled={!pageIds.length}
                onChange={(on) => selected.setPage(pageIds, on)}
              />
            ),
            cell: (row) => (
              <SelectCheckbox
                label={`Select ${row.name}`}
                id={row.id}
                checked={selected.isSelected(row.id)}
                onChange={(_on, range) => selected.toggle(row.id, pageIds, range)}
              />
            ),
          },
          {
            header: 'Applicant',
            sortKey: 'name',
            cell: (row) => (
              <span id={`row-${row.id}`}>
                <Link to={inList(row.id)}>{row.name}</Link>
                {/* On a phone the e-mail gives way, so the stage and the date fit beside the name. */}
                <span className="console-sub d-none d-md-block">{row.email}</span>
                <ProfileLink person={row.person} compact />
              </span>
            ),
          },
          {
            header: 'Opening',
            wide: true,
            cell: (row) =>
              row.opening ? (
                <>
                  {row.opening.title}
                  <span className="console-sub">
                    Job {row.opening.reqId} · {row.location}
                  </span>
                </>
              ) : (
                '—'
              ),
          },
          {
            header: 'Stage',
            sortKey: 'status',
            cell: (row) => (
              <span className="d-flex flex-wrap align-items-center gap-1" id={`row-${row.id}-stage`}>
                <StatusBadge status={row.status} />
                {row.resume === 'stored' ? null : <StatusBadge status="incomplete" />}
                <MoveMenu name={row.name} current={row.status} onMove={(to) => void move(row, to)} />
              </span>
            ),
          },
          { header: 'Rating', sortKey: 'rating', wide: true, cell: (row) => <RatingBadge rating={row.rating} /> },
          { header: 'Source', wide: true, cell: (row) => row.source ?? '—' },
          { header: 'Applied', sortKey: 'created', className: 'text-nowrap', cell: (row) => formatDay(row.createdAt) },
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
      <ShortcutsHelp show={help} onHide={() => setHelp(false)} keys={SHORTCUTS} />
      <MailComposer
        show={mailTo !== null}
        applicationIds={mailTo ? [mailTo.id] : []}
        recipientLabel={mailTo?.name}
        onHide={() => setMailTo(null)}
        onSent={(_result, _request, shown) => {
          setNotice({ kind: 'success', text: `Mail “${shown.subject}” queued to ${mailTo?.name ?? ''}.` });
          setMailTo(null);
          list.reload();
        }}
      />
      <MailComposer
        show={rejectIds.length > 0}
        applicationIds={rejectIds}
        purpose="reject"
        moveTo="rejected"
        onHide={() => setRejectIds([])}
        onSent={(_result, _request, shown) => {
          setNotice({
            kind: 'success',
            text: `Rejected ${rejectIds.length} and queued a mail to each: “${shown.subject}”.`,
          });
          setRejectIds([]);
          selected.clear();
          list.reload();
        }}
      />
    </>
  );
}

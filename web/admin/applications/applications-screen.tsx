import { formatMoment } from '../ui/format';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  APPLICATION_STATUSES,
  APPLICATION_STATUS_LABELS,
  type ApplicationSummary,
  ApplicationsQuery,
  stageLabel,
} from '#contracts/admin/applications';
import { ApplicationsFilter } from '#contracts/admin/bulk';
import { isClientError } from '../api/admin-client';
import { applicationsApi } from '../api/console-api';
import { MoveMenu, moveWords, type StageMove } from '../board/move-menu';
import { consolePaths } from '../console-paths';
import { MailComposer } from '../mail/mail-composer';
import { RatingBadge } from '../ratings/rating-badge';
import { formatDay } from '../ui/format';
import { type ListDeclaration, ListScreen, filterOptions, useList } from '../ui/list-screen';
import { Notice } from '../ui/notice';
import { ShortcutsHelp } from '../ui/shortcuts-help';
import { StatusBadge } from '../ui/status-badge';
import { useFocusAfter } from '../ui/use-focus-after';
import { useShortcuts } from '../ui/use-shortcuts';
import { ProfileLink } from '../candidates/profile-link';
import { BulkBar } from './bulk-bar';
import { selectColumn } from './select-checkbox';
import { useBulkActions } from './use-bulk-actions';
import { useBulkSelection } from './use-bulk-selection';
import { ListFilters } from './list-filters';
import { applicationInList, listSearch } from './list-params';
import { OpeningFilter } from './opening-filter';

/** The applicants list: its columns act on the screen's selection and shortcuts, so the screen makes them. */
export const applicationsList: ListDeclaration<typeof ApplicationsQuery, ApplicationSummary> = {
  query: ApplicationsQuery,
  load: applicationsApi.list,
  title: ({ reqId }) => (reqId ? `Applicants for opening ${reqId}` : 'Applicants'),
  searchLabel: 'Search applicants (name, e-mail, phone)',
  caption: 'Applicants',
  noun: 'applicants',
  loadError: 'Could not load the applicants',
  empty: { none: 'No applications yet.', noMatch: 'No applicant matches.' },
  filters: [
    {
      name: 'status',
      label: 'Stage',
      options: filterOptions(APPLICATION_STATUSES, (value) => APPLICATION_STATUS_LABELS[value]),
    },
    {
      name: 'resume',
      label: 'Resume',
      options: [
        { value: '', label: 'All' },
        { value: 'complete', label: 'Received' },
        { value: 'incomplete', label: 'Missing (incomplete)' },
      ],
    },
  ],
  scopes: ['reqId'],
  defaultSort: '-created',
  rowKey: (row) => row.id,
};

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
  const applications = useList(applicationsList);
  const { query, update, key } = applications;
  // An application opened from here keeps this list (its filters, sort and page) for Previous / Next.
  const inList = (id: string) => applicationInList(id, listSearch(new URLSearchParams(key)));
  const { reqId } = query;
  // What the list matches (without page and sort): "all that match" and the selection's lifetime.
  const filter: ApplicationsFilter = ApplicationsFilter.parse(query);
  const list = applications.resource;
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
  const focusAfter = useFocusAfter(list.data);
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

  const move = async (row: ApplicationSummary, to: StageMove) => {
    const answer = await applicationsApi.setStatus(row.id, to);
    if (isClientError(answer))
      return setNotice({ kind: 'error', text: `${row.name} was not moved: ${answer.message}` });
    setNotice({ kind: 'success', text: `Moved ${row.name} to ${moveWords(to)}.` });
    // The keyboard stays on the row, or goes on to the next one when the move took it off the list.
    const at = rows.findIndex((r) => r.id === row.id);
    const targets = [row, rows[at + 1], rows[at - 1]].flatMap((r) => (r ? [r.id] : []));
    focusAfter(
      targets.map((id) => `#row-${id}-stage .console-move-toggle`),
      (selector) => setActive(targets.find((id) => selector.startsWith(`#row-${id}-`))),
    );
    list.reload();
  };

  const openingTitle = reqId ? rows.find((item) => item.opening?.reqId === reqId)?.opening?.title : undefined;

  return (
    <ListScreen
      list={applications}
      actions={
        <button type="button" className="btn btn-link d-none d-md-inline-block" onClick={() => setHelp(true)}>
          Shortcuts <kbd>?</kbd>
        </button>
      }
      intro={
        reqId ? (
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
        ) : null
      }
      toolbar={
        <>
          <OpeningFilter value={reqId} onChange={(value) => update({ reqId: value })} />
          <ListFilters
            values={{
              from: query.from ?? '',
              to: query.to ?? '',
              location: query.location ?? '',
              source: query.source ?? '',
              minRating: query.minRating ? String(query.minRating) : '',
              reason: query.reason ?? '',
            }}
            onChange={(changes) => update(changes)}
          />
        </>
      }
      before={
        <>
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
        </>
      }
      activeKey={active}
      rowClassName={(row) => (selected.isSelected(row.id) ? 'console-selected-row' : undefined)}
      columns={[
        selectColumn(selected, pageIds),
        {
          header: 'Applicant',
          sortKey: 'name',
          cell: (row) => (
            <span id={`row-${row.id}`}>
              <Link to={inList(row.id)}>{row.name}</Link>
              {/* On a phone the e-mail gives way and the date comes under the name, so the stage fits beside it. */}
              <span className="console-sub d-none d-md-block">{row.email}</span>
              <span className="console-sub d-md-none text-nowrap">Applied {formatDay(row.createdAt)}</span>
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
              <StatusBadge status={row.status} label={stageLabel(row.status, row.rejectedBy)} />
              {row.reason ? <span className="console-sub d-inline small">{row.reason.label}</span> : null}
              {row.resume === 'stored' ? null : <StatusBadge status="incomplete" />}
              <MoveMenu name={row.name} current={row.status} onMove={(to) => void move(row, to)} />
            </span>
          ),
        },
        { header: 'Rating', sortKey: 'rating', wide: true, cell: (row) => <RatingBadge rating={row.rating} /> },
        { header: 'Source', wide: true, cell: (row) => row.source ?? '—' },
        {
          header: 'Applied',
          sortKey: 'created',
          wide: true,
          className: 'text-nowrap',
          cell: (row) => formatDay(row.createdAt),
        },
      ]}
      after={
        <>
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
                text: shown.sendAt
                  ? `Rejected ${rejectIds.length}; a mail to each, “${shown.subject}”, leaves ${formatMoment(shown.sendAt)} unless cancelled.`
                  : `Rejected ${rejectIds.length} and queued a mail to each: “${shown.subject}”.`,
              });
              setRejectIds([]);
              selected.clear();
              list.reload();
            }}
          />
        </>
      }
    />
  );
}

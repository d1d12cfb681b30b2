import { Link } from 'react-router';
import { PLACEMENT_KINDS, PLACEMENT_KIND_LABELS, type Placement, PlacementsQuery } from '#contracts/admin/placements';
import { seesRates } from '#contracts/admin/rates';
import { consolePaths } from '../console-paths';
import { useMe } from '../shell/session';
import { formatDay } from '../ui/format';
import type { Column } from '../ui/data-table';
import { type ListDeclaration, ListScreen, filterOptions, useList } from '../ui/list-screen';
import { placementsApi } from './desk-api';
import { formatPercent, money, redeploySearch } from './desk-format';
import { DeskStateBadge } from './desk-state-badge';

const ENDING_CHOICES = [
  { value: '', label: 'Any time' },
  { value: '14', label: 'Within 14 days' },
  { value: '30', label: 'Within 30 days' },
  { value: '60', label: 'Within 60 days' },
  { value: '90', label: 'Within 90 days' },
];

/** Placements, newest start first; `endingWithin` lists contractors to redeploy, soonest end first. */
const placementsList: ListDeclaration<typeof PlacementsQuery, Placement> = {
  query: PlacementsQuery,
  load: placementsApi.list,
  title: (query) =>
    query.endingWithin !== undefined ? `Placements ending within ${query.endingWithin} days` : 'Placements',
  searchLabel: 'Search placements (candidate, requirement)',
  caption: 'Placements',
  noun: 'placements',
  loadError: 'Could not load the placements',
  empty: {
    none: 'No placement yet. An accepted offer becomes one from its application (“Record the placement”).',
    noMatch: 'No placement matches.',
  },
  filters: [
    { name: 'kind', label: 'Kind', options: filterOptions(PLACEMENT_KINDS, (kind) => PLACEMENT_KIND_LABELS[kind]) },
    { name: 'endingWithin', label: 'Ending', options: ENDING_CHOICES },
  ],
  rowKey: (row) => row.id,
};

/** A link to the open requirements a contractor could move to next. */
export const redeployLink = (row: Placement) =>
  `${consolePaths.openings}?status=published${row.opening ? `&search=${encodeURIComponent(redeploySearch(row.opening.title))}` : ''}`;

export function placementColumns(showRates: boolean): Array<Column<Placement>> {
  return [
    {
      header: 'Candidate',
      cell: (row) => (
        <>
          <Link to={consolePaths.application(row.applicationId)}>{row.candidate.name}</Link>
          <span className="console-sub">{row.opening?.title ?? ''}</span>
        </>
      ),
    },
    {
      header: 'Kind',
      wide: true,
      cell: (row) => <DeskStateBadge state={row.kind} label={PLACEMENT_KIND_LABELS[row.kind]} />,
    },
    {
      header: 'Dates',
      // Each day stays whole; on a phone the end goes under the start, so the money column fits.
      cell: (row) => (
        <>
          <span className="text-nowrap">{formatDay(row.startDate)} –</span>{' '}
          <span className="text-nowrap">{row.endDate ? formatDay(row.endDate) : 'open'}</span>
          {row.daysLeft !== null && row.daysLeft >= 0 ? (
            <span className="console-sub">
              Ends in {row.daysLeft} day{row.daysLeft === 1 ? '' : 's'} ·{' '}
              <Link to={redeployLink(row)} aria-label={`Redeploy ${row.candidate.name}`}>
                Redeploy
              </Link>
            </span>
          ) : null}
        </>
      ),
    },
    {
      header: 'Pay',
      // Beside the bill rate and margin, the pay rate is the detail a phone can leave out.
      wide: showRates,
      className: 'text-nowrap text-end',
      cell: (row) =>
        row.kind === 'contract'
          ? money(row.payRate, row.currency, row.rateUnit)
          : money(row.salary, row.currency, 'year'),
    },
    ...(showRates
      ? ([
          {
            header: 'Bill',
            wide: true,
            className: 'text-nowrap text-end',
            cell: (row) =>
              row.kind === 'contract'
                ? money(row.billRate, row.currency, row.rateUnit)
                : `Fee ${formatPercent(row.feePercent)}`,
          },
          {
            header: 'Margin',
            className: 'text-nowrap text-end',
            cell: (row) =>
              row.kind === 'contract' ? (
                <>
                  {money(row.margin, row.currency, row.rateUnit)}
                  <span className="console-sub">markup {formatPercent(row.markupPercent)}</span>
                </>
              ) : (
                money(row.fee, row.currency)
              ),
          },
        ] satisfies Array<Column<Placement>>)
      : []),
  ];
}

export default function PlacementsScreen() {
  const list = useList(placementsList);
  const me = useMe();
  const rates = seesRates(me.role);
  return (
    <ListScreen
      list={list}
      intro={
        rates ? null : (
          <p className="text-body-secondary">Bill rates and margins are shown to account managers and admins.</p>
        )
      }
      columns={placementColumns(rates)}
    />
  );
}

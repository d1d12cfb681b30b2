import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import type { Opening } from '#contracts/api/staffing/openings';
import { jobHref } from '../shared/job-links';
import { formatDay } from './format';
import type { Sort, SortKey } from './openings-query';
import { toggleSort } from './openings-query';

const ariaSort = (sort: Sort, key: SortKey) =>
  sort.key === key ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none';

function SortHeader({
  label,
  column,
  sort,
  onSort,
}: {
  label: string;
  column: SortKey;
  sort: Sort;
  onSort: (sort: Sort) => void;
}) {
  const active = sort.key === column;
  const next = toggleSort(sort, column);
  return (
    <th scope="col" aria-sort={ariaSort(sort, column)}>
      <button
        type="button"
        className="openings-table__sort"
        onClick={() => onSort(next)}
        title={`Sort by ${label}, ${next.direction === 'asc' ? 'ascending' : 'descending'}`}
      >
        {label}
        <span aria-hidden="true" className={`openings-table__arrow${active ? ' is-active' : ''}`}>
          {active ? (sort.direction === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}

const SORT_NAMES: Record<SortKey, string> = { REQ_ID: 'job id', PSTN_LCTN: 'location', POSTED_DATE: 'posted date' };

/**
 * The openings as a bordered hover table. On a phone it is a compact list: each row shows the title,
 * then location, type and rate on one line, and the whole row is the one tap target (the View Job link).
 */
export function OpeningsTable({ rows, sort, onSort }: { rows: Opening[]; sort: Sort; onSort: (sort: Sort) => void }) {
  return (
    <Table bordered hover className="openings-table align-middle">
      <caption className="visually-hidden">
        Open positions, sorted by {SORT_NAMES[sort.key]}, {sort.direction === 'asc' ? 'ascending' : 'descending'}
      </caption>
      <thead>
        <tr>
          <SortHeader label="Job Id" column="REQ_ID" sort={sort} onSort={onSort} />
          <th scope="col">Position Title</th>
          <SortHeader label="Location" column="PSTN_LCTN" sort={sort} onSort={onSort} />
          <th scope="col">Work Mode</th>
          <th scope="col">Position Type</th>
          <th scope="col">Salary/Rate</th>
          <SortHeader label="Posted" column="POSTED_DATE" sort={sort} onSort={onSort} />
          <th scope="col">
            <span className="visually-hidden">Details</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((opening) => (
          <tr key={opening.REQ_ID}>
            <td data-label="Job Id" className="openings-table__extra">
              {opening.REQ_ID}
            </td>
            <th scope="row" data-label="Position Title" className="openings-table__title">
              {opening.PSTN_TITLE}
            </th>
            <td data-label="Location" className="openings-table__meta">
              {opening.PSTN_LCTN}
            </td>
            <td data-label="Work Mode" className="openings-table__extra">
              {opening.WORK_LOCATION_PREFERENCE}
            </td>
            <td data-label="Position Type" className="openings-table__meta">
              {opening.PSTN_TYP}
            </td>
            <td data-label="Salary/Rate" className="openings-table__meta">
              {opening.PSTN_RATE}
            </td>
            <td data-label="Posted" className="openings-table__extra openings-table__posted">
              <time dateTime={opening.POSTED_DATE}>{formatDay(opening.POSTED_DATE)}</time>
            </td>
            <td className="openings-table__action">
              <Link
                to={jobHref(opening.REQ_ID)}
                state={{ opening }}
                className="btn btn-sm btn-primary"
                aria-label={`View job ${opening.REQ_ID}: ${opening.PSTN_TITLE}`}
              >
                View Job
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

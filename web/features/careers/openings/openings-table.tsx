import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import type { Opening } from '#contracts/api/staffing/openings';
import { jobHref } from '../shared/job-links';
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

/**
 * The openings as a bordered hover table. On a phone each row stacks into a card whose cells carry
 * their column name (data-label), so nothing scrolls sideways.
 */
export function OpeningsTable({ rows, sort, onSort }: { rows: Opening[]; sort: Sort; onSort: (sort: Sort) => void }) {
  return (
    <Table bordered hover className="openings-table align-middle">
      <caption className="visually-hidden">
        Open positions, sorted by {sort.key === 'REQ_ID' ? 'job id' : 'location'},{' '}
        {sort.direction === 'asc' ? 'ascending' : 'descending'}
      </caption>
      <thead>
        <tr>
          <SortHeader label="Job Id" column="REQ_ID" sort={sort} onSort={onSort} />
          <th scope="col">Position Title</th>
          <SortHeader label="Location" column="PSTN_LCTN" sort={sort} onSort={onSort} />
          <th scope="col">Work Mode</th>
          <th scope="col">Position Type</th>
          <th scope="col">Salary/Rate</th>
          <th scope="col">
            <span className="visually-hidden">Details</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((opening) => (
          <tr key={opening.REQ_ID}>
            <td data-label="Job Id">{opening.REQ_ID}</td>
            <th scope="row" data-label="Position Title" className="openings-table__title">
              {opening.PSTN_TITLE}
            </th>
            <td data-label="Location">{opening.PSTN_LCTN}</td>
            <td data-label="Work Mode">{opening.WORK_LOCATION_PREFERENCE}</td>
            <td data-label="Position Type">{opening.PSTN_TYP}</td>
            <td data-label="Salary/Rate">{opening.PSTN_RATE}</td>
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

import { Link } from 'react-router';
import type { Opening } from '#contracts/api/staffing/openings';
import { SORT_LABELS, TABLE_CLASS, ariaSort, sortArrow, sortTitle, tableCaption } from '#contracts/careers/board-html';
import { formatDay } from '#contracts/careers/format';
import type { Sort, SortKey } from '#contracts/careers/openings-query';
import { toggleSort } from '#contracts/careers/openings-query';
import { jobHref } from '../shared/job-links';

function SortHeader({ column, sort, onSort }: { column: SortKey; sort: Sort; onSort: (sort: Sort) => void }) {
  return (
    <th scope="col" aria-sort={ariaSort(sort, column)}>
      <button
        type="button"
        className="openings-table__sort"
        title={sortTitle(sort, column)}
        onClick={() => onSort(toggleSort(sort, column))}
      >
        {SORT_LABELS[column]}
        <span aria-hidden="true" className={`openings-table__arrow${sort.key === column ? ' is-active' : ''}`}>
          {sortArrow(sort, column)}
        </span>
      </button>
    </th>
  );
}

/**
 * The openings as a bordered hover table, the title leading each row. On a phone it is a compact
 * list: each row shows the title, then location and type as small chips and the rate, and the whole
 * row is the one tap target (the View Job link). The server writes the same markup for the first
 * page (contracts/careers/board-html.ts).
 */
export function OpeningsTable({ rows, sort, onSort }: { rows: Opening[]; sort: Sort; onSort: (sort: Sort) => void }) {
  return (
    <table className={TABLE_CLASS}>
      <caption className="visually-hidden">{tableCaption(sort)}</caption>
      <thead>
        <tr>
          <th scope="col">Position Title</th>
          <SortHeader column="REQ_ID" sort={sort} onSort={onSort} />
          <SortHeader column="PSTN_LCTN" sort={sort} onSort={onSort} />
          <th scope="col">Work Mode</th>
          <th scope="col">Position Type</th>
          <th scope="col">Salary/Rate</th>
          <SortHeader column="POSTED_DATE" sort={sort} onSort={onSort} />
          <th scope="col">
            <span className="visually-hidden">Details</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((opening) => (
          <tr key={opening.REQ_ID}>
            <th scope="row" data-label="Position Title" className="openings-table__title">
              {opening.PSTN_TITLE}
            </th>
            <td data-label="Job Id" className="openings-table__extra">
              {opening.REQ_ID}
            </td>
            <td data-label="Location" className="openings-table__meta">
              <span className="openings-table__chip">{opening.PSTN_LCTN}</span>
            </td>
            <td data-label="Work Mode" className="openings-table__extra">
              {opening.WORK_LOCATION_PREFERENCE}
            </td>
            <td data-label="Position Type" className="openings-table__meta">
              <span className="openings-table__chip">{opening.PSTN_TYP}</span>
            </td>
            <td data-label="Salary/Rate" className="openings-table__rate">
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
    </table>
  );
}

import { Link } from 'react-router';
import type { Opening } from '#contracts/api/staffing/openings';
import {
  BOARD_COLUMNS,
  SORT_LABELS,
  TABLE_CLASS,
  ariaSort,
  rowCells,
  sortArrow,
  sortTitle,
  tableCaption,
} from '#contracts/careers/board-html';
import { formatDay } from '#contracts/careers/format';
import type { Sort } from '#contracts/careers/openings-query';
import { toggleSort } from '#contracts/careers/openings-query';
import { jobHref } from '../shared/job-links';

type Column = (typeof BOARD_COLUMNS)[number];

function Header({ column, sort, onSort }: { column: Column; sort: Sort; onSort: (sort: Sort) => void }) {
  if (!('sort' in column)) {
    return (
      <th scope="col" className="visually-hidden">
        {column.label}
      </th>
    );
  }
  const key = column.sort;
  return (
    <th scope="col" aria-sort={ariaSort(sort, key)}>
      <button
        type="button"
        className="openings-table__sort"
        title={sortTitle(sort, key)}
        onClick={() => onSort(toggleSort(sort, key))}
      >
        {SORT_LABELS[key]}
        <span aria-hidden="true" className={`openings-table__arrow${sort.key === key ? ' is-active' : ''}`}>
          {sortArrow(sort, key)}
        </span>
      </button>
    </th>
  );
}

const [TITLE, CLIENT, LOCATION, MODE, TYPE, RATE, POSTED, ID] = BOARD_COLUMNS.map((column) => column.className);

/**
 * The openings as a job list: each row leads with its title (the row's one link, named by the title
 * alone, covering the whole row), then the client, location, work mode and type as chips, the pay on one line, the posted date
 * and the job id as a small detail. A table underneath, so each value keeps its column's name for a
 * screen reader and the sortable columns keep aria-sort; the header row shows only the sort buttons.
 * The server writes the same markup for the first page (contracts/careers/board-html.ts).
 */
export function OpeningsTable({ rows, sort, onSort }: { rows: Opening[]; sort: Sort; onSort: (sort: Sort) => void }) {
  return (
    <table className={TABLE_CLASS}>
      <caption className="visually-hidden">{tableCaption(sort)}</caption>
      <thead>
        <tr>
          {BOARD_COLUMNS.map((column) => (
            <Header key={column.label} column={column} sort={sort} onSort={onSort} />
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((opening) => {
          const cells = rowCells(opening);
          return (
            <tr key={opening.REQ_ID}>
              <th scope="row" className={TITLE}>
                <Link to={jobHref(opening.REQ_ID)} state={{ opening }}>
                  {opening.PSTN_TITLE}
                </Link>
              </th>
              <td className={CLIENT}>{cells.client}</td>
              <td className={LOCATION}>
                <span className="openings-table__chip">{cells.location}</span>
              </td>
              <td className={MODE}>
                <span className="openings-table__chip">{cells.mode}</span>
              </td>
              <td className={TYPE}>
                <span className="openings-table__chip">{cells.type}</span>
              </td>
              <td className={RATE}>{cells.rate}</td>
              <td className={POSTED}>
                <time dateTime={opening.POSTED_DATE}>{formatDay(opening.POSTED_DATE)}</time>
              </td>
              <td className={ID}>{opening.REQ_ID}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

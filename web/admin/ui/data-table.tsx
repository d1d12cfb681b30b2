import type { ReactNode } from 'react';

export type Column<Row> = {
  /** The column's name (its key, and its header unless `headerCell` is given). */
  header: string;
  /** What the header shows instead of `header` (e.g. a "select the page" checkbox). */
  headerCell?: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Hidden on phones (the first column and the key facts stay). */
  wide?: boolean;
  className?: string;
  /** The list's sort key for this column (ascending; '-key' descending), when it can be sorted. */
  sortKey?: string;
};

export type TableSort = { value: string; onChange: (value: string) => void };

/**
 * A list page's table: a caption for screen readers, a row per record, a message when there are
 * none. The first column's cell should hold the link to the record. `compact`: a small table in a
 * panel (the home's counts, a candidate's applications), only the message when there are no rows.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  busy,
  empty,
  sort,
  activeKey,
  rowClassName,
  compact = false,
}: {
  caption: string;
  columns: Array<Column<Row>>;
  rows: Row[];
  rowKey: (row: Row) => string;
  busy?: boolean;
  empty: string;
  /** Sortable headers: a button in each, and aria-sort on the sorted one. */
  sort?: TableSort;
  /** The row picked with the keyboard (j/k), highlighted. */
  activeKey?: string | undefined;
  /** More classes for a row (e.g. selected ones). */
  rowClassName?: (row: Row) => string | undefined;
  compact?: boolean;
}) {
  if (compact && rows.length === 0) return <p className="mb-0">{empty}</p>;
  const header = (column: Column<Row>) => {
    if (column.headerCell) return column.headerCell;
    if (!sort || !column.sortKey) return column.header;
    const key = column.sortKey;
    const direction = sort.value === key ? 'ascending' : sort.value === `-${key}` ? 'descending' : undefined;
    const next = direction === 'ascending' ? `-${key}` : key;
    return (
      <button
        type="button"
        className="console-sort border-0 bg-transparent p-0 text-reset text-nowrap"
        onClick={() => sort.onChange(next)}
      >
        {column.header}{' '}
        <span aria-hidden="true">{direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}</span>
        <span className="visually-hidden">
          {direction ? `, sorted ${direction}` : ''}, sort {next.startsWith('-') ? 'descending' : 'ascending'}
        </span>
      </button>
    );
  };
  const ariaSort = (column: Column<Row>) => {
    if (!sort || !column.sortKey) return undefined;
    if (sort.value === column.sortKey) return 'ascending' as const;
    if (sort.value === `-${column.sortKey}`) return 'descending' as const;
    return 'none' as const;
  };
  const cellClass = (column: Column<Row>) =>
    [column.wide ? 'd-none d-md-table-cell' : '', column.className ?? ''].filter(Boolean).join(' ') || undefined;
  return (
    // A region that may scroll sideways (phones): focusable, so keyboard users can scroll it too.
    <div
      className={compact ? 'table-responsive' : 'table-responsive position-relative bg-white border rounded-3'}
      {...(compact ? {} : { role: 'region', 'aria-label': caption, tabIndex: 0 })}
    >
      <table
        className={`table ${compact ? 'table-sm' : 'table-hover'} align-middle mb-0`}
        aria-busy={busy || undefined}
      >
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={
                  compact
                    ? cellClass(column)
                    : `small text-uppercase text-secondary text-nowrap ${cellClass(column) ?? ''}`
                }
                aria-sort={ariaSort(column)}
              >
                {header(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="text-center py-4">
                {busy ? 'Loading…' : empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr
                key={rowKey(row)}
                className={
                  [activeKey === rowKey(row) ? 'table-active console-active-row' : '', rowClassName?.(row) ?? '']
                    .filter(Boolean)
                    .join(' ') || undefined
                }
                aria-current={activeKey === rowKey(row) || undefined}
              >
                {columns.map((column) => (
                  <td key={column.header} className={cellClass(column)}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

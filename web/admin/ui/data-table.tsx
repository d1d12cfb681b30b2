import type { ReactNode } from 'react';

export type Column<Row> = {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Hidden on phones (the first column and the key facts stay). */
  wide?: boolean;
  className?: string;
};

/**
 * A list page's table: a caption for screen readers, a row per record, a message when there are
 * none. The first column's cell should hold the link to the record.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  busy,
  empty,
}: {
  caption: string;
  columns: Array<Column<Row>>;
  rows: Row[];
  rowKey: (row: Row) => string;
  busy?: boolean;
  empty: string;
}) {
  const cellClass = (column: Column<Row>) =>
    [column.wide ? 'console-wide' : '', column.className ?? ''].filter(Boolean).join(' ') || undefined;
  return (
    // A region that may scroll sideways (phones): focusable, so keyboard users can scroll it too.
    <div className="table-responsive console-table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className="table table-hover align-middle console-table" aria-busy={busy || undefined}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={cellClass(column)}>
                {column.header}
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
              <tr key={rowKey(row)}>
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

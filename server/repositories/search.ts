/**
 * Case-insensitive "contains" search that works the same on SQLite and PostgreSQL:
 * lower(column) LIKE '%text%' with LIKE's wildcards escaped.
 */
import { type Expression, type SqlBool, sql } from 'kysely';

export const containsPattern = (text: string) =>
  `%${text
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** `lower(<column>) like <pattern> escape '\'` for one column reference (e.g. 'candidates.name'). */
export const lowerLike = (column: string, pattern: string): Expression<SqlBool> =>
  sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;

/** Rows any of whose `columns` contain `text`: `lowerLike` on each column, joined by `or`. */
export function containsAny(columns: readonly string[], text: string): Expression<SqlBool> {
  const pattern = containsPattern(text);
  return sql<SqlBool>`(${sql.join(
    columns.map((column) => lowerLike(column, pattern)),
    sql` or `,
  )})`;
}

/** `count(*) as count`: the second query of a paged list, over the same filtered base. */
export const countAll = () => sql<string>`count(*)`.as('count');

/**
 * A console list's page: its rows and how many rows the filter matches in all, queried side by side
 * (`count` selects `countAll()` from the same filtered base as `rows`).
 */
export async function withTotal<Row>(
  rows: Promise<Row[]>,
  count: Promise<{ count: string | number } | undefined>,
): Promise<{ items: Row[]; total: number }> {
  const [items, total] = await Promise.all([rows, count]);
  return { items, total: Number(total?.count ?? 0) };
}

/** Offset of a 1-based page. */
export const offsetOf = (page: number, pageSize: number) => (page - 1) * pageSize;

/** A console list of records worked through by status (internship applications, contact messages). */
export type InboxFilter = { page: number; pageSize: number; search?: string | undefined; status?: string | undefined };

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

/** Offset of a 1-based page. */
export const offsetOf = (page: number, pageSize: number) => (page - 1) * pageSize;

/** A console list of records worked through by status (internship applications, contact messages). */
export type InboxFilter = { page: number; pageSize: number; search?: string | undefined; status?: string | undefined };

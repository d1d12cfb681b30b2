/**
 * SQLite statements kept prepared between queries. Kysely's SQLite driver prepares every query's SQL
 * afresh, and preparing (parsing and planning the SQL) cost more than running it for the console's
 * small reads: a cached talent search spent ~0.4 ms of its ~4 ms preparing. The SQL Kysely compiles
 * holds no values (they are bound parameters), so one text is one statement; the most recently used
 * texts are kept, the least recently used one dropped past `size`.
 *
 * A statement still being read (a streamed query: `busy`) is never handed out again: the query gets a
 * statement of its own, as it would without the cache. SQLite re-prepares a kept statement by itself
 * when the schema it was planned on changes (a migration).
 */
import type { SqliteDatabase } from './sqlite-driver';

type Statement = ReturnType<SqliteDatabase['prepare']>;

/** The database as Kysely's SqliteDialect uses it (`prepare` and `close`), with prepared statements kept. */
export function withStatementCache(database: SqliteDatabase, size = 500) {
  const statements = new Map<string, Statement>();
  return {
    close: () => {
      statements.clear();
      database.close();
    },
    prepare(text: string): Statement {
      const kept = statements.get(text);
      if (kept && !kept.busy) {
        // Most recently used last: a Map keeps insertion order.
        statements.delete(text);
        statements.set(text, kept);
        return kept;
      }
      const statement = database.prepare(text);
      if (!kept) {
        statements.set(text, statement);
        if (statements.size > size) statements.delete(statements.keys().next().value as string);
      }
      return statement;
    },
    /** How many statements are kept (for tests). */
    get size() {
      return statements.size;
    },
  };
}

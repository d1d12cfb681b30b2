/**
 * The database: Kysely over better-sqlite3 (default; `./sqlite-driver` picks the build for the running
 * Node) or PostgreSQL (`DATABASE_URL=postgres://…`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { openSqlite } from './sqlite-driver';
import { withStatementCache } from './statement-cache';

export type Db = Kysely<Database>;
export type Dialect = 'sqlite' | 'postgres';

export function createDatabase(url: string): { db: Db; dialect: Dialect } {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // An idle client losing its connection (a database restart) must not crash the process.
    pool.on('error', () => {});
    // So must a client in use (a transaction between two queries) when the server ends its session:
    // without a listener its 'error' event crashes the process. The query in flight still fails
    // (503), and the pool drops the broken client when it is released.
    pool.on('connect', (client) => client.on('error', () => {}));
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
  }
  const file = url.replace(/^(sqlite|file):/, '');
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const database = openSqlite(file);
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = FULL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(database) }) }),
    dialect: 'sqlite',
  };
}

/** True when the database answers a trivial query. */
export async function isDatabaseUp(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}

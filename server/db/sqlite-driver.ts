/**
 * Opens a SQLite file with the better-sqlite3 line that is safe on the running Node:
 * - Node 20: better-sqlite3 12 (built from source at install). 13 crashes there on the first open.
 * - Node 22 and later: better-sqlite3 13, installed under the alias `better-sqlite3-napi`. 12 wraps its
 *   statements with the legacy ObjectWrap API, and on Node 24 a statement finalised by the garbage
 *   collector can abort the process (`RemoveEnvironmentCleanupHook: (env) != nullptr`), in a running
 *   server as well as at exit. 13 is the Node-API build and ships its own binaries.
 * Both lines have the same JavaScript API, so the rest of the code sees one `Database` type.
 */
import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

export type SqliteDatabase = BetterSqlite3.Database;
export type SqliteOptions = BetterSqlite3.Options;

const nodeMajor = Number(process.versions.node.split('.')[0]);

/** The package name the running Node loads; exported so a test can say which line it exercised. */
export const sqlitePackage = nodeMajor >= 22 ? 'better-sqlite3-napi' : 'better-sqlite3';

let constructor: typeof BetterSqlite3 | undefined;

export function openSqlite(file: string, options?: SqliteOptions): SqliteDatabase {
  constructor ??= createRequire(import.meta.url)(sqlitePackage) as typeof BetterSqlite3;
  return new constructor(file, options);
}

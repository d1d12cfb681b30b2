/**
 * Builds the real app for a test against SQLite or PostgreSQL: a temp DATA_DIR, a tiny web root, and
 * (for PostgreSQL) a uniquely named database that is dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../app';
import { parseConfig } from '../config';

export type DbKind = 'sqlite' | 'postgres';

// eslint-disable-next-line no-restricted-properties -- test-only setting, not server configuration
const PG_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Whether the test PostgreSQL answers (the PostgreSQL suite is skipped with a notice when not, unless required). */
export async function postgresAvailable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    // eslint-disable-next-line no-restricted-properties -- test-only setting
    if (process.env.NW_REQUIRE_POSTGRES) throw new Error(`PostgreSQL is required but ${PG_ADMIN_URL} does not answer`);
    console.warn(`PostgreSQL at ${PG_ADMIN_URL} does not answer: its test suite is skipped`);
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh database: a SQLite file in `dir`, or a new PostgreSQL database. */
export async function createTestDatabase(
  kind: DbKind,
  dir: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  if (kind === 'sqlite') return { url: `sqlite:${path.join(dir, 'test.sqlite')}`, drop: async () => {} };
  const name = `nw_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(`drop database if exists ${name} with (force)`) };
}

export const INLINE_SCRIPT = 'window.__test = 1;';

async function writeWebRoot(dir: string) {
  const page = (text: string) =>
    `<!doctype html><html><head><script>${INLINE_SCRIPT}</script></head><body>${text}<script type="module">import("/assets/x.js")</script></body></html>`;
  for (const [file, text] of Object.entries({
    'index.html': page('home'),
    'home/index.html': page('home'),
    'not-found/index.html': page('404'),
  })) {
    await fs.mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await fs.writeFile(path.join(dir, file), text);
  }
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

export async function buildTestApp(
  kind: DbKind,
  env: Record<string, string> = {},
  options: { logStream?: NodeJS.WritableStream } = {},
) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'nw-server-test-'));
  const webRoot = path.join(dataDir, 'web');
  await writeWebRoot(webRoot);
  const database = await createTestDatabase(kind, dataDir);
  const config = parseConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    WEB_ROOT: webRoot,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '100000',
    OUTBOX_BACKOFF_MS: '20',
    OUTBOX_POLL_MS: '60000',
    ...env,
  });
  const app = await buildApp(config, options);
  await app.ready();
  return {
    app,
    config,
    dataDir,
    async close() {
      await app.close();
      await database.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

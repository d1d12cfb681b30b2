/**
 * Builds the real app for a test against SQLite or PostgreSQL: a temp DATA_DIR, a tiny web root, and
 * (for PostgreSQL) a uniquely named database that is dropped afterwards.
 *
 * Running the migrations was most of the cost of building a test app (two thirds of it, several
 * seconds on a loaded machine), so each test process migrates one template database per kind once and
 * every test app starts from a copy of it: a file copy for SQLite, `create database … template …` for
 * PostgreSQL. The app still runs its migrations and demo seed at start, as in production: on a copy
 * they find nothing to do but the seed, which stays per app because its dates follow the (possibly
 * faked) clock.
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import { setTimeout as delay } from 'node:timers/promises';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../app';
import { parseConfig } from '../config';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';

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

/** A fresh, empty database: a SQLite file in `dir`, or a new PostgreSQL database. */
export async function createTestDatabase(
  kind: DbKind,
  dir: string,
  options: { template?: string } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  if (kind === 'sqlite') {
    const file = path.join(dir, 'test.sqlite');
    if (options.template) await fs.copyFile(options.template, file);
    return { url: `sqlite:${file}`, drop: async () => {} };
  }
  const name = `nw_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await createPostgresDatabase(name, options.template);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(`drop database if exists ${name} with (force)`) };
}

/**
 * `create database`, from a template when given. PostgreSQL refuses to copy a template while a session
 * is still on it, and a closed pool's sessions take a moment to end: that refusal is tried again.
 */
async function createPostgresDatabase(name: string, template?: string) {
  const statement = template ? `create database ${name} template ${template}` : `create database ${name}`;
  for (let attempt = 1; ; attempt++) {
    try {
      return await adminQuery(statement);
    } catch (error) {
      const busy = (error as { code?: string }).code === '55006';
      if (!busy || attempt === 50) throw error;
      await delay(100);
    }
  }
}

const TEMPLATE_PREFIX = 'nw_tpl_';
const STALE_TEMPLATE_MS = 6 * 60 * 60 * 1000;

/** This process's migrated template per kind: a SQLite file path, or a PostgreSQL database name. */
const templates = new Map<DbKind, Promise<string>>();

function migratedTemplate(kind: DbKind): Promise<string> {
  let template = templates.get(kind);
  if (!template) {
    template = kind === 'sqlite' ? sqliteTemplate() : postgresTemplate();
    // A failed attempt is not kept: the next test tries again and reports its own error.
    template.catch(() => templates.delete(kind));
    templates.set(kind, template);
  }
  return template;
}

async function migrate(url: string) {
  const { db, dialect } = createDatabase(url);
  try {
    await migrateToLatest(db, dialect);
  } finally {
    await db.destroy();
  }
}

async function sqliteTemplate(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'nw-test-template-'));
  const file = path.join(dir, 'template.sqlite');
  // Closing the database checkpoints its write-ahead log into the file, so the file alone is a copy.
  await migrate(`sqlite:${file}`);
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  return file;
}

async function postgresTemplate(): Promise<string> {
  const now = await dropStaleTemplates();
  const name = `${TEMPLATE_PREFIX}${now.toString(36)}_${randomBytes(4).toString('hex')}`;
  await createPostgresDatabase(name);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  await migrate(url.toString());
  return name;
}

/**
 * A process cannot drop its template as it exits (that needs a query), so each new template first drops
 * those left by runs that ended hours ago: their names carry when they were made, by the database's
 * clock (a test's faked clock must not make a running template look old). Returns that clock's now, ms.
 */
async function dropStaleTemplates(): Promise<number> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string; now: string }>(
      `select datname, floor(extract(epoch from clock_timestamp()) * 1000)::bigint as now
         from pg_database right join (select 1) as one on datname like '${TEMPLATE_PREFIX}%'`,
    );
    const now = Number(rows[0]?.now);
    for (const { datname } of rows) {
      if (!datname) continue;
      const made = Number.parseInt(datname.slice(TEMPLATE_PREFIX.length).split('_')[0] ?? '', 36);
      if (now - made > STALE_TEMPLATE_MS) await client.query(`drop database if exists ${datname} with (force)`);
    }
    return now;
  } finally {
    await client.end();
  }
}

export const INLINE_SCRIPT = 'window.__test = 1;';

/**
 * Cheap scrypt costs for the passwords and recovery codes a test app stores: at the production costs
 * (server/admin/security/security.test.ts holds them) every set-up, enrolment, password change and
 * unknown-address sign-in took a third of a second or more of CPU, most of the console sign-in suite's time.
 * Verification reads the cost from each stored hash, so the code paths are the same.
 */
export const TEST_HASH_COSTS = { password: { n: 1024, r: 8, p: 1 }, recoveryCode: { n: 1024, r: 8, p: 1 } };

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
  const database = await createTestDatabase(kind, dataDir, { template: await migratedTemplate(kind) });
  const config = {
    ...parseConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      WEB_ROOT: webRoot,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_MAX: '100000',
      OUTBOX_BACKOFF_MS: '20',
      OUTBOX_POLL_MS: '60000',
      ...env,
    }),
    hashCosts: TEST_HASH_COSTS,
  };
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

/**
 * The talent search at a staffing desk's size, on SQLite and on PostgreSQL (when it answers): N
 * candidates (bench/talent-people.ts, deterministic from a seed) written straight into a fresh,
 * migrated database — people and talent rows in large transactions, the talent table's indexes and
 * its full-text index (FTS5 triggers, the GIN index) set aside during the load and made again from
 * their own stored definitions afterwards, so what is searched is exactly the product's index —,
 * then the real server (server/server.ts, in its own process, as bench/api.ts starts it) searched
 * through its HTTP API by autocannon with 10 connections, signed in as a console admin.
 *
 *   npm run bench:talent -- [--candidates 100000] [--database sqlite|postgres|both] [--seed 7] [--adds 40]
 *                           [--keep] [--only word,phrase] [--profile DIR] [--cold]
 *
 * `--keep` leaves the loaded database in place (SQLite in $TMPDIR/nw-bench-talent-N-seed, PostgreSQL
 * as nw_bench_talent_N_seed) and reuses it on the next run with the same size and seed: working on a
 * query, the 100,000-row load is paid once. `--only` drives just the named query kinds (no mixed
 * run, no hello-world; the adds only if `adds` is named). `--profile DIR` profiles the server
 * (bench/cpu-profile.mjs), its profile written to DIR when it stops (DevTools, Performance tab).
 * `--cold` starts the server with no answers kept (TALENT_SEARCH_CACHE=0): every search reads the
 * indexes, as the first run of a search after a change does.
 *
 * Prints per database: load time and size; a Fastify hello-world's req/s measured in the same run;
 * 1,000 mixed searches (a word, a phrase, AND/OR/NOT, prefix, with filters, filters alone, a phone
 * in four formats) as req/s and its ratio to the hello-world; per query kind p50/p95/p99 (each kind
 * driven on its own, every response's time kept); and adding one resume (a real PDF: upload, text
 * extraction, fields read, duplicate check, then the add that indexes it) p50/p95. Asserts nothing;
 * the targets and the figures are in docs/PERFORMANCE.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon, { type Request as AutocannonRequest } from 'autocannon';
import { sql } from 'kysely';
import { adminPaths } from '#contracts/admin/paths';
import type { ResumeDraft } from '#contracts/admin/talent';
import { hashPassword } from '../server/admin/security/password';
import { newTotpSecret, totpCode } from '../server/admin/security/totp';
import { createDatabase, type Db, type Dialect } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { refillTalentFilters } from '../server/db/migrations/0031-talent-filters';
import { refillTalentFacets } from '../server/db/migrations/0039-talent-facets';
import { staffRepository } from '../server/repositories/staff.repository';
import { resumePdf } from '../server/test-support/resume-pdf';
import { createTestDatabase, postgresAvailable } from '../server/test-support/test-app';
import { startServer } from '../e2e/test-support/server';
import { startHelloWorld } from './hello-world';
import { candidate, type Generated, pick, random, resumeLines } from './talent-people';

const { values: args } = parseArgs({
  options: {
    candidates: { type: 'string', default: '100000' },
    database: { type: 'string', default: 'both' },
    seed: { type: 'string', default: '7' },
    connections: { type: 'string', default: '10' },
    adds: { type: 'string', default: '40' },
    keep: { type: 'boolean', default: false },
    only: { type: 'string' },
    profile: { type: 'string' },
    cold: { type: 'boolean', default: false },
  },
});
const CANDIDATES = Number(args.candidates);
const SEED = Number(args.seed);
const CONNECTIONS = Number(args.connections);
const ADDS = Number(args.adds);
const ONLY = args.only?.split(',').map((kind) => kind.trim());
const NOW = Date.now();
const BATCH = 400;
const PASSWORD = 'bench password that is long enough';

// Load ---------------------------------------------------------------------------------------

/** The talent table's secondary indexes and full-text machinery, as the migrations made them. */
async function setAsideIndexes(db: Db, dialect: Dialect): Promise<() => Promise<void>> {
  if (dialect === 'sqlite') {
    const { rows } = await sql<{ type: string; name: string; sql: string }>`
      select type, name, sql from sqlite_master
      where tbl_name in ('talent', 'talent_filters') and sql is not null and type in ('index', 'trigger')`.execute(db);
    for (const row of rows) await sql.raw(`drop ${row.type} ${row.name}`).execute(db);
    return async () => {
      // The FTS5 table reads its content from `talent` (external content): rebuilt from it in one pass;
      // the filters' narrow copy (migration 0031) filled in one statement, and the facet index
      // (migration 0039, its triggers set aside with the others) from that copy.
      await sql.raw(`insert into talent_search(talent_search) values('rebuild')`).execute(db);
      await refillTalentFilters(db as never);
      await refillTalentFacets(db as never);
      for (const row of rows) await sql.raw(row.sql).execute(db);
      await sql.raw(`insert into talent_search(talent_search) values('optimize')`).execute(db);
    };
  }
  const { rows } = await sql<{ indexname: string; indexdef: string }>`
    select indexname, indexdef from pg_indexes
    where tablename = 'talent' and indexname not in (select conname from pg_constraint)`.execute(db);
  for (const row of rows) await sql.raw(`drop index ${row.indexname}`).execute(db);
  return async () => {
    for (const row of rows) await sql.raw(row.indexdef).execute(db);
    await sql.raw('analyze talent').execute(db);
    await sql.raw('analyze people').execute(db);
  };
}

/** Writes the candidates; answers the phones written (for the phone searches) and a few names. */
async function load(db: Db, dialect: Dialect) {
  const rnd = random(SEED);
  const phones: string[] = [];
  const restore = await setAsideIndexes(db, dialect);
  for (let start = 0; start < CANDIDATES; start += BATCH) {
    const batch: Generated[] = [];
    for (let i = start; i < Math.min(CANDIDATES, start + BATCH); i++) batch.push(candidate(rnd, i, NOW));
    for (const item of batch) if (phones.length < 2000 && rnd() < 0.05) phones.push(String(item.talent.phone));
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('people')
        .values(batch.map((item) => item.person))
        .execute();
      await trx
        .insertInto('talent')
        .values(batch.map((item) => item.talent))
        .execute();
    });
  }
  await restore();
  return phones;
}

async function databaseBytes(db: Db, dialect: Dialect, file: string | null) {
  if (dialect === 'postgres') {
    const { rows } = await sql<{ size: string }>`select pg_database_size(current_database()) as size`.execute(db);
    return Number(rows[0]?.size ?? 0);
  }
  await sql.raw('pragma wal_checkpoint(truncate)').execute(db);
  return file ? fs.statSync(file).size : 0;
}

// Searches -----------------------------------------------------------------------------------

const WORDS = [
  'kafka',
  'kubernetes',
  'terraform',
  'salesforce',
  'selenium',
  'airflow',
  'hibernate',
  'graphql',
  'pytorch',
  'abap',
  'fraud',
  'payments',
  'claims',
  'snowflake',
  'redis',
  'grpc',
  'helm',
  'jenkins',
];
const PHRASES = [
  '"spring boot"',
  '"real-time fraud detection"',
  '"machine learning"',
  '"data lake"',
  '"payments gateway"',
  '"sql server"',
  '"order management"',
  '"ci/cd pipelines"',
];
const BOOLEANS = [
  '"spring boot" AND kafka -angular',
  '(java OR kotlin) AND NOT php',
  'python AND (spark OR airflow)',
  'kubernetes terraform -azure',
  'react OR angular',
  'selenium AND cucumber NOT appium',
  'kafka OR redis',
  '"spring boot" -hibernate',
];
const PREFIXES = ['kube*', 'terra*', 'micro*', 'sales*', 'angul*', 'data*', 'pyth*', 'autom*'];
const LOCATIONS = ['Maharashtra', 'MH', 'Kansas', 'KS', 'Texas', 'Pune', 'India', 'Olathe, KS', 'Karnataka', 'NJ'];
const SKILLS = ['Java', 'Spring Boot', 'Python', 'AWS', 'React', 'Kafka', 'Kubernetes', 'Angular'];

const KINDS = [
  'word',
  'phrase',
  'and/or/not',
  'prefix',
  'word + filters',
  'filters only',
  'phone (4 formats)',
  'word, recent first',
] as const;
type Kind = (typeof KINDS)[number];

/** The four ways a recruiter types a phone: (913) 555-0177, +1 913 555 0177, 913-555-0177, 9135550177. */
function phoneFormats(phone: string): string[] {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10 && !digits.startsWith('9')) {
    const [a, b, c] = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)];
    return [`(${a}) ${b}-${c}`, `+1 ${a} ${b} ${c}`, `${a}-${b}-${c}`, digits];
  }
  const local = digits.slice(-10);
  return [`+91 ${local.slice(0, 5)} ${local.slice(5)}`, `+91-${local}`, `0${local}`, local];
}

function filters(rnd: () => number) {
  const params = new URLSearchParams();
  const chosen = Math.floor(rnd() * 4);
  if (chosen === 0 || rnd() < 0.4) params.set('location', pick(rnd, LOCATIONS));
  if (chosen === 1 || rnd() < 0.3) params.set('skills', pick(rnd, SKILLS));
  if (chosen === 2 || rnd() < 0.3) params.set('minYears', String(2 + Math.floor(rnd() * 8)));
  if (chosen === 3 || rnd() < 0.2) params.set('auth', pick(rnd, ['H1B', 'Green Card,Citizen', 'EAD']));
  if (rnd() < 0.2) params.set('source', pick(rnd, ['referral', 'job-board']));
  if (rnd() < 0.2) params.set('activeSince', new Date(NOW - 365 * 86_400_000).toISOString().slice(0, 10));
  return params;
}

/** 1,000 searches, 125 of each kind, as the console's URLs. */
function searches(phones: string[]): Map<Kind, string[]> {
  const rnd = random(SEED + 1);
  const byKind = new Map<Kind, string[]>(KINDS.map((kind) => [kind, []]));
  const url = (params: URLSearchParams) => `${adminPaths.talent}?${params.toString()}`;
  for (let i = 0; i < 125; i++) {
    const q = (text: string, more = new URLSearchParams()) => {
      more.set('q', text);
      return more;
    };
    byKind.get('word')?.push(url(q(pick(rnd, WORDS))));
    byKind.get('phrase')?.push(url(q(pick(rnd, PHRASES))));
    byKind.get('and/or/not')?.push(url(q(pick(rnd, BOOLEANS))));
    byKind.get('prefix')?.push(url(q(pick(rnd, PREFIXES))));
    byKind.get('word + filters')?.push(url(q(pick(rnd, [...WORDS, ...PHRASES, ...BOOLEANS]), filters(rnd))));
    byKind.get('filters only')?.push(url(filters(rnd)));
    const phone = phones[i % Math.max(1, phones.length)] ?? '9135550177';
    byKind.get('phone (4 formats)')?.push(url(q(phoneFormats(phone)[i % 4] ?? phone)));
    const recent = q(pick(rnd, [...WORDS, ...PREFIXES]));
    recent.set('sort', 'recent');
    byKind.get('word, recent first')?.push(url(recent));
  }
  return byKind;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? 0;
};

type Run = { rps: number; times: number[]; errors: number };

/** `amount` requests over `paths` in turn, `CONNECTIONS` at a time; every response's time kept. */
async function drive(base: string, headers: Record<string, string>, paths: string[], amount: number): Promise<Run> {
  let n = 0;
  const requests: AutocannonRequest[] = [
    {
      setupRequest: (request) => {
        const path = paths[n % paths.length] ?? '/';
        n += 1;
        return { ...request, path };
      },
    },
  ];
  const times: number[] = [];
  const instance = autocannon({ url: base, headers, connections: CONNECTIONS, amount, requests });
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  return { rps: result.requests.average, times, errors: result.errors + result.timeouts + result.non2xx };
}

// Sign-in and adds ---------------------------------------------------------------------------

async function createAdmin(db: Db) {
  const staff = staffRepository(db);
  const email = 'bench-admin@northwind.example';
  const user =
    (await staff.userByEmail(email)) ?? (await staff.createUser({ email, name: 'Bench Admin', role: 'admin' }));
  const secret = newTotpSecret();
  await staff.updateUser(user.id, {
    password_hash: await hashPassword(PASSWORD, { n: 1024, r: 8, p: 1 }),
    totp_secret: secret,
  });
  return { email: user.email, secret };
}

async function signIn(url: string, admin: { email: string; secret: string }): Promise<string> {
  const answer = await fetch(`${url}${adminPaths.signIn}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email: admin.email, password: PASSWORD, code: totpCode(admin.secret) }),
  });
  const cookie = answer.headers
    .getSetCookie()
    .map((value) => value.split(';')[0] ?? '')
    .find((value) => /^(__Host-)?nw_console=/.test(value));
  if (!answer.ok || !cookie) throw new Error(`sign-in failed: ${answer.status} ${await answer.text()}`);
  return cookie;
}

/** Adds one resume at a time as the console does: the file (text extracted, fields read, duplicates checked), then the add. */
async function measureAdds(url: string, cookie: string) {
  const rnd = random(SEED + 2);
  const headers = { cookie, origin: url };
  const times: number[] = [];
  for (let i = 0; i < ADDS + 3; i++) {
    const pdf = await resumePdf(resumeLines(rnd, CANDIDATES + i));
    const begin = performance.now();
    const drafted = await fetch(`${url}${adminPaths.talentResumes}?name=resume-${i}.pdf`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/pdf' },
      body: new Uint8Array(pdf),
    });
    if (!drafted.ok) throw new Error(`resume upload: ${drafted.status} ${await drafted.text()}`);
    const draft = (await drafted.json()) as ResumeDraft;
    const added = await fetch(`${url}${adminPaths.talent}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        upload: draft.upload,
        fields: { ...draft.proposed, email: `bench-add-${i}@example.com`, phone: `+1 816 700 ${String(1000 + i)}` },
        source: 'job-board',
        sourceDetail: 'Dice',
        confirmNew: true,
      }),
    });
    if (!added.ok) throw new Error(`add: ${added.status} ${await added.text()}`);
    // The first three warm the server up (pdf.js and the code paths load on first use).
    if (i >= 3) times.push(performance.now() - begin);
  }
  return times;
}

// Run ----------------------------------------------------------------------------------------

type Report = {
  kind: Dialect;
  loadSeconds: number;
  bytes: number;
  hello: number;
  mixed: Run;
  byKind: [Kind, Run][];
  adds: number[];
};

/** A fresh database, or with `--keep` the one a previous run loaded (and what it wrote: the phones). */
async function openDatabase(kind: Dialect) {
  if (!args.keep) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nw-bench-talent-'));
    const database = await createTestDatabase(kind, dataDir);
    return { dataDir, url: database.url, loaded: undefined, drop: database.drop, remember: () => {} };
  }
  const dataDir = path.join(os.tmpdir(), `nw-bench-talent-${CANDIDATES}-${SEED}-${kind}`);
  fs.mkdirSync(dataDir, { recursive: true });
  const marker = path.join(dataDir, 'loaded.json');
  const loaded = fs.existsSync(marker)
    ? (JSON.parse(fs.readFileSync(marker, 'utf8')) as { phones: string[]; loadSeconds: number })
    : undefined;
  let url = `sqlite:${path.join(dataDir, 'test.sqlite')}`;
  if (kind === 'postgres') {
    const name = `nw_bench_talent_${CANDIDATES}_${SEED}`;
    const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
    const admin = createDatabase(adminUrl);
    try {
      const exists = await sql`select 1 from pg_database where datname = ${name}`.execute(admin.db);
      if (exists.rows.length === 0 || !loaded) {
        await sql.raw(`drop database if exists ${name} with (force)`).execute(admin.db);
        await sql.raw(`create database ${name}`).execute(admin.db);
      }
    } finally {
      await admin.db.destroy();
    }
    const named = new URL(adminUrl);
    named.pathname = `/${name}`;
    url = named.toString();
  } else if (!loaded) fs.rmSync(path.join(dataDir, 'test.sqlite'), { force: true });
  return {
    dataDir,
    url,
    loaded,
    drop: async () => {},
    remember: (value: { phones: string[]; loadSeconds: number }) => fs.writeFileSync(marker, JSON.stringify(value)),
  };
}

async function runOn(kind: Dialect): Promise<Report> {
  const database = await openDatabase(kind);
  const { dataDir } = database;
  const { db, dialect } = createDatabase(database.url);
  try {
    await migrateToLatest(db, dialect);
    const started = performance.now();
    const phones = database.loaded?.phones ?? (await load(db, dialect));
    const loadSeconds = database.loaded?.loadSeconds ?? (performance.now() - started) / 1000;
    if (!database.loaded) database.remember({ phones, loadSeconds });
    const bytes = await databaseBytes(db, dialect, kind === 'sqlite' ? path.join(dataDir, 'test.sqlite') : null);
    console.log(
      `${kind}: ${CANDIDATES.toLocaleString('en-US')} candidates ${database.loaded ? 'kept from an earlier run, loaded' : 'loaded'} in ${loadSeconds.toFixed(1)} s, ${(bytes / 1_048_576).toFixed(0)} MiB`,
    );
    const admin = await createAdmin(db);
    await db.destroy();

    let helloRps = 0;
    if (!ONLY) {
      const hello = await startHelloWorld();
      try {
        await drive(hello.url, {}, ['/'], 2000);
        helloRps = (await drive(hello.url, {}, ['/'], 20_000)).rps;
      } finally {
        await hello.stop();
      }
    }

    const server = await startServer({
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_MAX: '100000000',
      ...(args.cold ? { TALENT_SEARCH_CACHE: '0' } : {}),
      ...(args.profile
        ? {
            NODE_OPTIONS: `--import ${pathToFileURL(path.resolve('bench/cpu-profile.mjs')).href}`,
            NW_CPU_PROFILE_DIR: path.resolve(args.profile),
          }
        : {}),
    });
    try {
      const cookie = await signIn(server.url, admin);
      const headers = { cookie, origin: server.url };
      const byKind = searches(phones);
      if (ONLY) for (const name of KINDS) if (!ONLY.includes(name)) byKind.delete(name);
      const all = [...byKind.values()].flat();
      // Warm up (the JIT, the database's caches) on every fifth search, then the 1,000 mixed, then each kind's 125.
      await drive(
        server.url,
        headers,
        all.filter((_, i) => i % 5 === 0),
        200,
      );
      const mixed = ONLY ? { rps: 0, times: [], errors: 0 } : await drive(server.url, headers, all, all.length);
      const kinds: [Kind, Run][] = [];
      for (const [name, paths] of byKind) kinds.push([name, await drive(server.url, headers, paths, paths.length)]);
      const adds = ONLY && !ONLY.includes('adds') ? [] : await measureAdds(server.url, cookie);
      return { kind, loadSeconds, bytes, hello: helloRps, mixed, byKind: kinds, adds };
    } finally {
      await server.stop();
    }
  } finally {
    await db.destroy().catch(() => {});
    if (!args.keep) {
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

function print(report: Report) {
  const ms = (value: number) => value.toFixed(0).padStart(7);
  console.log(
    `\n${report.kind}: ${CANDIDATES.toLocaleString('en-US')} candidates, loaded in ${report.loadSeconds.toFixed(1)} s, ` +
      `${(report.bytes / 1_048_576).toFixed(0)} MiB; ${CONNECTIONS} connections, loopback, ${args.cold ? 'no answers kept (--cold)' : 'answers kept'}, ${os.cpus().length} CPUs, load average ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}`,
  );
  console.log(`Fastify hello-world: ${report.hello.toFixed(0)} req/s`);
  console.log(
    `1,000 mixed searches: ${report.mixed.rps.toFixed(0)} req/s (${(report.mixed.rps / report.hello).toFixed(3)} of hello-world), ` +
      `p50 ${percentile(report.mixed.times, 0.5)} ms, p95 ${percentile(report.mixed.times, 0.95)} ms, p99 ${percentile(report.mixed.times, 0.99)} ms, errors ${report.mixed.errors}`,
  );
  console.log(
    `${'query kind'.padEnd(20)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'p99 ms'.padStart(7)} errors`,
  );
  for (const [name, run] of report.byKind) {
    console.log(
      `${name.padEnd(20)} ${run.rps.toFixed(0).padStart(7)} ${ms(percentile(run.times, 0.5))} ${ms(percentile(run.times, 0.95))} ${ms(percentile(run.times, 0.99))} ${run.errors}`,
    );
  }
  console.log(
    `add one resume (PDF upload + extract + add, ${report.adds.length} in turn): p50 ${percentile(report.adds, 0.5).toFixed(0)} ms, p95 ${percentile(report.adds, 0.95).toFixed(0)} ms`,
  );
}

async function main() {
  const kinds: Dialect[] =
    args.database === 'both'
      ? ['sqlite', ...((await postgresAvailable()) ? (['postgres'] as const) : [])]
      : [args.database === 'postgres' ? 'postgres' : 'sqlite'];
  // Each database's figures as soon as they are known (a run at 100,000 takes a while on a busy machine).
  for (const kind of kinds) print(await runOn(kind));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

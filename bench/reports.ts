/**
 * The reports at a staffing desk's size, on SQLite and on PostgreSQL (when it answers): a
 * deterministic history (seeded; by default 100,000 applications over 3 years on 2,000 requirements,
 * ~10 status moves, notes and mails each, 40 recruiters, 300 clients, a placement for each placed
 * application: two contracts in three, the rest permanent) written into a fresh database, then every
 * report called through the console's API 20 times with varied ranges and filters. Prints, per
 * database, the load time and per report p50/p95 in ms. The history is written as a bulk import would
 * be: with the triggers that keep the reports' summaries (migrations 0030, 0032, 0037 and 0038) dropped, then the
 * summaries built in bulk by the migrations' own backfills, the triggers put back, and the planner's statistics
 * gathered (ANALYZE; on PostgreSQL VACUUM ANALYZE, as its autovacuum would), as a production database has them. Asserts nothing; the target (p95 ≤ 300 ms)
 * and the figures are in docs/PERFORMANCE.md.
 *
 *   npm run bench:reports -- [--applications 100000] [--database sqlite|postgres|both] [--seed 7]
 *     [--reports time,funnel] [--keep] [--reuse DATABASE_URL]
 *
 * `--reports` calls only the reports named; `--keep` leaves the database (and the SQLite file's
 * folder) in place and prints where it is, to study its plans after the run; `--reuse` calls the
 * reports on such a kept database (migrated to the latest first) instead of writing a new one.
 *
 * The API is called in process (Fastify's inject: routing, the access check, the queries and the
 * answer's serialisation, without the socket), signed in as an admin; each report is called once
 * before the 20 timed calls (warm-up, not counted).
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import type { Insertable } from 'kysely';
import { REPORT_NAMES } from '#contracts/admin/reports';
import { adminPaths } from '#contracts/admin/paths';
import { sql } from 'kysely';
import type { Database } from '../server/db/schema';
import * as summaries from '../server/db/migrations/0030-report-summaries';
import * as weeksArrivals from '../server/db/migrations/0032-report-weeks-arrivals';
import * as sourceLabels from '../server/db/migrations/0037-report-source-labels';
import * as stretchLengths from '../server/db/migrations/0038-report-stretch-lengths';
import { as, staffMember } from '../server/test-support/console-client';
import { buildTestApp, type DbKind, postgresAvailable, type TestApp } from '../server/test-support/test-app';

const { values: args } = parseArgs({
  options: {
    applications: { type: 'string', default: '100000' },
    database: { type: 'string', default: 'both' },
    seed: { type: 'string', default: '7' },
    reports: { type: 'string' },
    keep: { type: 'boolean', default: false },
    reuse: { type: 'string' },
  },
});
const APPLICATIONS = Number(args.applications);
const REQUIREMENTS = Math.max(10, Math.round(APPLICATIONS / 50));
const RECRUITERS = 40;
const CLIENTS = 300;
const DAY_MS = 86_400_000;
const NOW = Date.now();
const SPAN_DAYS = 3 * 365;

/** mulberry32: a small seeded generator, so every run writes the same history. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const STAGES = ['screening', 'submitted', 'client_interview', 'offer', 'placed'];
const SOURCES = ['linkedin', 'indeed', 'dice', 'naukri', 'referral', null];

async function load(t: TestApp) {
  const rnd = random(Number(args.seed));
  const db = t.app.db;
  const [country] = await t.app.repos.reference.countries();
  const clients = Array.from({ length: CLIENTS }, (_, i) => ({
    id: randomUUID(),
    name: `Bench client ${i}`,
    owner_id: null,
    created_at: new Date(NOW - SPAN_DAYS * DAY_MS).toISOString(),
  }));
  for (let i = 0; i < clients.length; i += 100)
    await db
      .insertInto('clients')
      .values(clients.slice(i, i + 100))
      .execute();
  const openings = Array.from({ length: REQUIREMENTS }, (_, i) => ({
    client_id: clients[i % CLIENTS]!.id,
    req_id: 500_000 + i,
    uuid: randomUUID(),
    title: `Bench requirement ${i}`,
    location: 'Remote',
    position_type: (i % 3 ? 'Contract' : 'Full-Time') as 'Contract' | 'Full-Time',
    work_location_preference: 'Remote',
    rate: '',
    country_uuid: country?.COUNTRY_UUID ?? '',
    description_html: '<p>Bench.</p>',
    is_multi_location: 0,
    interview_type: '',
    posted_date: new Date(NOW - Math.floor(rnd() * SPAN_DAYS) * DAY_MS).toISOString().slice(0, 10),
    valid_through: null,
  }));
  for (let i = 0; i < openings.length; i += 200)
    await db
      .insertInto('openings')
      .values(openings.slice(i, i + 200))
      .execute();

  let events = 0;
  const BATCH = 500;
  for (let start = 0; start < APPLICATIONS; start += BATCH) {
    const apps: Insertable<Database['candidates']>[] = [];
    const moves: Insertable<Database['review_events']>[] = [];
    const placements: Insertable<Database['placements']>[] = [];
    for (let i = start; i < Math.min(APPLICATIONS, start + BATCH); i++) {
      const uuid = randomUUID();
      const created = NOW - rnd() * SPAN_DAYS * DAY_MS;
      const opening = openings[Math.floor(rnd() * openings.length)]!;
      const source = SOURCES[Math.floor(rnd() * SOURCES.length)] ?? null;
      apps.push({
        uuid,
        requirement_uuid: opening.uuid,
        name: `Bench Person ${i}`,
        email: `bench${i}@example.com`,
        phone: `91355${String(i).padStart(5, '0')}`,
        whatsapp: null,
        city: 'Pune',
        state_uuid: null,
        country_uuid: null,
        work_authorization: null,
        h1b_approved: null,
        h1b_expiry: null,
        h1b_transfer: null,
        best_time_to_call: '',
        availability: '',
        job_change_reason: '',
        current_salary: '',
        expected_salary: '',
        desired_location: '',
        recruiter_name: '',
        content_hash: uuid,
        created_at: new Date(created).toISOString(),
        utm_source: source,
        utm_medium: null,
        utm_campaign: null,
        utm_term: null,
        utm_content: null,
        referrer: null,
        landing_page: null,
      });
      // How far it goes: most stop early, a few are placed; about ten events in all with notes and mails.
      const depth = Math.floor(rnd() ** 2 * (STAGES.length + 1));
      const recruiter = Math.floor(rnd() * RECRUITERS);
      let at = created;
      let count = 0;
      const event = (kind: 'status' | 'note' | 'mail', to: string | null) => {
        at += rnd() * 4 * DAY_MS;
        count += 1;
        moves.push({
          id: randomUUID(),
          subject_type: 'application' as const,
          subject_id: uuid,
          kind,
          from_status: null,
          to_status: to,
          note: kind === 'status' ? null : 'bench',
          by_id: `bench-recruiter-${recruiter}`,
          by_name: `Recruiter ${recruiter}`,
          at: new Date(Math.min(at, NOW)).toISOString(),
        });
      };
      for (let s = 0; s < depth; s++) {
        event('status', STAGES[s]!);
        event('note', null);
      }
      if (depth === STAGES.length) {
        const start = new Date(Math.min(at + 14 * DAY_MS, NOW + 30 * DAY_MS));
        const contract = rnd() < 0.67;
        const bill = 4_000 + Math.floor(rnd() * 8_000);
        placements.push({
          id: randomUUID(),
          application_id: uuid,
          kind: contract ? 'contract' : 'permanent',
          start_date: start.toISOString().slice(0, 10),
          end_date: contract
            ? new Date(start.getTime() + (60 + Math.floor(rnd() * 300)) * DAY_MS).toISOString().slice(0, 10)
            : null,
          currency: rnd() < 0.8 ? 'USD' : 'INR',
          rate_unit: contract ? 'hour' : 'year',
          bill_rate_cents: contract ? bill : null,
          pay_rate_cents: contract ? Math.round(bill * 0.75) : null,
          salary_cents: contract ? null : 9_000_000 + Math.floor(rnd() * 6_000_000),
          fee_percent: contract ? null : 18,
          note: '',
          by_id: `bench-recruiter-${recruiter}`,
          by_name: `Recruiter ${recruiter}`,
          created_at: new Date(Math.min(at, NOW)).toISOString(),
          updated_at: new Date(Math.min(at, NOW)).toISOString(),
        });
      }
      if (depth < STAGES.length && rnd() < 0.6) event('status', 'rejected');
      while (count < 10) event(rnd() < 0.5 ? 'note' : 'mail', null);
    }
    events += moves.length;
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('candidates').values(apps).execute();
      for (let i = 0; i < moves.length; i += 500)
        await trx
          .insertInto('review_events')
          .values(moves.slice(i, i + 500))
          .execute();
      for (let i = 0; i < placements.length; i += 200)
        await trx
          .insertInto('placements')
          .values(placements.slice(i, i + 200))
          .execute();
    });
  }
  return events;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? 0;
};

async function run(kind: DbKind) {
  const t = await buildTestApp(kind, args.reuse ? { DATABASE_URL: args.reuse } : {});
  try {
    const admin = await staffMember(t, 'admin');
    if (!args.reuse) await write(t, kind);
    await callReports(t, admin);
  } finally {
    // A reused database is another than the fresh one this app was given (and `close` drops).
    if (args.keep && !args.reuse) {
      await t.app.close();
      console.log(`kept: ${t.config.databaseUrl}`);
    } else await t.close();
  }
}

/** A new history written as a bulk import is, its summaries built and its statistics gathered. */
async function write(t: TestApp, kind: DbKind) {
  const db = t.app.db as never;
  const started = performance.now();
  await summaries.dropTriggers(db, kind);
  await weeksArrivals.dropTriggers(db, kind);
  await sourceLabels.dropTriggers(db, kind);
  await stretchLengths.dropTriggers(db, kind);
  const events = await load(t);
  const loaded = performance.now();
  await summaries.backfill(db);
  await weeksArrivals.backfill(db, kind);
  await sourceLabels.backfill(db, kind);
  await stretchLengths.backfill(db, kind);
  await summaries.createTriggers(db, kind);
  await weeksArrivals.createTriggers(db, kind);
  await sourceLabels.createTriggers(db, kind);
  await stretchLengths.createTriggers(db, kind);
  const summarised = performance.now();
  // PostgreSQL: VACUUM too, as autovacuum would have by the time a bulk import is read (the test
  // server runs with autovacuum off): the backfills' updates leave dead rows, and index-only scans
  // need the visibility map it sets.
  await sql.raw(kind === 'postgres' ? 'vacuum analyze' : 'analyze').execute(t.app.db);
  const analysed = performance.now();
  const seconds = (from: number, to: number) => ((to - from) / 1000).toFixed(1);
  console.log(
    `\n${kind}: ${APPLICATIONS.toLocaleString('en-US')} applications, ${events.toLocaleString('en-US')} history events, ${REQUIREMENTS} requirements: written in ${seconds(started, loaded)} s, summaries built in ${seconds(loaded, summarised)} s, analysed in ${seconds(summarised, analysed)} s`,
  );
}

/** Each report (or those `--reports` names) once untimed, then 20 times with varied ranges and filters. */
async function callReports(t: TestApp, admin: Awaited<ReturnType<typeof staffMember>>) {
  const queries = [
    '?range=30d',
    '?range=quarter',
    '?range=week',
    '?range=custom&from=2025-01-01&to=2025-03-31',
    '?range=30d&source=linkedin',
    '?range=quarter&country=USA',
    '?range=30d&recruiter=bench-recruiter-3',
    `?range=quarter&reqId=${500_000 + 17}`,
    '?range=custom&from=2024-06-01&to=2024-12-31',
    '?range=30d&source=referral&country=USA',
  ];
  console.log('report       p50 ms   p95 ms   (20 calls, varied range and filters)');
  const names = args.reports ? REPORT_NAMES.filter((name) => args.reports!.split(',').includes(name)) : REPORT_NAMES;
  for (const name of names) {
    // One call first, not timed: a server in use has its code compiled and its pages cached; the
    // first call after a bulk load measures neither the report nor the database.
    await as(t, admin)('GET', `${adminPaths.report(name)}${queries[0]!}`);
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      const query = queries[i % queries.length]!;
      const begin = performance.now();
      const answer = await as(t, admin)('GET', `${adminPaths.report(name)}${query}`);
      times.push(performance.now() - begin);
      if (answer.statusCode !== 200) throw new Error(`${name}${query}: ${answer.statusCode} ${answer.body}`);
    }
    console.log(
      `${name.padEnd(12)} ${percentile(times, 0.5).toFixed(1).padStart(7)}  ${percentile(times, 0.95).toFixed(1).padStart(7)}`,
    );
  }
}

const kinds: DbKind[] = args.reuse
  ? [args.reuse.startsWith('sqlite:') ? 'sqlite' : 'postgres']
  : args.database === 'both'
    ? ['sqlite', ...((await postgresAvailable()) ? (['postgres'] as const) : [])]
    : [args.database as DbKind];
for (const kind of kinds) await run(kind);

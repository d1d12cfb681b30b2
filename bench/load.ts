/**
 * Load: N whole applications by C concurrent clients through the real HTTP API of a real server
 * process (candidate, attachment, attachment info, signed URL, PUT of a PDF, recruiter mail), on
 * SQLite and on PostgreSQL. Every answer must be 2xx or 429 (a 429 is retried after Retry-After).
 * Afterwards the database must hold exactly one candidate, one stored attachment and one file per
 * success, and the outbox exactly one recruiter mail per success. Prints throughput and latency.
 *
 *   npm run bench:load -- [--apps 1000] [--clients 100] [--db sqlite|postgres|both]
 *
 * All clients come from 127.0.0.1, so the run sets RATE_LIMIT_MAX high (documented in
 * docs/RELIABILITY.md); `--rate-limit 300 --rate-window-ms 1000` exercises the 429-and-retry path
 * instead. Exits 1 when a check fails.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { openSqlite } from '../server/db/sqlite-driver';
import pg from 'pg';
import { startServer, type RunningServer } from '../e2e/test-support/server';
import {
  APPLICATION_STEPS,
  applyInSixSteps,
  newApplicationIds,
  type ApplicationStep,
} from '../server/test-support/application-steps';

const { values: args } = parseArgs({
  options: {
    apps: { type: 'string', default: '1000' },
    clients: { type: 'string', default: '100' },
    db: { type: 'string', default: 'both' },
    'rate-limit': { type: 'string', default: '1000000' },
    'rate-window-ms': { type: 'string', default: '60000' },
  },
});
const APPS = Number(args.apps);
const CLIENTS = Number(args.clients);
const PG_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
const STEPS = APPLICATION_STEPS;
type Step = ApplicationStep;

type Run = {
  latencies: Record<Step, number[]>;
  statuses: Map<number, number>;
  retried429: number;
  bad: string[];
  succeeded: string[];
};

/** Letters only, so every candidate has its own name (and so its own recruiter mail). */
const lettersOf = (n: number) => {
  let s = '';
  do {
    s = String.fromCharCode(97 + (n % 26)) + s;
    n = Math.floor(n / 26);
  } while (n > 0);
  return s;
};

async function call(run: Run, step: Step, url: string, init: RequestInit): Promise<Response | undefined> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const t0 = performance.now();
    let response: Response;
    try {
      response = await fetch(url, init);
      await response.clone().arrayBuffer();
    } catch (error) {
      run.bad.push(`${step}: ${(error as Error).message}`);
      return undefined;
    }
    run.latencies[step].push(performance.now() - t0);
    run.statuses.set(response.status, (run.statuses.get(response.status) ?? 0) + 1);
    if (response.status === 429) {
      run.retried429++;
      const after = Number(response.headers.get('retry-after') ?? '1');
      await new Promise((resolve) => setTimeout(resolve, Math.max(after, 0.05) * 1000));
      continue;
    }
    if (response.status < 200 || response.status > 299) {
      run.bad.push(`${step}: ${response.status} ${(await response.text()).slice(0, 200)}`);
      return undefined;
    }
    return response;
  }
  run.bad.push(`${step}: still 429 after 20 tries`);
  return undefined;
}

type Reference = { opening: string; reqId: number; country: string; state: string };

async function apply(run: Run, base: string, ref: Reference, index: number) {
  const ids = newApplicationIds();
  const ok = await applyInSixSteps(
    base,
    {
      ...ref,
      name: `Load ${lettersOf(index)}`,
      email: `load.${lettersOf(index)}@example.com`,
      resume: PDF,
    },
    (step, url, init) => call(run, step, url, init),
    ids,
  );
  if (ok) run.succeeded.push(ids.candidate);
}

async function reference(base: string): Promise<Reference> {
  const opening = (
    (await (await fetch(`${base}/api/staffing/get/RequirementID/1001`)).json()) as Array<{
      REQUIREMENT_UUID: string;
      COUNTRY: string;
    }>
  )[0];
  const states = (await (await fetch(`${base}/api/staffing/get/state`)).json()) as Array<{
    STATE_NAME: string;
    STATE_UUID: string;
  }>;
  const kansas = states.find((s) => s.STATE_NAME === 'Kansas');
  if (!opening || !kansas) throw new Error('demo data missing');
  return { opening: opening.REQUIREMENT_UUID, reqId: 1001, country: opening.COUNTRY, state: kansas.STATE_UUID };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;

type Counts = {
  candidates: number;
  stored: number;
  infos: number;
  recruiterMails: number;
  confirmations: number;
  pending: number;
};

/** What the database holds, and which of the successful candidates are missing. */
async function countRows(
  kind: 'sqlite' | 'postgres',
  databaseUrl: string,
  succeeded: string[],
): Promise<Counts & { missing: number }> {
  const queries = {
    candidates: 'select count(*) as n from candidates',
    stored: "select count(*) as n from attachments where upload_status = 'stored'",
    infos: 'select count(*) as n from attachment_infos',
    recruiterMails: "select count(*) as n from mail_outbox where kind = 'api'",
    confirmations: "select count(*) as n from mail_outbox where kind = 'application-confirmation'",
    pending: "select count(*) as n from mail_outbox where status <> 'sent'",
  };
  const counts = {} as Counts;
  let known: Set<string>;
  if (kind === 'sqlite') {
    const db = openSqlite(databaseUrl.replace(/^sqlite:/, ''), { readonly: true });
    for (const [key, sql] of Object.entries(queries))
      counts[key as keyof Counts] = Number((db.prepare(sql).get() as { n: number }).n);
    known = new Set((db.prepare('select uuid from candidates').all() as Array<{ uuid: string }>).map((r) => r.uuid));
    db.close();
  } else {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    for (const [key, sql] of Object.entries(queries))
      counts[key as keyof Counts] = Number((await client.query<{ n: string }>(sql)).rows[0]!.n);
    known = new Set((await client.query<{ uuid: string }>('select uuid from candidates')).rows.map((r) => r.uuid));
    await client.end();
  }
  return { ...counts, missing: succeeded.filter((uuid) => !known.has(uuid)).length };
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

async function bench(kind: 'sqlite' | 'postgres') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nw-load-'));
  const webRoot = path.join(dataDir, 'web');
  fs.mkdirSync(webRoot);
  fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>bench</title>');
  let databaseUrl = `sqlite:${path.join(dataDir, 'northwind.sqlite')}`;
  let dropDatabase = async () => {};
  if (kind === 'postgres') {
    const name = `nw_load_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
    await adminQuery(`create database ${name}`);
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = () => adminQuery(`drop database if exists ${name} with (force)`);
  }
  let server: RunningServer | undefined;
  try {
    server = await startServer({
      DATA_DIR: dataDir,
      WEB_ROOT: webRoot,
      DATABASE_URL: databaseUrl,
      RATE_LIMIT_MAX: args['rate-limit'],
      RATE_LIMIT_WINDOW_MS: args['rate-window-ms'],
      // One address, one client for every application: the per-address and per-client confirmation
      // throttle and the mail quota would otherwise measure themselves, like the rate limit.
      CONFIRMATIONS_PER_ADDRESS: '1000000',
      CONFIRMATIONS_PER_CLIENT: '1000000',
      MAIL_QUOTA_BYTES: String(1024 ** 4),
      OUTBOX_POLL_MS: '200',
    });
    const ref = await reference(server.url);
    const run: Run = {
      latencies: Object.fromEntries(STEPS.map((s) => [s, [] as number[]])) as Record<Step, number[]>,
      statuses: new Map(),
      retried429: 0,
      bad: [],
      succeeded: [],
    };
    let next = 0;
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (next < APPS) await apply(run, server!.url, ref, next++);
      }),
    );
    const seconds = (performance.now() - t0) / 1000;

    // Let the outbox worker send everything, then count.
    const deadline = Date.now() + 60_000;
    let counts = await countRows(kind, databaseUrl, run.succeeded);
    while (counts.pending > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      counts = await countRows(kind, databaseUrl, run.succeeded);
    }
    const files = fs.readdirSync(path.join(dataDir, 'uploads', 'resumes')).filter((f) => !f.endsWith('.tmp')).length;
    const emls = fs.existsSync(path.join(dataDir, 'mail')) ? fs.readdirSync(path.join(dataDir, 'mail')).length : 0;

    const all = STEPS.flatMap((s) => run.latencies[s]).sort((a, b) => a - b);
    const requests = all.length;
    const n = run.succeeded.length;
    const checks: Array<[string, boolean]> = [
      [
        'every answer 2xx or 429',
        run.bad.length === 0 && [...run.statuses.keys()].every((s) => (s >= 200 && s < 300) || s === 429),
      ],
      [`all ${APPS} applications succeeded`, n === APPS],
      ['one candidate per success, none missing', counts.candidates === n && counts.missing === 0],
      ['one stored attachment and one info per success', counts.stored === n && counts.infos === n],
      ['one stored file per success', files === n],
      ['one recruiter mail per success in the outbox', counts.recruiterMails === n],
      ['one candidate confirmation per success', counts.confirmations === n],
      ['outbox delivered (one .eml per mail)', counts.pending === 0 && emls === 2 * n],
    ];
    const lines = [
      `## ${kind}: ${APPS} applications, ${CLIENTS} clients`,
      `- ${n} succeeded in ${seconds.toFixed(1)} s: ${(n / seconds).toFixed(1)} applications/s, ${(requests / seconds).toFixed(0)} requests/s (${requests} requests, ${run.retried429} answered 429 and retried)`,
      `- status codes: ${[...run.statuses].map(([s, c]) => `${s}×${c}`).join(', ')}`,
      `- latency all requests: p50 ${percentile(all, 50).toFixed(1)} ms, p99 ${percentile(all, 99).toFixed(1)} ms, max ${all.at(-1)?.toFixed(1)} ms`,
      ...STEPS.map((s) => {
        const sorted = [...run.latencies[s]].sort((a, b) => a - b);
        return `  - ${s}: p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms`;
      }),
      `- database: ${counts.candidates} candidates, ${counts.stored} stored attachments, ${counts.infos} infos, ${files} files, ${counts.recruiterMails} recruiter mails, ${counts.confirmations} confirmations, ${counts.pending} not yet sent, ${emls} .eml files`,
      ...checks.map(([what, passed]) => `- ${passed ? 'PASS' : 'FAIL'} ${what}`),
      ...run.bad.slice(0, 10).map((b) => `  - unexpected: ${b}`),
    ];
    console.log(lines.join('\n'));
    return checks.every(([, passed]) => passed);
  } finally {
    await server?.stop();
    await dropDatabase();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const kinds = args.db === 'both' ? (['sqlite', 'postgres'] as const) : [args.db as 'sqlite' | 'postgres'];
let passed = true;
console.log(`node ${process.version}, ${os.cpus().length} cores, ${new Date().toISOString()}`);
for (const kind of kinds) passed = (await bench(kind)) && passed;
process.exit(passed ? 0 : 1);

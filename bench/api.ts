/**
 * Throughput of the staffing API's read endpoints and the job page with 10,000 openings, on SQLite
 * and on PostgreSQL (when it answers at 127.0.0.1:5432), against a bare Fastify
 * hello-world measured in the same run on the same machine (so the ratio, not the raw figure, is
 * what compares across machines). Everything runs on loopback; autocannon drives each target for a
 * bounded time with a fixed number of connections. Prints a table; asserts nothing.
 *
 *   npm run bench:api -- [--openings 10000] [--seconds 10] [--connections 10] [--database sqlite|postgres|both]
 *
 * The openings are imported with the operator CLI (`npm run cli -- import-openings`) into a fresh
 * database (SQLite under a temporary DATA_DIR, or a new PostgreSQL database); the server is the real
 * one (server/server.ts) in its own process, started like the browser tests start it.
 *
 * The board's query endpoint is measured three ways: the first page (what every visitor of the
 * board asks; its size on the wire is printed), one search repeated (served from the server's
 * answer cache), and 5,000 distinct searches in turn (more than the cache keeps: each one runs the
 * full-text query, so its p99 is the database's).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon, { type Request as AutocannonRequest } from 'autocannon';
import { startServer } from '../e2e/test-support/server';
import { repoRoot } from '../e2e/test-support/paths';
import { createTestDatabase, postgresAvailable } from '../server/test-support/test-app';
import { startHelloWorld } from './hello-world';

const { values: args } = parseArgs({
  options: {
    openings: { type: 'string', default: '10000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    database: { type: 'string', default: 'both' },
  },
});
const OPENINGS = Number(args.openings);
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);

/** Openings the way an operator imports them, with realistic field lengths. */
function openingsFile(count: number): string {
  const titles = ['Data Engineer', 'Java Developer', 'QA Analyst', 'DevOps Engineer', 'Scrum Master', 'ML Engineer'];
  const places = ['Austin, TX', 'Pune, MH', 'Remote', 'Chicago, IL', 'Bengaluru, KA', 'New York, NY'];
  const rows = Array.from({ length: count }, (_, i) => ({
    REQ_ID: 100_000 + i,
    PSTN_TITLE: `${titles[i % titles.length]} ${i}`,
    PSTN_LCTN: places[i % places.length],
    PSTN_TYP: i % 3 === 0 ? 'Full-Time' : 'Contract',
    WORK_LOCATION_PREFERENCE: i % 2 ? 'Remote' : 'Onsite',
    PSTN_RATE: i % 4 ? `$${60 + (i % 40)}/hr` : '',
    COUNTRY: i % 2 ? 'US' : 'IN',
    INTERNAL_JOB_DESCRIPTION:
      `<p>Role ${i}: build and run data pipelines.</p><ul><li>5+ years</li><li>SQL</li></ul>`.repeat(4),
    POSTED_DATE: `2026-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
  }));
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'nw-bench-api-')), 'openings.json');
  fs.writeFileSync(file, JSON.stringify(rows));
  return file;
}

type Figures = { name: string; rps: number; p50: number; p99: number; bytes: number; errors: number };

async function measure(
  name: string,
  url: string,
  headers: Record<string, string> = {},
  requests?: AutocannonRequest[],
): Promise<Figures> {
  // fetch asks for gzip/br by default; ask for exactly what autocannon will.
  const sample = await fetch(url, { headers: { 'accept-encoding': 'identity', ...headers } });
  // On the wire: Content-Length (fetch hands back the decoded body).
  const decoded = (await sample.arrayBuffer()).byteLength;
  const bytes = Number(sample.headers.get('content-length') ?? decoded);
  if (!sample.ok) throw new Error(`${name}: ${url} answered ${sample.status}`);
  // Warm up (JIT, caches) for a second, then measure.
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 1, requests });
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS, requests });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** Searches a visitor might type: a title word, a number (so each is distinct) and a filter. */
function variedSearches(): AutocannonRequest[] {
  const words = ['data', 'java', 'qa', 'devops', 'scrum', 'ml', 'engineer', 'developer', 'analyst', 'remote'];
  let n = 0;
  return [
    {
      setupRequest: (request: AutocannonRequest) => {
        n = (n + 1) % 5000;
        const type = ['all', 'contractual', 'permanent'][n % 3];
        return { ...request, path: `/api/staffing/openings?q=${words[n % words.length]}%20${n}&type=${type}&page=1` };
      },
    },
  ];
}

async function runOn(database: 'sqlite' | 'postgres', file: string): Promise<Figures[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nw-bench-api-data-'));
  const pgDatabase = database === 'postgres' ? await createTestDatabase('postgres', dataDir) : null;
  const env: Record<string, string> = { DATA_DIR: dataDir, ...(pgDatabase ? { DATABASE_URL: pgDatabase.url } : {}) };
  const started = Date.now();
  const imported = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/main.ts', 'import-openings', file], {
    cwd: repoRoot,
    env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  if (imported.status !== 0) throw new Error(`import failed:\n${(imported.stdout + imported.stderr).slice(0, 2000)}`);
  console.log(`${database}: ${imported.stdout.trim()} (${((Date.now() - started) / 1000).toFixed(1)} s)`);

  const results: Figures[] = [];
  const hello = await startHelloWorld();
  try {
    results.push(await measure('Fastify hello-world (baseline)', hello.url));
  } finally {
    await hello.stop();
  }
  const server = await startServer({ ...env, LOG_LEVEL: 'silent' });
  const br = { 'accept-encoding': 'br, gzip' };
  try {
    const api = `${server.url}/api/staffing`;
    const job = 100_000 + Math.min(4242, OPENINGS - 1);
    results.push(await measure('GET /openings (first page, br)', `${api}/openings`, br));
    results.push(
      await measure('GET /openings?q=data engineer&type=…', `${api}/openings?q=data%20engineer&type=contractual`, br),
    );
    results.push(await measure('GET /openings, 5,000 distinct searches', `${api}/openings`, br, variedSearches()));
    results.push(await measure('GET /get/RequirementID/:jobId (job, br)', `${api}/get/RequirementID/${job}`, br));
    results.push(
      await measure(
        'GET job page HTML (job in the HTML)',
        `${server.url}/current-openings/job-description?jobId=${job}`,
        br,
      ),
    );
    results.push(await measure('GET /get/requirement (whole list, br)', `${api}/get/requirement`, br));
  } finally {
    await server.stop();
    await pgDatabase?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}

function print(database: string, results: Figures[]) {
  const base = results[0]?.rps ?? 1;
  console.log(
    `\n${database}: ${OPENINGS} openings, ${CONNECTIONS} connections, ${SECONDS} s each, loopback, ${os.cpus().length} CPUs`,
  );
  console.log(
    `${'target'.padEnd(40)} ${'req/s'.padStart(9)} ${'ratio'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'wire'.padStart(10)} errors`,
  );
  for (const r of results) {
    console.log(
      `${r.name.padEnd(40)} ${r.rps.toFixed(0).padStart(9)} ${(r.rps / base).toFixed(3).padStart(7)} ` +
        `${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${(r.bytes / 1024).toFixed(1).padStart(7)} KiB ${r.errors}`,
    );
  }
}

async function main() {
  const file = openingsFile(OPENINGS);
  const databases: Array<'sqlite' | 'postgres'> =
    args.database === 'both'
      ? ['sqlite', ...((await postgresAvailable()) ? (['postgres'] as const) : [])]
      : [args.database === 'postgres' ? 'postgres' : 'sqlite'];
  try {
    const all: Array<[string, Figures[]]> = [];
    for (const database of databases) all.push([database, await runOn(database, file)]);
    for (const [database, results] of all) print(database, results);
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

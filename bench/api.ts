/**
 * Throughput of the staffing API's read endpoints with 10,000 openings, against a bare Fastify
 * hello-world measured in the same run on the same machine (so the ratio, not the raw figure, is
 * what compares across machines). Everything runs on loopback; autocannon drives each target for a
 * bounded time with a fixed number of connections. Prints a table; asserts nothing.
 *
 *   npm run bench:api -- [--openings 10000] [--seconds 10] [--connections 10]
 *
 * The openings are imported with the operator CLI (`npm run cli -- import-openings`) into a fresh
 * SQLite database under a temporary DATA_DIR; the server is the real one (server/server.ts) in its
 * own process, started like the browser tests start it.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { freePort, startServer } from '../e2e/support/server';
import { repoRoot } from '../e2e/support/paths';

const { values: args } = parseArgs({
  options: {
    openings: { type: 'string', default: '10000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
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

/** A bare Fastify hello-world in its own process, like the real server. */
async function startHelloWorld() {
  const port = await freePort();
  const source = `
    import Fastify from 'fastify';
    const app = Fastify({ logger: false });
    app.get('/', async () => ({ hello: 'world' }));
    await app.listen({ port: ${port}, host: '127.0.0.1' });
    process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', source], { cwd: repoRoot, stdio: 'inherit' });
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

type Figures = { name: string; rps: number; p50: number; p99: number; bytes: number; errors: number };

async function measure(name: string, url: string, headers: Record<string, string> = {}): Promise<Figures> {
  // fetch asks for gzip/br by default; ask for exactly what autocannon will.
  const sample = await fetch(url, { headers: { 'accept-encoding': 'identity', ...headers } });
  // On the wire: Content-Length (fetch hands back the decoded body).
  const decoded = (await sample.arrayBuffer()).byteLength;
  const bytes = Number(sample.headers.get('content-length') ?? decoded);
  if (!sample.ok) throw new Error(`${name}: ${url} answered ${sample.status}`);
  // Warm up (JIT, caches) for a second, then measure.
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 1 });
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nw-bench-api-data-'));
  const file = openingsFile(OPENINGS);
  const started = Date.now();
  const imported = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/main.ts', 'import-openings', file], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  if (imported.status !== 0) throw new Error(`import failed:\n${(imported.stdout + imported.stderr).slice(0, 2000)}`);
  console.log(`${imported.stdout.trim()} (${((Date.now() - started) / 1000).toFixed(1)} s, SQLite in ${dataDir})`);

  const results: Figures[] = [];
  const hello = await startHelloWorld();
  try {
    results.push(await measure('Fastify hello-world (baseline)', hello.url));
  } finally {
    await hello.stop();
  }
  const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  try {
    const api = `${server.url}/api/staffing/get`;
    const list = (await (await fetch(`${api}/requirement`)).json()) as unknown[];
    console.log(`openings served by the list: ${list.length}`);
    results.push(await measure('GET /requirement (list, identity)', `${api}/requirement`));
    results.push(
      await measure('GET /requirement (list, br/gzip)', `${api}/requirement`, { 'accept-encoding': 'br, gzip' }),
    );
    results.push(await measure('GET /RequirementID/:jobId (detail)', `${api}/RequirementID/${100_000 + 4242}`));
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }

  const base = results[0]?.rps ?? 1;
  console.log(`\n${CONNECTIONS} connections, ${SECONDS} s each, loopback, ${os.cpus().length} CPUs`);
  console.log(
    `${'target'.padEnd(38)} ${'req/s'.padStart(9)} ${'ratio'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'body'.padStart(10)} errors`,
  );
  for (const r of results) {
    console.log(
      `${r.name.padEnd(38)} ${r.rps.toFixed(0).padStart(9)} ${(r.rps / base).toFixed(3).padStart(7)} ` +
        `${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${(r.bytes / 1024).toFixed(1).padStart(7)} KiB ${r.errors}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

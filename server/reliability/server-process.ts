/**
 * The real server (server/server.ts) as a child process, for tests that need more than one instance
 * or a real SIGTERM; plus a local SMTP server that records what it receives.
 * The server is compiled once per test file (scripts/build-server.mjs, esbuild: about a second) and
 * started with plain `node`, as production runs it: through tsx every start compiled the whole server
 * again, which took more than 20 s when the CPU was busy with other suites.
 */
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';
import { createDatabase } from '../db/database';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * Compiles the server (and the operator CLI) for the calling test file, before its tests, and removes
 * them after; call it at the top of the file (or of the describe that needs it). `start` runs the
 * compiled server.
 */
export function serverProcesses() {
  // Inside the repository: the compiled code imports its packages from node_modules.
  const outdir = path.join(repoRoot, '.builds', `reliability-${randomBytes(4).toString('hex')}`);
  beforeAll(
    () =>
      new Promise<void>((resolve, reject) =>
        execFile(process.execPath, ['scripts/build-server.mjs', '--outdir', outdir], { cwd: repoRoot }, (error) =>
          error ? reject(error) : resolve(),
        ),
      ),
    120_000,
  );
  afterAll(() => fs.rm(outdir, { recursive: true, force: true }));
  return {
    /** Where server.js and cli.js are compiled to. */
    outdir,
    start: (env: ServerEnv) => startServerProcess(path.join(outdir, 'server.js'), env),
  };
}

/**
 * How long a server may take to answer its health check: a guard against a hang, not a speed test (CI's
 * Node 24 run gets the CPU only when the main suite leaves some, and a start there once took over 60 s).
 */
const START_DEADLINE_MS = 180_000;

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export type ServerProcess = Awaited<ReturnType<typeof startServerProcess>>;
type ServerEnv = Record<string, string> & { DATA_DIR: string };

/** Starts the compiled server on a free port with `env` (DATA_DIR must be given) and waits until it is healthy. */
async function startServerProcess(entry: string, env: ServerEnv) {
  const port = await freePort();
  const webRoot = path.join(env.DATA_DIR, 'web');
  await fs.mkdir(webRoot, { recursive: true });
  await fs.writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>test</title>');
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--enable-source-maps', entry], {
    cwd: repoRoot,
    env: {
      // eslint-disable-next-line no-restricted-properties -- the child needs the test's PATH
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      WEB_ROOT: webRoot,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + START_DEADLINE_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not healthy in ${START_DEADLINE_MS / 1000} s:\n${output}`);
    }
    const healthy = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    port,
    output: () => output,
    /** SIGTERM, and the exit code once it has stopped. */
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
    kill: () => child.kill('SIGKILL'),
  };
}

/** A local SMTP server; `subjects` lists every mail it accepted, in order. */
export async function startSmtp(port = 0) {
  const subjects: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        subjects.push(/^Subject: (.*)$/m.exec(raw.replace(/\r?\n(?=[ \t])/g, ''))?.[1]?.trim() ?? '');
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as net.AddressInfo).port,
    subjects,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export async function waitFor(check: () => boolean | Promise<boolean>, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Waits until the outbox holds no mail still to send: after that no instance delivers anything more,
 * so what the SMTP server has received is final (a condition, not a pause for stragglers).
 */
export async function waitForOutboxDrained(databaseUrl: string, ms = 10_000) {
  const { db } = createDatabase(databaseUrl);
  try {
    await waitFor(async () => {
      const { pending } = await db
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.countAll().as('pending'))
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow();
      return Number(pending) === 0;
    }, ms);
  } finally {
    await db.destroy();
  }
}

/**
 * The compiled server (scripts/build-server.mjs) is what `npm start` runs: plain `node`, no tsx.
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../server/reliability/server-process';

const root = path.resolve(import.meta.dirname, '..');
// Inside the repository: the compiled code imports its packages from node_modules.
const outdir = path.join(root, '.builds', `server-test-${randomBytes(4).toString('hex')}`);
let dataDir: string;

beforeAll(async () => {
  execFileSync(process.execPath, ['scripts/build-server.mjs', '--outdir', outdir], { cwd: root, stdio: 'pipe' });
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'nw-compiled-'));
  await fs.mkdir(path.join(dataDir, 'web'));
  await fs.writeFile(path.join(dataDir, 'web', 'index.html'), '<!doctype html><title>home</title>');
}, 60_000);
afterAll(async () => {
  await fs.rm(outdir, { recursive: true, force: true });
  await fs.rm(dataDir, { recursive: true, force: true });
});

/** Runs the compiled server with plain node until `check` is done with it. */
async function withServer(env: Record<string, string>, check: (url: string) => Promise<void>) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(outdir, 'server.js')], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      WEB_ROOT: path.join(dataDir, 'web'),
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  try {
    const deadline = Date.now() + 20_000;
    while (
      !(await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (child.exitCode !== null || Date.now() > deadline)
        throw new Error(`compiled server did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await check(url);
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

describe('the compiled server', () => {
  it('is JavaScript that loads no TypeScript: the #contracts and #content imports are compiled in', async () => {
    for (const file of ['server.js', 'cli.js']) {
      const code = await fs.readFile(path.join(outdir, file), 'utf8');
      expect(code).not.toMatch(/from ["'](#contracts|#content)\//);
      expect(code).not.toMatch(/from ["'][^"']+\.tsx?["']/);
      expect(code).not.toMatch(/from ["']tsx/);
    }
  });

  it('runs with plain node and serves the APIs, without /api/docs by default', async () => {
    await withServer({}, async (url) => {
      expect(await fetch(`${url}/api/health`).then((r) => r.json())).toEqual({ status: 'ok', database: 'up' });
      const openings = await fetch(`${url}/api/staffing/get/RequirementID/1001`).then((r) => r.json());
      expect(openings).toEqual([expect.objectContaining({ REQ_ID: 1001 })]);
      expect((await fetch(`${url}/api/docs/`)).status).toBe(404);
      expect((await fetch(`${url}/`)).status).toBe(200);
    });
  }, 60_000);

  it('serves /api/docs when API_DOCS=true', async () => {
    await withServer({ API_DOCS: 'true' }, async (url) => {
      expect((await fetch(`${url}/api/docs/`)).status).toBe(200);
      const spec = await fetch(`${url}/api/docs/json`).then((r) => r.json() as Promise<{ paths: object }>);
      expect(Object.keys(spec.paths)).toContain('/api/mail/v1/sendMail');
    });
  }, 60_000);

  it('includes the operator CLI', () => {
    const help = execFileSync(process.execPath, [path.join(outdir, 'cli.js'), '--help'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(help).toContain('export-applications');
  });
});

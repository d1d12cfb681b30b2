/**
 * The compiled server (scripts/build-server.mjs) is what `npm start` runs: plain `node`, no tsx.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverProcesses } from '../server/reliability/server-process';

const root = path.resolve(import.meta.dirname, '..');
// Compiled by scripts/build-server.mjs before the tests, as `npm run build` does.
const servers = serverProcesses();
const { outdir } = servers;
let dataDir: string;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'nw-compiled-'));
});
afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

/** Runs the compiled server with plain node until `check` is done with it. */
async function withServer(env: Record<string, string>, check: (url: string) => Promise<void>) {
  const server = await servers.start({ DATA_DIR: dataDir, ...env });
  try {
    await check(server.url);
  } finally {
    await server.stop();
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

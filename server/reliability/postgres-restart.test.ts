/**
 * PostgreSQL restarted under load, on a private throwaway cluster (initdb into a temp dir, its own
 * port; the shared cluster is never touched). Requests in flight fail cleanly (503, never a 500),
 * the server reconnects by itself, and everything that was answered 2xx is in the database.
 * Skipped when initdb is not installed.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { pdfBytes } from '../test-support/fixtures';
import { applyInSixSteps, newApplicationIds } from '../test-support/application-steps';
import { freePort, serverProcesses, waitFor } from './server-process';

const servers = serverProcesses();

const binDir = (() => {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const version = fs.readdirSync(root).sort().at(-1);
  const dir = version && path.join(root, version, 'bin');
  return dir && fs.existsSync(path.join(dir, 'initdb')) ? dir : undefined;
})();

/** Runs a PostgreSQL tool, as the postgres user when this process is root (initdb refuses root). */
const pgTool = (tool: string, args: string[]) => {
  const command = path.join(binDir!, tool);
  if (process.getuid?.() === 0) execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' });
  else execFileSync(command, args, { stdio: 'pipe' });
};

async function privateCluster() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nw-pg-'));
  fs.chmodSync(dir, 0o777);
  const data = path.join(dir, 'data');
  const port = await freePort();
  pgTool('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () => pgTool('pg_ctl', ['-D', data, '-o', options, '-w', '-l', path.join(dir, 'log'), 'start']);
  const stop = () => pgTool('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    remove: () => {
      try {
        stop();
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

type Outcome = { step: string; status: number };

describe.runIf(binDir)('PostgreSQL restarted during load', { timeout: 120_000 }, () => {
  it('fails requests in flight cleanly, reconnects by itself and loses nothing answered 2xx', async () => {
    const cluster = await privateCluster();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nw-pg-restart-'));
    const server = await servers.start({
      DATA_DIR: dataDir,
      DATABASE_URL: cluster.url,
      RATE_LIMIT_MAX: '100000',
      // Every client applies as the same person from one address: lift the confirmation throttle.
      CONFIRMATIONS_PER_ADDRESS: '100000',
      CONFIRMATIONS_PER_CLIENT: '100000',
      OUTBOX_POLL_MS: '50',
      LOG_LEVEL: 'info',
    });
    try {
      const base = server.url;
      const [opening] = (await (await fetch(`${base}/api/staffing/get/RequirementID/1001`)).json()) as Array<{
        REQUIREMENT_UUID: string;
        COUNTRY: string;
      }>;
      const states = (await (await fetch(`${base}/api/staffing/get/state`)).json()) as Array<{
        STATE_NAME: string;
        STATE_UUID: string;
      }>;
      const kansas = states.find((s) => s.STATE_NAME === 'Kansas')!.STATE_UUID;
      const outcomes: Outcome[] = [];
      const giveUp = Date.now() + 12_000;
      const answered = { candidates: new Set<string>(), stored: new Set<string>(), mails: new Set<string>() };
      /** One step, retried (with the same ids: retries are harmless) until it answers 2xx. */
      const step = async (name: string, url: string, init: RequestInit): Promise<Response> => {
        for (;;) {
          const response = await fetch(url, init).catch(() => undefined);
          const status = response?.status ?? 0;
          const body = await response?.arrayBuffer();
          outcomes.push({ step: name, status });
          if (status >= 200 && status < 300) return new Response(body, { status, headers: response?.headers });
          if (status !== 0 && status !== 503) throw new Error(`${name} answered ${status}`);
          if (Date.now() > giveUp) throw new Error(`${name} still failing: ${status}`);
          await new Promise((resolve) => setTimeout(resolve, 100)); // the retry's pace
        }
      };
      /** One whole application in the API's six steps, each retried; what was answered 2xx is noted. */
      const apply = async (n: number) => {
        const ids = newApplicationIds();
        const subject = `Application ${n} ${ids.candidate.slice(0, 8)}`;
        const applicant = {
          opening: opening!.REQUIREMENT_UUID,
          reqId: 1001,
          country: opening!.COUNTRY,
          state: kansas,
          name: 'Jane Doe',
          email: 'jane.doe@example.com',
          resume: pdfBytes(),
          mail: { subject, message: `<p>${subject}</p>`, attachResume: false },
        };
        await applyInSixSteps(
          base,
          applicant,
          async (name, url, init) => {
            const response = await step(name, url, init);
            if (name === 'candidateData') answered.candidates.add(ids.candidate);
            if (name === 'PUT resume') answered.stored.add(ids.attachment);
            if (name === 'sendMail') answered.mails.add(subject);
            return response;
          },
          ids,
        );
      };

      // 10 clients apply continuously; PostgreSQL goes down once applications flow, and comes back once
      // the server has answered the outage (503).
      let next = 0;
      let running = true;
      const failures: unknown[] = [];
      const clients = Array.from({ length: 10 }, async () => {
        while (running) await apply(next++).catch((error: unknown) => failures.push(error));
      });
      await waitFor(() => answered.mails.size >= 3);
      cluster.stop();
      await waitFor(() => outcomes.some((o) => o.status === 503));
      cluster.start();
      await waitFor(async () => (await fetch(`${base}/api/health`).catch(() => undefined))?.ok === true, 10_000).catch(
        (error: unknown) => {
          throw new Error(`the server did not come back: ${String(error)}\n${server.output()}`);
        },
      );
      // Applications complete again after the restart.
      const beforeRecovery = answered.mails.size;
      await waitFor(() => answered.mails.size >= beforeRecovery + 3);
      running = false;
      await Promise.all(clients);

      if (failures.length) console.error(String(failures[0]), server.output().slice(-4000));
      expect(failures).toEqual([]);
      const statuses = new Set(outcomes.map((o) => o.status));
      // The outage was seen, and answered cleanly: 503 (or a refused connection), never 500.
      expect(outcomes.some((o) => o.status === 503)).toBe(true);
      for (const status of statuses) expect([0, 200, 503]).toContain(status);

      const client = new pg.Client({ connectionString: cluster.url });
      await client.connect();
      try {
        const candidates = new Set(
          (await client.query<{ uuid: string }>('select uuid from candidates')).rows.map((r) => r.uuid),
        );
        for (const uuid of answered.candidates) expect(candidates.has(uuid)).toBe(true);
        const stored = new Set(
          (await client.query<{ id: string }>("select id from attachments where upload_status = 'stored'")).rows.map(
            (r) => r.id,
          ),
        );
        for (const id of answered.stored) expect(stored.has(id)).toBe(true);
        const subjects = (
          await client.query<{ subject: string }>("select subject from mail_outbox where kind = 'api'")
        ).rows.map((r) => r.subject);
        expect(subjects.sort()).toEqual([...answered.mails].sort());
        // No half-written application: every stored resume has its file and exactly one confirmation.
        const confirmations = Number(
          (
            await client.query<{ n: string }>(
              "select count(*) as n from mail_outbox where kind = 'application-confirmation'",
            )
          ).rows[0]!.n,
        );
        expect(confirmations).toBe(stored.size);
        expect(
          fs.readdirSync(path.join(dataDir, 'uploads', 'resumes')).filter((f) => !f.endsWith('.tmp')),
        ).toHaveLength(stored.size);
        // The outage was logged, without the personal data of the requests that failed.
        expect(server.output()).toContain('a backing service is unavailable');
        expect(server.output()).not.toMatch(/jane\.doe|@example\.com|9135550142|"1[02]0000"/i);
        console.info(
          `PostgreSQL restart: ${answered.candidates.size} applications, ${outcomes.length} requests, statuses ${[
            ...statuses,
          ].join('/')}, ${outcomes.filter((o) => o.status === 503).length} answered 503`,
        );
      } finally {
        await client.end();
      }
    } finally {
      await server.stop();
      cluster.remove();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

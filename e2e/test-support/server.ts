/**
 * Starts the real server in a child process on a free port, with its own temporary data directory,
 * and stops it again. It runs the compiled production server (build/server-app/server.js, what
 * `npm run build` makes and `npm run serve` runs: no TypeScript to compile at start); without that
 * build, or with E2E_SERVER=source, server/server.ts through tsx.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { repoRoot, webRoot } from './paths';

export type RunningServer = {
  url: string;
  port: number;
  dataDir: string;
  /** Everything the server wrote to stdout and stderr so far. */
  output: () => string;
  stop: () => Promise<void>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Node's arguments to run one of the server's programs: compiled when built, else from source through tsx. */
function programCommand(compiled: string, source: string): string[] {
  const built = path.join(repoRoot, 'build/server-app', compiled);
  if (process.env.E2E_SERVER !== 'source' && fs.existsSync(built)) return ['--enable-source-maps', built];
  return ['--import', 'tsx', source];
}

const serverCommand = () => programCommand('server.js', 'server/server.ts');

/** Node's arguments to run the operator CLI (then its command and options), as the server is run. */
export const cliCommand = () => programCommand('cli.js', 'server/cli/main.ts');

/**
 * `hostName` names the server in its URL and PUBLIC_URL (it listens on 127.0.0.1 either way):
 * `localhost` where the browser needs a host name, not an address (passkeys: an IP is no RP ID).
 */
export async function startServer(
  env: Record<string, string> = {},
  { hostName = '127.0.0.1' }: { hostName?: string } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'nw-e2e-'));
  const child: ChildProcess = spawn(process.execPath, serverCommand(), {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_ROOT: webRoot,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://${hostName}:${port}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const url = `http://${hostName}:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await waitForHealth(`http://127.0.0.1:${port}`, child, () => output);

  return {
    url,
    port,
    dataDir,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * A fresh server migrates and seeds its database before it listens. On a quiet machine that takes a
 * few seconds; with the whole suite and a build beside it, CI has seen it pass 30 s. The wait is sized
 * to catch a server that hangs, not one that is slow.
 */
const HEALTHY_WITHIN_MS = 90_000;

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + HEALTHY_WITHIN_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  child.kill('SIGKILL');
  throw new Error(`Server did not become healthy in ${HEALTHY_WITHIN_MS / 1000} s:\n${output()}`);
}

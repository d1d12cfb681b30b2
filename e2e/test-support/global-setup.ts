/**
 * Once per browser run (vitest globalSetup): checks the build and the browser are there, then starts
 * what every test file shares: one SMTP server that writes each mail it receives to a folder, one
 * production server sending its mail there, and one Chromium as a browser server. Test files reach
 * them through `e2e/test-support/site.ts` (vitest's provide/inject carries the addresses).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { launchBrowserServer, CHROMIUM_PATH } from './browser';
import { webRoot } from './paths';
import { startServer } from './server';
import { startSmtp } from './smtp';

export type SharedSite = {
  /** The shared production server's origin, e.g. http://127.0.0.1:40123. */
  url: string;
  /** Its data directory (SQLite database, uploads). */
  dataDir: string;
  /** Where the shared SMTP server writes each mail as a JSON file ({ to, raw }). */
  mailDir: string;
  /** The Chromium browser server's WebSocket endpoint, for `chromium.connect`. */
  wsEndpoint: string;
};

declare module 'vitest' {
  export interface ProvidedContext {
    site: SharedSite;
  }
}

export default async function setup(project: TestProject) {
  if (!fs.existsSync(`${webRoot}/index.html`)) {
    throw new Error(`No web build at ${webRoot}: run \`npm run build\` first (npm test does).`);
  }
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: install it with \`apt-get install -y chromium\`.`);
  }
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nw-e2e-mail-'));
  const smtp = await startSmtp({ mailDir });
  const [server, browserServer] = await Promise.all([
    startServer({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      // Every test file's forms come from 127.0.0.1 into this one server: without these, one file's
      // submissions would use up the next file's share. The limits themselves are tested in the API tests.
      RATE_LIMIT_MAX: '100000',
      CONFIRMATIONS_PER_ADDRESS: '100000',
      CONFIRMATIONS_PER_CLIENT: '100000',
      // The browser tests read rejection mails as they arrive; the delay itself is tested in the API
      // tests (server/admin/mail/delayed-rejection.test.ts) with fake timers.
      REJECTION_MAIL_DELAY_HOURS: '0',
    }),
    launchBrowserServer(),
  ]);
  project.provide('site', {
    url: server.url,
    dataDir: server.dataDir,
    mailDir,
    wsEndpoint: browserServer.wsEndpoint(),
  });

  return async () => {
    await browserServer.close();
    await server.stop();
    await smtp.close();
    fs.rmSync(mailDir, { recursive: true, force: true });
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  };
}

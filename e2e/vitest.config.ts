import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { LongestFirst } from './test-support/sequencer.ts';

/**
 * Browser tests: the production build served by the real server, driven in Debian's Chromium.
 * `npm test` builds first; set E2E_WEB_ROOT to test another build.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    root: path.resolve(import.meta.dirname, '..'),
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/test-support/global-setup.ts'],
    // Two files at a time: much of a browser test is waiting (for requests to finish, for a
    // frame, for the server), so a second file fills the two cores; the longest start first.
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
    // A test's own waits have their own limits (a load, a hydration, a poll); this one catches a hang.
    // Under a loaded CI machine a whole page's load and hydration once took more than 60 s.
    testTimeout: 120_000,
    // `expect.poll` waits for what the page does next (a hydration, a request, a redraw); its default
    // second is far less than a loaded CI machine needs, and a poll that passes returns at once.
    expect: { poll: { timeout: 20_000, interval: 100 } },
    // A hook may start a server of its own, which may take up to 90 s on a loaded machine (server.ts).
    hookTimeout: 120_000,
  },
});

import path from 'node:path';
import { defineConfig } from 'vitest/config';

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
    // One browser-heavy file at a time: the machine has two cores.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});

import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const WEB_TESTS = 'web/**/*.test.{ts,tsx}';

/**
 * The web tests that replace a module (`vi.mock`): a replaced module would stay replaced for the files
 * after them in a worker that shares its modules, so these run isolated, each file with its modules
 * afresh. Found by reading the files, so a new one needs no list kept by hand.
 */
const isolatedWebTests = fs
  .readdirSync(path.join(import.meta.dirname, 'web'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `web/${file}`)
  .filter((file) => /\bvi\.(mock|doMock)\(/.test(fs.readFileSync(path.join(import.meta.dirname, file), 'utf8')))
  .sort();

/** Unit and component tests, beside the code they test. Browser tests live in e2e/ with their own config. */
export default defineConfig({
  test: {
    // Two files at a time on the two cores: a file waiting on PostgreSQL, a child process or jsdom's
    // timers leaves the other core to the next file.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: [WEB_TESTS],
          exclude: isolatedWebTests,
          setupFiles: ['web/test-support/setup.ts'],
          // Form tests render whole forms in jsdom and wait for asynchronous checks; on a loaded 2-core
          // machine (CI runs the Node 24 suite beside this one) one took over the 5 s default.
          testTimeout: 15_000,
          // As in the node project below, the files of a worker share the modules of node_modules
          // (React, the testing library, jsdom) instead of importing them afresh for each file: the
          // web tests took ~130 s, now ~50 s. The set-up file puts back what a file may leave behind:
          // its own modules (loaded afresh by the next file), the DOM, storage, the address, clocks,
          // stubbed globals, and timers still waiting (a retry that would land in the next file).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'web-isolated',
          environment: 'jsdom',
          include: isolatedWebTests,
          setupFiles: ['web/test-support/setup.ts'],
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['contracts/**/*.test.ts', 'content/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
          testTimeout: 20_000,
          // The files of a worker share their modules instead of importing the server afresh for each
          // file: that halves this project's CPU time. Safe because no file here mocks a module or
          // leaves a global changed (each test app is built and closed by its suite; clocks are reset
          // after each test). A file that must mock a module belongs in a project of its own.
          isolate: false,
        },
      },
    ],
  },
});

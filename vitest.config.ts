import { defineConfig } from 'vitest/config';

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
          include: ['web/**/*.test.{ts,tsx}'],
          setupFiles: ['web/test-support/setup.ts'],
          // Form tests render whole forms in jsdom and wait for asynchronous checks; on a loaded 2-core
          // machine (CI runs the Node 24 suite beside this one) one took over the 5 s default.
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

import { defineConfig } from 'vitest/config';

/** Unit and component tests, beside the code they test. Browser tests live in e2e/ with their own config. */
export default defineConfig({
  test: {
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
        },
      },
    ],
  },
});

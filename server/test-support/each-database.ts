/**
 * Server suites run on every database the server supports: SQLite always, PostgreSQL when the test
 * PostgreSQL answers (required in CI: NW_REQUIRE_POSTGRES). Use it instead of a loop of your own:
 *
 *   describeEachDatabase('contact messages', (t, kind) => {
 *     it('stores a message', async () => {
 *       const response = await t.app.inject({ method: 'POST', url: '/api/contact-messages', payload });
 *       …
 *     });
 *   });
 *
 * Each run gets a fresh app on a fresh database (built before the suite's tests, closed after them);
 * `t` stands for it inside tests and hooks.
 */
import { afterAll, beforeAll, describe } from 'vitest';
import { buildTestApp, type DbKind, postgresAvailable, type TestApp } from './test-app';

/** The database kinds this run covers. */
export const databaseKinds: DbKind[] = ['sqlite', ...((await postgresAvailable()) ? (['postgres'] as const) : [])];

type BuildOptions = { env?: Record<string, string>; logStream?: NodeJS.WritableStream; timeout?: number };

/**
 * A test app built in a `beforeAll` and closed in an `afterAll` of the current suite. The returned
 * object forwards to that app, so it can be named at the suite's top level and used once tests run.
 */
export function useTestApp(kind: DbKind, options: BuildOptions = {}): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await buildTestApp(kind, options.env, { logStream: options.logStream });
  }, options.timeout ?? 60_000);
  afterAll(async () => {
    await current?.close();
  });
  return new Proxy({} as TestApp, {
    get(_target, property) {
      if (!current) throw new Error('the test app is available inside tests and hooks');
      return Reflect.get(current, property, current) as unknown;
    },
  });
}

/** `describe(`${title} on ${kind}`)` for each database kind, with its own test app `t`. */
export function describeEachDatabase(
  title: string,
  suite: (t: TestApp, kind: DbKind) => void,
  options: BuildOptions = {},
): void {
  describe.each(databaseKinds)(`${title} on %s`, (kind) => {
    suite(useTestApp(kind, options), kind);
  });
}

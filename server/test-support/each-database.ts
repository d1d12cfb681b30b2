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
 * A value made in a `beforeAll` of the current suite (after the hooks registered before it). The
 * returned object forwards to that value, so it can be named at the suite's top level and used once
 * tests run.
 */
export function beforeAllValue<T extends object>(
  make: () => Promise<T>,
  options: { timeout?: number; close?: (value: T) => Promise<void> } = {},
): T {
  let current: T | undefined;
  beforeAll(async () => {
    current = await make();
  }, options.timeout ?? 60_000);
  if (options.close) {
    const close = options.close;
    afterAll(async () => {
      if (current) await close(current);
    });
  }
  const value = () => {
    if (!current) throw new Error('a suite value is available inside tests and hooks');
    return current;
  };
  return new Proxy({} as T, {
    get: (_target, property) => Reflect.get(value(), property, value()) as unknown,
    has: (_target, property) => Reflect.has(value(), property),
    ownKeys: () => Reflect.ownKeys(value()),
    getOwnPropertyDescriptor: (_target, property) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(value(), property);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}

/** A test app built in a `beforeAll` and closed in an `afterAll` of the current suite. */
export function useTestApp(kind: DbKind, options: BuildOptions = {}): TestApp {
  return beforeAllValue(() => buildTestApp(kind, options.env, { logStream: options.logStream }), {
    timeout: options.timeout,
    close: (app) => app.close(),
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

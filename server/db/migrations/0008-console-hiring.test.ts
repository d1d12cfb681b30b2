/** The console-hiring migration goes down and up again cleanly on both databases. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type DbKind, postgresAvailable, type TestApp } from '../../test-support/test-app';
import { consoleHiring } from './0008-console-hiring';

const kinds: DbKind[] = ['sqlite', ...((await postgresAvailable()) ? (['postgres'] as const) : [])];

describe.each(kinds)('migration 0008-console-hiring on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const tables = async () => (await t.app.db.introspection.getTables()).map((table) => table.name);

  it('goes down and up again', async () => {
    expect(await tables()).toEqual(expect.arrayContaining(['application_ratings', 'staff_console_state']));
    await consoleHiring().down?.(t.app.db as never);
    expect(await tables()).not.toContain('application_ratings');
    expect(await tables()).not.toContain('staff_console_state');
    await consoleHiring().up(t.app.db as never);
    expect(await tables()).toEqual(expect.arrayContaining(['application_ratings', 'staff_console_state']));
  });
});

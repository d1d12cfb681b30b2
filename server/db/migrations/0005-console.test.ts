/**
 * Migration 0005 goes up and down cleanly on both databases: down removes the console's tables and
 * columns (openings keep their rows), up again restores them.
 */
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test-support/each-database';
import { consoleTables } from './0005-console';

describeEachDatabase('migration 0005', (t) => {
  const tableExists = async (name: string) => {
    const tables = await t.app.db.introspection.getTables();
    return tables.some((table) => table.name === name);
  };
  const openingColumns = async () =>
    (await t.app.db.introspection.getTables()).find((table) => table.name === 'openings')?.columns.map((c) => c.name) ??
    [];

  it('goes down and up again', async () => {
    const migration = consoleTables();
    expect(await tableExists('staff_sessions')).toBe(true);
    expect(await openingColumns()).toContain('status');
    const count = async () =>
      Number((await sql<{ n: string }>`select count(*) as n from openings`.execute(t.app.db)).rows[0]?.n);
    const before = await count();

    await migration.down?.(t.app.db as never);
    for (const table of [
      'staff_users',
      'staff_sessions',
      'staff_tokens',
      'staff_recovery_codes',
      'audit_log',
      'review_events',
    ]) {
      expect(await tableExists(table), table).toBe(false);
    }
    expect(await openingColumns()).not.toContain('status');
    expect(await count()).toBe(before);

    await migration.up(t.app.db as never);
    expect(await tableExists('audit_log')).toBe(true);
    expect(await openingColumns()).toContain('status');
    const statuses = await t.app.db.selectFrom('openings').select('status').distinct().execute();
    expect(statuses.map((row) => row.status)).toEqual(['published']);
  });
});

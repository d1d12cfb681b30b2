/**
 * The requirement-sharing migration on both databases: requirements that exist when it runs are
 * shared (nothing a recruiter worked on disappears from their lists); it goes down and up again.
 */
import { expect, it } from 'vitest';
import { sql } from 'kysely';
import { describeEachDatabase } from '../../test-support/each-database';
import { requirementSharing } from './0026-requirement-sharing';

describeEachDatabase('migration 0026-requirement-sharing', (t) => {
  it('shares every existing requirement, and goes down and up again', async () => {
    const db = t.app.db;
    await requirementSharing().down?.(db as never);
    const before = await sql<{ n: number | string }>`select count(*) as n from openings`.execute(db);
    expect(Number(before.rows[0]?.n)).toBeGreaterThan(0);
    await requirementSharing().up(db as never);
    const rows = await db.selectFrom('openings').select('shared').execute();
    expect(rows.length).toBe(Number(before.rows[0]?.n));
    expect(rows.every((row) => row.shared === 1)).toBe(true);
  });
});

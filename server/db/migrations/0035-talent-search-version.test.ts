/**
 * The talent search version goes up with every write that can change a search's answer — a talent
 * row inserted, updated or deleted, a pool membership begun or ended — in the same transaction, on
 * both databases (a rolled-back change leaves it where it was); and the migration goes down and up.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type DbKind, postgresAvailable, type TestApp } from '../../test-support/test-app';
import { talentRow } from '../../test-support/talent-row';
import { talentSearchVersion, talentSearchVersionOf } from './0035-talent-search-version';

const kinds: DbKind[] = ['sqlite', ...((await postgresAvailable()) ? (['postgres'] as const) : [])];

describe.each(kinds)('migration 0035-talent-search-version on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, { SEED_DEMO_DATA: 'false' });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Runs `change` and answers by how much the version moved. */
  const moved = async (change: () => Promise<unknown>) => {
    const before = await talentSearchVersionOf(t.app.db);
    await change();
    return (await talentSearchVersionOf(t.app.db)) - before;
  };

  it('moves with every talent row written and every pool membership, in the change’s transaction', async () => {
    const db = t.app.db;
    expect(await moved(() => db.insertInto('talent').values(talentRow(1)).execute())).toBeGreaterThan(0);
    expect(
      await moved(() =>
        db.updateTable('talent').set({ skills: '|go|' }).where('person_id', '=', 'person-00001').execute(),
      ),
    ).toBeGreaterThan(0);
    const member = {
      id: 'member-1',
      pool_id: 'pool-1',
      person_id: 'person-00001',
      added_at: '2026-11-01T00:00:00.000Z',
      added_by: 'staff-1',
    };
    expect(await moved(() => db.insertInto('talent_pool_members').values(member).execute())).toBeGreaterThan(0);
    expect(
      await moved(() =>
        db
          .updateTable('talent_pool_members')
          .set({ removed_at: '2026-11-02T00:00:00.000Z', removed_by: 'staff-1' })
          .execute(),
      ),
    ).toBeGreaterThan(0);
    expect(
      await moved(() =>
        db
          .transaction()
          .execute(async (trx) => {
            await trx.insertInto('talent').values(talentRow(2)).execute();
            throw new Error('rolled back');
          })
          .catch(() => undefined),
      ),
    ).toBe(0);
    expect(
      await moved(() => db.deleteFrom('talent').where('person_id', '=', 'person-00001').execute()),
    ).toBeGreaterThan(0);
    // A read moves nothing.
    expect(await moved(() => db.selectFrom('talent').selectAll().execute())).toBe(0);
  });

  it('goes down and up again', async () => {
    await talentSearchVersion(kind).down?.(t.app.db as never);
    await expect(talentSearchVersionOf(t.app.db)).rejects.toThrow();
    // Writes work without it.
    await t.app.db.insertInto('talent').values(talentRow(3)).execute();
    await talentSearchVersion(kind).up(t.app.db as never);
    expect(await talentSearchVersionOf(t.app.db)).toBe(1);
    expect(await moved(() => t.app.db.deleteFrom('talent').execute())).toBeGreaterThan(0);
  });
});

/**
 * The talent-filters migration goes down and up again on both databases. On SQLite the narrow
 * table follows every insert, update and delete of a talent row (its triggers), is filled from the
 * rows already there when it is made, and the search's filtering reads it, not the wide row; on
 * PostgreSQL it sets the talent table's toast_tuple_target (long values out of the row).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchTalent } from '../../talent/talent-search';
import { talentRow as baseRow } from '../../test-support/talent-row';
import { buildTestApp, type DbKind, postgresAvailable, type TestApp } from '../../test-support/test-app';
import { talentFilters } from './0031-talent-filters';

const kinds: DbKind[] = ['sqlite', ...((await postgresAvailable()) ? (['postgres'] as const) : [])];

const tableExists = async (t: TestApp) =>
  t.app.dialect === 'sqlite'
    ? (await sql<{ name: string }>`select name from sqlite_master where name = 'talent_filters'`.execute(t.app.db)).rows
        .length > 0
    : (
        await sql<{ name: string }>`select tablename as name from pg_tables where tablename = 'talent_filters'`.execute(
          t.app.db,
        )
      ).rows.length > 0;

const toastTarget = async (t: TestApp) =>
  t.app.dialect === 'sqlite'
    ? null
    : ((
        await sql<{
          options: string[] | null;
        }>`select reloptions as options from pg_class where relname = 'talent' and relkind = 'r'`.execute(t.app.db)
      ).rows[0]?.options?.find((option) => option.startsWith('toast_tuple_target')) ?? null);

/** A row in a state (KS or MH), with `n` years and activity on 1–9 November. */
const talentRow = (n: number, state: string) =>
  baseRow(n, {
    person_id: `person-${n}`,
    location: state,
    city: null,
    state,
    country: state === 'MH' ? 'IN' : 'US',
    years_experience: n,
    resume_text: `Kafka and Java, resume ${n}`,
    last_activity_at: `2026-11-0${n}T00:00:00.000Z`,
  });

describe.each(kinds)('migration 0031-talent-filters on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, { SEED_DEMO_DATA: 'false' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('goes down and up again (made on SQLite only, filled from the rows already there)', async () => {
    expect(await tableExists(t)).toBe(kind === 'sqlite');
    await t.app.db
      .insertInto('talent')
      .values([talentRow(1, 'KS'), talentRow(2, 'MH')])
      .execute();
    await talentFilters(kind).down?.(t.app.db as never);
    expect(await tableExists(t)).toBe(false);
    expect(await toastTarget(t)).toBe(null);
    await talentFilters(kind).up(t.app.db as never);
    expect(await tableExists(t)).toBe(kind === 'sqlite');
    expect(await toastTarget(t)).toBe(kind === 'postgres' ? 'toast_tuple_target=512' : null);
    if (kind === 'sqlite') {
      const rows = await sql<{
        person_id: string;
        state: string;
      }>`select person_id, state from talent_filters order by seq`.execute(t.app.db);
      expect(rows.rows).toEqual([
        { person_id: 'person-1', state: 'KS' },
        { person_id: 'person-2', state: 'MH' },
      ]);
    }
    await t.app.db.deleteFrom('talent').execute();
  });

  it('keeps the filters in step with the talent rows, and the search filters by them', async () => {
    await t.app.db
      .insertInto('talent')
      .values([talentRow(3, 'KS'), talentRow(4, 'KS'), talentRow(5, 'MH')])
      .execute();
    await t.app.db
      .updateTable('talent')
      .set({ state: 'MH', country: 'IN', years_experience: 9 })
      .where('person_id', '=', 'person-4')
      .execute();
    await t.app.db.deleteFrom('talent').where('person_id', '=', 'person-3').execute();
    if (kind === 'sqlite') {
      const rows = await sql<{
        person_id: string;
        state: string;
        years_experience: number;
      }>`select person_id, state, years_experience from talent_filters order by seq`.execute(t.app.db);
      expect(rows.rows).toEqual([
        { person_id: 'person-4', state: 'MH', years_experience: 9 },
        { person_id: 'person-5', state: 'MH', years_experience: 5 },
      ]);
    }
    const base = { sort: 'relevance', page: 1, pageSize: 25 } as const;
    const names = async (query: object) =>
      (await searchTalent(t.app.db, t.app.dialect, { ...base, ...query })).rows.map((row) => row.person_id);
    expect(await names({ location: 'Maharashtra', minYears: 6 })).toEqual(['person-4']);
    expect(await names({ location: 'MH' })).toEqual(['person-5', 'person-4']);
    expect(await names({ q: 'kafka', location: 'Maharashtra' })).toEqual(['person-5', 'person-4']);
    expect(await names({ q: 'kafka', location: 'KS' })).toEqual([]);
  });
});

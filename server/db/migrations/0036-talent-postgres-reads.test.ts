/**
 * PostgreSQL keeps a talent row's small values (skills, tags, headline, location, name) in the row
 * and only its resume text and search vector out of line; the skills and tags filters match whole
 * entries in any case, from their GIN indexes; the migration goes down and up.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, postgresAvailable, type TestApp } from '../../test-support/test-app';
import { talentRow } from '../../test-support/talent-row';
import { searchTalent } from '../../talent/talent-search';
import { talentPostgresReads } from './0036-talent-postgres-reads';

describe.skipIf(!(await postgresAvailable()))('migration 0036-talent-postgres-reads on postgres', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('postgres', { SEED_DEMO_DATA: 'false' });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** How many values of the talent table live out of line (one TOAST chunk id each). */
  const outOfLine = async () => {
    const toast = await sql<{
      name: string;
    }>`select reltoastrelid::regclass::text as name from pg_class where relname = 'talent' and relkind = 'r'`.execute(
      t.app.db,
    );
    const { rows } = await sql<{ values: string }>`select count(distinct chunk_id) as values from ${sql.raw(
      toast.rows[0]?.name ?? 'missing',
    )}`.execute(t.app.db);
    return Number(rows[0]?.values);
  };

  /** Words that do not compress (each a different hash): small values still past 512 bytes once compressed. */
  const words = (count: number, salt: number) =>
    Array.from({ length: count }, (_, i) => ((i + 1) * 2_654_435_761 * salt).toString(36).slice(-9));

  /** A long resume and a row whose small values together pass 512 bytes. */
  const wideRow = (n: number) =>
    talentRow(n, {
      resume_text: Array.from({ length: 600 }, (_, i) => `Built service ${i * n} on Kafka and Java.`).join('\n'),
      skills: `|${words(40, n + 1).join('|')}|`,
      headline: words(12, n + 7).join(' '),
      location: 'Pune, Maharashtra, India',
    });

  it('moves only the resume text and the search vector out of the row', async () => {
    await t.app.db.insertInto('talent').values(wideRow(1)).execute();
    expect(await outOfLine()).toBe(2);
    await t.app.db.deleteFrom('talent').execute();
  });

  it('goes down (values out of line until the row fits 512 bytes) and up again', async () => {
    await talentPostgresReads('postgres').down?.(t.app.db as never);
    await t.app.db.insertInto('talent').values(wideRow(2)).execute();
    expect(await outOfLine()).toBeGreaterThan(2);
    await t.app.db.deleteFrom('talent').execute();
    await talentPostgresReads('postgres').up(t.app.db as never);
    await t.app.db.insertInto('talent').values(wideRow(3)).execute();
    expect(await outOfLine()).toBe(2);
  });

  it('filters by whole skill and tag entries, in any case, from the lists’ indexes', async () => {
    await t.app.db.deleteFrom('talent').execute();
    await t.app.db
      .insertInto('talent')
      .values([
        talentRow(10, { skills: '|Java|Spring Boot|', tags: '|Bench|' }),
        talentRow(11, { skills: '|Java EE|', tags: '|bench|' }),
        talentRow(12, { skills: '|JavaScript|spring boot|', tags: '||' }),
      ])
      .execute();
    const base = { sort: 'recent', page: 1, pageSize: 25 } as const;
    const found = async (query: object) =>
      (await searchTalent(t.app.db, 'postgres', { ...base, ...query })).rows.map((row) => row.person_id).sort();
    expect(await found({ skills: 'java' })).toEqual(['person-00010']);
    expect(await found({ skills: 'Spring Boot' })).toEqual(['person-00010', 'person-00012']);
    expect(await found({ skills: 'java, spring boot' })).toEqual(['person-00010']);
    expect(await found({ tags: 'BENCH' })).toEqual(['person-00010', 'person-00011']);
    expect(await found({ q: 'kafka', skills: 'java ee' })).toEqual(['person-00011']);

    const plan = await t.app.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const { rows } = await sql<{
        'QUERY PLAN': string;
      }>`explain select seq from talent where string_to_array(lower(skills), '|') @> ${['java']}::text[]`.execute(trx);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('talent_skill_entries');
  });
});

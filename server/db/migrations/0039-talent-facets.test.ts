/**
 * Migration 0039 on both databases: the facet tokens the database builds in SQL are the ones the
 * search asks for (`facetToken`, `yearsToken`), on awkward values too; the index is filled from the
 * rows written before it, follows every insert, update and delete, and finds exactly the rows the
 * row-by-row tests find; down leaves the schema as it was.
 */
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test-support/each-database';
import { talentRow } from '../../test-support/talent-row';
import type { Db, Dialect } from '../database';
import { facetToken, facetTokensSqlite, talentFacets, talentFacetsPostgres, yearsToken } from './0039-talent-facets';

/** The seqs whose facets hold `token`, from the index. */
async function holding(db: Db, dialect: Dialect, token: string) {
  const { rows } =
    dialect === 'sqlite'
      ? await sql<{
          seq: number;
        }>`select rowid as seq from talent_facets where talent_facets match ${`"${token}"`}`.execute(db)
      : await sql<{
          seq: number;
        }>`select seq from talent t where ${sql.raw(talentFacetsPostgres('t'))} @> ${[token]}::text[]`.execute(db);
  return rows.map((row) => Number(row.seq)).sort((a, b) => a - b);
}

/** Each row's tokens as the database builds them in SQL, sorted. */
async function tokensBySql(db: Db, dialect: Dialect) {
  const { rows } =
    dialect === 'sqlite'
      ? await sql<{
          seq: number;
          tokens: string | null;
        }>`select seq, ${sql.raw(facetTokensSqlite('t'))} as tokens from talent t order by seq`.execute(db)
      : await sql<{
          seq: number;
          tokens: string[];
        }>`select seq, ${sql.raw(talentFacetsPostgres('t'))} as tokens from talent t order by seq`.execute(db);
  return new Map(
    rows.map((row) => [
      Number(row.seq),
      (typeof row.tokens === 'string' ? row.tokens.split(' ') : (row.tokens ?? [])).filter(Boolean).sort(),
    ]),
  );
}

/** The objects the schema holds (to compare before and after a down and up). */
async function schemaObjects(db: Db, dialect: Dialect) {
  const { rows } =
    dialect === 'sqlite'
      ? await sql<{ name: string }>`select type || ' ' || name as name from sqlite_master order by 1`.execute(db)
      : await sql<{
          name: string;
        }>`select 'index ' || indexname as name from pg_indexes where schemaname = current_schema()
          union all select 'function ' || proname from pg_proc where pronamespace = current_schema()::regnamespace
          union all select 'trigger ' || tgname from pg_trigger where not tgisinternal
          union all select 'column ' || table_name || '.' || column_name from information_schema.columns where table_schema = current_schema()
          order by 1`.execute(db);
  return rows.map((row) => row.name);
}

const years = (n: number) => Array.from({ length: n }, (_, i) => yearsToken(i + 1));

describeEachDatabase('migration 0039-talent-facets', (t, kind) => {
  it('builds in SQL the tokens the search asks for, fills the index from the rows there, keeps it in step, and goes down', async () => {
    const db = t.app.db;
    const before = await schemaObjects(db, kind);
    await talentFacets(kind).down?.(db as never);
    const down = await schemaObjects(db, kind);
    expect(down.filter((name) => name.includes('talent_facets'))).toEqual([]);
    // Rows written while the index is not there.
    await db
      .insertInto('talent')
      .values([
        talentRow(1, {
          skills: '|Spring Boot|C++|Node.js|.NET Core|',
          tags: '|night-shift|Hot|',
          city: 'Overland Park',
          state: 'KS',
          country: 'US',
          years_experience: 9.7,
          work_authorization: 'Green Card',
          source: 'job-board',
        }),
        talentRow(2, {
          skills: '|Java|',
          tags: '',
          city: 'São Paulo',
          state: null,
          country: null,
          years_experience: null,
          work_authorization: null,
        }),
        talentRow(3, { skills: '|java|', city: 'Zürich', years_experience: 45, work_authorization: 'H-1B (transfer)' }),
      ])
      .execute();
    await talentFacets(kind).up(db as never);
    expect(await schemaObjects(db, kind)).toEqual(before);

    const [one, two, three] = (await db.selectFrom('talent').select('seq').orderBy('seq').execute()).map((row) =>
      Number(row.seq),
    );
    const expected = new Map([
      [
        one,
        [
          facetToken(kind, 'skill', 'spring boot'),
          facetToken(kind, 'skill', 'c++'),
          facetToken(kind, 'skill', 'node.js'),
          facetToken(kind, 'skill', '.net core'),
          facetToken(kind, 'tag', 'night-shift'),
          facetToken(kind, 'tag', 'hot'),
          facetToken(kind, 'city', 'overland park'),
          facetToken(kind, 'state', 'KS'),
          facetToken(kind, 'country', 'US'),
          facetToken(kind, 'auth', 'Green Card'),
          facetToken(kind, 'source', 'job-board'),
          ...years(9),
        ].sort(),
      ],
      [
        two,
        [
          facetToken(kind, 'skill', 'java'),
          facetToken(kind, 'city', 'são paulo'),
          facetToken(kind, 'source', 'referral'),
        ].sort(),
      ],
      [
        three,
        [
          facetToken(kind, 'skill', 'java'),
          facetToken(kind, 'city', 'zürich'),
          facetToken(kind, 'state', 'MH'),
          facetToken(kind, 'country', 'IN'),
          facetToken(kind, 'auth', 'H-1B (transfer)'),
          facetToken(kind, 'source', 'referral'),
          ...years(40),
        ].sort(),
      ],
    ]);
    // What SQL builds is what the search asks for, and what the index holds.
    expect(await tokensBySql(db, kind)).toEqual(expected);
    expect(await holding(db, kind, facetToken(kind, 'skill', 'java'))).toEqual([two, three]);
    expect(await holding(db, kind, facetToken(kind, 'skill', 'spring boot'))).toEqual([one]);
    expect(await holding(db, kind, facetToken(kind, 'city', 'são paulo'))).toEqual([two]);
    expect(await holding(db, kind, yearsToken(10))).toEqual([three]);
    expect(await holding(db, kind, yearsToken(9))).toEqual([one, three]);

    // An uppercase letter outside ASCII: each database lowercases it as its row-by-row test does,
    // so the token finds the rows `lower(city) = …` finds (SQLite's lower() leaves 'Á' as it is;
    // PostgreSQL's follows the database's locale).
    await db
      .insertInto('talent')
      .values(talentRow(4, { city: 'Ávila', skills: '', years_experience: null }))
      .execute();
    for (const city of ['ávila', 'Ávila']) {
      const byRow = await sql<{ seq: number }>`select seq from talent where lower(city) = ${city}`.execute(db);
      expect(await holding(db, kind, facetToken(kind, 'city', city))).toEqual(byRow.rows.map((row) => Number(row.seq)));
    }

    // Kept in step: an update of the filtered columns, and a delete.
    await db
      .updateTable('talent')
      .set({ skills: '|Kafka|', years_experience: 2, city: 'Pune' })
      .where('person_id', '=', 'person-00003')
      .execute();
    expect(await holding(db, kind, facetToken(kind, 'skill', 'java'))).toEqual([two]);
    expect(await holding(db, kind, facetToken(kind, 'skill', 'kafka'))).toEqual([three]);
    expect(await holding(db, kind, yearsToken(3))).toEqual([one]);
    expect(await holding(db, kind, yearsToken(2))).toEqual([one, three]);
    expect(await holding(db, kind, facetToken(kind, 'city', 'pune'))).toEqual([three]);
    expect(await holding(db, kind, facetToken(kind, 'city', 'zürich'))).toEqual([]);
    await db.deleteFrom('talent').where('person_id', '=', 'person-00001').execute();
    expect(await holding(db, kind, facetToken(kind, 'skill', 'spring boot'))).toEqual([]);
    expect(await holding(db, kind, yearsToken(2))).toEqual([three]);

    await talentFacets(kind).down?.(db as never);
    expect(await schemaObjects(db, kind)).toEqual(down);
    await talentFacets(kind).up(db as never);
    expect(await schemaObjects(db, kind)).toEqual(before);
    expect(await holding(db, kind, facetToken(kind, 'skill', 'kafka'))).toEqual([three]);
    await db.deleteFrom('talent').execute();
  });
});

/**
 * The talent-indexing migration goes down and up again on both databases, and the search's question
 * "which stored resumes are not read yet" is answered from its partial index, not by reading the table.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type DbKind, postgresAvailable, type TestApp } from '../../test-support/test-app';
import { talentIndexing } from './0027-talent-indexing';

const kinds: DbKind[] = ['sqlite', ...((await postgresAvailable()) ? (['postgres'] as const) : [])];

const indexes = async (t: TestApp) =>
  t.app.dialect === 'sqlite'
    ? (
        await sql<{
          name: string;
        }>`select name from sqlite_master where type = 'index' and tbl_name = 'talent'`.execute(t.app.db)
      ).rows.map((row) => row.name)
    : (
        await sql<{ name: string }>`select indexname as name from pg_indexes where tablename = 'talent'`.execute(
          t.app.db,
        )
      ).rows.map((row) => row.name);

describe.each(kinds)('migration 0027-talent-indexing on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('goes down and up again; the pending-resume question uses the partial index', async () => {
    expect(await indexes(t)).toContain('talent_resume_pending');
    await talentIndexing().down?.(t.app.db as never);
    expect(await indexes(t)).not.toContain('talent_resume_pending');
    await talentIndexing().up(t.app.db as never);
    expect(await indexes(t)).toContain('talent_resume_pending');

    const question = t.app.db
      .selectFrom('talent')
      .select(['person_id', 'resume_key'])
      .where('resume_key', 'is not', null)
      .where('resume_type', 'is', null)
      .limit(50)
      .compile();
    const plan = await t.app.db.transaction().execute(async (trx) => {
      // A table this small is cheaper to scan: PostgreSQL is told not to, so the plan shows the index it can use.
      if (kind === 'postgres') await sql`set local enable_seqscan = off`.execute(trx);
      const explain = kind === 'sqlite' ? 'explain query plan' : 'explain';
      return trx.executeQuery({ ...question, sql: `${explain} ${question.sql}` });
    });
    expect(JSON.stringify(plan.rows)).toContain('talent_resume_pending');
  });
});

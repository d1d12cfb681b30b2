/**
 * The desk-flow migration goes down and up again on both databases, and replaces the seeded interview
 * invitation (which asked for times while its invite set one) only where nobody edited it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANDIDATE_TEMPLATES } from '../../mail/templates/candidate-message';
import { buildTestApp, type DbKind, postgresAvailable, type TestApp } from '../../test-support/test-app';
import { deskFlow, OLD_INTERVIEW_BODY } from './0017-desk-flow';

const kinds: DbKind[] = ['sqlite', ...((await postgresAvailable()) ? (['postgres'] as const) : [])];

describe.each(kinds)('migration 0017-desk-flow on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const tables = async () => (await t.app.db.introspection.getTables()).map((table) => table.name);
  const interviewBodies = async () =>
    (
      await t.app.db
        .selectFrom('mail_templates')
        .select('body')
        .where('purpose', '=', 'interview')
        // The job applicants' text: internship applicants have their own since 0033.
        .where('audience', '=', 'application')
        .execute()
    ).map((row) => row.body);

  it('goes down and up again, replacing the old interview text only where it is unchanged', async () => {
    expect(await tables()).toEqual(expect.arrayContaining(['submittals', 'interviews', 'placements']));
    expect(await interviewBodies()).toEqual([CANDIDATE_TEMPLATES.interview.body]);
    await deskFlow().down?.(t.app.db as never);
    expect(await tables()).not.toContain('placements');
    expect(await interviewBodies()).toEqual([OLD_INTERVIEW_BODY]);
    const now = new Date().toISOString();
    await t.app.db
      .insertInto('mail_templates')
      .values({
        id: 'edited',
        name: 'Ours',
        purpose: 'interview',
        subject: 'S',
        body: 'Our own text.',
        created_at: now,
        updated_at: now,
        updated_by: null,
      })
      .execute();
    await deskFlow().up(t.app.db as never);
    expect(await tables()).toEqual(expect.arrayContaining(['submittals', 'interviews', 'placements']));
    expect((await interviewBodies()).sort()).toEqual([CANDIDATE_TEMPLATES.interview.body, 'Our own text.'].sort());
  });
});

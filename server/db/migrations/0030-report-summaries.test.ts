/**
 * The report summaries migration goes down and up again on both databases: down drops the tables and
 * their triggers (history written then is not summarised anywhere), up fills them from the whole
 * history, and the triggers are back for the next move.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type DbKind, postgresAvailable, type TestApp } from '../../test-support/test-app';
import { postOpening, seedApplication } from '../../test-support/seed-applications';
import { staffMember } from '../../test-support/console-client';
import { reportSummaries } from './0030-report-summaries';

const kinds: DbKind[] = ['sqlite', ...((await postgresAvailable()) ? (['postgres'] as const) : [])];

describe.each(kinds)('migration 0030-report-summaries on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('goes down and up again, filling the summaries from the history written while it was down', async () => {
    const db = t.app.db;
    const staff = await staffMember(t, 'recruiter');
    const opening = await postOpening(t, staff, { title: 'Summarised Engineer', descriptionHtml: '<p>S.</p>' });
    const application = await seedApplication(t, {
      openingUuid: opening.uuid,
      name: 'Summed Up',
      email: 'summed@example.com',
      createdAt: '2026-10-01T09:00:00.000Z',
    });
    const move = (to: string, at: string) =>
      db
        .insertInto('review_events')
        .values({
          id: randomUUID(),
          subject_type: 'application',
          subject_id: application,
          kind: 'status',
          from_status: null,
          to_status: to,
          note: null,
          by_id: staff.id,
          by_name: 'Ana',
          at,
        })
        .execute();
    await move('screening', '2026-10-02T09:00:00.000Z');
    const migration = reportSummaries(kind);
    await migration.down?.(db as never);
    const tables = (await db.introspection.getTables()).map((table) => table.name);
    expect(tables).not.toContain('report_applications');
    expect(tables).not.toContain('report_activity_days');
    // Written while down: no trigger, no table.
    await move('submitted', '2026-10-04T09:00:00.000Z');

    await migration.up(db as never);
    expect(await db.selectFrom('report_applications').selectAll().execute()).toEqual([
      {
        application_id: application,
        furthest: 2,
        screening_at: '2026-10-02T09:00:00.000Z',
        submitted_at: '2026-10-04T09:00:00.000Z',
        interview_at: null,
        offer_at: null,
        placed_at: null,
        submitter_id: staff.id,
        submitter_name: 'Ana',
      },
    ]);
    expect(
      await db.selectFrom('report_step_spans').select(['stage', 'from_at', 'to_at']).orderBy('seq').execute(),
    ).toEqual([
      { stage: 'new', from_at: '2026-10-01T09:00:00.000Z', to_at: '2026-10-02T09:00:00.000Z' },
      { stage: 'screening', from_at: '2026-10-02T09:00:00.000Z', to_at: '2026-10-04T09:00:00.000Z' },
    ]);
    const days = await db
      .selectFrom('report_activity_days')
      .select(['day', 'screened', 'submitted'])
      .orderBy('day')
      .execute();
    expect(days).toEqual([
      { day: '2026-10-02', screened: 1, submitted: 0 },
      { day: '2026-10-04', screened: 0, submitted: 1 },
    ]);

    // The triggers are back.
    await move('client_interview', '2026-10-06T09:00:00.000Z');
    const row = await db.selectFrom('report_applications').selectAll().executeTakeFirstOrThrow();
    expect([row.furthest, row.interview_at]).toEqual([3, '2026-10-06T09:00:00.000Z']);

    await migration.down?.(db as never);
    await migration.up(db as never);
    expect(await db.selectFrom('report_applications').selectAll().executeTakeFirstOrThrow()).toEqual(row);
  });
});

/**
 * Migration 0032 on both databases: its triggers keep the week rows equal to the sums of the day rows
 * (a move, a note, a removed move, a week whose counts fall to zero goes) and an arrival row per
 * application (added, changed, removed with it); down drops both tables and their triggers, and up
 * fills them again from the history written while it was down.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type DbKind, postgresAvailable, type TestApp } from '../../test-support/test-app';
import { postOpening, seedApplication } from '../../test-support/seed-applications';
import { staffMember } from '../../test-support/console-client';
import { reportWeeksArrivals } from './0032-report-weeks-arrivals';

const kinds: DbKind[] = ['sqlite', ...((await postgresAvailable()) ? (['postgres'] as const) : [])];

describe.each(kinds)('migration 0032-report-weeks-arrivals on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps week and arrival rows with the history, and goes down and up again', async () => {
    const db = t.app.db;
    const staff = await staffMember(t, 'recruiter');
    const opening = await postOpening(t, staff, { title: 'Weekly Engineer', descriptionHtml: '<p>W.</p>' });
    const application = await seedApplication(t, {
      openingUuid: opening.uuid,
      name: 'Week Long',
      email: 'weeklong@example.com',
      createdAt: '2026-10-01T09:00:00.000Z',
      source: 'linkedin',
    });
    const event = async (kind: 'status' | 'note', to: string | null, at: string) => {
      const id = randomUUID();
      await db
        .insertInto('review_events')
        .values({
          id,
          subject_type: 'application',
          subject_id: application,
          kind,
          from_status: null,
          to_status: to,
          note: kind === 'note' ? 'n' : null,
          by_id: staff.id,
          by_name: 'Ana',
          at,
        })
        .execute();
      return id;
    };
    const weeks = () =>
      db
        .selectFrom('report_activity_weeks')
        .select(['week', 'by_name', 'screened', 'submitted', 'notes'])
        .orderBy('week')
        .execute();
    const arrivals = () =>
      db
        .selectFrom('report_arrivals')
        .select(['application_id', 'created_at', 'requirement_uuid', 'utm_source', 'referrer'])
        .where('requirement_uuid', '=', opening.uuid)
        .orderBy('created_at')
        .execute();

    // Friday 2 and Sunday 4 October are the week of Monday 28 September; Monday 5 October starts the next.
    await event('status', 'screening', '2026-10-02T09:00:00.000Z');
    const note = await event('note', null, '2026-10-04T09:00:00.000Z');
    await event('status', 'submitted', '2026-10-05T09:00:00.000Z');
    expect(await weeks()).toEqual([
      { week: '2026-09-28', by_name: 'Ana', screened: 1, submitted: 0, notes: 1 },
      { week: '2026-10-05', by_name: 'Ana', screened: 0, submitted: 1, notes: 0 },
    ]);
    expect(await arrivals()).toEqual([
      {
        application_id: application,
        created_at: '2026-10-01T09:00:00.000Z',
        requirement_uuid: opening.uuid,
        utm_source: 'linkedin',
        referrer: null,
      },
    ]);

    // A removed note comes off its week; a week with nothing left goes.
    await db.deleteFrom('review_events').where('id', '=', note).execute();
    expect((await weeks())[0]).toEqual({ week: '2026-09-28', by_name: 'Ana', screened: 1, submitted: 0, notes: 0 });
    await db
      .deleteFrom('review_events')
      .where('subject_id', '=', application)
      .where('to_status', '=', 'submitted')
      .execute();
    expect((await weeks()).map((week) => week.week)).toEqual(['2026-09-28']);

    // An application's arrival row follows its source and goes with it.
    await db
      .updateTable('candidates')
      .set({ utm_source: null, referrer: 'https://jobs.example/x' })
      .where('uuid', '=', application)
      .execute();
    expect((await arrivals())[0]).toMatchObject({ utm_source: null, referrer: 'https://jobs.example/x' });

    const migration = reportWeeksArrivals(kind);
    await migration.down?.(db as never);
    const tables = (await db.introspection.getTables()).map((table) => table.name);
    expect(tables).not.toContain('report_activity_weeks');
    expect(tables).not.toContain('report_arrivals');
    // Written while down: no trigger, no table.
    await event('status', 'submitted', '2026-10-06T09:00:00.000Z');
    const second = await seedApplication(t, {
      openingUuid: opening.uuid,
      name: 'Late Arrival',
      email: 'late@example.com',
      createdAt: '2026-10-07T09:00:00.000Z',
    });

    await migration.up(db as never);
    expect(await weeks()).toEqual([
      { week: '2026-09-28', by_name: 'Ana', screened: 1, submitted: 0, notes: 0 },
      { week: '2026-10-05', by_name: 'Ana', screened: 0, submitted: 1, notes: 0 },
    ]);
    expect((await arrivals()).map((row) => [row.application_id, row.created_at])).toEqual([
      [application, '2026-10-01T09:00:00.000Z'],
      [second, '2026-10-07T09:00:00.000Z'],
    ]);

    // The triggers are back.
    await event('note', null, '2026-10-08T09:00:00.000Z');
    expect((await weeks())[1]).toEqual({ week: '2026-10-05', by_name: 'Ana', screened: 0, submitted: 1, notes: 1 });
    await db.deleteFrom('candidates').where('uuid', '=', second).execute();
    expect((await arrivals()).map((row) => row.application_id)).toEqual([application]);
  });
});

/**
 * The internship pipeline migration goes down and up again on both databases: Handled becomes
 * Screening (the record and both ends of its history), New stays New; down, every step but New is
 * Handled again, and the ratings table and reason column go.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test-support/each-database';
import { seedInternship } from '../../test-support/seed-applications';
import { internshipPipeline } from './0029-internship-pipeline';

describeEachDatabase('migration 0029-internship-pipeline', (t) => {
  it('maps New/Handled onto the steps and back', async () => {
    const db = t.app.db;
    const fresh = await seedInternship(t, { firstName: 'Nia', lastName: 'New', email: 'nia@example.com' });
    const done = await seedInternship(t, { firstName: 'Hal', lastName: 'Handled', email: 'hal@example.com' });
    const later = await seedInternship(t, { firstName: 'Ola', lastName: 'Offer', email: 'ola@example.com' });
    await db.updateTable('internship_applications').set({ review_status: 'offer' }).where('id', '=', later).execute();
    await db
      .insertInto('internship_ratings')
      .values({
        id: randomUUID(),
        application_id: later,
        reviewer_id: 'r',
        reviewer_name: 'R',
        score: 3,
        comment: null,
        created_at: '2026-11-27T00:00:00.000Z',
        updated_at: '2026-11-27T00:00:00.000Z',
      })
      .execute();
    const event = (id: string, from: string, to: string) => ({
      id: randomUUID(),
      subject_type: 'internship' as const,
      subject_id: id,
      kind: 'status' as const,
      from_status: from,
      to_status: to,
      note: null,
      by_id: 'r',
      by_name: 'R',
      at: '2026-11-27T00:00:00.000Z',
    });
    await db
      .insertInto('review_events')
      .values(event(later, 'new', 'offer'))
      .execute();

    const statuses = async () =>
      Object.fromEntries(
        (
          await db
            .selectFrom('internship_applications')
            .select(['id', 'review_status'])
            .where('id', 'in', [fresh, done, later])
            .execute()
        ).map((row) => [row.id, row.review_status]),
      );
    const history = async (id: string) =>
      (
        await db
          .selectFrom('review_events')
          .select(['from_status', 'to_status'])
          .where('subject_type', '=', 'internship')
          .where('subject_id', '=', id)
          .execute()
      ).map((row) => [row.from_status, row.to_status]);

    await internshipPipeline().down?.(db as never);
    expect(await statuses()).toEqual({ [fresh]: 'new', [done]: 'new', [later]: 'handled' });
    expect(await history(later)).toEqual([['new', 'handled']]);
    const tables = (await db.introspection.getTables()).map((table) => table.name);
    expect(tables).not.toContain('internship_ratings');
    const columns = (await db.introspection.getTables())
      .find((table) => table.name === 'internship_applications')
      ?.columns.map((column) => column.name);
    expect(columns).not.toContain('reason_id');

    // Before 0029: a handled one with its history.
    await db.updateTable('internship_applications').set({ review_status: 'handled' }).where('id', '=', done).execute();
    await db
      .insertInto('review_events')
      .values(event(done, 'new', 'handled'))
      .execute();

    await internshipPipeline().up(db as never);
    expect(await statuses()).toEqual({ [fresh]: 'new', [done]: 'screening', [later]: 'screening' });
    expect(await history(done)).toEqual([['new', 'screening']]);
    expect(await db.selectFrom('internship_ratings').select('id').execute()).toEqual([]);
    await db.updateTable('internship_applications').set({ reason_id: 'us-other' }).where('id', '=', done).execute();
  });
});

/**
 * The staffing-desk migration on both databases: going up moves stored applications onto the desk's
 * pipeline (Interview → Client interview, Hired and Selected → Placed), renames their recorded moves
 * the same way (and only theirs), and marks earlier rejections as the firm's own; it goes down and up
 * again.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test-support/each-database';
import { referenceIds } from '../../test-support/requests';
import { seedApplication } from '../../test-support/seed-applications';
import { staffingDesk } from './0016-staffing-desk';

describeEachDatabase('migration 0016-staffing-desk', (t) => {
  it('maps old stages onto the desk pipeline, history included, and goes down and up again', async () => {
    const db = t.app.db;
    // Read through today's repository before going down: it reads the clients table 0016 drops.
    const { opening } = await referenceIds(t);
    await staffingDesk().down?.(db as never);
    const seed = async (name: string, stage: string) => {
      const id = await seedApplication(t, {
        openingUuid: opening.REQUIREMENT_UUID,
        name,
        email: `${stage}@example.com`,
      });
      await db.updateTable('candidates').set({ review_status: stage }).where('uuid', '=', id).execute();
      await db
        .insertInto('review_events')
        .values({
          id: randomUUID(),
          subject_type: 'application',
          subject_id: id,
          kind: 'status',
          from_status: 'screening',
          to_status: stage,
          note: null,
          by_id: 'u1',
          by_name: 'Old Recruiter',
          at: '2026-01-01T00:00:00.000Z',
        })
        .execute();
      return id;
    };
    const ids = {
      interview: await seed('Ivy Interview', 'interview'),
      hired: await seed('Hal Hired', 'hired'),
      selected: await seed('Sel Selected', 'selected'),
      rejected: await seed('Rex Rejected', 'rejected'),
      offer: await seed('Otto Offer', 'offer'),
    };
    // Another kind of record whose status happens to read like a stage is left alone.
    await db
      .insertInto('review_events')
      .values({
        id: randomUUID(),
        subject_type: 'contact-message',
        subject_id: 'm1',
        kind: 'status',
        from_status: 'new',
        to_status: 'interview',
        note: null,
        by_id: 'u1',
        by_name: 'Old Recruiter',
        at: '2026-01-01T00:00:00.000Z',
      })
      .execute();

    await staffingDesk().up(db as never);
    const rows = await db.selectFrom('candidates').select(['uuid', 'review_status', 'rejected_by']).execute();
    const row = (id: string) => rows.find((candidate) => candidate.uuid === id);
    expect(row(ids.interview)).toMatchObject({ review_status: 'client_interview', rejected_by: null });
    expect(row(ids.hired)).toMatchObject({ review_status: 'placed' });
    expect(row(ids.selected)).toMatchObject({ review_status: 'placed' });
    expect(row(ids.rejected)).toMatchObject({ review_status: 'rejected', rejected_by: 'us' });
    expect(row(ids.offer)).toMatchObject({ review_status: 'offer' });
    const moves = await db.selectFrom('review_events').select(['subject_type', 'subject_id', 'to_status']).execute();
    const movedTo = (id: string) => moves.find((move) => move.subject_id === id)?.to_status;
    expect(movedTo(ids.interview)).toBe('client_interview');
    expect(movedTo(ids.hired)).toBe('placed');
    expect(movedTo('m1')).toBe('interview');
  });
});

/**
 * The report digests migration on both databases: it goes down and up again, keeping staff accounts
 * (the opt-in column starts at 0), and a person gets one digest row per week.
 */
import { expect, it } from 'vitest';
import { createStaff } from '../../test-support/console-client';
import { describeEachDatabase } from '../../test-support/each-database';
import { reportDigests } from './0023-report-digests';

describeEachDatabase('migration 0023-report-digests', (t) => {
  it('goes down and up again, and keeps one digest row per person and week', async () => {
    const db = t.app.db;
    const person = await createStaff(t, 'account_manager');
    await reportDigests().down?.(db as never);
    await reportDigests().up(db as never);
    const row = await db
      .selectFrom('staff_users')
      .select('weekly_digest')
      .where('id', '=', person.id)
      .executeTakeFirst();
    expect(Number(row?.weekly_digest)).toBe(0);
    const digest = { user_id: person.id, week: '2026-11-16', mail_id: null, created_at: '2026-11-23T07:00:00.000Z' };
    await db.insertInto('report_digests').values(digest).execute();
    await expect(db.insertInto('report_digests').values(digest).execute()).rejects.toThrow();
    await db
      .insertInto('report_digests')
      .values({ ...digest, week: '2026-11-23' })
      .execute();
    expect(await db.selectFrom('console_settings').selectAll().execute()).toEqual([]);
  });
});

/**
 * The weekly digest: when it is due (Monday 07:00 server time unless set), which week it reports on,
 * the timer run with fake timers; on both databases, who gets it (admins and account managers who
 * opted in, not disabled), what it says (last week beside the week before, a link to each report)
 * and that a person gets one a week however many times, or on however many instances, it runs.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OpeningDetail } from '#contracts/admin/openings';
import { createStaff, useStaff } from '../../test-support/console-client';
import { describeEachDatabase } from '../../test-support/each-database';
import { postOpening, seedApplication } from '../../test-support/seed-applications';
import { createDigestTimer, digestWeek, lastDigestAt, nextDigestAt, sendWeeklyDigests } from './weekly-digest';

const MONDAY_7 = { weekday: 1, hour: 7 };
const local = (day: number, hour = 0, minute = 0) => new Date(2026, 10, day, hour, minute); // November 2026
const silent = { info: vi.fn(), error: vi.fn() } as never;

describe('when the digest is due', () => {
  it('is due each Monday at 07:00 server time, and reports on the last full week (UTC) before', () => {
    // Wednesday 25 November → next Monday the 30th at 07:00; the last one was Monday the 23rd
    expect(nextDigestAt(local(25, 12), MONDAY_7)).toEqual(local(30, 7));
    expect(lastDigestAt(local(25, 12), MONDAY_7)).toEqual(local(23, 7));
    // on the moment itself, the next is a week on
    expect(nextDigestAt(local(23, 7), MONDAY_7)).toEqual(local(30, 7));
    // Monday 06:59 is still last week's turn
    expect(lastDigestAt(local(23, 6, 59), MONDAY_7)).toEqual(local(16, 7));
    expect(digestWeek(local(25, 12), MONDAY_7)).toBe('2026-11-16');
    expect(digestWeek(local(23, 6, 59), MONDAY_7)).toBe('2026-11-09');
    expect(nextDigestAt(local(25, 12), { weekday: 5, hour: 16 })).toEqual(local(27, 16));
  });
});

describe('the digest timer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs at start, then at each Monday 07:00, and stops', async () => {
    vi.useFakeTimers({ now: local(27, 12) }); // Friday
    const runs: Date[] = [];
    const timer = createDigestTimer({
      run: async (now) => {
        runs.push(now);
        return 0;
      },
      schedule: MONDAY_7,
      log: silent,
    });
    timer.start();
    expect(runs).toEqual([local(27, 12)]);
    await vi.advanceTimersByTimeAsync(local(30, 7).getTime() - local(27, 12).getTime() - 1);
    expect(runs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs.map((run) => run.getTime())).toEqual([local(27, 12).getTime(), local(30, 7).getTime()]);
    await vi.advanceTimersByTimeAsync(7 * 86_400_000);
    expect(runs).toHaveLength(3);
    expect(runs[2]).toEqual(new Date(2026, 11, 7, 7));
    await timer.stop();
    await vi.advanceTimersByTimeAsync(14 * 86_400_000);
    expect(runs).toHaveLength(3);
  });

  it('keeps to its schedule when a run fails', async () => {
    vi.useFakeTimers({ now: local(29, 23) });
    const error = vi.fn();
    let calls = 0;
    const timer = createDigestTimer({
      run: async () => {
        calls += 1;
        throw new Error('database away');
      },
      schedule: MONDAY_7,
      log: { info: vi.fn(), error } as never,
    });
    timer.start();
    await vi.advanceTimersByTimeAsync(8 * 3_600_000);
    expect(calls).toBe(2);
    expect(error).toHaveBeenCalledTimes(2);
    await timer.stop();
  });
});

describeEachDatabase('the weekly digest', (t) => {
  const admin = useStaff(t, 'admin');
  let opening: OpeningDetail;
  let manager: { id: string; email: string };
  const ORIGIN = 'https://www.northwind.example';
  const deps = () => ({ db: t.app.db, origin: ORIGIN, schedule: MONDAY_7 });
  const WEDNESDAY = new Date('2026-11-25T12:00:00.000Z');

  const move = (id: string, to: string, at: string) =>
    t.app.db
      .insertInto('review_events')
      .values({
        id: randomUUID(),
        subject_type: 'application',
        subject_id: id,
        kind: 'status',
        from_status: null,
        to_status: to,
        note: null,
        by_id: admin.id,
        by_name: 'Admin',
        at,
      })
      .execute();
  const digests = (email: string) =>
    t.app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_addresses', '=', JSON.stringify([email]))
      .where('subject', 'like', '%desk, week of%')
      .execute();

  beforeAll(async () => {
    opening = await postOpening(t, admin, { title: 'Digest Engineer', descriptionHtml: '<p>Digest.</p>' });
    const seed = (name: string, createdAt: string) =>
      seedApplication(t, { openingUuid: opening.uuid, name, email: `${name}@digest.example`, createdAt });
    // the week before (9–15 Nov): one application, screened
    const early = await seed('early', '2026-11-10T09:00:00.000Z');
    await move(early, 'screening', '2026-11-11T09:00:00.000Z');
    // last week (16–22 Nov): two applications; one screened, submitted and placed on a contract from the 17th
    const one = await seed('one', '2026-11-16T09:00:00.000Z');
    await seed('two', '2026-11-22T23:00:00.000Z');
    await move(one, 'screening', '2026-11-16T10:00:00.000Z');
    await move(one, 'submitted', '2026-11-16T11:00:00.000Z');
    await move(one, 'placed', '2026-11-17T11:00:00.000Z');
    await t.app.db
      .insertInto('placements')
      .values({
        id: randomUUID(),
        application_id: one,
        kind: 'contract',
        start_date: '2026-11-17',
        end_date: '2027-05-17',
        currency: 'USD',
        rate_unit: 'hour',
        bill_rate_cents: 10_000,
        pay_rate_cents: 7_000,
        salary_cents: null,
        fee_percent: null,
        note: '',
        by_id: admin.id,
        by_name: 'Admin',
        created_at: '2026-11-17T11:00:00.000Z',
        updated_at: '2026-11-17T11:00:00.000Z',
      })
      .execute();
    // this week (from the 23rd): not in the digest
    await seed('late', '2026-11-23T09:00:00.000Z');

    manager = await createStaff(t, 'account_manager', { name: 'Mira Manager' });
    const recruiter = await createStaff(t, 'recruiter');
    const away = await createStaff(t, 'account_manager');
    await t.app.db
      .updateTable('staff_users')
      .set({ weekly_digest: 1 })
      .where('id', 'in', [manager.id, recruiter.id, away.id])
      .execute();
    await t.app.db.updateTable('staff_users').set({ disabled: 1 }).where('id', '=', away.id).execute();
  });

  it('mails those who opted in last week’s figures beside the week before, with a link to each report', async () => {
    expect(await sendWeeklyDigests(deps(), WEDNESDAY)).toBe(1);
    const [mail] = await digests(manager.email);
    expect(mail?.subject).toBe('Northwind Technologies desk, week of 16 Nov 2026 to 22 Nov 2026');
    const text = mail!.text;
    expect(text).toContain('Hello Mira Manager,');
    expect(text).toMatch(/Applications: 2 \(week before 1, \+1\)/);
    expect(text).toMatch(/Screened: 1 \(week before 1, no change\)/);
    expect(text).toMatch(/Submitted to clients: 1 \(week before 0, \+1\)/);
    expect(text).toMatch(/Placed: 1 \(week before 0, \+1\)/);
    expect(text).toMatch(/Contract placements started: 1 \(week before 0, \+1\)/);
    // 100/h × 160 h
    expect(text).toMatch(
      /Revenue run-rate a month \(contractors working\): USD 16,000\.00 \(week before USD 0\.00, \+USD 16,000\.00\)/,
    );
    expect(text).toContain(`${ORIGIN}/admin/reports/funnel?range=custom&from=2026-11-16&to=2026-11-22`);
    expect(text).toContain(`${ORIGIN}/admin/reports/placements?range=custom&from=2026-11-16&to=2026-11-22`);
    expect(mail!.html).toContain('Placements and margin');
    // admins who did not opt in, recruiters and disabled accounts get none
    expect(await digests(admin.email)).toHaveLength(0);
    const all = await t.app.db.selectFrom('report_digests').selectAll().execute();
    expect(all.map((row) => [row.user_id, row.week])).toEqual([[manager.id, '2026-11-16']]);
    expect(all[0]!.mail_id).toBe(mail!.id);
  });

  it('sends one a week per person, run again or on two instances at once', async () => {
    expect(await sendWeeklyDigests(deps(), WEDNESDAY)).toBe(0);
    const nextWeek = new Date('2026-11-30T08:00:00.000Z');
    const both = await Promise.all([sendWeeklyDigests(deps(), nextWeek), sendWeeklyDigests(deps(), nextWeek)]);
    expect(both[0] + both[1]).toBe(1);
    const mails = await digests(manager.email);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'Northwind Technologies desk, week of 16 Nov 2026 to 22 Nov 2026',
      'Northwind Technologies desk, week of 23 Nov 2026 to 29 Nov 2026',
    ]);
  });

  it('names the reports without links when there is no public address', async () => {
    await t.app.db.deleteFrom('report_digests').execute();
    await t.app.db.deleteFrom('mail_outbox').where('subject', 'like', '%desk, week of%').execute();
    expect(await sendWeeklyDigests({ ...deps(), origin: undefined }, WEDNESDAY)).toBe(1);
    const [mail] = await digests(manager.email);
    expect(mail!.text).not.toContain('/admin/reports');
    expect(mail!.text).toContain('Open them from Reports in the console.');
  });
});

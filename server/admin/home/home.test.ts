/**
 * The console's home on SQLite and PostgreSQL: new applications nobody has acted on yet (a move, a
 * rating or a note takes one off; "seen" does not: it only counts how many came since, per person), applications untouched for their chosen days
 * by opening and stage (a note touches one), messages waiting; marking seen and the setting are
 * audited; the setting is checked; no session and another origin are refused.
 */
import { beforeAll, expect, it } from 'vitest';
import type { Home } from '#contracts/admin/home';
import type { OpeningDetail } from '#contracts/admin/openings';
import { adminPaths } from '#contracts/admin/paths';
import { as, type Staff, useStaff } from '../../test-support/console-client';
import { postOpening, seedApplication, seedContactMessage } from '../../test-support/seed-applications';
import { describeEachDatabase } from '../../test-support/each-database';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

describeEachDatabase('the console home', (t) => {
  const ana = useStaff(t, 'recruiter');
  const bo = useStaff(t, 'admin');
  let opening: OpeningDetail;

  beforeAll(async () => {
    opening = await postOpening(t, ana, { title: 'Home Engineer', descriptionHtml: '<p>Home.</p>' });
    await seedContactMessage(t, { name: 'Morgan Buyer', email: 'morgan@example.com', message: 'Three QA engineers?' });
  });

  const homeOf = async (who: Staff) => (await as(t, who)('GET', adminPaths.home)).json<Home>();
  const mine = (home: Home) => home.newApplications.byOpening.find((row) => row.reqId === opening.reqId)?.count ?? 0;

  it('counts the new applications nobody has acted on, not every arrival', async () => {
    const other = await postOpening(t, ana, { title: 'Waiting Engineer', descriptionHtml: '<p>Wait.</p>' });
    const ids = await Promise.all(
      ['Moved', 'Rated', 'Noted', 'Rejected', 'Waiting'].map((name) =>
        seedApplication(t, {
          openingUuid: other.uuid,
          name: `${name} Person`,
          email: `${name.toLowerCase()}@wait.example`,
        }),
      ),
    );
    const waiting = async (who: Staff) =>
      (await homeOf(who)).newApplications.byOpening.find((row) => row.reqId === other.reqId)?.count ?? 0;
    expect(await waiting(ana)).toBe(5);
    const [moved = '', rated = '', noted = '', rejected = ''] = ids;
    const acted = [
      await as(t, ana)('POST', adminPaths.applicationStatus(moved), { status: 'screening' }),
      await as(t, bo)('PUT', adminPaths.applicationRating(rated), { score: 3, comment: '' }),
      await as(t, ana)('POST', adminPaths.applicationNotes(noted), { text: 'Left a voicemail.' }),
      await as(t, bo)('POST', adminPaths.applicationStatus(rejected), { status: 'rejected', reasonId: 'us-skills' }),
    ];
    expect(acted.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    // One is left, for both of them: what one did, the other need not do.
    expect(await waiting(ana)).toBe(1);
    expect(await waiting(bo)).toBe(1);
  });

  it('counts new applications since this person last looked, and untouched ones by stage', async () => {
    const old = await seedApplication(t, {
      openingUuid: opening.uuid,
      name: 'Old Timer',
      email: 'old@example.com',
      createdAt: daysAgo(10),
    });
    await seedApplication(t, {
      openingUuid: opening.uuid,
      name: 'Also Old',
      email: 'also@example.com',
      createdAt: daysAgo(8),
    });
    await seedApplication(t, { openingUuid: opening.uuid, name: 'Fresh One', email: 'fresh@example.com' });

    const first = await homeOf(ana);
    expect(first.since).toBeNull();
    expect(first.staleDays).toBe(5);
    expect(mine(first)).toBe(3);
    expect(first.untouched.byOpening.filter((row) => row.reqId === opening.reqId)).toEqual([
      { reqId: opening.reqId, title: 'Home Engineer', status: 'new', count: 2 },
    ]);
    expect(first.messagesWaiting).toBe(1);

    // Ana marks it seen: they still wait on her, but none arrived since; a later one did, for her.
    const seen = (await as(t, ana)('POST', adminPaths.homeSeen)).json<Home>();
    expect(seen.since).not.toBeNull();
    expect(mine(seen)).toBe(3);
    expect(seen.newApplications.arrivedSince).toBe(0);
    await seedApplication(t, {
      openingUuid: opening.uuid,
      name: 'Later One',
      email: 'later@example.com',
      createdAt: new Date(Date.now() + 1000).toISOString(),
    });
    const anaNow = await homeOf(ana);
    expect(mine(anaNow)).toBe(4);
    expect(anaNow.newApplications.arrivedSince).toBe(1);
    const boNow = await homeOf(bo);
    expect(boNow.newApplications.arrivedSince).toBe(boNow.newApplications.total);

    // A note touches an application; a longer setting leaves fewer untouched.
    await as(t, ana)('POST', adminPaths.applicationNotes(old), { text: 'Called, no answer.' });
    const afterNote = await homeOf(ana);
    expect(afterNote.untouched.byOpening.find((row) => row.reqId === opening.reqId)?.count).toBe(1);
    const longer = await as(t, ana)('PUT', adminPaths.homeSettings, { staleDays: 9 });
    expect(longer.statusCode).toBe(200);
    expect(longer.json<Home>().staleDays).toBe(9);
    expect(longer.json<Home>().untouched.byOpening.find((row) => row.reqId === opening.reqId)).toBeUndefined();
    expect((await homeOf(bo)).staleDays).toBe(5);

    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'detail'])
      .where('action', 'in', ['home.seen', 'home.settings'])
      .execute();
    expect(audit).toEqual(
      expect.arrayContaining([
        { action: 'home.seen', actor_id: ana.id, detail: null },
        { action: 'home.settings', actor_id: ana.id, detail: JSON.stringify({ staleDays: 9 }) },
      ]),
    );
  });

  it('checks the setting, and refuses no session and another origin', async () => {
    for (const staleDays of [0, 61, 2.5, 'soon']) {
      expect((await as(t, ana)('PUT', adminPaths.homeSettings, { staleDays })).statusCode, String(staleDays)).toBe(400);
    }
    for (const [method, url] of [
      ['GET', adminPaths.home],
      ['POST', adminPaths.homeSeen],
      ['PUT', adminPaths.homeSettings],
    ] as const) {
      expect((await as(t, null)(method, url, method === 'GET' ? undefined : { staleDays: 3 })).statusCode).toBe(401);
    }
    for (const [method, url] of [
      ['POST', adminPaths.homeSeen],
      ['PUT', adminPaths.homeSettings],
    ] as const) {
      const foreign = await as(t, ana)(method, url, { staleDays: 3 }, { origin: 'https://evil.example' });
      expect(foreign.statusCode).toBe(403);
    }
  });
});

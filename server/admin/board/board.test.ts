/**
 * The board of an opening and the counts per stage, on SQLite and PostgreSQL: every stage is a
 * column with its count, a move from the board is the audited status change, and the openings list
 * shows the same counts. The guard (no session, another origin) is checked here for the new route
 * too, beside the table-driven console-access suite.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationDetail } from '#contracts/admin/applications';
import type { Board } from '#contracts/admin/board';
import type { OpeningDetail, OpeningsPage } from '#contracts/admin/openings';
import { adminPaths, listQuery } from '#contracts/admin/paths';
import { as, type Staff, staffMember } from '../../test-support/console-client';
import { postOpening, seedApplication } from '../../test-support/seed-applications';
import { databaseKinds } from '../../test-support/each-database';
import { buildTestApp, type TestApp } from '../../test-support/test-app';

describe.each(databaseKinds)('the board of an opening on %s', (kind) => {
  let t: TestApp;
  let recruiter: Staff;
  let opening: OpeningDetail;
  const ids: string[] = [];

  beforeAll(async () => {
    t = await buildTestApp(kind);
    recruiter = await staffMember(t, 'recruiter');
    opening = await postOpening(t, recruiter, { title: 'Board Engineer', descriptionHtml: '<p>Boards.</p>' });
    for (const [index, name] of ['Ada One', 'Ben Two', 'Cy Three'].entries()) {
      ids.push(
        await seedApplication(t, {
          openingUuid: opening.uuid,
          name,
          email: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
          createdAt: `2026-11-2${index}T09:00:00.000Z`,
        }),
      );
    }
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('shows a column per stage with counts, and a move from the board is an audited status change', async () => {
    const api = as(t, recruiter);
    const board = async () => (await api('GET', adminPaths.openingBoard(opening.reqId))).json<Board>();
    const first = await board();
    expect(first.opening).toEqual({ reqId: opening.reqId, title: 'Board Engineer', status: 'draft' });
    expect(first.columns.map((column) => [column.status, column.count])).toEqual([
      ['new', 3],
      ['screening', 0],
      ['submitted', 0],
      ['client_interview', 0],
      ['offer', 0],
      ['placed', 0],
      ['rejected', 0],
      ['withdrawn', 0],
    ]);
    expect(first.columns[0]?.cards.map((card) => card.name)).toEqual(['Cy Three', 'Ben Two', 'Ada One']);

    const [ada, ben] = ids as [string, string];
    expect((await api('POST', adminPaths.applicationStatus(ada), { status: 'client_interview' })).statusCode).toBe(200);
    const rejected = await api('POST', adminPaths.applicationStatus(ben), {
      status: 'rejected',
      rejectedBy: 'client',
      reasonId: 'client-skills',
    });
    expect(rejected.json<ApplicationDetail>()).toMatchObject({ status: 'rejected', rejectedBy: 'client' });
    const after = await board();
    const count = (status: string) => after.columns.find((column) => column.status === status)?.count;
    expect([count('new'), count('client_interview'), count('rejected')]).toEqual([1, 1, 1]);
    expect(after.columns.find((column) => column.status === 'client_interview')?.cards[0]).toMatchObject({
      id: ada,
      rejectedBy: null,
      name: 'Ada One',
      statusChangedAt: expect.any(String),
    });

    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'target_id'])
      .where('action', 'in', ['application.status', 'opening.board'])
      .execute();
    expect(audit).toEqual(
      expect.arrayContaining([
        { action: 'application.status', target_id: ada },
        { action: 'application.status', target_id: ben },
        { action: 'opening.board', target_id: String(opening.reqId) },
      ]),
    );

    // The openings list and the opening carry the same counts.
    const list = (
      await api('GET', `${adminPaths.openings}${listQuery({ search: 'Board Engineer' })}`)
    ).json<OpeningsPage>();
    expect(list.items[0]?.stageCounts).toEqual({
      new: 1,
      screening: 0,
      submitted: 0,
      client_interview: 1,
      offer: 0,
      placed: 0,
      rejected: 1,
      withdrawn: 0,
    });
    const detail = (await api('GET', adminPaths.opening(opening.reqId))).json<OpeningDetail>();
    expect(detail.stageCounts.client_interview).toBe(1);
  });

  it('answers 404 for an unknown opening, 401 without a session, 403 from another origin', async () => {
    expect((await as(t, recruiter)('GET', adminPaths.openingBoard(999_999))).statusCode).toBe(404);
    expect((await as(t, null)('GET', adminPaths.openingBoard(opening.reqId))).statusCode).toBe(401);
    const moved = await as(t, recruiter)(
      'POST',
      adminPaths.applicationStatus(ids[2] ?? ''),
      { status: 'offer' },
      { origin: 'https://evil.example' },
    );
    expect(moved.statusCode).toBe(403);
    expect(t.app.adminRoutes).toContainEqual({
      method: 'GET',
      url: '/api/admin/openings/:reqId/board',
      access: { roles: ['admin', 'account_manager', 'recruiter'] },
    });
  });
});

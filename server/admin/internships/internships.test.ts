/**
 * Internship applications worked like job applications, on SQLite and PostgreSQL: the steps (New →
 * Screening → Interview → Offer → Joined, Rejected and Withdrawn apart with a reason), the board, bulk
 * moves, ratings, and every read and change audited; the new routes refuse a visitor without a session
 * and another origin, and take every staff role.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import type { InternshipBoard } from '#contracts/admin/board';
import type { InternshipBulkResult } from '#contracts/admin/bulk';
import type { InternshipDetail, InternshipsPage } from '#contracts/admin/internships';
import { adminPaths, listQuery } from '#contracts/admin/paths';
import { as, useStaff } from '../../test-support/console-client';
import { describeEachDatabase } from '../../test-support/each-database';
import { seedInternship } from '../../test-support/seed-applications';

describeEachDatabase('internship applications', (t) => {
  const recruiter = useStaff(t, 'recruiter');
  const accountManager = useStaff(t, 'account_manager');
  const ids: string[] = [];
  const tag = randomUUID().slice(0, 8);

  beforeAll(async () => {
    for (const [index, name] of ['Asha', 'Bilal', 'Chen', 'Dara'].entries()) {
      ids.push(
        await seedInternship(t, {
          firstName: name,
          lastName: `Intern${tag}`,
          email: `${name.toLowerCase()}.${tag}@example.com`,
          createdAt: `2026-11-2${index}T09:00:00.000Z`,
        }),
      );
    }
  });

  const audits = async (action: string) =>
    t.app.db.selectFrom('audit_log').select(['target_id', 'detail']).where('action', '=', action).execute();

  it('moves through the steps; Rejected needs a reason of our list and shows it; moving on clears it', async () => {
    const api = as(t, recruiter);
    const [asha] = ids as [string];
    const list = (await api('GET', `${adminPaths.internships}${listQuery({ search: tag })}`)).json<InternshipsPage>();
    expect(list.total).toBe(4);
    expect(list.items[0]).toMatchObject({ status: 'new', reason: null, rating: { average: null, count: 0 } });

    const step = (status: string, extra: object = {}) =>
      api('POST', adminPaths.internshipStatus(asha), { status, ...extra });
    expect((await step('screening')).statusCode).toBe(200);
    const interview = await step('interview', { note: 'Strong portfolio.' });
    expect(interview.json<InternshipDetail>()).toMatchObject({
      status: 'interview',
      history: [
        { kind: 'status', fromStatus: 'screening', toStatus: 'interview', note: 'Strong portfolio.' },
        { kind: 'status', fromStatus: 'new', toStatus: 'screening' },
      ],
    });
    // A job application's step is not an internship's.
    expect((await step('submitted')).statusCode).toBe(400);

    const noReason = await step('rejected');
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json()).toMatchObject({ field: 'reasonId' });
    expect((await step('rejected', { reasonId: 'candidate-other-offer' })).statusCode).toBe(422);
    const rejected = await step('rejected', { reasonId: 'us-skills', note: 'Not this time.' });
    expect(rejected.json<InternshipDetail>()).toMatchObject({
      status: 'rejected',
      reason: { id: 'us-skills', label: 'Skills do not match' },
    });
    expect(rejected.json<InternshipDetail>().history[0]).toMatchObject({
      toStatus: 'rejected',
      reason: 'Skills do not match',
      note: 'Not this time.',
    });
    const byReason = await api('GET', `${adminPaths.internships}${listQuery({ reason: 'us-skills' })}`);
    expect(byReason.json<InternshipsPage>().items.map((item) => item.id)).toEqual([asha]);

    const withdrawn = await step('withdrawn', { reasonId: 'candidate-other-offer' });
    expect(withdrawn.json<InternshipDetail>().reason).toMatchObject({ id: 'candidate-other-offer' });
    const back = await step('offer');
    expect(back.json<InternshipDetail>()).toMatchObject({ status: 'offer', reason: null });

    expect((await audits('internship.status')).filter((row) => row.target_id === asha)).toHaveLength(5);
    expect((await audits('internship.status')).map((row) => JSON.parse(row.detail ?? '{}'))).toContainEqual({
      status: 'rejected',
      reason: 'us-skills',
      note: true,
    });
    expect((await audits('internship.view')).length).toBe(0);
    await api('GET', adminPaths.internship(asha));
    expect((await audits('internship.view')).map((row) => row.target_id)).toContain(asha);
    expect((await api('GET', adminPaths.internship(randomUUID()))).statusCode).toBe(404);
  });

  it('rates: one rating per reviewer, summarised in the list and filtered by it', async () => {
    const [, bilal] = ids as [string, string];
    const rate = (who: typeof recruiter, score: number) =>
      as(t, who)('PUT', adminPaths.internshipRating(bilal), { score, comment: 'Keen.' });
    expect((await rate(recruiter, 2)).statusCode).toBe(200);
    expect((await rate(recruiter, 4)).statusCode).toBe(200);
    const rated = await rate(accountManager, 3);
    expect(rated.json<InternshipDetail>()).toMatchObject({
      rating: { average: 3.5, count: 2 },
      ratings: [{ score: 3 }, { score: 4, comment: 'Keen.' }],
    });
    const good = await as(t, recruiter)('GET', `${adminPaths.internships}${listQuery({ search: tag, minRating: 3 })}`);
    expect(good.json<InternshipsPage>().items.map((item) => item.id)).toEqual([bilal]);
    expect(
      (await as(t, recruiter)('PUT', adminPaths.internshipRating(randomUUID()), { score: 3, comment: '' })).statusCode,
    ).toBe(404);
    expect((await audits('internship.rating')).map((row) => row.target_id)).toContain(bilal);
  });

  it('shows a board with a column per step and its count, audited', async () => {
    const board = (await as(t, recruiter)('GET', adminPaths.internshipsBoard)).json<InternshipBoard>();
    expect(board.columns.map((column) => column.status)).toEqual([
      'new',
      'screening',
      'interview',
      'offer',
      'joined',
      'rejected',
      'withdrawn',
    ]);
    const offer = board.columns.find((column) => column.status === 'offer');
    expect(offer?.cards.map((card) => card.id)).toContain(ids[0]);
    const newColumn = board.columns.find((column) => column.status === 'new');
    expect(newColumn?.cards.find((card) => card.id === ids[1])).toMatchObject({
      resume: 'stored',
      rating: { average: 3.5, count: 2 },
    });
    expect(await audits('internships.board')).not.toHaveLength(0);
  });

  it('moves a selection in bulk, by id or by filter, each in its history, with one audit entry', async () => {
    const api = as(t, recruiter);
    const [, bilal, chen, dara] = ids as [string, string, string, string];
    const missing = randomUUID();
    const moved = await api('POST', adminPaths.internshipsBulk, {
      selection: { ids: [bilal, chen, missing] },
      action: { kind: 'move', status: 'screening', note: 'Batch call.' },
    });
    expect(moved.json<InternshipBulkResult>()).toEqual({
      status: 'screening',
      moved: [bilal, chen],
      unchanged: [],
      missing: [missing],
    });
    const chenDetail = (await api('GET', adminPaths.internship(chen))).json<InternshipDetail>();
    expect(chenDetail.history[0]).toMatchObject({ toStatus: 'screening', note: 'Batch call.' });

    const reject = { kind: 'move', status: 'rejected' };
    const refused = await api('POST', adminPaths.internshipsBulk, { selection: { ids: [dara] }, action: reject });
    expect(refused.statusCode).toBe(422);
    expect((await api('GET', adminPaths.internship(dara))).json<InternshipDetail>().status).toBe('new');

    const query = { status: 'screening', search: tag };
    expect((await api('GET', `${adminPaths.internshipIds}${listQuery(query)}`)).json()).toEqual({
      ids: [chen, bilal],
      total: 2,
    });
    const stale = await api('POST', adminPaths.internshipsBulk, {
      selection: { query, expected: 3 },
      action: { ...reject, reasonId: 'us-experience' },
    });
    expect(stale.statusCode).toBe(409);
    const byFilter = await api('POST', adminPaths.internshipsBulk, {
      selection: { query, expected: 2 },
      action: { ...reject, reasonId: 'us-experience' },
    });
    expect(byFilter.json<InternshipBulkResult>().moved.sort()).toEqual([bilal, chen].sort());
    expect((await api('GET', adminPaths.internship(bilal))).json<InternshipDetail>()).toMatchObject({
      status: 'rejected',
      reason: { id: 'us-experience' },
    });
    const entries = (await audits('internships.bulk-move')).map((row) => JSON.parse(row.detail ?? '{}'));
    expect(entries).toContainEqual(
      expect.objectContaining({ status: 'rejected', reason: 'us-experience', count: 2, selection: { query } }),
    );
  });

  it('refuses every new route without a session and from another origin; every staff role may use them', async () => {
    const [asha] = ids as [string];
    const routes: [method: 'GET' | 'POST' | 'PUT', url: string, body?: object][] = [
      ['GET', adminPaths.internshipsBoard],
      ['GET', adminPaths.internshipIds],
      ['POST', adminPaths.internshipsBulk, { selection: { ids: [asha] }, action: { kind: 'move', status: 'new' } }],
      ['PUT', adminPaths.internshipRating(asha), { score: 3, comment: '' }],
      ['POST', adminPaths.internshipStatus(asha), { status: 'new' }],
    ];
    for (const [method, url, body] of routes) {
      expect((await as(t, null)(method, url, body)).statusCode, `${method} ${url}`).toBe(401);
      if (method !== 'GET') {
        const evil = await as(t, recruiter)(method, url, body, { origin: 'https://evil.example' });
        expect(evil.statusCode, `${method} ${url}`).toBe(403);
      }
      expect((await as(t, accountManager)(method, url, body)).statusCode, `${method} ${url}`).toBe(200);
    }
    for (const url of ['/api/admin/internships/board', '/api/admin/internships/bulk', '/api/admin/internships/ids']) {
      expect(t.app.adminRoutes.find((route) => route.url === url)?.access).toEqual({
        roles: ['admin', 'account_manager', 'recruiter'],
      });
    }
  });
});

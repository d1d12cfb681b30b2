/**
 * Ratings on SQLite and PostgreSQL: each reviewer rates an application once (a new rating replaces
 * theirs), the list and the board show the average and how many rated, every rating is audited, the
 * schema refuses a score outside 1–4, and erasing the application removes its ratings.
 */
import { beforeAll, expect, it } from 'vitest';
import type { ApplicationDetail, ApplicationsPage } from '#contracts/admin/applications';
import type { Board } from '#contracts/admin/board';
import type { OpeningDetail } from '#contracts/admin/openings';
import { adminPaths, listQuery } from '#contracts/admin/paths';
import { as, useStaff } from '../../test-support/console-client';
import { postOpening, seedApplication } from '../../test-support/seed-applications';
import { describeEachDatabase } from '../../test-support/each-database';

describeEachDatabase('ratings', (t) => {
  const admin = useStaff(t, 'admin');
  const recruiter = useStaff(t, 'recruiter');
  let opening: OpeningDetail;
  let id: string;

  beforeAll(async () => {
    opening = await postOpening(t, recruiter, { title: 'Rated Engineer', descriptionHtml: '<p>Ratings.</p>' });
    id = await seedApplication(t, { openingUuid: opening.uuid, name: 'Rae Rated', email: 'rae@example.com' });
  });

  it('keeps one rating per reviewer, shows the average and count, and audits each', async () => {
    const first = await as(t, recruiter)('PUT', adminPaths.applicationRating(id), { score: 4, comment: 'Great SQL.' });
    expect(first.statusCode).toBe(200);
    expect(first.json<ApplicationDetail>().rating).toEqual({ average: 4, count: 1 });
    await as(t, admin)('PUT', adminPaths.applicationRating(id), { score: 2, comment: '' });
    // The recruiter changes their mind: theirs is replaced, not added.
    const changed = await as(t, recruiter)('PUT', adminPaths.applicationRating(id), { score: 1, comment: 'No show.' });
    const detail = changed.json<ApplicationDetail>();
    expect(detail.rating).toEqual({ average: 1.5, count: 2 });
    expect(detail.ratings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ by: { id: recruiter.id, name: 'recruiter person' }, score: 1, comment: 'No show.' }),
        expect.objectContaining({ by: { id: admin.id, name: 'admin person' }, score: 2, comment: '' }),
      ]),
    );

    const list = (
      await as(t, recruiter)('GET', `${adminPaths.applications}${listQuery({ reqId: opening.reqId })}`)
    ).json<ApplicationsPage>();
    expect(list.items[0]?.rating).toEqual({ average: 1.5, count: 2 });
    const board = (await as(t, recruiter)('GET', adminPaths.openingBoard(opening.reqId))).json<Board>();
    expect(board.columns[0]?.cards[0]?.rating).toEqual({ average: 1.5, count: 2 });

    const audited = await t.app.db
      .selectFrom('audit_log')
      .select(['actor_id', 'detail'])
      .where('action', '=', 'application.rating')
      .where('target_id', '=', id)
      .execute();
    expect(audited).toHaveLength(3);
    expect(audited.map((row) => row.actor_id).sort()).toEqual([admin.id, recruiter.id, recruiter.id].sort());
  });

  it('refuses a score outside 1–4, an unknown application, no session and another origin', async () => {
    const rate = (body: object) => as(t, recruiter)('PUT', adminPaths.applicationRating(id), body);
    expect((await rate({ score: 5, comment: '' })).statusCode).toBe(400);
    expect((await rate({ score: 2.5, comment: '' })).statusCode).toBe(400);
    expect((await rate({ score: 3, comment: 'x'.repeat(501) })).statusCode).toBe(400);
    const unknown = await as(t, recruiter)(
      'PUT',
      adminPaths.applicationRating('00000000-0000-4000-8000-000000000000'),
      {
        score: 3,
        comment: '',
      },
    );
    expect(unknown.statusCode).toBe(404);
    expect((await as(t, null)('PUT', adminPaths.applicationRating(id), { score: 3, comment: '' })).statusCode).toBe(
      401,
    );
    const foreign = await as(t, recruiter)(
      'PUT',
      adminPaths.applicationRating(id),
      { score: 3, comment: '' },
      { origin: 'https://evil.example' },
    );
    expect(foreign.statusCode).toBe(403);
  });

  it('removes the ratings with the application', async () => {
    const other = await seedApplication(t, { openingUuid: opening.uuid, name: 'Gone Soon', email: 'gone@example.com' });
    await as(t, recruiter)('PUT', adminPaths.applicationRating(other), { score: 3, comment: 'Fine.' });
    await t.app.db.deleteFrom('candidates').where('uuid', '=', other).execute();
    const left = await t.app.db
      .selectFrom('application_ratings')
      .select('id')
      .where('application_id', '=', other)
      .execute();
    expect(left).toEqual([]);
  });
});

/**
 * The reports' summaries (migration 0030's tables, kept by triggers) agree with the history after the
 * console's own writes, on SQLite and PostgreSQL: moves and a rejection through the API, a note, a
 * merge of two profiles, and an erasure. After each, every summary row is compared with what the
 * history adds up to by the reports' own rule (`summarise`, `tally`), and the funnel and activity
 * figures are read back through the API.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import type { OpeningDetail } from '#contracts/admin/openings';
import { adminPaths } from '#contracts/admin/paths';
import type { Report } from '#contracts/admin/reports';
import { privacyRepository } from '../../repositories/privacy.repository';
import { peopleRepository } from '../../repositories/people.repository';
import { as, useStaff } from '../../test-support/console-client';
import { describeEachDatabase } from '../../test-support/each-database';
import { postOpening, seedApplication } from '../../test-support/seed-applications';
import { summarise, tally } from './report-tables';

describeEachDatabase('the report summaries', (t) => {
  const admin = useStaff(t, 'admin');
  const ana = useStaff(t, 'recruiter');
  let opening: OpeningDetail;
  const today = () => new Date().toISOString().slice(0, 10);
  const RANGE = () => `?range=custom&from=${today()}&to=${today()}`;
  const ids: string[] = [];

  beforeAll(async () => {
    opening = await postOpening(t, admin, { title: 'Summary Engineer', descriptionHtml: '<p>S.</p>' });
    for (const name of ['Mover', 'Rejected', 'Erased'])
      ids.push(
        await seedApplication(t, { openingUuid: opening.uuid, name, email: `${name.toLowerCase()}@summaries.example` }),
      );
  });

  const move = async (id: string, status: string, extra: object = {}) => {
    const answer = await as(t, ana)('POST', adminPaths.applicationStatus(id), { status, ...extra });
    expect(answer.statusCode, answer.body).toBe(200);
  };

  /** Every summary row of `applications` equals what their history adds up to. */
  const expectSummariesMatchHistory = async (applications: string[]) => {
    const db = t.app.db;
    for (const id of applications) {
      const candidate = await db
        .selectFrom('candidates')
        .select('created_at')
        .where('uuid', '=', id)
        .executeTakeFirst();
      const stored = await db.selectFrom('report_applications').selectAll().where('application_id', '=', id).execute();
      const spans = await db
        .selectFrom('report_step_spans')
        .select(['stage', 'from_at', 'to_at'])
        .where('application_id', '=', id)
        .orderBy('seq')
        .execute();
      const staff = await db
        .selectFrom('report_application_staff')
        .select('by_id')
        .where('application_id', '=', id)
        .execute();
      if (!candidate) {
        expect([stored.length, spans.length, staff.length]).toEqual([0, 0, 0]);
        continue;
      }
      const moves = (
        await db
          .selectFrom('review_events')
          .select(['to_status', 'at', 'by_id', 'by_name'])
          .where('subject_type', '=', 'application')
          .where('subject_id', '=', id)
          .where('kind', '=', 'status')
          .orderBy('at')
          .orderBy('id')
          .execute()
      ).flatMap((m) => (m.to_status ? [{ to: m.to_status, at: m.at, byId: m.by_id, byName: m.by_name }] : []));
      const expected = summarise({ id, reqId: 0, title: '', createdAt: candidate.created_at, source: '', moves });
      if (moves.length === 0) expect(stored).toEqual([]);
      else
        expect(stored[0]).toEqual({
          application_id: id,
          furthest: expected.furthest,
          screening_at: expected.reachedAt.screening ?? null,
          submitted_at: expected.reachedAt.submitted ?? null,
          interview_at: expected.reachedAt.client_interview ?? null,
          offer_at: expected.reachedAt.offer ?? null,
          placed_at: expected.reachedAt.placed ?? null,
          submitter_id: expected.submitter?.id ?? null,
          submitter_name: expected.submitter?.name ?? null,
        });
      expect(spans.map((s) => ({ stage: s.stage, from: s.from_at, to: s.to_at }))).toEqual(expected.spans);
      expect(staff.map((s) => s.by_id).sort()).toEqual([...new Set(moves.map((m) => m.byId))].sort());
    }
  };

  /** Today's activity rows for Ana equal the tally of her events on this requirement's applications. */
  const expectActivityMatchesHistory = async () => {
    const db = t.app.db;
    const events = await db
      .selectFrom('review_events')
      .innerJoin('candidates', 'candidates.uuid', 'review_events.subject_id')
      .select([
        'review_events.kind',
        'review_events.to_status as to',
        'review_events.at',
        'review_events.by_id as byId',
        'review_events.by_name as byName',
      ])
      .where('review_events.subject_type', '=', 'application')
      .where('review_events.by_id', '=', ana.id)
      .execute();
    const [expected] = tally(events.filter((e) => e.at.startsWith(today())));
    const [stored] = await db
      .selectFrom('report_activity_days')
      .selectAll()
      .where('by_id', '=', ana.id)
      .where('day', '=', today())
      .execute();
    expect(stored && { ...stored, by_name: undefined, country_uuid: undefined }).toEqual(
      expected && {
        day: expected.day,
        by_id: expected.byId,
        by_name: undefined,
        country_uuid: undefined,
        screened: expected.screened,
        submitted: expected.submitted,
        interviews: expected.interviews,
        offers: expected.offers,
        placed: expected.placed,
        other_moves: expected.otherMoves,
        notes: expected.notes,
        mails: expected.mails,
      },
    );
  };

  const funnel = async () => {
    const answer = await as(t, admin)('GET', `${adminPaths.report('funnel')}${RANGE()}&reqId=${opening.reqId}`);
    expect(answer.statusCode).toBe(200);
    return answer.json<Report>().total?.values.slice(0, 6);
  };
  const activity = async () => {
    const answer = await as(t, admin)('GET', `${adminPaths.report('activity')}${RANGE()}&recruiter=${ana.id}`);
    expect(answer.statusCode).toBe(200);
    return answer.json<Report>().total?.values;
  };

  it('follows moves, a rejection after a client interview and a note', async () => {
    const [mover, rejected] = ids as [string, string];
    for (const status of ['screening', 'submitted', 'client_interview', 'offer']) await move(mover, status);
    for (const status of ['submitted', 'client_interview']) await move(rejected, status);
    await move(rejected, 'rejected', { rejectedBy: 'client', reasonId: 'client-filled' });
    const note = await as(t, ana)('POST', adminPaths.applicationNotes(rejected), { text: 'Client chose another.' });
    expect(note.statusCode, note.body).toBeLessThan(300);
    await expectSummariesMatchHistory(ids);
    await expectActivityMatchesHistory();
    // applied 3, screened 2, submitted 2, interview 2 (the rejected one reached it), offer 1, placed 0
    expect(await funnel()).toEqual([3, 2, 2, 2, 1, 0]);
    // screened 1, submitted 2, interviews 2, placed 0, notes 1, mails 0
    expect(await activity()).toEqual([1, 2, 2, 0, 1, 0]);
  });

  it('is unchanged by a merge of two profiles, and drops an erased application', async () => {
    const [mover, , erased] = ids as [string, string, string];
    await move(erased, 'screening');
    expect(await funnel()).toEqual([3, 3, 2, 2, 1, 0]);
    const now = new Date().toISOString();
    const people = [randomUUID(), randomUUID()];
    for (const [i, id] of people.entries())
      await t.app.db
        .insertInto('people')
        .values({
          id,
          name: `P${i}`,
          email: `p${i}@summaries.example`,
          phone: '',
          created_at: now,
          updated_at: now,
          merged_into: null,
        })
        .execute();
    await t.app.db.updateTable('candidates').set({ person_id: people[0]! }).where('uuid', '=', mover).execute();
    await t.app.db.updateTable('candidates').set({ person_id: people[1]! }).where('uuid', '=', erased).execute();
    const merged = await peopleRepository(t.app.db).merge(
      people[0]!,
      people[1]!,
      { name: 'this', email: 'this' },
      {
        id: admin.id,
        name: admin.email,
      },
    );
    expect(merged).toMatchObject({ applications: 1 });
    await expectSummariesMatchHistory(ids);
    expect(await funnel()).toEqual([3, 3, 2, 2, 1, 0]);

    await privacyRepository(t.app.db).eraseByEmail('erased@summaries.example');
    await expectSummariesMatchHistory(ids);
    await expectActivityMatchesHistory();
    expect(await funnel()).toEqual([2, 2, 2, 2, 1, 0]);
    // the erased application's screening no longer counts
    expect(await activity()).toEqual([1, 2, 2, 0, 1, 0]);
  });
});

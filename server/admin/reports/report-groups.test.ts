/**
 * The funnel's, ratios' and sources' counts grouped by the database, and a source filter applied by
 * it, on both databases: a history with sources the database labels (campaigns in any case, plain
 * referrers) and ones it leaves to the server (a referrer with a port, an app's address, a campaign
 * beyond ASCII) gives the counts the server's rule gives over the applications themselves, with and
 * without filters, and the sources report through the API merges a label's two kinds of rows into one
 * row with the figures worked out by hand.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import type { OpeningDetail } from '#contracts/admin/openings';
import { adminPaths } from '#contracts/admin/paths';
import type { Report } from '#contracts/admin/reports';
import { as, type Staff, useStaff } from '../../test-support/console-client';
import { describeEachDatabase } from '../../test-support/each-database';
import { postOpening, seedApplication } from '../../test-support/seed-applications';
import { type FactFilters, reportFacts } from './report-facts';
import { type ApplicationFact, countReached, requirementFirsts, stepTimes } from './report-tables';

const STEPS = ['screening', 'submitted', 'client_interview', 'offer', 'placed'];
const OCTOBER = { from: '2026-10-01T00:00:00.000Z', to: '2026-11-01T00:00:00.000Z' };
/** Source columns; the first three kinds the database labels, the last three it leaves to the server. */
const SOURCES: [utm: string | null, referrer: string | null][] = [
  ['LinkedIn', null],
  [null, 'https://www.google.com/search?q=java'],
  [null, null],
  [null, 'https://www.google.com:443/'],
  [null, 'android-app://com.google.android.gm/'],
  ['Zürich-Jobs', null],
];

const byKey = <T>(groups: T[], key: (group: T) => string) => [...groups].sort((a, b) => key(a).localeCompare(key(b)));

describeEachDatabase('the reports grouped by the database', (t) => {
  const admin = useStaff(t, 'admin');
  const ana = useStaff(t, 'recruiter');
  const raj = useStaff(t, 'recruiter');
  const openings: OpeningDetail[] = [];

  const move = (id: string, to: string, at: string, by: Staff) =>
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
        by_id: by.id,
        by_name: by.email,
        at,
      })
      .execute();

  beforeAll(async () => {
    for (const title of ['Grouped Java', 'Grouped Data', 'Grouped QA'])
      openings.push(await postOpening(t, admin, { title, descriptionHtml: '<p>G.</p>' }));
    // 36 arrivals in October over the three openings and six sources, each source's six going 0, 1, …
    // 5 steps (by Ana or Raj), some rejected after; two in November, outside the range.
    for (let i = 0; i < 38; i++) {
      const day = i < 36 ? 1 + (i % 28) : 3;
      const created = `2026-${i < 36 ? 10 : 11}-${String(day).padStart(2, '0')}T09:${String(i % 60).padStart(2, '0')}:00.000Z`;
      const id = await seedApplication(t, {
        openingUuid: openings[i % 3]!.uuid,
        name: `Grouped ${i}`,
        email: `grouped${i}@groups.example`,
        createdAt: created,
      });
      const [utm, referrer] = SOURCES[i % SOURCES.length]!;
      await t.app.db.updateTable('candidates').set({ utm_source: utm, referrer }).where('uuid', '=', id).execute();
      const by = i % 4 < 2 ? ana : raj;
      const depth = (i + Math.floor(i / 6)) % 6;
      for (let s = 0; s < depth; s++)
        await move(id, STEPS[s]!, new Date(Date.parse(created) + (s + 1) * 86_400_000 + i * 1_000).toISOString(), by);
      if (depth > 0 && depth < 5 && i % 5 === 0)
        await move(id, 'rejected', new Date(Date.parse(created) + 9 * 86_400_000).toISOString(), by);
    }
  });

  it('gives the counts and times the server’s rule gives over the applications, with and without filters', async () => {
    const facts = reportFacts(t.app.db);
    const filterSets: FactFilters[] = [
      OCTOBER,
      { ...OCTOBER, source: 'LinkedIn' },
      { ...OCTOBER, source: 'www.google.com' },
      { ...OCTOBER, source: 'com.google.android.gm' },
      { ...OCTOBER, source: 'zürich-jobs' },
      { ...OCTOBER, source: 'direct', reqId: openings[1]!.reqId },
      { ...OCTOBER, source: 'nowhere' },
      { ...OCTOBER, recruiter: ana.id },
      { ...OCTOBER, reqId: openings[2]!.reqId },
    ];
    for (const filters of filterSets) {
      const apps = await facts.applications(filters);
      const submitted = apps.filter((app) => app.furthest >= 2);
      const requirement = (app: ApplicationFact) => ({ reqId: app.reqId, title: app.title });
      const reqKey = (group: { reqId: number }) => String(group.reqId);
      expect(byKey(await facts.requirementsReached(filters), reqKey)).toEqual(
        byKey(countReached(apps, reqKey, requirement), reqKey),
      );
      const ratios = await facts.submittedReached(filters);
      expect(byKey(ratios.requirements, reqKey)).toEqual(byKey(countReached(submitted, reqKey, requirement), reqKey));
      const submitter = (app: ApplicationFact) => ({ id: app.submitter?.id ?? '', name: app.submitter?.name ?? '' });
      expect(byKey(ratios.recruiters, (group) => group.id)).toEqual(
        byKey(
          countReached(submitted, (app) => app.submitter?.id ?? '', submitter),
          (group) => group.id,
        ),
      );
      expect(byKey(await facts.sourcesReached(filters), (group) => group.source)).toEqual(
        byKey(
          countReached(
            apps,
            (app) => app.source,
            (app) => ({ source: app.source }),
          ),
          (group) => group.source,
        ),
      );
      expect(await facts.stepTimes(filters, t.app.dialect)).toEqual(
        stepTimes(await facts.applications(filters, { spans: true })),
      );
      expect(byKey(await facts.requirementFirsts(filters), reqKey)).toEqual(byKey(requirementFirsts(apps), reqKey));
    }
    // The filters did narrow: six of the 36 per source, none for a source no one came from.
    expect((await facts.applications({ ...OCTOBER, source: 'linkedin' })).length).toBe(6);
    expect((await facts.applications({ ...OCTOBER, source: 'www.google.com' })).length).toBe(12);
    expect((await facts.requirementsReached({ ...OCTOBER, source: 'nowhere' })).length).toBe(0);
  });

  it('merges a label the database keeps and the same label worked out by the server into one row', async () => {
    const answer = await as(t, admin)(
      'GET',
      `${adminPaths.report('sources')}?range=custom&from=2026-10-01&to=2026-10-31`,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const report = answer.json<Report>();
    // Twelve from www.google.com (sources 1 and 3), half labelled by the database, half by the server;
    // each half went 0 … 5 steps once: submitted (2 steps or more) 4 + 4, placed 1 + 1.
    expect(report.rows.find((row) => row.key === 'www.google.com')?.values).toEqual([12, 8, 2, 8 / 12, 2 / 12]);
    expect(report.rows.filter((row) => row.key === 'www.google.com')).toHaveLength(1);
    expect(report.rows.map((row) => row.key).sort()).toEqual(
      ['com.google.android.gm', 'direct', 'linkedin', 'www.google.com', 'zürich-jobs'].sort(),
    );
    expect(report.total?.values.slice(0, 3)).toEqual([36, 24, 6]);
  });
});

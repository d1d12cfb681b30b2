/**
 * The time report's days in each step, read from the database (ranked there on PostgreSQL, ranked by
 * the server from the lengths it reads on SQLite), on both databases: a small history gives the figures worked out by hand (an even count's
 * median is the mean of the middle two, the 90th percentile the nearest rank), and a larger one of
 * odd timestamps to the millisecond (70 stretches: 0.9 × 70 is a hair over 63 in double precision, so
 * the nearest rank is the 64th, as in the server's rule) gives exactly what `stepTimes` computes from
 * the stretches themselves, with and without filters (and each requirement's first submittal, from
 * one grouped row, what the applications give).
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import type { OpeningDetail } from '#contracts/admin/openings';
import { adminPaths } from '#contracts/admin/paths';
import type { Report } from '#contracts/admin/reports';
import { as, useStaff } from '../../test-support/console-client';
import { describeEachDatabase } from '../../test-support/each-database';
import { postOpening, seedApplication } from '../../test-support/seed-applications';
import { reportFacts } from './report-facts';
import { requirementFirsts, stepTimes } from './report-tables';

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

describeEachDatabase('the days in each step, from the database', (t) => {
  const admin = useStaff(t, 'admin');
  let small: OpeningDetail;
  let large: OpeningDetail;

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
        by_name: admin.email,
        at,
      })
      .execute();

  beforeAll(async () => {
    small = await postOpening(t, admin, { title: 'Timed Small', descriptionHtml: '<p>S.</p>' });
    large = await postOpening(t, admin, { title: 'Timed Large', descriptionHtml: '<p>L.</p>' });
    // Small, in November: four arrivals on the 1st at 10:00, screened after 1, 2, 3 and 4 days; the
    // last two submitted after 6 and 1 more days.
    const start = Date.parse('2026-11-01T10:00:00.000Z');
    for (const [i, screened] of [1, 2, 3, 4].entries()) {
      const id = await seedApplication(t, {
        openingUuid: small.uuid,
        name: `Small ${i}`,
        email: `small${i}@times.example`,
        createdAt: iso(start),
      });
      await move(id, 'screening', iso(start + screened * DAY_MS));
      if (i >= 2) await move(id, 'submitted', iso(start + (screened + (i === 2 ? 6 : 1)) * DAY_MS));
    }
    // Large, in October: 70 arrivals at odd milliseconds, each screened after an uneven stretch, two in
    // three submitted, some of those rejected; sources alternate.
    const october = Date.parse('2026-10-01T00:00:00.000Z');
    for (let i = 0; i < 70; i++) {
      const created = october + i * 7 * 3_600_000 + i * 37_777;
      const id = await seedApplication(t, {
        openingUuid: large.uuid,
        name: `Large ${i}`,
        email: `large${i}@times.example`,
        createdAt: iso(created),
        source: i % 2 ? 'linkedin' : undefined,
      });
      const screened = created + ((i * 7919) % 97) * 3_600_000 + ((i * 104_729) % 1000);
      await move(id, 'screening', iso(screened));
      if (i % 3) {
        const submitted = screened + ((i * 31) % 13) * 86_400_000 + i * 1_234;
        await move(id, 'submitted', iso(submitted));
        if (i % 5 === 0) await move(id, 'rejected', iso(submitted + 3 * DAY_MS + 1));
      }
    }
  });

  it('gives the figures worked out by hand, through the API', async () => {
    const answer = await as(t, admin)(
      'GET',
      `${adminPaths.report('time')}?range=custom&from=2026-11-01&to=2026-11-30&reqId=${small.reqId}`,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const report = answer.json<Report>();
    const values = (key: string) => report.rows.find((row) => row.key === key)?.values;
    // days in New: 1, 2, 3, 4 → median 2.5 (the middle two's mean), 90th percentile 4 (nearest rank)
    expect(values('in:new')).toEqual([2.5, 4, 4]);
    // days in Screening: 6 and 1 → median 3.5, 90th percentile 6
    expect(values('in:screening')).toEqual([3.5, 6, 2]);
    // nothing left Submitted
    expect(values('in:submitted')).toEqual([null, null, 0]);
  });

  it('equals the rule over the stretches themselves, to the bit, with and without filters', async () => {
    const facts = reportFacts(t.app.db);
    const october = { from: '2026-10-01T00:00:00.000Z', to: '2026-11-01T00:00:00.000Z' };
    for (const filters of [october, { ...october, reqId: large.reqId }, { ...october, source: 'linkedin' }]) {
      const expected = stepTimes(await facts.applications(filters, { spans: true }));
      const fromDatabase = await facts.stepTimes(filters, t.app.dialect);
      expect(fromDatabase).toEqual(expected);
      // And the requirement's first submittal (the days from opening), from one grouped row.
      const apps = await facts.applications(filters);
      expect(await facts.requirementFirsts(filters)).toEqual(requirementFirsts(apps));
      expect(requirementFirsts(apps)[0]?.submitted).toMatch(/^2026-10-/);
    }
    const all = await facts.stepTimes(october, t.app.dialect);
    expect(all.new?.count).toBe(70);
    expect(all.screening?.count).toBe(46);
    // submitted and then rejected: the multiples of 5 that are not multiples of 3
    expect(all.submitted?.count).toBe(9);
  });
});

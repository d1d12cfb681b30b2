/**
 * The reports through the console's API on SQLite and PostgreSQL: a known history (two requirements,
 * a candidate rejected by the client after an interview, a requirement with no submittal) read back
 * as the figures worked out by hand; a recruiter sees only their own moves; the CSV holds the table's
 * numbers; a bad range is refused; no session is refused (console-access.test.ts walks every route
 * for the rest).
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import type { OpeningDetail } from '#contracts/admin/openings';
import { adminPaths } from '#contracts/admin/paths';
import type { Report, ReportFilterOptions } from '#contracts/admin/reports';
import { as, type Staff, useStaff } from '../../test-support/console-client';
import { describeEachDatabase } from '../../test-support/each-database';
import { postOpening, seedApplication } from '../../test-support/seed-applications';

const at = (day: number, hour = 10) =>
  `2026-10-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00.000Z`;
const RANGE = '?range=custom&from=2026-10-01&to=2026-10-31';

describeEachDatabase('the reports', (t) => {
  const manager = useStaff(t, 'admin');
  const ana = useStaff(t, 'recruiter');
  const raj = useStaff(t, 'recruiter');
  let java: OpeningDetail;
  let data: OpeningDetail;

  const move = async (id: string, to: string, day: number, by: Staff) =>
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
        at: at(day),
      })
      .execute();

  beforeAll(async () => {
    java = await postOpening(t, manager, { title: 'Report Java Engineer', descriptionHtml: '<p>Java.</p>' });
    data = await postOpening(t, manager, { title: 'Report Data Engineer', descriptionHtml: '<p>Data.</p>' });
    const seed = (opening: OpeningDetail, name: string, day: number, source?: string) =>
      seedApplication(t, {
        openingUuid: opening.uuid,
        name,
        email: `${name.toLowerCase()}@reports.example`,
        createdAt: at(day),
        source,
      });
    const one = await seed(java, 'One', 1, 'linkedin');
    for (const [to, day] of [
      ['screening', 2],
      ['submitted', 4],
      ['client_interview', 8],
      ['rejected', 10],
    ] as const)
      await move(one, to, day, ana);
    const two = await seed(java, 'Two', 2, 'referral');
    for (const [to, day] of [
      ['submitted', 3],
      ['client_interview', 5],
      ['offer', 9],
      ['placed', 12],
    ] as const)
      await move(two, to, day, raj);
    const three = await seed(java, 'Three', 3, 'linkedin');
    await move(three, 'screening', 6, ana);
    await seed(java, 'Four', 5);
    const six = await seed(data, 'Six', 4);
    await move(six, 'screening', 5, raj);
    await move(six, 'rejected', 6, raj);
    // outside the range: not counted
    await seedApplication(t, {
      openingUuid: java.uuid,
      name: 'Late',
      email: 'late@reports.example',
      createdAt: '2026-11-09T10:00:00.000Z',
    });
  });

  const read = async (who: Staff, name: string, query = RANGE) => {
    const answer = await as(t, who)('GET', `${adminPaths.report(name)}${query}`);
    expect(answer.statusCode).toBe(200);
    return answer.json<Report>();
  };
  const values = (report: Report, key: string) => report.rows.find((row) => row.key === key)?.values;

  it('reads the funnel per requirement from the history', async () => {
    const report = await read(manager, 'funnel');
    expect(report.from).toBe('2026-10-01T00:00:00.000Z');
    expect(report.to).toBe('2026-11-01T00:00:00.000Z');
    // applied 4, screened 3, submitted 2, interview 2 (One was rejected after it), offer 1, placed 1
    expect(values(report, String(java.reqId))?.slice(0, 6)).toEqual([4, 3, 2, 2, 1, 1]);
    // a requirement with no submittal
    expect(values(report, String(data.reqId))?.slice(0, 6)).toEqual([1, 1, 0, 0, 0, 0]);
  });

  it('reads the desk ratios per recruiter, the sources and the time to submit', async () => {
    const ratios = await read(manager, 'ratios');
    expect(values(ratios, `recruiter:${ana.id}`)).toEqual([1, 1, 0, 0, 1, 0, null]);
    expect(values(ratios, `recruiter:${raj.id}`)).toEqual([1, 1, 1, 1, 1, 1, 1]);
    const sources = await read(manager, 'sources');
    expect(values(sources, 'linkedin')).toEqual([2, 1, 0, 1 / 2, 0]);
    expect(values(sources, 'direct')).toEqual([2, 0, 0, 0, 0]);
    const activity = await read(manager, 'activity');
    expect(activity.total?.values).toEqual([3, 2, 2, 1, 0, 0]);
  });

  it('narrows a recruiter to their own figures, whatever they ask for', async () => {
    const report = await read(ana, 'funnel', `${RANGE}&recruiter=${raj.id}`);
    expect(report.total?.values.slice(0, 6)).toEqual([2, 2, 1, 1, 0, 0]);
    const activity = await read(ana, 'activity');
    expect(activity.total?.values).toEqual([2, 1, 1, 0, 0, 0]);
  });

  it('narrows every report to a client’s requirements', async () => {
    const client = randomUUID();
    await t.app.db
      .insertInto('clients')
      .values({ id: client, name: 'Report Client', owner_id: null, created_at: at(1) })
      .execute();
    await t.app.db.updateTable('openings').set({ client_id: client }).where('uuid', '=', java.uuid).execute();
    const query = `${RANGE}&client=${client}`;
    const funnel = await read(manager, 'funnel', query);
    expect(funnel.rows.map((row) => row.key)).toEqual([String(java.reqId)]);
    expect(funnel.total?.values.slice(0, 6)).toEqual([4, 3, 2, 2, 1, 1]);
    expect((await read(manager, 'sources', query)).total?.values.slice(0, 3)).toEqual([4, 2, 1]);
    expect((await read(manager, 'ratios', query)).total?.values.slice(0, 4)).toEqual([2, 2, 1, 1]);
    // Six's screening (the data requirement, no client) is left out: [3, 2, 2, 1, 0, 0] without the filter
    expect((await read(manager, 'activity', query)).total?.values).toEqual([2, 2, 2, 1, 0, 0]);
    const time = await read(manager, 'time', query);
    expect(time.rows.find((row) => row.key === 'in:new')?.values[2]).toBe(3);
    // Another client has nothing; a client id that is not one is refused.
    expect((await read(manager, 'funnel', `${RANGE}&client=${randomUUID()}`)).total?.values[0]).toBe(0);
    const bad = await as(t, manager)('GET', `${adminPaths.report('funnel')}${RANGE}&client=acme`);
    expect(bad.statusCode).toBe(400);
  });

  it('exports the table as CSV with the same numbers', async () => {
    const answer = await as(t, manager)('GET', `${adminPaths.reportCsv('funnel')}${RANGE}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = answer.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('From 2026-10-01 to 2026-10-31');
    expect(lines.find((line) => line.startsWith(`Report Java Engineer (${java.reqId})`))).toBe(
      `Report Java Engineer (${java.reqId}),4,3,2,2,1,1,75.0,66.7,100.0,50.0,100.0`,
    );
  });

  it('refuses a custom range without its days, or backwards', async () => {
    const missing = await as(t, manager)('GET', `${adminPaths.report('funnel')}?range=custom&from=2026-10-01`);
    expect(missing.statusCode).toBe(400);
    const backwards = await as(t, manager)(
      'GET',
      `${adminPaths.report('funnel')}?range=custom&from=2026-10-09&to=2026-10-01`,
    );
    expect(backwards.statusCode).toBe(400);
    const unknown = await as(t, manager)('GET', `${adminPaths.report('payroll')}${RANGE}`);
    expect(unknown.statusCode).toBe(400);
  });

  it('offers the desk’s people by name and the sources, most frequent first; a recruiter no one to pick', async () => {
    const answer = await as(t, manager)('GET', adminPaths.reportFilters);
    expect(answer.statusCode).toBe(200);
    const options = answer.json<ReportFilterOptions>();
    const names = await t.app.db.selectFrom('staff_users').select(['id', 'name']).execute();
    for (const person of [manager, ana, raj]) {
      const name = names.find((row) => row.id === person.id)?.name;
      expect(options.recruiters).toContainEqual({ id: person.id, name });
    }
    // direct: Four, Six and Late; linkedin: One and Three; referral: Two.
    expect(options.sources.filter((source) => ['direct', 'linkedin', 'referral'].includes(source))).toEqual([
      'direct',
      'linkedin',
      'referral',
    ]);
    const own = (await as(t, ana)('GET', adminPaths.reportFilters)).json<ReportFilterOptions>();
    expect(own.recruiters).toEqual([]);
    expect(own.sources).toEqual(options.sources);
  });

  it('refuses no session', async () => {
    expect((await as(t, null)('GET', adminPaths.reportFilters)).statusCode).toBe(401);
    expect((await as(t, null)('GET', `${adminPaths.report('funnel')}${RANGE}`)).statusCode).toBe(401);
    expect((await as(t, null)('GET', `${adminPaths.reportCsv('funnel')}${RANGE}`)).statusCode).toBe(401);
  });
});

/**
 * The placements and margin report through the console's API on SQLite and PostgreSQL: placements
 * written into the database (one spanning October and November, one started before the range, a
 * permanent one, one in rupees ending soon) read back as the figures worked out by hand; money only
 * for admins and account managers (a recruiter gets their own counts, and 403 when asking for money);
 * the CSV holds the same numbers; the hours-a-month setting (admins) and the digest opt-in (admins
 * and account managers); no session, another origin.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import type { OpeningDetail } from '#contracts/admin/openings';
import { adminPaths } from '#contracts/admin/paths';
import type { Report, ReportSettings } from '#contracts/admin/reports';
import { as, type Staff, useStaff } from '../../test-support/console-client';
import { describeEachDatabase } from '../../test-support/each-database';
import { postOpening, seedApplication } from '../../test-support/seed-applications';

const RANGE = '?range=custom&from=2026-10-01&to=2026-11-30';
const DAY_MS = 86_400_000;
const dayFromToday = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

describeEachDatabase('the placements report', (t) => {
  const admin = useStaff(t, 'admin');
  const manager = useStaff(t, 'account_manager');
  const ana = useStaff(t, 'recruiter');
  const raj = useStaff(t, 'recruiter');
  let java: OpeningDetail;
  let data: OpeningDetail;
  let ops: OpeningDetail;

  const client = async (name: string, opening: OpeningDetail) => {
    const id = randomUUID();
    await t.app.db
      .insertInto('clients')
      .values({ id, name, owner_id: null, created_at: '2026-01-01T00:00:00.000Z' })
      .execute();
    await t.app.db.updateTable('openings').set({ client_id: id }).where('uuid', '=', opening.uuid).execute();
  };

  /** An application on `opening`, submitted by `by` (if given), placed as `placement`. */
  const placed = async (
    opening: OpeningDetail,
    name: string,
    by: { staff: Staff; name: string } | null,
    placement: {
      kind?: 'contract' | 'permanent';
      start: string;
      end?: string;
      unit?: string;
      bill?: number;
      pay?: number;
      salary?: number;
      fee?: number;
      currency?: string;
    },
  ) => {
    const id = await seedApplication(t, {
      openingUuid: opening.uuid,
      name,
      email: `${name.toLowerCase()}@placements.example`,
      createdAt: '2026-08-01T10:00:00.000Z',
    });
    if (by)
      await t.app.db
        .insertInto('review_events')
        .values({
          id: randomUUID(),
          subject_type: 'application',
          subject_id: id,
          kind: 'status',
          from_status: 'screening',
          to_status: 'submitted',
          note: null,
          by_id: by.staff.id,
          by_name: by.name,
          at: '2026-08-05T10:00:00.000Z',
        })
        .execute();
    await t.app.db
      .insertInto('placements')
      .values({
        id: randomUUID(),
        application_id: id,
        kind: placement.kind ?? 'contract',
        start_date: placement.start,
        end_date: placement.end ?? null,
        currency: placement.currency ?? 'USD',
        rate_unit: placement.unit ?? 'hour',
        bill_rate_cents: placement.bill ?? null,
        pay_rate_cents: placement.pay ?? null,
        salary_cents: placement.salary ?? null,
        fee_percent: placement.fee ?? null,
        note: '',
        by_id: admin.id,
        by_name: 'The Manager',
        created_at: '2026-08-10T10:00:00.000Z',
        updated_at: '2026-08-10T10:00:00.000Z',
      })
      .execute();
  };

  beforeAll(async () => {
    java = await postOpening(t, admin, { title: 'Placed Java Engineer', descriptionHtml: '<p>Java.</p>' });
    data = await postOpening(t, admin, { title: 'Placed Data Engineer', descriptionHtml: '<p>Data.</p>' });
    ops = await postOpening(t, admin, { title: 'Placed Ops Engineer', descriptionHtml: '<p>Ops.</p>' });
    await client('Acme', java);
    await client('Globex', data);
    await client('Initech', ops);
    const asAna = { staff: ana, name: 'Ana' };
    const asRaj = { staff: raj, name: 'Raj' };
    // 20 Oct to 10 Nov at USD 100/h billed, 70/h paid: across the month boundary
    await placed(java, 'Alpha', asAna, { start: '2026-10-20', end: '2026-11-10', bill: 10_000, pay: 7_000 });
    // from 1 Sept to 5 Oct at USD 800/day billed, 600/day paid
    await placed(java, 'Bravo', asRaj, {
      start: '2026-09-01',
      end: '2026-10-05',
      unit: 'day',
      bill: 80_000,
      pay: 60_000,
    });
    // permanent from 15 Nov: USD 120,000 at 20 %
    await placed(data, 'Charlie', asAna, {
      kind: 'permanent',
      start: '2026-11-15',
      unit: 'year',
      salary: 12_000_000,
      fee: 20,
    });
    // 1 Nov to 10 Jan at USD 50/h billed, 40/h paid
    await placed(data, 'Foxtrot', asRaj, { start: '2026-11-01', end: '2027-01-10', bill: 5_000, pay: 4_000 });
    // in rupees, ending ten days from today; nobody submitted it (the placement's recorder is named)
    await placed(ops, 'Golf', null, {
      start: dayFromToday(-400),
      end: dayFromToday(10),
      bill: 200_000,
      pay: 150_000,
      currency: 'INR',
    });
  });

  const read = async (who: Staff, query = RANGE) => {
    const answer = await as(t, who)('GET', `${adminPaths.report('placements')}${query}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<Report>();
  };
  const values = (report: Report, key: string) => report.rows.find((row) => row.key === key)?.values;

  it('reads placements, contractors working, run-rate, margin and fees per month, client and recruiter', async () => {
    const report = await read(manager);
    expect(report.currency).toBe('USD');
    expect(report.hoursPerMonth).toBe(160);
    // October: Alpha started; Alpha and Bravo worked: 100 × 160 + 800 × 160 / 8; 30 × 160 + 200 × 20
    expect(values(report, 'month:2026-10')).toEqual([1, 0, 2, 32_000, 8_800, 0]);
    // November: Foxtrot and Charlie started; Alpha and Foxtrot worked; Charlie's fee 24,000
    expect(values(report, 'month:2026-11')).toEqual([1, 1, 2, 24_000, 6_400, 24_000]);
    expect(report.total?.values).toEqual([2, 1, 3, 40_000, 10_400, 24_000]);
    expect(values(report, 'client:Acme')).toEqual([1, 0, 2, 32_000, 8_800, 0]);
    expect(values(report, 'client:Globex')).toEqual([1, 1, 1, 8_000, 1_600, 24_000]);
    expect(values(report, 'recruiter:Ana')).toEqual([1, 1, 1, 16_000, 4_800, 24_000]);
    expect(values(report, 'recruiter:Raj')).toEqual([1, 0, 2, 24_000, 5_600, 0]);
  });

  it('lists contractors ending soon, in the currency asked for, named by who recorded them without a submittal', async () => {
    const report = await read(admin, `${RANGE}&currency=INR`);
    // Golf: INR 2,000/h billed, 1,500/h paid, working through the range and ending in ten days
    expect(values(report, 'ending:30')).toEqual([null, null, 1, 320_000, 80_000, null]);
    expect(values(report, 'ending:60')).toEqual([null, null, 0, 0, 0, null]);
    expect(values(report, 'recruiter:The Manager')).toEqual([0, 0, 1, 320_000, 80_000, 0]);
    const filtered = await read(admin, `${RANGE}&reqId=${java.reqId}`);
    expect(filtered.total?.values).toEqual([1, 0, 2, 32_000, 8_800, 0]);
  });

  it('gives a recruiter their own counts without money, and refuses them money', async () => {
    const report = await read(ana, `${RANGE}&recruiter=${raj.id}`);
    expect(report.columns.map((column) => column.kind)).toEqual(['count', 'count', 'count']);
    expect(report.ratesHidden).toBe(true);
    // Ana's own: Alpha (contract, worked) and Charlie (permanent)
    expect(report.total?.values).toEqual([1, 1, 1]);
    expect(JSON.stringify(report)).not.toMatch(/run-rate|margin|fees/);
    const csv = await as(t, ana)('GET', `${adminPaths.reportCsv('placements')}${RANGE}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(
      '"Month, client or recruiter",Contract placements,Permanent placements,Contractors working\r\n',
    );
    expect(csv.body).not.toMatch(/run-rate|margin|fee/i);
    for (const path of [adminPaths.report('placements'), adminPaths.reportCsv('placements')]) {
      const money = await as(t, ana)('GET', `${path}${RANGE}&currency=USD`);
      expect(money.statusCode).toBe(403);
    }
  });

  it('exports the same numbers as CSV', async () => {
    const answer = await as(t, admin)('GET', `${adminPaths.reportCsv('placements')}${RANGE}`);
    expect(answer.statusCode).toBe(200);
    const lines = answer.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('From 2026-10-01 to 2026-11-30');
    expect(lines[1]).toBe(
      '"Month, client or recruiter",Contract placements,Permanent placements,Contractors working,Revenue run-rate a month (USD),Gross margin a month (USD),Permanent fees (USD)',
    );
    expect(lines).toContain('October 2026,1,0,2,32000,8800,0');
    expect(lines).toContain('All placements,2,1,3,40000,10400,24000');
  });

  it('refuses no session, a read from another site and a change from another origin', async () => {
    for (const path of [
      adminPaths.report('placements'),
      adminPaths.reportCsv('placements'),
      adminPaths.reportSettings,
    ]) {
      expect((await as(t, null)('GET', `${path}${RANGE}`)).statusCode).toBe(401);
      const crossSite = await as(t, admin)('GET', `${path}${RANGE}`, undefined, { 'sec-fetch-site': 'cross-site' });
      expect(crossSite.statusCode).toBe(403);
    }
    for (const path of [adminPaths.reportSettings, adminPaths.reportDigest]) {
      expect((await as(t, null)('PUT', path, { hoursPerMonth: 100, weeklyDigest: true })).statusCode).toBe(401);
      const other = await as(t, admin)(
        'PUT',
        path,
        { hoursPerMonth: 100, weeklyDigest: true },
        { origin: 'https://evil.example' },
      );
      expect(other.statusCode).toBe(403);
    }
  });

  it('lets admins set the hours a month, and admins and account managers opt in to the digest', async () => {
    expect((await as(t, ana)('GET', adminPaths.reportSettings)).statusCode).toBe(403);
    expect((await as(t, manager)('PUT', adminPaths.reportSettings, { hoursPerMonth: 100 })).statusCode).toBe(403);
    expect((await as(t, ana)('PUT', adminPaths.reportDigest, { weeklyDigest: true })).statusCode).toBe(403);
    expect((await as(t, admin)('PUT', adminPaths.reportSettings, { hoursPerMonth: 0 })).statusCode).toBe(400);

    const set = await as(t, admin)('PUT', adminPaths.reportSettings, { hoursPerMonth: 100 });
    expect(set.statusCode).toBe(200);
    expect(set.json<ReportSettings>()).toEqual({ hoursPerMonth: 100, weeklyDigest: false, canEditHours: true });
    // Alpha 100 × 100, Bravo 800 × 100 / 8, Foxtrot 50 × 100
    expect((await read(manager)).total?.values.slice(3, 5)).toEqual([25_000, 6_500]);

    const optIn = await as(t, manager)('PUT', adminPaths.reportDigest, { weeklyDigest: true });
    expect(optIn.json<ReportSettings>()).toEqual({ hoursPerMonth: 100, weeklyDigest: true, canEditHours: false });
    expect((await as(t, manager)('GET', adminPaths.reportSettings)).json<ReportSettings>().weeklyDigest).toBe(true);
    expect((await as(t, admin)('GET', adminPaths.reportSettings)).json<ReportSettings>().weeklyDigest).toBe(false);
    await as(t, admin)('PUT', adminPaths.reportSettings, { hoursPerMonth: 160 });
  });
});

import { describe, expect, it } from 'vitest';
import {
  type ApplicationFact,
  type PlacementFact,
  activityReport,
  funnelReport,
  percentiles,
  placementsReport,
  ratiosReport,
  sourcesReport,
  summarise,
  tally,
  requirementFirsts,
  stepTimes,
  timeReport,
  weekOf,
} from './report-tables';

const range = { from: '2026-11-01T00:00:00.000Z', to: '2026-12-01T00:00:00.000Z' };
const ana = { byId: 'u-ana', byName: 'Ana' };
const raj = { byId: 'u-raj', byName: 'Raj' };
const day = (d: number) => `2026-11-${String(d).padStart(2, '0')}T10:00:00.000Z`;

let n = 0;
const app = (
  reqId: number,
  createdDay: number,
  moves: [string, number, typeof ana][],
  source = 'linkedin',
): ApplicationFact =>
  summarise({
    id: `a${++n}`,
    reqId,
    title: reqId === 1 ? 'Java engineer' : 'Data engineer',
    createdAt: day(createdDay),
    source,
    moves: moves.map(([to, d, by]) => ({ to, at: day(d), ...by })),
  });

// Requirement 1: five applications. Requirement 2: one, never submitted.
const apps = [
  // screened, submitted by Ana, client interview, then rejected by the client: still reached the interview
  app(1, 1, [
    ['screening', 2, ana],
    ['submitted', 4, ana],
    ['client_interview', 8, ana],
    ['rejected', 10, ana],
  ]),
  // straight from New to Submitted by Raj (counts as screened), offer, placed
  app(
    1,
    2,
    [
      ['submitted', 3, raj],
      ['client_interview', 5, raj],
      ['offer', 9, raj],
      ['placed', 12, raj],
    ],
    'referral',
  ),
  // screened only
  app(1, 3, [['screening', 6, ana]]),
  // never moved
  app(1, 5, []),
  // submitted by Ana, then withdrawn
  app(
    1,
    6,
    [
      ['screening', 7, ana],
      ['submitted', 9, ana],
      ['withdrawn', 11, ana],
    ],
    'referral',
  ),
  // requirement 2: rejected at screening
  app(
    2,
    4,
    [
      ['screening', 5, raj],
      ['rejected', 6, raj],
    ],
    'direct',
  ),
];
const rowOf = (report: { rows: { key: string; values: (number | null)[] }[] }, key: string) =>
  report.rows.find((row) => row.key === key)?.values;

describe('the funnel', () => {
  it('counts who reached each step from the history, and the conversion between steps', () => {
    const report = funnelReport(range, apps);
    expect(report.columns.slice(0, 6).map((c) => c.label)).toEqual([
      'Applied',
      'Screening',
      'Submitted',
      'Client interview',
      'Offer',
      'Placed',
    ]);
    // applied 5, screened 4 (incl. the one moved straight to Submitted), submitted 3, interview 2, offer 1, placed 1
    expect(rowOf(report, '1')).toEqual([5, 4, 3, 2, 1, 1, 4 / 5, 3 / 4, 2 / 3, 1 / 2, 1]);
    // a requirement with no submittal: zeros and an empty conversion where nothing was there to convert
    expect(rowOf(report, '2')).toEqual([1, 1, 0, 0, 0, 0, 1, 0, null, null, null]);
    expect(report.total?.values.slice(0, 6)).toEqual([6, 5, 3, 2, 1, 1]);
  });
});

describe('the desk ratios', () => {
  it('divides interviews by submittals, offers by interviews and placements by offers, per recruiter', () => {
    const report = ratiosReport(range, apps);
    // Ana submitted two (one interviewed, none offered); Raj one (interviewed, offered, placed)
    expect(rowOf(report, 'recruiter:u-ana')).toEqual([2, 1, 0, 0, 1 / 2, 0, null]);
    expect(rowOf(report, 'recruiter:u-raj')).toEqual([1, 1, 1, 1, 1, 1, 1]);
    expect(rowOf(report, 'requirement:1')).toEqual([3, 2, 1, 1, 2 / 3, 1 / 2, 1]);
    expect(rowOf(report, 'requirement:2')).toBeUndefined();
    expect(report.total?.values).toEqual([3, 2, 1, 1, 2 / 3, 1 / 2, 1]);
  });
});

describe('time to submit and fill', () => {
  it('measures from the opening to its first submittal and placement, and the days spent in each step', () => {
    const openings = [
      { reqId: 1, title: 'Java engineer', openedAt: day(1), status: 'published' },
      { reqId: 2, title: 'Data engineer', openedAt: '2026-09-01T10:00:00.000Z', status: 'published' },
    ];
    const report = timeReport(range, requirementFirsts(apps), openings, 30, day(30), stepTimes(apps));
    // requirement 1: first submittal on the 3rd (2 days), first placement on the 12th (11 days); requirement 2 has neither
    expect(rowOf(report, 'to-submittal')).toEqual([2, 2, 1]);
    expect(rowOf(report, 'to-fill')).toEqual([11, 11, 1]);
    // days in New before the first move: 1, 1, 3, 1, 1 (the never-moved one has no end) → median 1, p90 3
    expect(rowOf(report, 'in:new')).toEqual([1, 3, 5]);
    // days in Submitted: 4, 2, 2 → median 2, p90 4
    expect(rowOf(report, 'in:submitted')).toEqual([2, 4, 3]);
    // only requirement 2 is open longer than 30 days (opened 1 Sept, 90 days before the 30th)
    expect(rowOf(report, 'open-long')).toEqual([90, 90, 1]);
  });

  it('takes the median of an even count as the mean of the middle two, and p90 by nearest rank', () => {
    expect(percentiles([4, 1, 3, 2])).toEqual({ median: 2.5, p90: 4 });
    expect(percentiles([])).toEqual({ median: null, p90: null });
    expect(percentiles(Array.from({ length: 10 }, (_, i) => i + 1)).p90).toBe(9);
  });
});

describe('sources', () => {
  it('counts applications, submittals and placements per source, with their conversion', () => {
    const report = sourcesReport(range, apps);
    expect(rowOf(report, 'linkedin')).toEqual([3, 1, 0, 1 / 3, 0]);
    expect(rowOf(report, 'referral')).toEqual([2, 2, 1, 1, 1 / 2]);
    expect(rowOf(report, 'direct')).toEqual([1, 0, 0, 0, 0]);
    expect(report.total?.values).toEqual([6, 3, 1, 3 / 6, 1 / 6]);
  });
});

describe('recruiter activity', () => {
  it('counts each person’s moves, notes and mails per week (weeks start on Monday)', () => {
    expect(weekOf('2026-11-29T23:00:00.000Z')).toBe('2026-11-23'); // a Sunday
    expect(weekOf('2026-11-30T00:00:00.000Z')).toBe('2026-11-30'); // a Monday
    const report = activityReport(
      range,
      tally([
        { kind: 'status', to: 'screening', at: day(23), ...ana },
        { kind: 'status', to: 'submitted', at: day(24), ...ana },
        { kind: 'note', to: null, at: day(24), ...ana },
        { kind: 'mail', to: null, at: day(25), ...ana },
        { kind: 'status', to: 'placed', at: day(26), ...raj },
        { kind: 'status', to: 'submitted', at: day(16), ...ana },
      ]),
    );
    expect(rowOf(report, '2026-11-23|u-ana')).toEqual([1, 1, 0, 0, 1, 1]);
    expect(rowOf(report, '2026-11-23|u-raj')).toEqual([0, 0, 0, 1, 0, 0]);
    expect(rowOf(report, '2026-11-16|u-ana')).toEqual([0, 1, 0, 0, 0, 0]);
    expect(report.total?.values).toEqual([1, 2, 0, 1, 1, 1]);
  });
});

describe('placements and margin', () => {
  const twoMonths = { from: '2026-10-01T00:00:00.000Z', to: '2026-12-01T00:00:00.000Z' };
  const contract = (over: Partial<PlacementFact>): PlacementFact => ({
    kind: 'contract',
    startDate: '2026-10-01',
    endDate: null,
    currency: 'USD',
    rateUnit: 'hour',
    billCents: null,
    payCents: null,
    salaryCents: null,
    feePercent: null,
    client: 'Acme',
    recruiter: 'Ana',
    ...over,
  });
  const facts: PlacementFact[] = [
    // A: 20 Oct to 10 Nov, across the month boundary; USD 100/h billed, 70/h paid
    contract({ startDate: '2026-10-20', endDate: '2026-11-10', billCents: 10_000, payCents: 7_000 }),
    // B: started in September, works 1–5 Oct; USD 800/day billed, 600/day paid
    contract({
      startDate: '2026-09-01',
      endDate: '2026-10-05',
      rateUnit: 'day',
      billCents: 80_000,
      payCents: 60_000,
      recruiter: 'Raj',
    }),
    // C: permanent from 15 Nov, salary USD 120,000 at 20 %
    contract({ kind: 'permanent', startDate: '2026-11-15', salaryCents: 12_000_000, feePercent: 20, client: 'Globex' }),
    // F: 1 Nov to 10 Jan; USD 50/h billed, 40/h paid
    contract({
      startDate: '2026-11-01',
      endDate: '2027-01-10',
      billCents: 5_000,
      payCents: 4_000,
      client: 'Globex',
      recruiter: 'Raj',
    }),
    // E: in rupees, 10 Oct to 15 Dec: left out of a USD report's money and counts
    contract({
      startDate: '2026-10-10',
      endDate: '2026-12-15',
      currency: 'INR',
      billCents: 200_000,
      payCents: 150_000,
    }),
  ];

  it('counts starts per month, the contractors working in each month, their run-rate and margin, and fees', () => {
    const report = placementsReport(twoMonths, facts, { hoursPerMonth: 160, today: '2026-11-20', currency: 'USD' });
    expect(report.columns.map((c) => c.key)).toEqual([
      'contract',
      'permanent',
      'working',
      'run-rate',
      'margin',
      'fees',
    ]);
    // October: A started; A and B worked. Run-rate 100 × 160 + 800 × 160 / 8 = 16,000 + 16,000;
    // margin 30 × 160 + 200 × 20 = 4,800 + 4,000
    expect(rowOf(report, 'month:2026-10')).toEqual([1, 0, 2, 32_000, 8_800, 0]);
    // November: F and C started; A (until the 10th) and F worked: 16,000 + 50 × 160; 4,800 + 10 × 160;
    // C's fee 120,000 × 20 % = 24,000
    expect(rowOf(report, 'month:2026-11')).toEqual([1, 1, 2, 24_000, 6_400, 24_000]);
    expect(report.rows.find((row) => row.key === 'month:2026-11')?.label).toBe('November 2026');
    // the range: A, B and F worked in it (A once, though it spans both months)
    expect(report.total?.values).toEqual([2, 1, 3, 40_000, 10_400, 24_000]);
    expect(rowOf(report, 'client:Acme')).toEqual([1, 0, 2, 32_000, 8_800, 0]);
    expect(rowOf(report, 'client:Globex')).toEqual([1, 1, 1, 8_000, 1_600, 24_000]);
    expect(rowOf(report, 'recruiter:Ana')).toEqual([1, 1, 1, 16_000, 4_800, 24_000]);
    expect(rowOf(report, 'recruiter:Raj')).toEqual([1, 0, 2, 24_000, 5_600, 0]);
    // from 20 Nov: nobody in USD ends within 30 days; F ends on 10 Jan, 51 days on
    expect(rowOf(report, 'ending:30')).toEqual([null, null, 0, 0, 0, null]);
    expect(rowOf(report, 'ending:60')).toEqual([null, null, 1, 8_000, 1_600, null]);
    expect(report.currency).toBe('USD');
    expect(report.chart).toMatchObject({ rows: 'month:', columns: ['run-rate', 'margin', 'fees'] });
  });

  it('reads the hours a month from the setting, and other rate units per month', () => {
    const report = placementsReport(twoMonths, facts.slice(0, 1), {
      hoursPerMonth: 100,
      today: '2026-11-20',
      currency: 'USD',
    });
    expect(report.total?.values).toEqual([1, 0, 1, 10_000, 3_000, 0]);
    const monthly = contract({ rateUnit: 'month', billCents: 900_000, payCents: 600_000 });
    const yearly = contract({ rateUnit: 'year', billCents: 12_000_000, payCents: 9_600_000 });
    expect(
      placementsReport(twoMonths, [monthly, yearly], { hoursPerMonth: 160, today: '2026-11-20', currency: 'USD' }).total
        ?.values,
    ).toEqual([2, 0, 2, 19_000, 5_000, 0]);
  });

  it('leaves every money column out for a reader who does not see rates, counting every currency', () => {
    const report = placementsReport(twoMonths, facts, { hoursPerMonth: 160, today: '2026-11-20', currency: null });
    expect(report.columns.map((c) => c.kind)).toEqual(['count', 'count', 'count']);
    expect(report.ratesHidden).toBe(true);
    expect(report.currency).toBeUndefined();
    // October: A and E started; A, B and E worked
    expect(rowOf(report, 'month:2026-10')).toEqual([2, 0, 3]);
    // E (rupees) ends on 15 Dec, 25 days after the 20th
    expect(rowOf(report, 'ending:30')).toEqual([null, null, 1]);
    expect(report.rows.every((row) => row.values.length === 3)).toBe(true);
  });
});

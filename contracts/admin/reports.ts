/**
 * The desk's reports (GET /reports/:report): what a staffing manager reads on Monday. Every report
 * takes the same query (a date range and filters, kept in the console's URL) and answers its figures
 * with the rows behind them; GET /reports/:report/csv answers the same rows as a CSV file.
 */
import { z } from '../zod';
import { APPLICATION_STATUS_LABELS, PIPELINE_STAGES } from './applications';

export const REPORT_NAMES = ['funnel', 'ratios', 'time', 'sources', 'activity', 'placements'] as const;
/** Every report (the placements report included). */
export const ALL_REPORTS = REPORT_NAMES;
export const ReportName = z.enum(REPORT_NAMES);
export type ReportName = z.infer<typeof ReportName>;

export const REPORT_TITLES: Record<(typeof ALL_REPORTS)[number], string> = {
  funnel: 'Funnel',
  ratios: 'Desk ratios',
  time: 'Time to submit and fill',
  sources: 'Sources',
  activity: 'Recruiter activity',
  placements: 'Placements and margin',
};

export const REPORT_RANGES = ['week', '30d', 'quarter', 'custom'] as const;
export const ReportRange = z.enum(REPORT_RANGES);
export type ReportRange = z.infer<typeof ReportRange>;
export const REPORT_RANGE_LABELS: Record<ReportRange, string> = {
  week: 'This week',
  '30d': 'Last 30 days',
  quarter: 'This quarter',
  custom: 'Custom',
};

const Day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)'));

/** GET /reports/:report?range=…&from=…&to=…&client=…&reqId=…&source=…&country=…&recruiter=… */
export const ReportQuery = z
  .object({
    range: z._default(ReportRange, '30d'),
    /** With `custom`: the first and last day (UTC), both included. */
    from: z.optional(Day),
    to: z.optional(Day),
    reqId: z.optional(z.coerce.number().check(z.int(), z.positive())),
    /** A client's id: the requirements of that client. */
    client: z.optional(z.uuid('must be a client id')),
    /** A source as the application list shows it (utm_source, else the referring host; "direct"). */
    source: z.optional(z.string().check(z.trim(), z.maxLength(200))),
    /** The opening's country, by name (USA, India). */
    country: z.optional(z.string().check(z.trim(), z.maxLength(100))),
    /** A staff member's id: the moves they made. */
    recruiter: z.optional(z.string().check(z.trim(), z.maxLength(100))),
    /** Time report: requirements open longer than this many days. */
    openDays: z._default(z.coerce.number().check(z.int(), z.positive(), z.maximum(3650)), 30),
    /**
     * Placements report: the currency its money is in (placements in another are left out of the
     * money; USD unless asked). Money is for RATE_VIEWERS: a recruiter who asks for it is refused.
     */
    currency: z.optional(z.enum(['USD', 'INR'])),
  })
  .check(
    z.refine((query) => query.range !== 'custom' || (query.from !== undefined && query.to !== undefined), {
      message: 'a custom range needs from and to',
      path: ['from'],
    }),
    z.refine((query) => !query.from || !query.to || query.from <= query.to, {
      message: 'must not be after to',
      path: ['from'],
    }),
  );
export type ReportQuery = z.input<typeof ReportQuery>;
export const ReportParams = z.object({ report: ReportName });

/**
 * GET /report-filters: what the filters offer. The desk's people by name (the `recruiter` filter takes
 * an id; empty for a recruiter, whose figures are their own) and the sources applications came from,
 * the most frequent first.
 */
export const ReportFilterOptions = z.object({
  recruiters: z.array(z.object({ id: z.string(), name: z.string() })),
  sources: z.array(z.string()),
});
export type ReportFilterOptions = z.infer<typeof ReportFilterOptions>;

/** The funnel's steps: the pipeline's stages ("new" reads as "Applied"). */
export const FUNNEL_STEPS = PIPELINE_STAGES;
export const funnelStepLabel = (step: (typeof FUNNEL_STEPS)[number]) =>
  step === 'new' ? 'Applied' : APPLICATION_STATUS_LABELS[step];

/** One row of a report's table: a label and its numbers, in the report's column order. */
export const ReportRow = z.object({ key: z.string(), label: z.string(), values: z.array(z.nullable(z.number())) });
export type ReportRow = z.infer<typeof ReportRow>;
export const ReportColumn = z.object({
  key: z.string(),
  label: z.string(),
  /** count: a whole number; share: 0–1, shown as a percentage; days: one decimal; money: the report's currency. */
  kind: z.enum(['count', 'share', 'days', 'money']),
});
export type ReportColumn = z.infer<typeof ReportColumn>;

/** Every report answers a table: its columns, rows, a total row where it adds up, and the range read. */
export const Report = z.object({
  report: z.enum(ALL_REPORTS),
  from: z.string(),
  to: z.string(),
  /** What each row is (the first column's heading). */
  rowHeader: z.string(),
  columns: z.array(ReportColumn),
  rows: z.array(ReportRow),
  total: z.nullable(ReportRow),
  /** The currency of `money` columns. */
  currency: z.optional(z.string()),
  /** True when money columns were left out because the reader's role does not see rates. */
  ratesHidden: z.optional(z.boolean()),
  /** Placements report: the hours a month a contract's run-rate assumes. */
  hoursPerMonth: z.optional(z.number()),
  /** Which columns the chart draws (the table holds them all); `rows`: only rows whose key starts so. */
  chart: z.object({
    kind: z.enum(['bar', 'line']),
    columns: z.array(z.string()),
    stacked: z.boolean(),
    rows: z.optional(z.string()),
  }),
});
export type Report = z.infer<typeof Report>;

/** The hours a month a contract's run-rate assumes unless an admin sets another figure. */
export const HOURS_PER_MONTH_DEFAULT = 160;
export const HOURS_PER_MONTH_MAX = 744;
/** Contractors ending within these many days are listed by the placements report. */
export const ENDING_SOON_DAYS = [30, 60] as const;

/**
 * GET /report-settings (admins and account managers): the shared hours a month, and whether the reader
 * gets the weekly digest. PUT /report-settings (admins): the hours. PUT /report-settings/digest
 * (admins and account managers, for themselves): the digest opt-in.
 */
export const ReportSettings = z.object({
  hoursPerMonth: z.number(),
  weeklyDigest: z.boolean(),
  /** Whether the reader may change the hours (admins). */
  canEditHours: z.boolean(),
});
export type ReportSettings = z.infer<typeof ReportSettings>;
export const HoursSetting = z.object({
  hoursPerMonth: z.coerce
    .number('must be a number')
    .check(
      z.int('must be a whole number'),
      z.minimum(1, 'must be at least 1'),
      z.maximum(HOURS_PER_MONTH_MAX, `must be at most ${HOURS_PER_MONTH_MAX}`),
    ),
});
export type HoursSetting = z.infer<typeof HoursSetting>;
export const DigestSetting = z.object({ weeklyDigest: z.boolean() });
export type DigestSetting = z.infer<typeof DigestSetting>;

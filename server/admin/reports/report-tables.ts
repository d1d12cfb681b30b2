/**
 * The reports as tables, computed from facts (report-facts.ts loads them): pure functions, so every
 * figure can be checked against numbers worked out by hand.
 *
 * How the pipeline is read: an application *reached* a step when its history ever moved it to that
 * step or a later one, so a candidate rejected after a client interview still counts as having reached
 * the interview, and one moved straight from New to Submitted counts as screened.
 */
import { PIPELINE_STAGES, type ApplicationStatus } from '#contracts/admin/applications';
import {
  FUNNEL_STEPS,
  type Report,
  type ReportColumn,
  type ReportRow,
  funnelStepLabel,
} from '#contracts/admin/reports';

export type StatusMove = { to: string; at: string; byId: string; byName: string };
type Stage = (typeof PIPELINE_STAGES)[number];
/** A stretch an application spent in a step: from when it got there to its next move. */
export type StepSpan = { stage: string | null; from: string; to: string };
/**
 * An application as the reports read it: what its history adds up to (kept by the database in
 * report_applications and report_step_spans, server/db/migrations/0030-report-summaries.ts;
 * `summarise` is the same rule over a list of moves).
 */
export type ApplicationFact = {
  id: string;
  reqId: number;
  title: string;
  createdAt: string;
  source: string;
  /** The furthest pipeline step reached (0: applied). */
  furthest: number;
  /** When it first reached each step after New, or a later one. */
  reachedAt: Partial<Record<Stage, string>>;
  /** Who first moved it to Submitted or beyond. */
  submitter: { id: string; name: string } | null;
  /** Its stretches between moves, oldest first (read only for the time report). */
  spans?: StepSpan[];
};
export type OpeningFact = { reqId: number; title: string; openedAt: string; status: string };
/** One event of an application's history made by a person. */
export type ActivityFact = {
  kind: 'status' | 'note' | 'mail';
  to: string | null;
  at: string;
  byId: string;
  byName: string;
};
/** What a person did on applications on one day (UTC): moves to each step, other moves, notes, mails. */
export type ActivityTally = {
  /** The day; for a whole week read from the week summaries, its Monday (the reports count per week). */
  day: string;
  byId: string;
  byName: string;
  screened: number;
  submitted: number;
  interviews: number;
  offers: number;
  placed: number;
  otherMoves: number;
  notes: number;
  mails: number;
};

const rank = (status: string | null) => PIPELINE_STAGES.indexOf(status as Stage);
const DAY_MS = 86_400_000;

/**
 * What a list of moves (oldest first) adds up to: the rule the database's summaries follow, for
 * facts built by hand and for checking the summaries against a history.
 */
export function summarise(
  app: Omit<ApplicationFact, 'furthest' | 'reachedAt' | 'submitter' | 'spans'> & { moves: StatusMove[] },
): ApplicationFact {
  const { moves, ...rest } = app;
  const reachedAt: ApplicationFact['reachedAt'] = {};
  for (const stage of PIPELINE_STAGES.slice(1)) {
    const move = moves.find((m) => rank(m.to) >= rank(stage));
    if (move) reachedAt[stage] = move.at;
  }
  const first = moves.find((m) => rank(m.to) >= rank('submitted'));
  const path = [{ to: PIPELINE_STAGES[0] as string, at: app.createdAt }, ...moves];
  return {
    ...rest,
    furthest: Math.max(0, ...moves.map((move) => rank(move.to))),
    reachedAt,
    submitter: first ? { id: first.byId, name: first.byName } : null,
    spans: moves.map((move, i) => ({ stage: path[i]!.to, from: path[i]!.at, to: move.at })),
  };
}

/** Adds events up per day and person. */
export function tally(events: readonly ActivityFact[]): ActivityTally[] {
  const days = new Map<string, ActivityTally>();
  for (const event of events) {
    const day = event.at.slice(0, 10);
    const key = `${day}|${event.byId}`;
    const entry = days.get(key) ?? {
      day,
      byId: event.byId,
      byName: event.byName,
      screened: 0,
      submitted: 0,
      interviews: 0,
      offers: 0,
      placed: 0,
      otherMoves: 0,
      notes: 0,
      mails: 0,
    };
    if (event.kind === 'note') entry.notes += 1;
    else if (event.kind === 'mail') entry.mails += 1;
    else if (event.to === 'screening') entry.screened += 1;
    else if (event.to === 'submitted') entry.submitted += 1;
    else if (event.to === 'client_interview') entry.interviews += 1;
    else if (event.to === 'offer') entry.offers += 1;
    else if (event.to === 'placed') entry.placed += 1;
    else entry.otherMoves += 1;
    days.set(key, entry);
  }
  return [...days.values()];
}

/** The furthest step an application reached (0: applied). */
export const reached = (app: ApplicationFact) => app.furthest;

/**
 * A group of applications counted by how far they went: `reached[i]` is how many reached pipeline
 * step i or a later one (their furthest step is i or more), so `reached[0]` is how many there are.
 * The database counts each group (report-facts.ts); `countReached` does the same over applications.
 */
export type Reached = { reached: number[] };
/** A requirement's applications. */
export type RequirementReached = Reached & { reqId: number; title: string };
/** The applications a person first submitted ('' and no name: none recorded). */
export type SubmitterReached = Reached & { id: string; name: string };
/** The applications of a source label. */
export type SourceReached = Reached & { source: string };

const noneReached = () => PIPELINE_STAGES.map(() => 0);
const addReached = (into: number[], from: readonly number[]) => {
  for (let i = 0; i < into.length; i++) into[i]! += from[i] ?? 0;
  return into;
};
const sumReached = (groups: readonly Reached[]) =>
  groups.reduce((sum, group) => addReached(sum, group.reached), noneReached());

/**
 * Groups applications by `key` (in the order each group first appears) and counts how far each group's
 * went; `describe` names a group from its first application.
 */
export function countReached<T extends object>(
  apps: readonly ApplicationFact[],
  key: (app: ApplicationFact) => string,
  describe: (app: ApplicationFact) => T,
): (T & Reached)[] {
  const groups = new Map<string, T & Reached>();
  for (const app of apps) {
    const k = key(app);
    let group = groups.get(k);
    if (!group) {
      group = { ...describe(app), reached: noneReached() };
      groups.set(k, group);
    }
    for (let i = 0; i <= Math.min(reached(app), group.reached.length - 1); i++) group.reached[i]! += 1;
  }
  return [...groups.values()];
}

/** Groups of the same label (from the database's labels and the server's) made one, in first-seen order. */
export function mergeSources(groups: readonly SourceReached[]): SourceReached[] {
  const merged = new Map<string, SourceReached>();
  for (const group of groups) {
    const into = merged.get(group.source);
    if (into) addReached(into.reached, group.reached);
    else merged.set(group.source, { source: group.source, reached: [...group.reached] });
  }
  return [...merged.values()];
}

/** When the application first reached `stage` or a later one; null when it never did. */
export const firstReached = (app: ApplicationFact, stage: Stage): string | null =>
  stage === PIPELINE_STAGES[0] ? app.createdAt : (app.reachedAt[stage] ?? null);

export const share = (part: number, whole: number) => (whole === 0 ? null : part / whole);
const days = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS;

/** The median and 90th percentile (nearest rank) of `values`; null for none. */
export function percentiles(values: number[]): { median: number | null; p90: number | null } {
  if (values.length === 0) return { median: null, p90: null };
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!;
  const mid = sorted.length / 2;
  const median = sorted.length % 2 ? sorted[Math.floor(mid)]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { median, p90: at(0.9) };
}

const groupBy = <T>(items: readonly T[], key: (item: T) => string) => {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
};

type Range = { from: string; to: string };
const ROW_HEADERS: Record<Report['report'], string> = {
  funnel: 'Requirement',
  ratios: 'Recruiter or requirement',
  time: 'Measure',
  sources: 'Source',
  activity: 'Week · person',
  placements: 'Month, client or recruiter',
};

const table = (
  report: Report['report'],
  range: Range,
  columns: ReportColumn[],
  rows: ReportRow[],
  total: ReportRow | null,
  chart: Report['chart'],
): Report => ({ report, ...range, rowHeader: ROW_HEADERS[report], columns, rows, total, chart });

/** Funnel per requirement: how many reached each step, and the conversion from the step before. */
export function funnelReport(range: Range, apps: ApplicationFact[]): Report {
  return funnelTable(
    range,
    countReached(
      apps,
      (app) => String(app.reqId),
      (app) => ({ reqId: app.reqId, title: app.title }),
    ),
  );
}

/** The funnel from each requirement's counts (one group per requirement). */
export function funnelTable(range: Range, requirements: readonly RequirementReached[]): Report {
  const steps = FUNNEL_STEPS.map((step) => ({ key: step, label: funnelStepLabel(step), kind: 'count' as const }));
  const conversions = FUNNEL_STEPS.slice(1).map((step, i) => ({
    key: `${FUNNEL_STEPS[i]}->${step}`,
    label: `${funnelStepLabel(FUNNEL_STEPS[i]!)} → ${funnelStepLabel(step)}`,
    kind: 'share' as const,
  }));
  const rowOf = (key: string, label: string, reachedCounts: readonly number[]): ReportRow => {
    const counts = FUNNEL_STEPS.map((_, i) => reachedCounts[i] ?? 0);
    return { key, label, values: [...counts, ...counts.slice(1).map((n, i) => share(n, counts[i]!))] };
  };
  const rows = requirements.map((group) =>
    rowOf(String(group.reqId), `${group.title} (${group.reqId})`, group.reached),
  );
  rows.sort((a, b) => (b.values[0] ?? 0) - (a.values[0] ?? 0) || a.label.localeCompare(b.label));
  return table(
    'funnel',
    range,
    [...steps, ...conversions],
    rows,
    rowOf('total', 'All requirements', sumReached(requirements)),
    {
      kind: 'bar',
      columns: FUNNEL_STEPS.map(String),
      stacked: false,
    },
  );
}

const SUBMITTED: Stage = 'submitted' as Stage;
const INTERVIEW: Stage = 'client_interview' as Stage;
const OFFER: Stage = 'offer' as Stage;
const PLACED: Stage = 'placed' as Stage;
/** The desk's three ratios, in the order a placement goes through them. */
const DESK_STEPS = [SUBMITTED, INTERVIEW, OFFER, PLACED] as const;

/** Submittal → interview → offer → placement, per recruiter (who submitted) and per requirement. */
export function ratiosReport(range: Range, apps: ApplicationFact[]): Report {
  const submitted = apps.filter((app) => reached(app) >= rank(SUBMITTED));
  return ratiosTable(range, {
    recruiters: countReached(
      submitted,
      (app) => app.submitter?.id ?? '',
      (app) => ({ id: app.submitter?.id ?? '', name: app.submitter?.name ?? '' }),
    ),
    requirements: countReached(
      submitted,
      (app) => String(app.reqId),
      (app) => ({ reqId: app.reqId, title: app.title }),
    ),
  });
}

/** The submitted applications (those that reached Submitted) counted per submitter and per requirement. */
export type SubmittedReached = { recruiters: SubmitterReached[]; requirements: RequirementReached[] };

/** The desk ratios from the submitted applications' counts (each in one group of either list). */
export function ratiosTable(range: Range, submitted: SubmittedReached): Report {
  const columns: ReportColumn[] = [
    ...DESK_STEPS.map((stage) => ({ key: stage, label: statusLabel(stage), kind: 'count' as const })),
    { key: 'submittal->interview', label: 'Submittal → interview', kind: 'share' },
    { key: 'interview->offer', label: 'Interview → offer', kind: 'share' },
    { key: 'offer->placement', label: 'Offer → placement', kind: 'share' },
  ];
  const rowOf = (key: string, label: string, reachedCounts: readonly number[]): ReportRow => {
    const counts = DESK_STEPS.map((stage) => reachedCounts[rank(stage)] ?? 0);
    return { key, label, values: [...counts, ...counts.slice(1).map((n, i) => share(n, counts[i]!))] };
  };
  const byRecruiter = submitted.recruiters.map((group) =>
    rowOf(`recruiter:${group.id}`, `Recruiter: ${group.name}`, group.reached),
  );
  const byRequirement = submitted.requirements.map((group) =>
    rowOf(`requirement:${group.reqId}`, `Requirement: ${group.title} (${group.reqId})`, group.reached),
  );
  return table(
    'ratios',
    range,
    columns,
    [...byRecruiter, ...byRequirement],
    rowOf('total', 'All', sumReached(submitted.requirements)),
    { kind: 'bar', columns: ['submittal->interview', 'interview->offer', 'offer->placement'], stacked: false },
  );
}

const statusLabel = (stage: ApplicationStatus) => funnelStepLabel(stage as Stage);

/** The steps the time report measures the days in (all but the last: nothing leaves Placed). */
export const TIMED_STEPS = PIPELINE_STAGES.slice(0, -1);

/** Per step, the days applications spent in it before their next move: median, 90th percentile, how many. */
export type StepTimes = Partial<Record<string, { median: number | null; p90: number | null; count: number }>>;

/**
 * Step times from the applications' stretches (`spans`). The database answers the same figures
 * without sending the stretches (report-facts.ts, `stepTimes`): keep the two rules alike.
 */
export function stepTimes(apps: readonly ApplicationFact[]): StepTimes {
  const times: StepTimes = {};
  for (const stage of TIMED_STEPS) {
    const spans = apps.flatMap((app) =>
      (app.spans ?? []).flatMap((span) => (span.stage === stage ? [days(span.from, span.to)] : [])),
    );
    times[stage] = { ...percentiles(spans), count: spans.length };
  }
  return times;
}

/** Per requirement of the cohort, when one of its applications first reached Submitted, and Placed. */
export type RequirementFirsts = { reqId: number; submitted: string | null; placed: string | null };

/** Requirement firsts from the applications (the database answers the same: report-facts.ts). */
export function requirementFirsts(apps: readonly ApplicationFact[]): RequirementFirsts[] {
  const firsts = new Map<number, RequirementFirsts>();
  const earlier = (a: string | null, b: string | null) => (a === null ? b : b === null || a <= b ? a : b);
  for (const app of apps) {
    const first = firsts.get(app.reqId) ?? { reqId: app.reqId, submitted: null, placed: null };
    first.submitted = earlier(first.submitted, firstReached(app, SUBMITTED));
    first.placed = earlier(first.placed, firstReached(app, PLACED));
    firsts.set(app.reqId, first);
  }
  return [...firsts.values()];
}

/**
 * Time: per requirement, days from opening to its first submittal and to its first placement; per
 * step, the days applications spent in it (median and 90th percentile) before their next move; and
 * the requirements still open after `openDays`.
 */
export function timeReport(
  range: Range,
  firsts: RequirementFirsts[],
  openings: OpeningFact[],
  openDays: number,
  now: string,
  steps: StepTimes,
): Report {
  const columns: ReportColumn[] = [
    { key: 'median', label: 'Median days', kind: 'days' },
    { key: 'p90', label: '90th percentile days', kind: 'days' },
    { key: 'count', label: 'Counted', kind: 'count' },
  ];
  const row = (key: string, label: string, values: number[]): ReportRow => {
    const { median, p90 } = percentiles(values);
    return { key, label, values: [median, p90, values.length] };
  };
  const byReq = new Map(firsts.map((first) => [first.reqId, first]));
  const sinceOpening = (stage: 'submitted' | 'placed') =>
    openings.flatMap((opening) => {
      const first = byReq.get(opening.reqId)?.[stage];
      return first ? [days(opening.openedAt, first)] : [];
    });
  const inStep = TIMED_STEPS.map((stage): ReportRow => {
    const times = steps[stage] ?? { median: null, p90: null, count: 0 };
    return {
      key: `in:${stage}`,
      label: `Days in ${statusLabel(stage)}`,
      values: [times.median, times.p90, times.count],
    };
  });
  const longOpen = openings
    .filter((opening) => opening.status === 'published' && days(opening.openedAt, now) > openDays)
    .map((opening) => days(opening.openedAt, now));
  return table(
    'time',
    range,
    columns,
    [
      row('to-submittal', 'Days from opening to first submittal', sinceOpening('submitted')),
      row('to-fill', 'Days from opening to first placement (time to fill)', sinceOpening('placed')),
      ...inStep,
      row('open-long', `Requirements open longer than ${openDays} days`, longOpen),
    ],
    null,
    { kind: 'bar', columns: ['median', 'p90'], stacked: false },
  );
}

/** Applications and placements per source, with conversion to submittal and to placement. */
export function sourcesReport(range: Range, apps: ApplicationFact[]): Report {
  return sourcesTable(
    range,
    countReached(
      apps,
      (app) => app.source,
      (app) => ({ source: app.source }),
    ),
  );
}

/** The sources report from each source label's counts (one group per label: `mergeSources`). */
export function sourcesTable(range: Range, sources: readonly SourceReached[]): Report {
  const columns: ReportColumn[] = [
    { key: 'applications', label: 'Applications', kind: 'count' },
    { key: 'submitted', label: 'Submitted', kind: 'count' },
    { key: 'placed', label: 'Placed', kind: 'count' },
    { key: 'to-submittal', label: 'To submittal', kind: 'share' },
    { key: 'to-placement', label: 'To placement', kind: 'share' },
  ];
  const rowOf = (key: string, label: string, reachedCounts: readonly number[]): ReportRow => {
    const applications = reachedCounts[0] ?? 0;
    const submitted = reachedCounts[rank(SUBMITTED)] ?? 0;
    const placed = reachedCounts[rank(PLACED)] ?? 0;
    return {
      key,
      label,
      values: [applications, submitted, placed, share(submitted, applications), share(placed, applications)],
    };
  };
  const rows = sources
    .map((group) => rowOf(group.source, group.source, group.reached))
    .sort((a, b) => (b.values[0] ?? 0) - (a.values[0] ?? 0) || a.label.localeCompare(b.label));
  return table('sources', range, columns, rows, rowOf('total', 'All sources', sumReached(sources)), {
    kind: 'bar',
    columns: ['applications', 'submitted', 'placed'],
    stacked: false,
  });
}

/** The Monday (UTC) of the week `at` falls in, as YYYY-MM-DD. */
export const weekOf = (at: string) => {
  const day = new Date(at.slice(0, 10) + 'T00:00:00.000Z');
  const back = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - back * DAY_MS).toISOString().slice(0, 10);
};

/** Per recruiter per week: screened, submitted, client interviews, placements, notes and mails. */
export function activityReport(range: Range, tallies: readonly ActivityTally[]): Report {
  const kinds: { key: string; label: string; count: (t: ActivityTally) => number }[] = [
    { key: 'screening', label: 'Screened', count: (t) => t.screened },
    { key: 'submitted', label: 'Submitted', count: (t) => t.submitted },
    { key: 'client_interview', label: 'Client interviews', count: (t) => t.interviews },
    { key: 'placed', label: 'Placements', count: (t) => t.placed },
    { key: 'notes', label: 'Notes', count: (t) => t.notes },
    { key: 'mails', label: 'Mails', count: (t) => t.mails },
  ];
  const columns: ReportColumn[] = kinds.map(({ key, label }) => ({ key, label, kind: 'count' }));
  const rowOf = (key: string, label: string, group: readonly ActivityTally[]): ReportRow => ({
    key,
    label,
    values: kinds.map((kind) => group.reduce((sum, t) => sum + kind.count(t), 0)),
  });
  const rows = [...groupBy(tallies, (t) => `${weekOf(t.day)}|${t.byId}`)]
    .map(([key, group]) => rowOf(key, `Week of ${weekOf(group[0]!.day)} · ${group[0]!.byName}`, group))
    .sort((a, b) => b.key.localeCompare(a.key) || a.label.localeCompare(b.label));
  return table('activity', range, columns, rows, rowOf('total', 'Everyone', tallies), {
    kind: 'bar',
    columns: kinds.map((kind) => kind.key),
    stacked: true,
  });
}

export type PlacementFact = {
  kind: 'contract' | 'permanent';
  /** YYYY-MM-DD; a contract's end date is its last working day. */
  startDate: string;
  endDate: string | null;
  currency: string;
  rateUnit: string;
  billCents: number | null;
  payCents: number | null;
  salaryCents: number | null;
  feePercent: number | null;
  client: string;
  /** Who placed them: the person who submitted the candidate (else the requirement's owner). */
  recruiter: string;
};

/** A rate per `unit` as an amount per month, at `hoursPerMonth` hours (8 a day, 12 months a year). */
export const perMonth = (cents: number, unit: string, hoursPerMonth: number) => {
  switch (unit) {
    case 'hour':
      return cents * hoursPerMonth;
    case 'day':
      return (cents * hoursPerMonth) / 8;
    case 'year':
      return cents / 12;
    default:
      return cents;
  }
};

const dayAfter = (day: string, n = 1) =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + n * DAY_MS).toISOString().slice(0, 10);
/** The last day of a month given as YYYY-MM. */
const monthEnd = (month: string) => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, m, 0)).toISOString().slice(0, 10);
};
const nextMonth = (month: string) => dayAfter(monthEnd(month)).slice(0, 7);
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const monthLabel = (month: string) => `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

/** Days [first, last], both included, YYYY-MM-DD. */
type Days = { first: string; last: string };
const startedIn = (p: PlacementFact, days: Days) => p.startDate >= days.first && p.startDate <= days.last;
/** A contractor working on at least one day of `days`. */
export const workingIn = (p: PlacementFact, days: Days) =>
  p.kind === 'contract' && p.startDate <= days.last && (p.endDate === null || p.endDate >= days.first);

export type PlacementsOptions = {
  hoursPerMonth: number;
  /** Today (UTC, YYYY-MM-DD): contractors ending within 30 and 60 days of it. */
  today: string;
  /** The money columns' currency; null: the reader does not see rates, so there are none. */
  currency: string | null;
};

/**
 * Placements and margin, over the range's days and per month of it, per client and per recruiter:
 * - how many contract and permanent placements started;
 * - contractors working: contracts with at least one working day in the period (a contract running
 *   from October into November works in both months);
 * - the revenue run-rate a month of those contractors (bill rate × hours a month) and their gross
 *   margin a month ((bill − pay) × hours a month);
 * - fees of the permanent placements that started (salary × fee %).
 * Then the contractors ending within 30 days of today, and within 31 to 60 days, with the run-rate
 * and margin that ends with them. Money is in the report's currency (placements in another are left
 * out); without a currency (a reader who does not see rates) there are no money columns at all.
 */
export function placementsReport(range: Range, facts: PlacementFact[], options: PlacementsOptions): Report {
  const money = options.currency !== null;
  const placements = money ? facts.filter((p) => p.currency === options.currency) : facts;
  const columns: ReportColumn[] = [
    { key: 'contract', label: 'Contract placements', kind: 'count' },
    { key: 'permanent', label: 'Permanent placements', kind: 'count' },
    { key: 'working', label: 'Contractors working', kind: 'count' },
    ...(money
      ? ([
          { key: 'run-rate', label: 'Revenue run-rate a month', kind: 'money' },
          { key: 'margin', label: 'Gross margin a month', kind: 'money' },
          { key: 'fees', label: 'Permanent fees', kind: 'money' },
        ] as const)
      : []),
  ];
  const whole = (cents: number) => Math.round(cents) / 100;
  const runRate = (group: PlacementFact[]) =>
    whole(group.reduce((sum, p) => sum + perMonth(p.billCents ?? 0, p.rateUnit, options.hoursPerMonth), 0));
  const margin = (group: PlacementFact[]) =>
    whole(
      group.reduce(
        (sum, p) => sum + perMonth((p.billCents ?? 0) - (p.payCents ?? 0), p.rateUnit, options.hoursPerMonth),
        0,
      ),
    );
  const fees = (group: PlacementFact[]) =>
    whole(group.reduce((sum, p) => sum + ((p.salaryCents ?? 0) * (p.feePercent ?? 0)) / 100, 0));

  const rowOf = (key: string, label: string, group: PlacementFact[], days: Days): ReportRow => {
    const started = group.filter((p) => startedIn(p, days));
    const permanent = started.filter((p) => p.kind === 'permanent');
    const working = group.filter((p) => workingIn(p, days));
    return {
      key,
      label,
      values: [
        started.length - permanent.length,
        permanent.length,
        working.length,
        ...(money ? [runRate(working), margin(working), fees(permanent)] : []),
      ],
    };
  };
  const all: Days = {
    first: range.from.slice(0, 10),
    last: new Date(Date.parse(range.to) - 1).toISOString().slice(0, 10),
  };
  const inRange = placements.filter((p) => startedIn(p, all) || workingIn(p, all));
  const empty = (row: ReportRow) => row.values.slice(0, 3).every((value) => value === 0);

  const months: ReportRow[] = [];
  for (let month = all.first.slice(0, 7); month <= all.last.slice(0, 7); month = nextMonth(month)) {
    const days = {
      first: month === all.first.slice(0, 7) ? all.first : `${month}-01`,
      last: monthEnd(month) < all.last ? monthEnd(month) : all.last,
    };
    const row = rowOf(`month:${month}`, monthLabel(month), inRange, days);
    if (!empty(row)) months.push(row);
  }
  const section = (prefix: string, name: string, key: (p: PlacementFact) => string) =>
    [...groupBy(inRange, key)]
      .map(([value, group]) => rowOf(`${prefix}:${value}`, `${name}: ${value}`, group, all))
      .sort((a, b) => a.label.localeCompare(b.label));
  const ending = (from: number, to: number): ReportRow => {
    const group = placements.filter(
      (p) =>
        p.kind === 'contract' &&
        p.endDate !== null &&
        p.endDate >= dayAfter(options.today, from) &&
        p.endDate <= dayAfter(options.today, to),
    );
    return {
      key: `ending:${to}`,
      label: from === 0 ? `Ending within ${to} days` : `Ending in ${from}–${to} days`,
      values: [null, null, group.length, ...(money ? [runRate(group), margin(group), null] : [])],
    };
  };
  return {
    ...table(
      'placements',
      range,
      columns,
      [
        ...months,
        ...section('client', 'Client', (p) => p.client),
        ...section('recruiter', 'Recruiter', (p) => p.recruiter),
        ending(0, 30),
        ending(31, 60),
      ],
      rowOf('total', 'All placements', inRange, all),
      {
        kind: 'bar',
        columns: money ? ['run-rate', 'margin', 'fees'] : ['contract', 'permanent', 'working'],
        stacked: false,
        rows: 'month:',
      },
    ),
    ...(money ? { currency: options.currency ?? undefined } : { ratesHidden: true }),
    hoursPerMonth: options.hoursPerMonth,
  };
}

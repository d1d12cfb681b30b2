/**
 * What the reports are computed from, read in a few indexed queries per call, never an
 * application's whole history (the summaries of server/db/migrations/0030-report-summaries.ts):
 * - the applications that arrived in the range (the cohort), each with what its moves add up to
 *   (furthest step, when it first reached each, who submitted it), or counted by the database per
 *   requirement, submitter or source label and furthest step (funnel, ratios, sources), so only a row
 *   per group leaves it;
 * - the days the cohort spent in each step, as medians and 90th percentiles worked out from the
 *   stretches (the time report: by PostgreSQL; on SQLite from their lengths alone, ranked here): a range's
 *   stretches are read by their arrival from their own index, each with its length and requirement
 *   (migration 0038), never joined to the arrival rows unless a source filter needs them;
 * - the openings they belong to (for time to submit and to fill);
 * - per day or week and person, the moves, notes and mails made in the range (recruiter activity):
 *   whole weeks from the week summaries, other whole days from the day summaries, a partial first or
 *   last day (and one requirement or client) from the history;
 * - the placements that started or had a contractor working in the range, and the contracts ending
 *   within 60 days of today (the placements report), each with its client and recruiter.
 * Filters narrow each: an opening (`reqId`), a client, the opening's country, a source (the label
 * each arrival row keeps, migration 0037; the few it leaves unlabelled are labelled here), a staff
 * member's moves (for placements: the recruiter who placed them).
 */
import { sql } from 'kysely';
import type { Db, Dialect } from '../../db/database';
import { type RequirementScope, inScope } from '../resource/requirement-scope';
import { sourceOf } from '../applications/source-of';
import {
  type ActivityFact,
  type ActivityTally,
  type ApplicationFact,
  type OpeningFact,
  type PlacementFact,
  type StepSpan,
  type RequirementFirsts,
  type RequirementReached,
  type SourceReached,
  type StepTimes,
  type SubmittedReached,
  TIMED_STEPS,
  countReached,
  mergeSources,
  percentiles,
  requirementFirsts,
  stepTimes,
  tally,
  weekOf,
} from './report-tables';

type CountColumn = 'screened' | 'submitted' | 'interviews' | 'offers' | 'placed' | 'otherMoves' | 'notes' | 'mails';

export type FactFilters = {
  from: string;
  to: string;
  reqId?: number;
  /** A client's id: the requirements of that client. */
  client?: string;
  country?: string;
  source?: string;
  recruiter?: string;
  /** A recruiter's scope: only their own and shared requirements are counted. */
  scope?: RequirementScope;
};

/** The source an application is counted under: its campaign, else the referring host, else "direct". */
export const sourceLabel = (row: { utm_source: string | null; referrer: string | null }) =>
  (sourceOf(row) ?? 'direct').toLowerCase();

const DAY_MS = 86_400_000;
const dayPlus = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
const num = (value: number | string | null) => (value === null ? null : Number(value));

export type PlacementFactRow = PlacementFact & { recruiterId: string };

/**
 * With a source filter, the applications of the cohort whose label the database left to the server
 * (`report_arrivals.source` null, migration 0037) are listed by id when they match; past this many
 * the filter is applied in the server instead (a list that long would pass a statement's limits).
 */
const MAX_LISTED = 1000;

/** How many of a group reached each step (one sum per pipeline step: 0 New … 5 Placed). */
const reachedColumns = () => {
  const atLeast = (step: number) =>
    sql<number | string>`sum(case when coalesce(r.furthest, 0) >= ${sql.lit(step)} then 1 else 0 end)`;
  return [
    sql<number | string>`count(*)`.as('n0'),
    atLeast(1).as('n1'),
    atLeast(2).as('n2'),
    atLeast(3).as('n3'),
    atLeast(4).as('n4'),
    atLeast(5).as('n5'),
  ] as const;
};
type ReachedRow = { [K in 'n0' | 'n1' | 'n2' | 'n3' | 'n4' | 'n5']: number | string };
const reachedOf = (row: ReachedRow) => [row.n0, row.n1, row.n2, row.n3, row.n4, row.n5].map(Number);

const dayAfter = (day: string) => dayPlus(day, 1);

export function reportFacts(db: Db) {
  const cohort = (filters: FactFilters) => {
    let query = db
      .selectFrom('report_arrivals as a')
      .innerJoin('openings', 'openings.uuid', 'a.requirement_uuid')
      .where('a.created_at', '>=', filters.from)
      .where('a.created_at', '<', filters.to);
    if (filters.reqId) query = query.where('openings.req_id', '=', filters.reqId);
    if (filters.client) query = query.where('openings.client_id', '=', filters.client);
    if (filters.country) {
      const country = filters.country;
      query = query.where('openings.country_uuid', 'in', (eb) =>
        eb.selectFrom('countries').select('countries.uuid').where('countries.name', '=', country),
      );
    }
    if (filters.recruiter) {
      const recruiter = filters.recruiter;
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('report_application_staff')
            .select('report_application_staff.by_id')
            .whereRef('report_application_staff.application_id', '=', 'a.application_id')
            .where('report_application_staff.by_id', '=', recruiter),
        ),
      );
    }
    if (filters.scope) query = query.where(inScope(filters.scope));
    return query;
  };

  /**
   * With a source filter, the cohort's applications the database left unlabelled whose label, worked
   * out here, is the filter's; null when more than MAX_LISTED match (the caller then filters in the
   * server).
   */
  const unlabelledOf = async (filters: FactFilters & { source: string }) => {
    const label = filters.source.toLowerCase();
    const unlabelled = await cohort(filters)
      .where('a.source', 'is', null)
      .select(['a.application_id as id', 'a.utm_source', 'a.referrer'])
      .execute();
    const ids = unlabelled.filter((row) => sourceLabel(row) === label).map((row) => row.id);
    return ids.length > MAX_LISTED ? null : ids;
  };

  /**
   * The cohort narrowed to the filter's source in the database: the arrival rows with that label,
   * and those the database left unlabelled whose label, worked out here, is it. Null when more than
   * MAX_LISTED unlabelled ones match (the caller then filters in the server).
   */
  const narrowed = async (filters: FactFilters) => {
    if (!filters.source) return cohort(filters);
    const label = filters.source.toLowerCase();
    const ids = await unlabelledOf({ ...filters, source: filters.source });
    if (ids === null) return null;
    return cohort(filters).where((eb) =>
      ids.length === 0
        ? eb('a.source', '=', label)
        : eb.or([eb('a.source', '=', label), eb('a.application_id', 'in', ids)]),
    );
  };

  /**
   * The stretches of the timed steps of the cohort's applications, read by their arrival from their
   * own index (migration 0038 keeps each stretch's arrival, requirement and length), with the
   * cohort's filters: those on the requirement by its `openings` row, a recruiter by their moves, a
   * source by the arrival rows `narrowed` would keep. Null as `narrowed` is.
   */
  const stretchCohort = async (filters: FactFilters) => {
    let query = db
      .selectFrom('report_step_spans as s')
      .innerJoin('openings', 'openings.uuid', 's.requirement_uuid')
      .where('s.arrived_at', '>=', filters.from)
      .where('s.arrived_at', '<', filters.to)
      .where('s.stage', 'in', TIMED_STEPS);
    if (filters.reqId) query = query.where('openings.req_id', '=', filters.reqId);
    if (filters.client) query = query.where('openings.client_id', '=', filters.client);
    if (filters.country) query = query.where('openings.country_uuid', 'in', countryUuids(filters.country));
    if (filters.recruiter) {
      const recruiter = filters.recruiter;
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('report_application_staff')
            .select('report_application_staff.by_id')
            .whereRef('report_application_staff.application_id', '=', 's.application_id')
            .where('report_application_staff.by_id', '=', recruiter),
        ),
      );
    }
    if (filters.scope) query = query.where(inScope(filters.scope));
    if (filters.source) {
      const label = filters.source.toLowerCase();
      const ids = await unlabelledOf({ ...filters, source: filters.source });
      if (ids === null) return null;
      query = query.where('s.application_id', 'in', (eb) =>
        eb
          .selectFrom('report_arrivals as a')
          .select('a.application_id')
          .where('a.created_at', '>=', filters.from)
          .where('a.created_at', '<', filters.to)
          .where((inner) =>
            ids.length === 0
              ? inner('a.source', '=', label)
              : inner.or([inner('a.source', '=', label), inner('a.application_id', 'in', ids)]),
          ),
      );
    }
    return query;
  };

  /** Events made in [from, to) on applications, read from the history (parts of a day, or one requirement). */
  const events = async (filters: FactFilters, from: string, to: string): Promise<ActivityFact[]> => {
    let query = db
      .selectFrom('review_events')
      .innerJoin('candidates', 'candidates.uuid', 'review_events.subject_id')
      .innerJoin('openings', 'openings.uuid', 'candidates.requirement_uuid')
      .leftJoin('countries', 'countries.uuid', 'openings.country_uuid')
      .select([
        'review_events.kind as kind',
        'review_events.to_status as to',
        'review_events.at as at',
        'review_events.by_id as byId',
        'review_events.by_name as byName',
      ])
      .where('review_events.subject_type', '=', 'application')
      .where('review_events.at', '>=', from)
      .where('review_events.at', '<', to);
    if (filters.recruiter) query = query.where('review_events.by_id', '=', filters.recruiter);
    if (filters.reqId) query = query.where('openings.req_id', '=', filters.reqId);
    if (filters.client) query = query.where('openings.client_id', '=', filters.client);
    if (filters.country) query = query.where('countries.name', '=', filters.country);
    if (filters.scope) query = query.where(inScope(filters.scope));
    return query.execute();
  };

  const counts = (row: { [K in CountColumn]: number | string }) => ({
    screened: Number(row.screened),
    submitted: Number(row.submitted),
    interviews: Number(row.interviews),
    offers: Number(row.offers),
    placed: Number(row.placed),
    otherMoves: Number(row.otherMoves),
    notes: Number(row.notes),
    mails: Number(row.mails),
  });
  const countryUuids = (country: string) =>
    db.selectFrom('countries').select('countries.uuid').where('countries.name', '=', country);

  /** Whole days [first, end) from the day summaries, per day and person. */
  const days = async (filters: FactFilters, first: string, end: string): Promise<ActivityTally[]> => {
    let query = db
      .selectFrom('report_activity_days as d')
      .select((eb) => [
        'd.day',
        'd.by_id as byId',
        eb.fn.min('d.by_name').as('byName'),
        eb.fn.sum<number | string>('d.screened').as('screened'),
        eb.fn.sum<number | string>('d.submitted').as('submitted'),
        eb.fn.sum<number | string>('d.interviews').as('interviews'),
        eb.fn.sum<number | string>('d.offers').as('offers'),
        eb.fn.sum<number | string>('d.placed').as('placed'),
        eb.fn.sum<number | string>('d.other_moves').as('otherMoves'),
        eb.fn.sum<number | string>('d.notes').as('notes'),
        eb.fn.sum<number | string>('d.mails').as('mails'),
      ])
      .where('d.day', '>=', first)
      .where('d.day', '<', end)
      .groupBy(['d.day', 'd.by_id']);
    if (filters.recruiter) query = query.where('d.by_id', '=', filters.recruiter);
    if (filters.country) query = query.where('d.country_uuid', 'in', countryUuids(filters.country));
    const rows = await query.execute();
    return rows.map((row) => ({ day: row.day, byId: row.byId, byName: row.byName, ...counts(row) }));
  };

  /** Whole weeks from the Mondays [first, end) from the week summaries, per week (its Monday) and person. */
  const weeks = async (filters: FactFilters, first: string, end: string): Promise<ActivityTally[]> => {
    let query = db
      .selectFrom('report_activity_weeks as w')
      .select((eb) => [
        'w.week',
        'w.by_id as byId',
        eb.fn.min('w.by_name').as('byName'),
        eb.fn.sum<number | string>('w.screened').as('screened'),
        eb.fn.sum<number | string>('w.submitted').as('submitted'),
        eb.fn.sum<number | string>('w.interviews').as('interviews'),
        eb.fn.sum<number | string>('w.offers').as('offers'),
        eb.fn.sum<number | string>('w.placed').as('placed'),
        eb.fn.sum<number | string>('w.other_moves').as('otherMoves'),
        eb.fn.sum<number | string>('w.notes').as('notes'),
        eb.fn.sum<number | string>('w.mails').as('mails'),
      ])
      .where('w.week', '>=', first)
      .where('w.week', '<', end)
      .groupBy(['w.week', 'w.by_id']);
    if (filters.recruiter) query = query.where('w.by_id', '=', filters.recruiter);
    if (filters.country) query = query.where('w.country_uuid', 'in', countryUuids(filters.country));
    const rows = await query.execute();
    return rows.map((row) => ({ day: row.week, byId: row.byId, byName: row.byName, ...counts(row) }));
  };

  /** Whole days [first, end): the whole weeks in them from the week summaries, the days around those from the day summaries. */
  const wholeDays = async (filters: FactFilters, first: string, end: string): Promise<ActivityTally[]> => {
    const firstMonday = weekOf(first) === first ? first : dayPlus(weekOf(first), 7);
    const endMonday = weekOf(end);
    if (firstMonday >= endMonday) return days(filters, first, end);
    return [
      ...(first < firstMonday ? await days(filters, first, firstMonday) : []),
      ...(await weeks(filters, firstMonday, endMonday)),
      ...(endMonday < end ? await days(filters, endMonday, end) : []),
    ];
  };

  return {
    /** The source labels applications arrived under, the most frequent first (at most `limit`). */
    async sourceLabels(limit: number): Promise<string[]> {
      const rows = await db
        .selectFrom('report_arrivals')
        .select('source')
        .where('source', 'is not', null)
        .groupBy('source')
        .orderBy(db.fn.countAll(), 'desc')
        .orderBy('source')
        .limit(limit)
        .execute();
      return rows.flatMap((row) => (row.source === null ? [] : [row.source]));
    },

    /**
     * The applications that arrived in the range, each with what its history adds up to (the
     * summaries); with `spans`, also its stretches between moves (the time report).
     */
    async applications(filters: FactFilters, options: { spans?: boolean } = {}): Promise<ApplicationFact[]> {
      const rows = await cohort(filters)
        .leftJoin('report_applications as r', 'r.application_id', 'a.application_id')
        .select([
          'a.application_id as id',
          'openings.req_id as reqId',
          'openings.title as title',
          'a.created_at as createdAt',
          'a.utm_source',
          'a.referrer',
          'r.furthest',
          'r.screening_at',
          'r.submitted_at',
          'r.interview_at',
          'r.offer_at',
          'r.placed_at',
          'r.submitter_id',
          'r.submitter_name',
        ])
        .execute();
      const spans = new Map<string, StepSpan[]>();
      if (options.spans) {
        const stretches = await cohort(filters)
          .innerJoin('report_step_spans as s', 's.application_id', 'a.application_id')
          .select(['s.application_id as id', 's.stage', 's.from_at', 's.to_at'])
          .orderBy('s.application_id')
          .orderBy('s.seq')
          .execute();
        for (const span of stretches) {
          const list = spans.get(span.id) ?? [];
          list.push({ stage: span.stage, from: span.from_at, to: span.to_at });
          spans.set(span.id, list);
        }
      }
      const source = filters.source?.toLowerCase();
      const apps: ApplicationFact[] = [];
      for (const row of rows) {
        const label = sourceLabel(row);
        if (source && label !== source) continue;
        const reachedAt: ApplicationFact['reachedAt'] = {};
        if (row.screening_at) reachedAt.screening = row.screening_at;
        if (row.submitted_at) reachedAt.submitted = row.submitted_at;
        if (row.interview_at) reachedAt.client_interview = row.interview_at;
        if (row.offer_at) reachedAt.offer = row.offer_at;
        if (row.placed_at) reachedAt.placed = row.placed_at;
        apps.push({
          id: row.id,
          reqId: Number(row.reqId),
          title: row.title,
          createdAt: row.createdAt,
          source: label,
          furthest: Number(row.furthest ?? 0),
          reachedAt,
          submitter:
            row.submitter_id && row.submitter_name !== null ? { id: row.submitter_id, name: row.submitter_name } : null,
          ...(options.spans ? { spans: spans.get(row.id) ?? [] } : {}),
        });
      }
      return apps;
    },

    /** The funnel's counts: per requirement of the cohort, how many of its applications reached each step. */
    async requirementsReached(filters: FactFilters): Promise<RequirementReached[]> {
      const base = await narrowed(filters);
      if (!base)
        return countReached(
          await this.applications(filters),
          (app) => String(app.reqId),
          (app) => ({ reqId: app.reqId, title: app.title }),
        );
      const rows = await base
        .leftJoin('report_applications as r', 'r.application_id', 'a.application_id')
        .select(['openings.req_id as reqId', 'openings.title as title', ...reachedColumns()])
        .groupBy(['openings.req_id', 'openings.title'])
        .execute();
      return rows.map((row) => ({ reqId: Number(row.reqId), title: row.title, reached: reachedOf(row) }));
    },

    /**
     * The desk ratios' counts: the cohort's applications that reached Submitted, per who first
     * submitted them and per requirement, each list in the order its groups first arrived.
     */
    async submittedReached(filters: FactFilters): Promise<SubmittedReached> {
      const base = await narrowed(filters);
      if (!base) {
        const submitted = (await this.applications(filters)).filter((app) => app.furthest >= 2);
        return {
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
        };
      }
      const submitted = base
        .innerJoin('report_applications as r', 'r.application_id', 'a.application_id')
        .where('r.furthest', '>=', 2);
      // A submitter is known when both their id and name are (else the row counts under '').
      const known = sql<boolean>`r.submitter_id <> '' and r.submitter_name is not null`;
      const submitter = sql<string>`case when ${known} then r.submitter_id else '' end`;
      const [recruiters, requirements] = await Promise.all([
        submitted
          .select((eb) => [
            submitter.as('id'),
            eb.fn.min(sql<string>`case when ${known} then r.submitter_name else '' end`).as('name'),
            eb.fn.min('a.created_at').as('first'),
            ...reachedColumns(),
          ])
          .groupBy(submitter)
          .orderBy('first')
          .orderBy('id')
          .execute(),
        submitted
          .select((eb) => [
            'openings.req_id as reqId',
            'openings.title as title',
            eb.fn.min('a.created_at').as('first'),
            ...reachedColumns(),
          ])
          .groupBy(['openings.req_id', 'openings.title'])
          .orderBy('first')
          .orderBy('openings.req_id')
          .execute(),
      ]);
      return {
        recruiters: recruiters.map((row) => ({ id: row.id, name: row.name, reached: reachedOf(row) })),
        requirements: requirements.map((row) => ({
          reqId: Number(row.reqId),
          title: row.title,
          reached: reachedOf(row),
        })),
      };
    },

    /**
     * The sources report's counts: per source label of the cohort, how many of its applications
     * reached each step. The database groups the labelled arrival rows by label, and the unlabelled
     * ones by their source columns, which are labelled here.
     */
    async sourcesReached(filters: FactFilters): Promise<SourceReached[]> {
      const label = filters.source?.toLowerCase();
      let labelled = cohort(filters).where('a.source', 'is not', null);
      if (label) labelled = labelled.where('a.source', '=', label);
      const [known, unknown] = await Promise.all([
        labelled
          .leftJoin('report_applications as r', 'r.application_id', 'a.application_id')
          .select(['a.source', ...reachedColumns()])
          .groupBy('a.source')
          .execute(),
        cohort(filters)
          .where('a.source', 'is', null)
          .leftJoin('report_applications as r', 'r.application_id', 'a.application_id')
          .select(['a.utm_source', 'a.referrer', ...reachedColumns()])
          .groupBy(['a.utm_source', 'a.referrer'])
          .execute(),
      ]);
      return mergeSources([
        ...known.map((row) => ({ source: row.source ?? '', reached: reachedOf(row) })),
        ...unknown
          .map((row) => ({ source: sourceLabel(row), reached: reachedOf(row) }))
          .filter((group) => !label || group.source === label),
      ]);
    },

    /**
     * The days the cohort's applications spent in each step before their next move: median (the mean
     * of the middle two for an even count), 90th percentile (nearest rank) and how many, the rule of
     * `percentiles` in report-tables.ts. The database reads the range's stretches from their own index
     * (`stretchCohort`, each with its length kept in whole milliseconds as Date.parse would give it,
     * migration 0038). PostgreSQL ranks each step's (one sorted array per step) and answers only the
     * two or three at the ranks those need; SQLite sends the lengths, ranked here by `percentiles`. The
     * figures equal the ones computed from the stretches. A source filter narrows them in the database; past its limit,
     * the stretches of the cohort are read and worked out here.
     */
    async stepTimes(filters: FactFilters, dialect: Dialect): Promise<StepTimes> {
      const base = await stretchCohort(filters);
      if (!base) return stepTimes(await this.applications(filters, { spans: true }));
      if (dialect === 'postgres') {
        // Per step, its lengths sorted into one array (one sort of numbers per step, no window), and
        // the middle one or two and the 90th percentile's rank read from it: ⌈0.9 × count⌉ in double
        // precision, as Math.ceil(0.9 * count) takes it.
        const grouped = base
          .select([
            's.stage as stage',
            sql<number | string>`count(*)`.as('n'),
            sql<(number | string)[]>`array_agg(s.ms order by s.ms)`.as('lengths'),
          ])
          .groupBy('s.stage');
        const rows = await db
          .selectFrom(grouped.as('g'))
          .select([
            'g.stage',
            'g.n',
            sql<number | string>`g.lengths[(g.n + 1) / 2]`.as('low'),
            sql<number | string>`g.lengths[g.n / 2 + 1]`.as('high'),
            sql<number | string>`g.lengths[ceil(cast(0.9 as double precision) * g.n)::integer]`.as('p90'),
          ])
          .execute();
        const times: StepTimes = {};
        for (const stage of TIMED_STEPS) {
          const row = rows.find((found) => found.stage === stage);
          const count = Number(row?.n ?? 0);
          if (!row || count === 0) {
            times[stage] = { median: null, p90: null, count: 0 };
            continue;
          }
          const low = Number(row.low) / DAY_MS;
          times[stage] = {
            median: count % 2 ? low : (low + Number(row.high) / DAY_MS) / 2,
            p90: Number(row.p90) / DAY_MS,
            count,
          };
        }
        return times;
      }
      // SQLite: the stretches' lengths read from the index and ranked here (a window function's sort of
      // the ~40,000 stretches of a 7-month range cost ~175 ms; reading them, ~50), each step as its
      // place in TIMED_STEPS.
      const step = sql<number | string>`case s.stage ${sql.join(
        TIMED_STEPS.map((stage, i) => sql`when ${sql.lit(stage)} then ${sql.lit(i)}`),
        sql` `,
      )} end`;
      const rows = await base.select([step.as('stage'), 's.ms as ms']).execute();
      const lengths = TIMED_STEPS.map((): number[] => []);
      for (const row of rows) lengths[Number(row.stage)]?.push(Number(row.ms) / DAY_MS);
      const times: StepTimes = {};
      for (const [place, stage] of TIMED_STEPS.entries()) {
        const days = lengths[place] ?? [];
        times[stage] = { ...percentiles(days), count: days.length };
      }
      return times;
    },

    /**
     * Per requirement of the cohort, when an application first reached Submitted and Placed (the
     * time report's days from opening): one row per requirement from the database (past `narrowed`'s
     * limit, from the applications).
     */
    async requirementFirsts(filters: FactFilters): Promise<RequirementFirsts[]> {
      const base = await narrowed(filters);
      if (!base) return requirementFirsts(await this.applications(filters));
      const rows = await base
        .leftJoin('report_applications as r', 'r.application_id', 'a.application_id')
        .select((eb) => [
          'openings.req_id as reqId',
          eb.fn.min('r.submitted_at').as('submitted'),
          eb.fn.min('r.placed_at').as('placed'),
        ])
        .groupBy('openings.req_id')
        .execute();
      return rows.map((row) => ({ reqId: Number(row.reqId), submitted: row.submitted, placed: row.placed }));
    },

    async openings(reqIds: number[]): Promise<OpeningFact[]> {
      if (reqIds.length === 0) return [];
      const rows = await db
        .selectFrom('openings')
        .select(['req_id', 'title', 'created_at', 'posted_date', 'status'])
        .where('req_id', 'in', reqIds)
        .execute();
      return rows.map((row) => ({
        reqId: Number(row.req_id),
        title: row.title,
        openedAt: row.created_at ?? row.posted_date,
        status: row.status,
      }));
    },

    /** Published openings, for "open longer than N days" (whatever the cohort). */
    async openOpenings(filters: Pick<FactFilters, 'reqId' | 'client' | 'scope'>): Promise<OpeningFact[]> {
      let query = db.selectFrom('openings').select(['req_id', 'title', 'created_at', 'posted_date', 'status']);
      query = query.where('status', '=', 'published');
      if (filters.reqId) query = query.where('req_id', '=', filters.reqId);
      if (filters.client) query = query.where('client_id', '=', filters.client);
      if (filters.scope) query = query.where(inScope(filters.scope));
      const rows = await query.execute();
      return rows.map((row) => ({
        reqId: Number(row.req_id),
        title: row.title,
        openedAt: row.created_at ?? row.posted_date,
        status: row.status,
      }));
    },

    /**
     * Per day and person, what was done on applications in the range: whole days from the day
     * summaries, the range's partial first and last days from the history; a requirement or a
     * client (few events), or a recruiter's scope (the day summaries do not know requirements), from the
     * history alone.
     */
    async activity(filters: FactFilters): Promise<ActivityTally[]> {
      if (filters.reqId || filters.client || filters.scope)
        return tally(await events(filters, filters.from, filters.to));
      const startDay = filters.from.slice(0, 10);
      const first = filters.from === `${startDay}T00:00:00.000Z` ? startDay : dayAfter(startDay);
      const end = filters.to.slice(0, 10);
      if (first >= end) return tally(await events(filters, filters.from, filters.to));
      const head = `${first}T00:00:00.000Z`;
      const tail = `${end}T00:00:00.000Z`;
      return [
        ...(filters.from < head ? tally(await events(filters, filters.from, head)) : []),
        ...(await wholeDays(filters, first, end)),
        ...(tail < filters.to ? tally(await events(filters, tail, filters.to)) : []),
      ];
    },

    /**
     * Placements for the placements report: those that started in the range or whose contractor worked
     * on a day of it, and contracts ending within 60 days of `today`. The recruiter is who first moved
     * the application to Submitted or beyond, else the requirement's owner, else who recorded it.
     */
    async placements(filters: FactFilters, today: string): Promise<PlacementFactRow[]> {
      const first = filters.from.slice(0, 10);
      const last = new Date(Date.parse(filters.to) - 1).toISOString().slice(0, 10);
      let query = db
        .selectFrom('placements')
        .innerJoin('candidates', 'candidates.uuid', 'placements.application_id')
        .innerJoin('openings', 'openings.uuid', 'candidates.requirement_uuid')
        .leftJoin('clients', 'clients.id', 'openings.client_id')
        .leftJoin('countries', 'countries.uuid', 'openings.country_uuid')
        .leftJoin('staff_users', 'staff_users.id', 'openings.owner_id')
        .leftJoin('report_applications as r', 'r.application_id', 'placements.application_id')
        .select([
          'r.submitter_id as submitterId',
          'r.submitter_name as submitterName',
          'placements.application_id as applicationId',
          'placements.kind',
          'placements.start_date as startDate',
          'placements.end_date as endDate',
          'placements.currency',
          'placements.rate_unit as rateUnit',
          'placements.bill_rate_cents as bill',
          'placements.pay_rate_cents as pay',
          'placements.salary_cents as salary',
          'placements.fee_percent as feePercent',
          'placements.by_id as byId',
          'placements.by_name as byName',
          'clients.name as client',
          'openings.owner_id as ownerId',
          'staff_users.name as ownerName',
          'candidates.utm_source',
          'candidates.referrer',
        ])
        .where((eb) =>
          eb.or([
            eb.and([eb('placements.start_date', '>=', first), eb('placements.start_date', '<=', last)]),
            eb.and([
              eb('placements.kind', '=', 'contract'),
              eb('placements.start_date', '<=', last),
              eb.or([eb('placements.end_date', 'is', null), eb('placements.end_date', '>=', first)]),
            ]),
            eb.and([
              eb('placements.kind', '=', 'contract'),
              eb('placements.end_date', '>=', today),
              eb('placements.end_date', '<=', dayPlus(today, 60)),
            ]),
          ]),
        );
      if (filters.reqId) query = query.where('openings.req_id', '=', filters.reqId);
      if (filters.client) query = query.where('openings.client_id', '=', filters.client);
      if (filters.country) query = query.where('countries.name', '=', filters.country);
      if (filters.scope) query = query.where(inScope(filters.scope));
      const rows = (await query.execute()).filter(
        (row) => !filters.source || sourceLabel(row) === filters.source.toLowerCase(),
      );

      return rows
        .map((row) => {
          const recruiter =
            (row.submitterId && row.submitterName !== null ? { id: row.submitterId, name: row.submitterName } : null) ??
            (row.ownerId && row.ownerName
              ? { id: row.ownerId, name: row.ownerName }
              : { id: row.byId, name: row.byName });
          return {
            kind: row.kind,
            startDate: row.startDate,
            endDate: row.endDate,
            currency: row.currency,
            rateUnit: row.rateUnit,
            billCents: num(row.bill),
            payCents: num(row.pay),
            salaryCents: num(row.salary),
            feePercent: row.feePercent === null ? null : Number(row.feePercent),
            client: row.client ?? 'No client',
            recruiter: recruiter.name,
            recruiterId: recruiter.id,
          };
        })
        .filter((fact) => !filters.recruiter || fact.recruiterId === filters.recruiter);
    },
  };
}

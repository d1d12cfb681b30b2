/**
 * Job applications as the console sees them: newest first, across all openings or one, searched,
 * filtered and paged on the server (indexes from migration 0005), with the resume's state; one
 * application with its attachment and the mails about the candidate.
 */
import { type ExpressionBuilder, sql } from 'kysely';
import { type RequirementScope, applicationInScope } from '../admin/resource/requirement-scope';
import type { Database } from '../db/schema';
import type { Db } from '../db/database';
import { containsPattern, lowerLike, offsetOf } from './search';

export type ResumeState = 'stored' | 'pending' | 'missing';

type Eb = ExpressionBuilder<Database, 'candidates'>;

const hasAttachment = (eb: Eb, status: 'stored' | 'pending') =>
  eb.exists(
    eb
      .selectFrom('attachments')
      .select('attachments.id')
      .whereRef('attachments.candidate_uuid', '=', 'candidates.uuid')
      .where('attachments.upload_status', '=', status),
  );

export type ApplicationsFilter = {
  page: number;
  pageSize: number;
  search?: string | undefined;
  reqId?: number | undefined;
  status?: string | undefined;
  resume?: 'complete' | 'incomplete' | undefined;
  /** yyyy-mm-dd, inclusive, UTC. */
  from?: string | undefined;
  to?: string | undefined;
  location?: string | undefined;
  source?: string | undefined;
  minRating?: number | undefined;
  /** A `reasons` id: only applications closed for it. */
  reason?: string | undefined;
  /** A column, '-' first for descending; default '-created'. */
  sort?: string | undefined;
  /** A recruiter's scope: applications to others' unshared requirements are left out. */
  scope?: RequirementScope | undefined;
};

const averageRating = (eb: Eb) =>
  eb
    .selectFrom('application_ratings')
    .select(sql<number>`avg(application_ratings.score)`.as('average'))
    .whereRef('application_ratings.application_id', '=', 'candidates.uuid');

/** Stages in pipeline order, so sorting by status follows New → … → Withdrawn, not the alphabet. */
const statusOrder = sql<number>`case candidates.review_status when 'new' then 0 when 'screening' then 1 when 'submitted' then 2 when 'client_interview' then 3 when 'offer' then 4 when 'placed' then 5 when 'rejected' then 6 else 7 end`;

/** What a list row (and an export row) shows of an application and its opening. */
const SUMMARY_COLUMNS = [
  'candidates.uuid',
  'candidates.name',
  'candidates.email',
  'candidates.review_status',
  'candidates.rejected_by',
  'candidates.reason_id',
  'candidates.review_updated_at',
  'candidates.created_at',
  'candidates.city',
  'candidates.utm_source',
  'candidates.referrer',
  'openings.req_id',
  'openings.title',
] as const;

/** The applications a list query matches (opening, stage, reason, resume, search, dates, location, source, rating). */
function filtered(db: Db, filter: Omit<ApplicationsFilter, 'page' | 'pageSize'>) {
  let base = db.selectFrom('candidates');
  if (filter.reqId !== undefined) {
    const reqId = filter.reqId;
    base = base.where('candidates.requirement_uuid', '=', (eb) =>
      eb.selectFrom('openings').select('openings.uuid').where('openings.req_id', '=', reqId),
    );
  }
  if (filter.scope) base = base.where(applicationInScope(filter.scope));
  if (filter.status) base = base.where('candidates.review_status', '=', filter.status);
  if (filter.reason) base = base.where('candidates.reason_id', '=', filter.reason);
  if (filter.resume === 'complete') base = base.where((eb) => hasAttachment(eb, 'stored'));
  if (filter.resume === 'incomplete') base = base.where((eb) => eb.not(hasAttachment(eb, 'stored')));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    base = base.where((eb) =>
      eb.or([
        lowerLike('candidates.name', pattern),
        lowerLike('candidates.email', pattern),
        lowerLike('candidates.phone', pattern),
      ]),
    );
  }
  if (filter.from) base = base.where('candidates.created_at', '>=', `${filter.from}T00:00:00.000Z`);
  if (filter.to) base = base.where('candidates.created_at', '<=', `${filter.to}T23:59:59.999Z`);
  if (filter.location) {
    const pattern = containsPattern(filter.location);
    base = base.where((eb) =>
      eb.or([lowerLike('candidates.city', pattern), lowerLike('candidates.desired_location', pattern)]),
    );
  }
  if (filter.source) {
    const pattern = containsPattern(filter.source);
    base = base.where((eb) =>
      eb.or([lowerLike('candidates.utm_source', pattern), lowerLike('candidates.referrer', pattern)]),
    );
  }
  if (filter.minRating !== undefined) {
    const min = filter.minRating;
    base = base.where((eb) => eb(averageRating(eb), '>=', min));
  }
  return base;
}

/**
 * A list's rows in its order: the sort's column (default '-created', newest first), then newest
 * first, then the id, so the order is total and a page or a neighbour is always the same one.
 */
function inListOrder(base: ReturnType<typeof filtered>, sort = '-created') {
  const direction = sort.startsWith('-') ? 'desc' : 'asc';
  const query = base
    .leftJoin('openings', 'openings.uuid', 'candidates.requirement_uuid')
    .select(SUMMARY_COLUMNS)
    .select((eb) => [hasAttachment(eb, 'stored').as('has_stored'), hasAttachment(eb, 'pending').as('has_pending')]);
  switch (sort.replace(/^-/, '')) {
    case 'name':
      return query
        .orderBy(sql`lower(candidates.name)`, direction)
        .orderBy('candidates.created_at', 'desc')
        .orderBy('candidates.uuid');
    case 'status':
      return query.orderBy(statusOrder, direction).orderBy('candidates.created_at', 'desc').orderBy('candidates.uuid');
    case 'rating':
      // Unrated applications last, whichever the direction.
      return query
        .orderBy((eb) => sql`case when ${averageRating(eb)} is null then 1 else 0 end`)
        .orderBy((eb) => averageRating(eb), direction)
        .orderBy('candidates.created_at', 'desc')
        .orderBy('candidates.uuid');
    default:
      return query.orderBy('candidates.created_at', direction).orderBy('candidates.uuid');
  }
}

export function consoleApplicationsRepository(db: Db) {
  return {
    async list(filter: ApplicationsFilter) {
      const base = filtered(db, filter);
      const [rows, total] = await Promise.all([
        inListOrder(base, filter.sort).limit(filter.pageSize).offset(offsetOf(filter.page, filter.pageSize)).execute(),
        base.select(sql<string>`count(*)`.as('count')).executeTakeFirst(),
      ]);
      return {
        items: rows.map((row) => ({ ...row, resume: resumeState(row.has_stored, row.has_pending) })),
        total: Number(total?.count ?? 0),
      };
    },

    /**
     * The applications before and after `uuid` in the list `filter` describes (across its pages), and
     * its 1-based position there; nothing when it is not in that list. Reads the list's ids and names
     * only, in the list's order.
     */
    async neighbours(filter: Omit<ApplicationsFilter, 'page' | 'pageSize'>, uuid: string) {
      const rows = await inListOrder(filtered(db, filter), filter.sort)
        .clearSelect()
        .select(['candidates.uuid', 'candidates.name'])
        .execute();
      const index = rows.findIndex((row) => row.uuid === uuid);
      const at = (i: number) => {
        const row = index >= 0 ? rows[i] : undefined;
        return row ? { id: row.uuid, name: row.name } : null;
      };
      return {
        previous: at(index - 1),
        next: at(index + 1),
        position: index >= 0 ? index + 1 : null,
        total: rows.length,
      };
    },

    /** The ids of every match, newest first (at most `limit`), and how many match in all. */
    async matchingIds(filter: Omit<ApplicationsFilter, 'page' | 'pageSize' | 'sort'>, limit: number) {
      const base = filtered(db, filter);
      const [rows, total] = await Promise.all([
        base
          .select('candidates.uuid')
          .orderBy('candidates.created_at', 'desc')
          .orderBy('candidates.uuid')
          .limit(limit)
          .execute(),
        base.select(sql<string>`count(*)`.as('count')).executeTakeFirst(),
      ]);
      return { ids: rows.map((row) => row.uuid), total: Number(total?.count ?? 0) };
    },

    /** What a CSV export shows of these applications, newest first. */
    async forExport(ids: readonly string[]) {
      if (!ids.length) return [];
      const rows = await db
        .selectFrom('candidates')
        .leftJoin('openings', 'openings.uuid', 'candidates.requirement_uuid')
        .select([...SUMMARY_COLUMNS, 'candidates.phone'])
        .select((eb) => [hasAttachment(eb, 'stored').as('has_stored'), hasAttachment(eb, 'pending').as('has_pending')])
        .where('candidates.uuid', 'in', ids)
        .orderBy('candidates.created_at', 'desc')
        .orderBy('candidates.uuid')
        .execute();
      return rows.map((row) => ({ ...row, resume: resumeState(row.has_stored, row.has_pending) }));
    },

    /** Those of `ids` that exist and are in the reader's scope, in the order given. */
    async scopedIds(ids: string[], scope: RequirementScope): Promise<string[]> {
      if (!scope || !ids.length) return ids;
      const rows = await db
        .selectFrom('candidates')
        .select('candidates.uuid')
        .where('candidates.uuid', 'in', ids)
        .where(applicationInScope(scope))
        .execute();
      const found = new Set(rows.map((row) => row.uuid));
      return ids.filter((id) => found.has(id));
    },

    /** Whether the application is in the reader's scope (false for one that does not exist). */
    async inScope(uuid: string, scope: RequirementScope): Promise<boolean> {
      let query = db.selectFrom('candidates').select('candidates.uuid').where('candidates.uuid', '=', uuid);
      if (scope) query = query.where(applicationInScope(scope));
      return Boolean(await query.executeTakeFirst());
    },

    async byId(uuid: string) {
      const row = await db
        .selectFrom('candidates')
        .leftJoin('openings', 'openings.uuid', 'candidates.requirement_uuid')
        .leftJoin('states', 'states.uuid', 'candidates.state_uuid')
        .leftJoin('countries', 'countries.uuid', 'candidates.country_uuid')
        .selectAll('candidates')
        .select([
          'openings.req_id',
          'openings.title',
          'states.name as state_name',
          'countries.name as country_name',
          'countries.code as country_code',
        ])
        .where('candidates.uuid', '=', uuid)
        .executeTakeFirst();
      if (!row) return undefined;
      const attachments = await db
        .selectFrom('attachments')
        .selectAll()
        .where('candidate_uuid', '=', uuid)
        .orderBy('created_at', 'desc')
        .execute();
      const stored = attachments.find((a) => a.upload_status === 'stored');
      const pending = attachments.some((a) => a.upload_status === 'pending');
      return { ...row, attachment: stored, resume: resumeState(Boolean(stored), pending) };
    },

    /** Mails in the outbox about this address (newest first), without their bodies. */
    async mailsAbout(email: string) {
      const rows = await db
        .selectFrom('mail_outbox')
        .select(['id', 'subject', 'to_addresses', 'status', 'created_at', 'sent_at', 'not_before', 'about_id'])
        .where('subject_email', '=', email.toLowerCase())
        .orderBy('created_at', 'desc')
        .limit(100)
        .execute();
      return rows.map((row) => ({ ...row, to: JSON.parse(row.to_addresses) as string[] }));
    },
  };
}

const truthy = (value: unknown) => value === true || value === 1 || value === '1' || value === 't';
const resumeState = (stored: unknown, pending: unknown): ResumeState =>
  truthy(stored) ? 'stored' : truthy(pending) ? 'pending' : 'missing';

export type ConsoleApplicationsRepository = ReturnType<typeof consoleApplicationsRepository>;
/** One application as a list shows it. */
export type ApplicationListRow = Awaited<ReturnType<ConsoleApplicationsRepository['list']>>['items'][number];

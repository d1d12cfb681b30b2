/**
 * Openings (the staffing API's requirements).
 */
import { type ExpressionBuilder, type Expression, type SqlBool, sql } from 'kysely';
import type { Opening, OpeningDetail, PositionType } from '#contracts/api/staffing/openings';
import {
  type FacetCount,
  OPENING_TYPES,
  type OpeningsSearch,
  type OpeningsType,
  WORK_MODES,
  type WorkMode,
  searchTerms,
} from '#contracts/api/staffing/openings-search';
import type { Db, Dialect } from '../db/database';
import { POSTGRES_SEARCH_DOCUMENT } from '../db/migrations/0003-careers-search';
import { NORTHWIND_CLIENT_ID } from '../db/migrations/0016-staffing-desk';
import type { Database, OpeningsTable } from '../db/schema';
import type { ChangeSignal } from '../lib/change-signal';

/**
 * Who the role is with, as the public may see it (docs/product.md, "Who the role is with"): the
 * client's name when the requirement may show it, else only the client's description (never the
 * name); nothing for Northwind's own openings or a confidential client without a description.
 */
const CLIENT_LABEL = sql<
  string | null
>`(select case when clients.id = ${NORTHWIND_CLIENT_ID} then null when openings.show_client_name <> 0 then clients.name else nullif(trim(clients.description), '') end from clients where clients.id = openings.client_id)`;

/** A row as the public answers read it: the opening's columns and its client label. */
type PublicRow = OpeningsTable & { client_label: string | null };

const toOpening = (row: PublicRow): Opening => ({
  REQ_ID: row.req_id,
  PSTN_TITLE: row.title,
  PSTN_LCTN: row.location,
  PSTN_TYP: row.position_type,
  WORK_LOCATION_PREFERENCE: row.work_location_preference,
  PSTN_RATE: row.rate,
  COUNTRY: row.country_uuid,
  REQUIREMENT_UUID: row.uuid,
  POSTED_DATE: row.posted_date,
  VALID_THROUGH: row.valid_through,
  ...(row.client_label ? { CLIENT_LABEL: row.client_label } : {}),
});

const toDetail = (row: PublicRow): OpeningDetail => ({
  ...toOpening(row),
  INTERNAL_JOB_DESCRIPTION: row.description_html,
  IS_MULTI_LOCATION_POSITION: row.is_multi_location === 1,
  INTVW_TYP: row.interview_type,
});

/** ?type= → the PSTN_TYP it shows. */
const positionTypeOf: Record<Exclude<OpeningsType, 'all'>, PositionType> = {
  contractual: 'Contract',
  permanent: 'Full-Time',
};

/**
 * An opening's work mode, read from its free-text work location preference ("Hybrid (3 days)",
 * "Remote", "On-site"): hybrid wins over remote, anything else is on-site.
 */
export const WORK_MODE = sql<WorkMode>`(case when lower(work_location_preference) like '%hybrid%' then 'hybrid' when lower(work_location_preference) like '%remote%' then 'remote' else 'onsite' end)`;

/** The same rule in code, for counts grouped by the preference itself. */
export const workModeOf = (preference: string): WorkMode => {
  const text = preference.toLowerCase();
  return text.includes('hybrid') ? 'hybrid' : text.includes('remote') ? 'remote' : 'onsite';
};

/** The columns the list shows (not the description). */
const LIST_COLUMNS = [
  'req_id',
  'uuid',
  'title',
  'location',
  'position_type',
  'work_location_preference',
  'rate',
  'country_uuid',
  'posted_date',
  'valid_through',
] as const;
type ListRow = Pick<OpeningsTable, (typeof LIST_COLUMNS)[number]> & { client_label: string | null };

const toListed = (row: ListRow): Opening => toOpening(row as PublicRow);
/** The list's columns with the client label. */
const listColumns = () => [...LIST_COLUMNS, CLIENT_LABEL.as('client_label')] as const;

type Filter = 'country' | 'type' | 'workMode';

/** Title words too common to make two openings alike. */
const COMMON_TITLE_WORDS = new Set([
  'senior',
  'junior',
  'lead',
  'principal',
  'staff',
  'associate',
  'the',
  'and',
  'for',
]);
type Eb = ExpressionBuilder<Database, 'openings'>;

export type OpeningsPage = {
  items: Opening[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  facets: { country: FacetCount[]; type: FacetCount[]; workMode: FacetCount[] };
};

export function openingsRepository(db: Db, dialect: Dialect = 'sqlite', changes?: ChangeSignal) {
  /** Every search word as a word prefix, all of them required. Words are letters and digits only. */
  const matches = (terms: string[]): Expression<SqlBool> =>
    dialect === 'postgres'
      ? sql<SqlBool>`${POSTGRES_SEARCH_DOCUMENT} @@ to_tsquery('simple', ${terms.map((t) => `${t}:*`).join(' & ')})`
      : sql<SqlBool>`req_id in (select rowid from openings_search where openings_search match ${terms.map((t) => `"${t}"*`).join(' AND ')})`;

  /** Every condition of the search, but the one `skip` names (for that filter's counts). */
  const where = (search: OpeningsSearch, skip?: Filter) => (eb: Eb) => {
    // Only published openings are public; drafts and closed ones are the console's.
    const conditions: Expression<SqlBool>[] = [eb('status', '=', 'published')];
    if (search.terms.length > 0) conditions.push(matches(search.terms));
    if (search.country !== null && skip !== 'country') {
      conditions.push(
        eb('country_uuid', 'in', eb.selectFrom('countries').select('uuid').where('code', '=', search.country)),
      );
    }
    if (search.type !== 'all' && skip !== 'type') {
      conditions.push(eb('position_type', '=', positionTypeOf[search.type]));
    }
    if (search.workMode !== null && skip !== 'workMode') conditions.push(eb(WORK_MODE, '=', search.workMode));
    return eb.and(conditions);
  };

  // Location: lower-cased, then by code point on both databases (PostgreSQL's collation would ignore
  // spaces and punctuation where SQLite does not); ties newest first.
  const locationKey = dialect === 'postgres' ? sql`lower(location) collate "C"` : sql`lower(location)`;

  return {
    /**
     * One page of the openings matching the search, the total, and each filter's counts (with the
     * other filters applied). A page past the end is the last page.
     */
    async search(search: OpeningsSearch): Promise<OpeningsPage> {
      // One pass counts the openings matching the words, by country, type and work mode (at most a
      // dozen groups); the total and every filter's counts come from those groups.
      const [countries, groups] = await Promise.all([
        db.selectFrom('countries').select(['uuid', 'code']).orderBy('sort_order').execute(),
        db
          .selectFrom('openings')
          .select((eb) => [
            'country_uuid',
            'position_type',
            'work_location_preference',
            eb.fn.countAll<number | string>().as('count'),
          ])
          .where(where({ ...search, country: null, type: 'all', workMode: null }))
          // Read from the covering index openings_facets, not the table.
          .groupBy(['country_uuid', 'position_type', 'work_location_preference'])
          .execute()
          .then((rows) => rows.map((row) => ({ ...row, work_mode: workModeOf(row.work_location_preference) }))),
      ]);
      const countryUuid =
        search.country === null ? null : (countries.find((c) => c.code === search.country)?.uuid ?? '');
      const positionType = search.type === 'all' ? null : positionTypeOf[search.type];
      const passes = (group: (typeof groups)[number], skip?: Filter) =>
        (skip === 'country' || countryUuid === null || group.country_uuid === countryUuid) &&
        (skip === 'type' || positionType === null || group.position_type === positionType) &&
        (skip === 'workMode' || search.workMode === null || group.work_mode === search.workMode);
      const count = (skip: Filter | undefined, test: (group: (typeof groups)[number]) => boolean) =>
        groups
          .filter((group) => passes(group, skip) && test(group))
          .reduce((sum, group) => sum + Number(group.count), 0);

      const total = count(undefined, () => true);
      const pageCount = Math.max(1, Math.ceil(total / search.pageSize));
      const page = Math.min(search.page, pageCount);
      let items = db.selectFrom('openings').select(listColumns()).where(where(search));
      const dir = search.dir;
      if (search.sort === 'location') items = items.orderBy(locationKey, dir).orderBy('req_id', 'desc');
      else if (search.sort === 'posted') items = items.orderBy('posted_date', dir).orderBy('req_id', dir);
      else items = items.orderBy('req_id', dir);
      const rows =
        total === 0
          ? []
          : await items
              .limit(search.pageSize)
              .offset((page - 1) * search.pageSize)
              .execute();
      return {
        items: rows.map(toListed),
        total,
        page,
        pageSize: search.pageSize,
        pageCount,
        facets: {
          country: countries.map(({ uuid, code }) => ({
            value: code,
            count: count('country', (group) => group.country_uuid === uuid),
          })),
          type: OPENING_TYPES.filter((type) => type !== 'all').map((type) => ({
            value: type,
            count: count('type', (group) => group.position_type === positionTypeOf[type]),
          })),
          workMode: WORK_MODES.map((mode) => ({
            value: mode,
            count: count('workMode', (group) => group.work_mode === mode),
          })),
        },
      };
    },

    /** Every published opening, newest REQ_ID first (the list's default sort). Drafts and closed ones are the console's. */
    async list(): Promise<Opening[]> {
      const rows = await db
        .selectFrom('openings')
        .selectAll('openings')
        .select(CLIENT_LABEL.as('client_label'))
        .where('status', '=', 'published')
        .orderBy('req_id', 'desc')
        .execute();
      return rows.map(toOpening);
    },

    /**
     * Up to `limit` open openings like this one: sharing words of its title count most, then the same
     * country and the same position type; newest first among equals. Works for a closed opening too
     * (its page points to open ones like it).
     */
    async similar(reqId: number, today: string, limit = 4): Promise<Opening[]> {
      const base = await db.selectFrom('openings').selectAll().where('req_id', '=', reqId).executeTakeFirst();
      if (!base) return [];
      const words = searchTerms(base.title).filter((word) => word.length > 2 && !COMMON_TITLE_WORDS.has(word));
      const open = (eb: Eb) =>
        eb.and([
          eb('req_id', '!=', reqId),
          eb('status', '=', 'published'),
          eb.or([eb('valid_through', 'is', null), eb('valid_through', '>=', today)]),
        ]);
      const anyWord =
        dialect === 'postgres'
          ? sql<SqlBool>`${POSTGRES_SEARCH_DOCUMENT} @@ to_tsquery('simple', ${words.map((w) => `${w}:*`).join(' | ')})`
          : sql<SqlBool>`req_id in (select rowid from openings_search where openings_search match ${words.map((w) => `title:"${w}"*`).join(' OR ')})`;
      const [byTitle, nearby] = await Promise.all([
        words.length === 0
          ? Promise.resolve([])
          : db
              .selectFrom('openings')
              .select(listColumns())
              .where(open)
              .where(anyWord)
              .orderBy('req_id', 'desc')
              .limit(200)
              .execute(),
        db
          .selectFrom('openings')
          .select(listColumns())
          .where(open)
          .where('country_uuid', '=', base.country_uuid)
          .orderBy(sql`case when position_type = ${base.position_type} then 0 else 1 end`)
          .orderBy('req_id', 'desc')
          .limit(limit)
          .execute(),
      ]);
      const score = (row: ListRow) => {
        const title = new Set(searchTerms(row.title));
        return (
          3 * words.filter((word) => [...title].some((t) => t.startsWith(word))).length +
          (row.country_uuid === base.country_uuid ? 1 : 0) +
          (row.position_type === base.position_type ? 1 : 0)
        );
      };
      const seen = new Set<number>();
      // Both databases find candidates by word; only words of the title make them alike.
      const alike = byTitle.filter((row) => {
        const title = searchTerms(row.title);
        return words.some((word) => title.some((t) => t.startsWith(word)));
      });
      return [...alike, ...nearby]
        .filter((row) => !seen.has(row.req_id) && seen.add(row.req_id))
        .sort((a, b) => score(b) - score(a) || b.req_id - a.req_id)
        .slice(0, limit)
        .map(toListed);
    },

    /** Every published opening with its description, newest REQ_ID first (the job feeds). */
    async details(): Promise<OpeningDetail[]> {
      const rows = await db
        .selectFrom('openings')
        .selectAll('openings')
        .select(CLIENT_LABEL.as('client_label'))
        .where('status', '=', 'published')
        .orderBy('req_id', 'desc')
        .execute();
      return rows.map(toDetail);
    },

    /** A published opening; a draft or closed one is not public (its job page says it is no longer open). */
    async byReqId(reqId: number): Promise<OpeningDetail | undefined> {
      const row = await db
        .selectFrom('openings')
        .selectAll('openings')
        .select(CLIENT_LABEL.as('client_label'))
        .where('req_id', '=', reqId)
        .where('status', '=', 'published')
        .executeTakeFirst();
      return row && toDetail(row);
    },

    /**
     * Who hires, for a published opening's JobPosting data: the client's name when the requirement
     * may show it; null for Northwind's own openings and for a confidential client (Northwind posts it).
     */
    async hiringClientName(reqId: number): Promise<string | null> {
      const row = await db
        .selectFrom('openings')
        .innerJoin('clients', 'clients.id', 'openings.client_id')
        .select('clients.name')
        .where('openings.req_id', '=', reqId)
        .where('openings.status', '=', 'published')
        .where('openings.show_client_name', '<>', 0)
        .where('clients.id', '<>', NORTHWIND_CLIENT_ID)
        .executeTakeFirst();
      return row?.name.trim() || null;
    },

    async byUuid(uuid: string): Promise<OpeningDetail | undefined> {
      const row = await db
        .selectFrom('openings')
        .selectAll('openings')
        .select(CLIENT_LABEL.as('client_label'))
        .where('uuid', '=', uuid)
        .executeTakeFirst();
      return row && toDetail(row);
    },

    async nextReqId(): Promise<number> {
      const row = await db
        .selectFrom('openings')
        .select((eb) => eb.fn.max('req_id').as('max'))
        .executeTakeFirst();
      return Number(row?.max ?? 1000) + 1;
    },

    /**
     * Refreshes the planner's statistics after a bulk import. Without them PostgreSQL took a freshly
     * imported table for a small one and read every row through the status index, building each
     * row's search document again: 100 ms per search at 10,000 openings instead of 4 ms with the
     * full-text index. SQLite's planner uses them too (sqlite_stat1).
     *
     * On PostgreSQL it vacuums as well: a bulk insert leaves every new entry of the full-text index
     * in GIN's pending list, which each search reads from end to end until autovacuum merges it
     * (2.5 ms per query at 10,000 openings, 0.3 ms once merged). VACUUM merges it, and marks the
     * pages all-visible so the facet counts come from their covering index alone.
     */
    async refreshStatistics(): Promise<void> {
      await (dialect === 'postgres' ? sql`vacuum (analyze) openings` : sql`analyze openings`).execute(db);
    },

    /** Inserts or replaces openings by REQ_ID (the operator's import). */
    async upsert(rows: OpeningsTable[]): Promise<number> {
      await db.transaction().execute(async (trx) => {
        for (const row of rows) {
          const { req_id: _reqId, ...rest } = row;
          await trx
            .insertInto('openings')
            .values(row)
            .onConflict((oc) => oc.column('req_id').doUpdateSet(rest))
            .execute();
        }
      });
      changes?.notify();
      return rows.length;
    },
  };
}
export type OpeningsRepository = ReturnType<typeof openingsRepository>;

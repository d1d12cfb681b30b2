/**
 * The talent search: one function, two databases. The query text is parsed once (./query.ts) and
 * translated to SQLite FTS5 or PostgreSQL tsquery (./full-text.ts); the filters are the same SQL on
 * both. Relevance: FTS5's bm25 with name and skills weighted over the resume text; PostgreSQL's
 * ts_rank over the weighted document (migration 0018). Recency: last activity, newest first.
 */
import { type RawBuilder, type Sql, sql } from 'kysely';
import type { TalentQuery } from '#contracts/admin/talent';
import type { Db, Dialect } from '../db/database';
import type { TalentTable } from '../db/schema';
import { toFts5, toTsquery } from './full-text';
import { type Place, placesOf, describePlaces } from './location-filter';
import { phoneKeysOf } from './phone-query';
import { type Node, parseQuery, splitTopLevel } from './query';

export type TalentRow = Omit<TalentTable, 'seq'> & { seq: number };

export type SearchResult = {
  rows: TalentRow[];
  total: number;
  tree: Node | undefined;
  phone: string | null;
  locationReadAs: string | null;
};

type Fragment = RawBuilder<unknown> | Sql;

const listOf = (text: string | undefined) =>
  (text ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);

/** `%|java|%`, with LIKE's wildcards escaped. */
const entryPattern = (entry: string) => `%|${entry.replace(/[\\%_]/g, (char) => `\\${char}`)}|%`;

function placeCondition(place: Place) {
  const parts = [];
  if (place.city) parts.push(sql`lower(t.city) = ${place.city}`);
  if (place.state) parts.push(sql`t.state = ${place.state}`);
  if (place.country) parts.push(sql`t.country = ${place.country}`);
  return sql`(${sql.join(parts, sql` and `)})`;
}

/** The filters as SQL conditions over `talent t` (none: an empty list). */
function filtersOf(query: TalentQuery, places: Place[], phoneKeys: string[] | undefined) {
  const where: Fragment[] = [];
  if (phoneKeys) where.push(sql`t.phone_e164 in (${sql.join(phoneKeys)})`);
  for (const skill of listOf(query.skills)) where.push(sql`lower(t.skills) like ${entryPattern(skill)} escape '\\'`);
  for (const tag of listOf(query.tags)) where.push(sql`lower(t.tags) like ${entryPattern(tag)} escape '\\'`);
  if (places.length > 0) where.push(sql`(${sql.join(places.map(placeCondition), sql` or `)})`);
  const auth = (query.auth ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (auth.length > 0) where.push(sql`t.work_authorization in (${sql.join(auth)})`);
  if (query.availableBy) where.push(sql`(t.available_from is null or t.available_from <= ${query.availableBy})`);
  if (query.payMin !== undefined) where.push(sql`t.expected_pay >= ${query.payMin}`);
  if (query.payMax !== undefined) where.push(sql`t.expected_pay <= ${query.payMax}`);
  if (query.payUnit) where.push(sql`t.pay_unit = ${query.payUnit}`);
  if (query.minYears !== undefined) where.push(sql`t.years_experience >= ${query.minYears}`);
  if (query.maxYears !== undefined) where.push(sql`t.years_experience <= ${query.maxYears}`);
  if (query.activeSince) where.push(sql`t.last_activity_at >= ${query.activeSince}`);
  if (query.source) where.push(sql`t.source = ${query.source}`);
  if (query.pool) {
    where.push(
      sql`exists (select 1 from talent_pool_members m where m.person_id = t.person_id and m.pool_id = ${query.pool} and m.removed_at is null)`,
    );
  }
  return where;
}

const COLUMNS = sql.raw(
  't.seq, t.person_id, t.name, t.email, t.phone, t.phone_e164, t.location, t.city, t.state, t.country, t.linkedin, t.headline, t.skills, t.tags, t.years_experience, t.work_authorization, t.available_from, t.current_pay, t.expected_pay, t.pay_unit, t.source, t.source_detail, t.owner_id, t.owner_name, t.resume_text, t.resume_key, t.resume_name, t.resume_type, t.created_at, t.updated_at, t.last_activity_at, t.last_contacted_at',
);

/** Runs a search; throws QueryError (./query.ts) for a query it cannot read. */
export async function searchTalent(
  db: Db,
  dialect: Dialect,
  query: TalentQuery,
  options: { limit?: number; offset?: number; count?: boolean } = {},
): Promise<SearchResult> {
  const text = query.q ?? '';
  const phoneKeys = phoneKeysOf(text);
  const tree = phoneKeys ? undefined : parseQuery(text);
  const places = query.location ? placesOf(query.location) : [];
  const filters = filtersOf(query, places, phoneKeys);
  const { include, exclude } = tree ? splitTopLevel(tree) : {};
  const limit = options.limit ?? query.pageSize;
  const offset = options.offset ?? (query.page - 1) * query.pageSize;

  // Two steps: which rows (their `seq` only, sorted and cut to the page), then those rows' columns.
  // Sorting whole rows would carry every match's resume text through the sort (at 100,000
  // candidates, a common word matches thousands); a text search without filters is answered by the
  // full-text index alone, without reading a talent row at all (SQLite).
  let from: Fragment;
  let seq: Fragment = sql`t.seq`;
  let rank: Fragment | undefined;
  const where: Fragment[] = [...filters];
  if (dialect === 'sqlite') {
    if (include && filters.length === 0 && query.sort !== 'recent') {
      from = sql`talent_search`;
      seq = sql`talent_search.rowid`;
      where.push(sql`talent_search match ${toFts5(include)}`);
      rank = sql`bm25(talent_search, 10.0, 4.0, 8.0, 6.0, 2.0, 1.0)`;
    } else if (include && query.sort === 'recent') {
      // Newest first: the activity index read from its end, each entry checked against the matches,
      // until the page is full (SQLite would otherwise read every match's row to sort them).
      from = sql`talent t indexed by talent_activity`;
      where.push(sql`t.seq in (select rowid from talent_search where talent_search match ${toFts5(include)})`);
    } else if (include) {
      // With filters: the rows the filters keep (by their indexes where they have one) as a set, and
      // each full-text match checked against it, so only the survivors are ranked.
      from = sql`talent_search`;
      seq = sql`talent_search.rowid`;
      where.length = 0;
      where.push(
        sql`talent_search match ${toFts5(include)}`,
        sql`+talent_search.rowid in (select t.seq from talent t where ${sql.join(filters, sql` and `)})`,
      );
      rank = sql`bm25(talent_search, 10.0, 4.0, 8.0, 6.0, 2.0, 1.0)`;
    } else {
      // Filters alone, newest first: the same index from its end, unless a phone's index finds the few rows at once.
      from = phoneKeys ? sql`talent t` : sql`talent t indexed by talent_activity`;
    }
    if (exclude)
      where.push(sql`${seq} not in (select rowid from talent_search where talent_search match ${toFts5(exclude)})`);
  } else {
    from = sql`talent t`;
    if (include) {
      where.push(sql`t.search @@ to_tsquery('english', ${toTsquery(include)})`);
      // ts_rank is higher for better matches; the order below is ascending, as bm25's is.
      rank = sql`-ts_rank(t.search, to_tsquery('english', ${toTsquery(include)}))`;
    }
    if (exclude) where.push(sql`not (t.search @@ to_tsquery('english', ${toTsquery(exclude)}))`);
  }
  const condition = where.length ? sql.join(where, sql` and `) : sql`1 = 1`;
  // A text search without filters is counted in the full-text index alone (SQLite), without a row read.
  const ftsOnly = dialect === 'sqlite' && include && filters.length === 0;
  // Counting reads every match anyway: from the table as the planner likes it, not along an index chosen for the order.
  const countFrom = ftsOnly ? sql`talent_search` : dialect === 'sqlite' && !include ? sql`talent t` : from;
  const countCondition =
    ftsOnly && include
      ? sql.join(
          [
            sql`talent_search match ${toFts5(include)}`,
            ...(exclude
              ? [sql`rowid not in (select rowid from talent_search where talent_search match ${toFts5(exclude)})`]
              : []),
          ],
          sql` and `,
        )
      : condition;
  const order = query.sort === 'recent' || !rank ? sql`t.last_activity_at desc, t.seq desc` : sql`${rank}, ${seq} desc`;

  const [page, count] = await Promise.all([
    sql<{
      seq: number;
    }>`select ${seq} as seq from ${from} where ${condition} order by ${order} limit ${limit} offset ${offset}`.execute(
      db,
    ),
    options.count === false
      ? Promise.resolve(undefined)
      : sql<{ count: string | number }>`select count(*) as count from ${countFrom} where ${countCondition}`.execute(db),
  ]);
  const seqs = page.rows.map((row) => Number(row.seq));
  const found = seqs.length
    ? (await sql<TalentRow>`select ${COLUMNS} from talent t where t.seq in (${sql.join(seqs)})`.execute(db)).rows
    : [];
  const bySeq = new Map(found.map((row) => [Number(row.seq), row]));
  const rows = { rows: seqs.map((n) => bySeq.get(n)).filter((row): row is TalentRow => row !== undefined) };
  return {
    rows: rows.rows,
    total: Number(count?.rows[0]?.count ?? rows.rows.length),
    tree,
    phone: phoneKeys ? (phoneKeys.find((key) => key.startsWith('+')) ?? null) : null,
    locationReadAs: places.length > 0 ? describePlaces(places) : null,
  };
}

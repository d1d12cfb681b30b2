/**
 * The openings board searches on the server, and an application remembers where the candidate came from.
 *
 * Search: SQLite indexes the four searched fields (title, location, position type, work mode) in an
 * FTS5 table kept in step with `openings` by triggers; PostgreSQL in a GIN index over a `simple`
 * (no stemming, no stop words) tsvector of the same fields. Both see the same words: letters and
 * digits, lower-cased, everything else a separator, accents kept, so a query finds the same openings
 * on either database.
 *
 * Attribution: nullable `utm_*`, `referrer` and `landing_page` on `candidates` (first touch, as the
 * browser kept it until the application was sent).
 */
import { type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from '../database';

/**
 * The PostgreSQL document an opening is searched by. The repository's query repeats this exact
 * expression so the planner uses the index.
 */
export const POSTGRES_SEARCH_DOCUMENT = sql`to_tsvector('simple'::regconfig, regexp_replace(lower(title || ' ' || location || ' ' || position_type || ' ' || work_location_preference), '[^[:alnum:]]+', ' ', 'g'))`;

export const ATTRIBUTION_COLUMNS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'referrer',
  'landing_page',
] as const;

const FTS_COLUMNS = 'title, location, position_type, work_location_preference';

export const careersSearch = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    for (const column of ATTRIBUTION_COLUMNS) {
      await db.schema.alterTable('candidates').addColumn(column, 'text').execute();
    }
    if (dialect === 'postgres') {
      await sql`create index openings_search on openings using gin (${POSTGRES_SEARCH_DOCUMENT})`.execute(db);
    } else {
      await sql
        .raw(
          `create virtual table openings_search using fts5(${FTS_COLUMNS}, content='openings', content_rowid='req_id', tokenize='unicode61 remove_diacritics 0')`,
        )
        .execute(db);
      await sql.raw(`insert into openings_search(openings_search) values('rebuild')`).execute(db);
      const values = (row: 'new' | 'old') =>
        `${row}.req_id, ${row}.title, ${row}.location, ${row}.position_type, ${row}.work_location_preference`;
      const remove = `insert into openings_search(openings_search, rowid, ${FTS_COLUMNS}) values('delete', ${values('old')});`;
      const add = `insert into openings_search(rowid, ${FTS_COLUMNS}) values(${values('new')});`;
      await sql.raw(`create trigger openings_search_insert after insert on openings begin ${add} end`).execute(db);
      await sql.raw(`create trigger openings_search_delete after delete on openings begin ${remove} end`).execute(db);
      await sql
        .raw(`create trigger openings_search_update after update on openings begin ${remove} ${add} end`)
        .execute(db);
    }
    await db.schema.createIndex('openings_posted_date').on('openings').column('posted_date').execute();
    // The board's counts group every matching opening by these three: a covering index answers them.
    await db.schema
      .createIndex('openings_facets')
      .on('openings')
      .columns(['country_uuid', 'position_type', 'work_location_preference'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('openings_facets').ifExists().execute();
    await db.schema.dropIndex('openings_posted_date').ifExists().execute();
    if (dialect === 'postgres') {
      await sql`drop index if exists openings_search`.execute(db);
    } else {
      for (const trigger of ['openings_search_insert', 'openings_search_delete', 'openings_search_update']) {
        await sql.raw(`drop trigger if exists ${trigger}`).execute(db);
      }
      await sql.raw('drop table if exists openings_search').execute(db);
    }
    for (const column of [...ATTRIBUTION_COLUMNS].reverse()) {
      await db.schema.alterTable('candidates').dropColumn(column).execute();
    }
  },
});

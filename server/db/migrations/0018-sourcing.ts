/**
 * Sourcing: the talent database (server/talent/).
 * - `talent`: one searchable record per person (`people.id`), for applicants and for candidates the
 *   recruiters add themselves: the fields a staffing desk filters on (location in parts, phone as
 *   E.164 beside the raw one, skills, years, work authorisation, availability, expected pay, source,
 *   owner), the resume's text (extracted once, kept), last activity. `skills` and `tags` are stored
 *   as `|A|B|` so a filter matches one whole entry.
 * - Full text: SQLite indexes name, headline, skills, tags, location and resume text in an FTS5
 *   table (porter tokenizer) kept in step by triggers; PostgreSQL in a GIN index over a stored
 *   `tsvector` (english configuration, which stems alike), weighted name and skills first.
 * - `talent_tag_names` (the shared list to pick from), `talent_pools` and `talent_pool_members` (each
 *   membership with when and by whom it began and ended), `talent_saved_searches` (with when each was
 *   last run), `talent_history` (availability and work authorisation changes), `talent_uploads`
 *   (a dropped resume, its text and what was read from it, until the recruiter confirms).
 */
import { type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from '../database';

const FTS_COLUMNS = 'name, headline, skills, tags, location, resume_text';

export const POSTGRES_TALENT_DOCUMENT = `setweight(to_tsvector('english'::regconfig, name || ' ' || skills || ' ' || tags), 'A') || setweight(to_tsvector('english'::regconfig, headline || ' ' || location), 'B') || setweight(to_tsvector('english'::regconfig, resume_text), 'C')`;

export const sourcing = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('talent')
      .addColumn('seq', dialect === 'postgres' ? 'serial' : 'integer', (c) =>
        dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
      )
      .addColumn('person_id', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('phone_e164', 'text', (c) => c.notNull())
      .addColumn('location', 'text', (c) => c.notNull())
      .addColumn('city', 'text')
      .addColumn('state', 'text')
      .addColumn('country', 'text')
      .addColumn('linkedin', 'text')
      .addColumn('headline', 'text', (c) => c.notNull())
      .addColumn('skills', 'text', (c) => c.notNull())
      .addColumn('tags', 'text', (c) => c.notNull())
      .addColumn('years_experience', 'real')
      .addColumn('work_authorization', 'text')
      .addColumn('available_from', 'text')
      .addColumn('current_pay', 'text')
      .addColumn('expected_pay', 'real')
      .addColumn('pay_unit', 'text')
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('source_detail', 'text')
      .addColumn('owner_id', 'text')
      .addColumn('owner_name', 'text')
      .addColumn('resume_text', 'text', (c) => c.notNull())
      .addColumn('resume_key', 'text')
      .addColumn('resume_name', 'text')
      .addColumn('resume_type', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('last_activity_at', 'text', (c) => c.notNull())
      .addColumn('last_contacted_at', 'text')
      .execute();
    await db.schema.createIndex('talent_phone').on('talent').column('phone_e164').execute();
    await db.schema.createIndex('talent_email').on('talent').column('email').execute();
    await db.schema.createIndex('talent_activity').on('talent').column('last_activity_at').execute();
    await db.schema.createIndex('talent_region').on('talent').columns(['state', 'country']).execute();

    if (dialect === 'postgres') {
      await sql
        .raw(`alter table talent add column search tsvector generated always as (${POSTGRES_TALENT_DOCUMENT}) stored`)
        .execute(db);
      await sql`create index talent_search on talent using gin (search)`.execute(db);
    } else {
      await sql
        .raw(
          `create virtual table talent_search using fts5(${FTS_COLUMNS}, content='talent', content_rowid='seq', tokenize='porter unicode61 remove_diacritics 2')`,
        )
        .execute(db);
      const values = (row: 'new' | 'old') =>
        [`${row}.seq`, ...FTS_COLUMNS.split(', ').map((column) => `${row}.${column}`)].join(', ');
      const remove = `insert into talent_search(talent_search, rowid, ${FTS_COLUMNS}) values('delete', ${values('old')});`;
      const add = `insert into talent_search(rowid, ${FTS_COLUMNS}) values(${values('new')});`;
      await sql.raw(`create trigger talent_search_insert after insert on talent begin ${add} end`).execute(db);
      await sql.raw(`create trigger talent_search_delete after delete on talent begin ${remove} end`).execute(db);
      await sql
        .raw(`create trigger talent_search_update after update of ${FTS_COLUMNS} on talent begin ${remove} ${add} end`)
        .execute(db);
    }

    await db.schema
      .createTable('talent_tag_names')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('talent_pools')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull().unique())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('talent_pool_members')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('pool_id', 'text', (c) => c.notNull())
      .addColumn('person_id', 'text', (c) => c.notNull())
      .addColumn('added_at', 'text', (c) => c.notNull())
      .addColumn('added_by', 'text', (c) => c.notNull())
      .addColumn('removed_at', 'text')
      .addColumn('removed_by', 'text')
      .execute();
    await db.schema
      .createIndex('talent_pool_members_pool')
      .on('talent_pool_members')
      .columns(['pool_id', 'person_id'])
      .execute();
    await db.schema.createIndex('talent_pool_members_person').on('talent_pool_members').column('person_id').execute();
    await db.schema
      .createTable('talent_saved_searches')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('staff_id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('query', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('last_run_at', 'text')
      .execute();
    await db.schema.createIndex('talent_saved_searches_staff').on('talent_saved_searches').column('staff_id').execute();
    await db.schema
      .createTable('talent_history')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('person_id', 'text', (c) => c.notNull())
      .addColumn('field', 'text', (c) => c.notNull())
      .addColumn('from_value', 'text')
      .addColumn('to_value', 'text')
      .addColumn('by_id', 'text', (c) => c.notNull())
      .addColumn('by_name', 'text', (c) => c.notNull())
      .addColumn('at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('talent_history_person').on('talent_history').column('person_id').execute();
    await db.schema
      .createTable('talent_uploads')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('storage_key', 'text', (c) => c.notNull())
      .addColumn('file_name', 'text', (c) => c.notNull())
      .addColumn('file_type', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of [
      'talent_uploads',
      'talent_history',
      'talent_saved_searches',
      'talent_pool_members',
      'talent_pools',
      'talent_tag_names',
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
    if (dialect === 'sqlite') {
      for (const trigger of ['talent_search_insert', 'talent_search_delete', 'talent_search_update']) {
        await sql.raw(`drop trigger if exists ${trigger}`).execute(db);
      }
      await sql.raw('drop table if exists talent_search').execute(db);
    }
    await db.schema.dropTable('talent').ifExists().execute();
  },
});

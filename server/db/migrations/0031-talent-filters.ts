/**
 * SQLite: the talent search's filter columns in a narrow table of their own, `talent_filters`, one
 * row per talent row (same `seq`), kept in step by triggers. A talent row carries its resume's text
 * in the middle, and most of each row spills into overflow pages: filtering or counting 15,000
 * rows ("Maharashtra, 5+ years") read into every one of those resumes. The narrow rows hold only
 * what the filters read (location parts, skills and tags lists, years, work authorisation,
 * availability, pay, source, last activity, the person for pool membership) and are indexed for the
 * orders the search reads them in.
 *
 * PostgreSQL keeps long values out of line (TOAST), but only once a row passes ~2 KB: a resume's
 * text compressed below that stayed in the row, and the table's rows took 178 MB at 100,000
 * candidates. A text search reads the heap row of every match it considers (a common word: 17,000
 * rows, nearly every page). With `toast_tuple_target = 512` the resume text and the search vector
 * go out of line and the filter columns stay: the heap is 47 MB and those reads a quarter as many.
 * Rows written before this migration keep their layout until rewritten (`VACUUM FULL talent`).
 */
import { type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from '../database';

export const TALENT_FILTER_COLUMNS = [
  'person_id',
  'phone_e164',
  'city',
  'state',
  'country',
  'skills',
  'tags',
  'years_experience',
  'work_authorization',
  'available_from',
  'expected_pay',
  'pay_unit',
  'source',
  'last_activity_at',
] as const;

const columns = TALENT_FILTER_COLUMNS.join(', ');
const values = (row: 'new' | 'talent') => TALENT_FILTER_COLUMNS.map((column) => `${row}.${column}`).join(', ');

/** Fills `talent_filters` from `talent` again (after a bulk load that set the triggers aside). */
export const refillTalentFilters = async (db: Kysely<unknown>) => {
  await sql.raw('delete from talent_filters').execute(db);
  await sql.raw(`insert into talent_filters (seq, ${columns}) select seq, ${values('talent')} from talent`).execute(db);
};

export const talentFilters = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    if (dialect === 'postgres') {
      await sql`alter table talent set (toast_tuple_target = 512)`.execute(db);
      return;
    }
    await db.schema
      .createTable('talent_filters')
      .addColumn('seq', 'integer', (c) => c.primaryKey())
      .addColumn('person_id', 'text', (c) => c.notNull())
      .addColumn('phone_e164', 'text', (c) => c.notNull())
      .addColumn('city', 'text')
      .addColumn('state', 'text')
      .addColumn('country', 'text')
      .addColumn('skills', 'text', (c) => c.notNull())
      .addColumn('tags', 'text', (c) => c.notNull())
      .addColumn('years_experience', 'real')
      .addColumn('work_authorization', 'text')
      .addColumn('available_from', 'text')
      .addColumn('expected_pay', 'real')
      .addColumn('pay_unit', 'text')
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('last_activity_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('talent_filters_activity').on('talent_filters').column('last_activity_at').execute();
    await db.schema.createIndex('talent_filters_region').on('talent_filters').columns(['state', 'country']).execute();
    await sql
      .raw(
        `create trigger talent_filters_insert after insert on talent begin insert into talent_filters (seq, ${columns}) values (new.seq, ${values('new')}); end`,
      )
      .execute(db);
    await sql
      .raw(
        'create trigger talent_filters_delete after delete on talent begin delete from talent_filters where seq = old.seq; end',
      )
      .execute(db);
    await sql
      .raw(
        `create trigger talent_filters_update after update of ${columns} on talent begin update talent_filters set ${TALENT_FILTER_COLUMNS.map((column) => `${column} = new.${column}`).join(', ')} where seq = new.seq; end`,
      )
      .execute(db);
    await refillTalentFilters(db);
  },
  async down(db: Kysely<unknown>) {
    if (dialect === 'postgres') {
      await sql`alter table talent reset (toast_tuple_target)`.execute(db);
      return;
    }
    for (const trigger of ['talent_filters_insert', 'talent_filters_delete', 'talent_filters_update']) {
      await sql.raw(`drop trigger if exists ${trigger}`).execute(db);
    }
    await db.schema.dropTable('talent_filters').ifExists().execute();
  },
});

/**
 * Each stretch of `report_step_spans` (migration 0030) keeps its length and what the report's cohort
 * is chosen by, so the time report reads a range's stretches by an index range scan and ranks numbers
 * instead of joining every stretch to the range's arrivals and parsing two timestamps per stretch:
 * - `ms`: the stretch's length in whole milliseconds, `to_at` less `from_at` as the time report took
 *   it from the two timestamps on every call (rounded as Date.parse gives them);
 * - `arrived_at` and `requirement_uuid`: when its application arrived and on which requirement (read
 *   from `candidates`, as its `report_arrivals` row of 0032 copies them; not from that row, so these
 *   triggers do not depend on 0032's table), the range and the requirement filters (requirement,
 *   client, country, a recruiter's scope) of the report's cohort.
 * An index on (arrived_at, requirement_uuid, stage, ms, application_id) holds all the report reads,
 * so a range's stretches come from it alone. On SQLite it replaces 0037's index of whole stretches.
 *
 * Triggers keep the columns in the same statement, so the same transaction, as the write that moves
 * them: a stretch written or rewritten (0030's triggers rewrite an application's stretches on each
 * change to its moves) takes its length and its arrival (on PostgreSQL before the row is stored, on
 * SQLite by an update of the row just written); an application whose arrival time or requirement
 * changes passes them to its stretches. The migration fills the columns for the stretches there
 * are; its down drops the index, the triggers and the columns (and, on SQLite, puts 0037's index back).
 */
import { type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from '../database';
import { createRowTriggers, dropRowTriggers, type RowTrigger } from '../row-triggers';

/** The length in ms of a stretch from `from` to `to` (ISO timestamps), as the time report took it. */
export const lengthMs = (dialect: Dialect, from: string, to: string) =>
  dialect === 'sqlite'
    ? `cast(round((julianday(${to}) - julianday(${from})) * 86400000) as integer)`
    : `round((extract(epoch from cast(${to} as timestamptz)) - extract(epoch from cast(${from} as timestamptz))) * 1000)::bigint`;

/** A column of the application `application` (what its `report_arrivals` row copies). */
const arrivalOf = (application: string, column: 'created_at' | 'requirement_uuid') =>
  `(select c.${column} from candidates c where c.uuid = ${application})`;

/** An application's arrival time and requirement passed to its stretches (those that differ). */
const passArrival = `update report_step_spans set arrived_at = NEW.created_at, requirement_uuid = NEW.requirement_uuid
  where application_id = NEW.uuid and (arrived_at is null or arrived_at <> NEW.created_at
    or requirement_uuid is null or requirement_uuid <> NEW.requirement_uuid)`;

const ARRIVAL_TRIGGERS: RowTrigger[] = [
  {
    name: 'report_stretch_arrival_changed',
    table: 'candidates',
    event: 'update',
    when: 'OLD.created_at <> NEW.created_at or OLD.requirement_uuid <> NEW.requirement_uuid',
    statements: [passArrival],
  },
];

/** SQLite: the row just written or moved takes its length and arrival. */
const SQLITE_STRETCH_TRIGGERS: RowTrigger[] = (['insert', 'update'] as const).map((event) => ({
  name: `report_stretch_measured_${event}`,
  table: 'report_step_spans',
  event: event === 'insert' ? 'insert' : 'update of application_id, from_at, to_at',
  when: 'true',
  statements: [
    `update report_step_spans set ms = ${lengthMs('sqlite', 'NEW.from_at', 'NEW.to_at')},
       arrived_at = ${arrivalOf('NEW.application_id', 'created_at')},
       requirement_uuid = ${arrivalOf('NEW.application_id', 'requirement_uuid')}
     where application_id = NEW.application_id and seq = NEW.seq`,
  ],
}));

/** PostgreSQL: a row about to be stored takes its length and arrival (no second write of it). */
const PG_STRETCH_TRIGGER = 'report_stretch_measured';

async function createTriggers(db: Kysely<unknown>, dialect: Dialect) {
  await createRowTriggers(db, dialect, ARRIVAL_TRIGGERS);
  if (dialect === 'sqlite') {
    await createRowTriggers(db, dialect, SQLITE_STRETCH_TRIGGERS);
    return;
  }
  await sql
    .raw(
      `create function ${PG_STRETCH_TRIGGER}() returns trigger language plpgsql as $body$
       begin
         NEW.ms := ${lengthMs('postgres', 'NEW.from_at', 'NEW.to_at')};
         NEW.arrived_at := ${arrivalOf('NEW.application_id', 'created_at')};
         NEW.requirement_uuid := ${arrivalOf('NEW.application_id', 'requirement_uuid')};
         return NEW;
       end $body$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger ${PG_STRETCH_TRIGGER} before insert or update of application_id, from_at, to_at
       on report_step_spans for each row execute function ${PG_STRETCH_TRIGGER}()`,
    )
    .execute(db);
}

/** Drops the triggers (the migration's down; a bulk load, which then calls `backfill`). */
async function dropTriggers(db: Kysely<unknown>, dialect: Dialect) {
  await dropRowTriggers(db, dialect, ARRIVAL_TRIGGERS);
  if (dialect === 'sqlite') {
    await dropRowTriggers(db, dialect, SQLITE_STRETCH_TRIGGERS);
    return;
  }
  await sql.raw(`drop trigger if exists ${PG_STRETCH_TRIGGER} on report_step_spans`).execute(db);
  await sql.raw(`drop function if exists ${PG_STRETCH_TRIGGER}()`).execute(db);
}

export { createTriggers, dropTriggers };

/**
 * Fills the columns of every stretch from its timestamps and its application: the migration's up, and
 * a bulk load written with the triggers dropped.
 */
export async function backfill(db: Kysely<unknown>, dialect: Dialect) {
  if (dialect === 'sqlite') {
    await sql
      .raw(
        `update report_step_spans set ms = ${lengthMs(dialect, 'from_at', 'to_at')},
           arrived_at = ${arrivalOf('report_step_spans.application_id', 'created_at')},
           requirement_uuid = ${arrivalOf('report_step_spans.application_id', 'requirement_uuid')}`,
      )
      .execute(db);
    return;
  }
  await sql
    .raw(
      `update report_step_spans s set ms = ${lengthMs(dialect, 's.from_at', 's.to_at')}, arrived_at = c.created_at,
         requirement_uuid = c.requirement_uuid
       from candidates c where c.uuid = s.application_id`,
    )
    .execute(db);
  // A stretch with no application (none should be) still gets its length.
  await sql
    .raw(`update report_step_spans set ms = ${lengthMs(dialect, 'from_at', 'to_at')} where ms is null`)
    .execute(db);
}

const INDEX = 'report_step_spans_arrived';
/** 0037's index of whole stretches (SQLite only), which this one replaces. */
const OLD_INDEX = 'report_step_spans_times';

export const reportStretchLengths = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('report_step_spans')
      .addColumn('ms', dialect === 'sqlite' ? 'integer' : 'bigint')
      .execute();
    await db.schema.alterTable('report_step_spans').addColumn('arrived_at', 'text').execute();
    await db.schema.alterTable('report_step_spans').addColumn('requirement_uuid', 'text').execute();
    await backfill(db, dialect);
    await db.schema
      .createIndex(INDEX)
      .on('report_step_spans')
      .columns(['arrived_at', 'requirement_uuid', 'stage', 'ms', 'application_id'])
      .execute();
    if (dialect === 'sqlite') await db.schema.dropIndex(OLD_INDEX).execute();
    await createTriggers(db, dialect);
  },
  async down(db: Kysely<unknown>) {
    await dropTriggers(db, dialect);
    await db.schema.dropIndex(INDEX).execute();
    if (dialect === 'sqlite') {
      await db.schema
        .createIndex(OLD_INDEX)
        .on('report_step_spans')
        .columns(['application_id', 'stage', 'from_at', 'to_at'])
        .execute();
    }
    await db.schema.alterTable('report_step_spans').dropColumn('requirement_uuid').execute();
    await db.schema.alterTable('report_step_spans').dropColumn('arrived_at').execute();
    await db.schema.alterTable('report_step_spans').dropColumn('ms').execute();
  },
});

import { type Kysely, sql } from 'kysely';
import type { Dialect } from './database';

/**
 * A row trigger written once for both databases: after `event` on `table`, for each row where `when`
 * holds, run `statements` (SQL that may read NEW / OLD). SQLite takes the statements in the trigger's
 * body; PostgreSQL in a plpgsql function of the trigger's name.
 */
export type RowTrigger = { name: string; table: string; event: string; when: string; statements: string[] };

export async function createRowTriggers(db: Kysely<unknown>, dialect: Dialect, triggers: readonly RowTrigger[]) {
  for (const trigger of triggers) {
    const body = trigger.statements.map((statement) => `${statement};`).join('\n');
    if (dialect === 'sqlite') {
      await sql
        .raw(
          `create trigger ${trigger.name} after ${trigger.event} on ${trigger.table} for each row when ${trigger.when}
           begin ${body} end`,
        )
        .execute(db);
    } else {
      await sql
        .raw(
          `create function ${trigger.name}() returns trigger language plpgsql as $body$
           begin ${body} return null; end $body$`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger ${trigger.name} after ${trigger.event} on ${trigger.table} for each row
           when (${trigger.when}) execute function ${trigger.name}()`,
        )
        .execute(db);
    }
  }
}

/** Drops what `createRowTriggers` made (a migration's down; a bulk load that fills the tables after). */
export async function dropRowTriggers(db: Kysely<unknown>, dialect: Dialect, triggers: readonly RowTrigger[]) {
  for (const trigger of triggers) {
    await sql
      .raw(`drop trigger if exists ${trigger.name}${dialect === 'postgres' ? ` on ${trigger.table}` : ''}`)
      .execute(db);
    if (dialect === 'postgres') await sql.raw(`drop function if exists ${trigger.name}()`).execute(db);
  }
}

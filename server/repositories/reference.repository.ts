/**
 * Countries, states and recruiters: the pick-lists of the staffing API.
 */
import type { Country, Recruiter, State } from '#contracts/api/staffing/reference';
import type { Db } from '../db/database';

export function referenceRepository(db: Db) {
  return {
    async countries(): Promise<Country[]> {
      const rows = await db.selectFrom('countries').selectAll().orderBy('sort_order').orderBy('id').execute();
      return rows.map((row) => ({
        COUNTRY_UUID: row.uuid,
        COUNTRY_ID: row.id,
        COUNTRY_CODE: row.code,
        COUNTRY_NAME: row.name,
      }));
    },

    async states(): Promise<State[]> {
      const rows = await db.selectFrom('states').selectAll().orderBy('id').execute();
      return rows.map((row) => ({
        STATE_ID: row.id,
        STATE_UUID: row.uuid,
        STATE_NAME: row.name,
        COUNTRY_UUID: row.country_uuid,
      }));
    },

    async recruiters(): Promise<Recruiter[]> {
      const rows = await db.selectFrom('recruiters').selectAll().orderBy('id').execute();
      return rows.map((row) => ({ USERID: row.id, FIRSTNAME: row.first_name, LASTNAME: row.last_name }));
    },

    /** The countries as stored (uuid, id, code, name), for matching an operator's import by any of them. */
    async countryRows() {
      return db.selectFrom('countries').selectAll().orderBy('sort_order').orderBy('id').execute();
    },

    async countryExists(uuid: string) {
      return Boolean(await db.selectFrom('countries').select('uuid').where('uuid', '=', uuid).executeTakeFirst());
    },

    async stateExists(uuid: string) {
      return Boolean(await db.selectFrom('states').select('uuid').where('uuid', '=', uuid).executeTakeFirst());
    },
  };
}
export type ReferenceRepository = ReturnType<typeof referenceRepository>;

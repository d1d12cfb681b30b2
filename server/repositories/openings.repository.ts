/**
 * Openings (the staffing API's requirements).
 */
import type { Opening, OpeningDetail } from '#contracts/api/staffing/openings';
import type { Db } from '../db/database';
import type { OpeningsTable } from '../db/schema';

const toOpening = (row: OpeningsTable): Opening => ({
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
});

const toDetail = (row: OpeningsTable): OpeningDetail => ({
  ...toOpening(row),
  INTERNAL_JOB_DESCRIPTION: row.description_html,
  IS_MULTI_LOCATION_POSITION: row.is_multi_location === 1,
  INTVW_TYP: row.interview_type,
});

export function openingsRepository(db: Db) {
  return {
    /** Every opening, newest REQ_ID first (the list's default sort). */
    async list(): Promise<Opening[]> {
      const rows = await db.selectFrom('openings').selectAll().orderBy('req_id', 'desc').execute();
      return rows.map(toOpening);
    },

    async byReqId(reqId: number): Promise<OpeningDetail | undefined> {
      const row = await db.selectFrom('openings').selectAll().where('req_id', '=', reqId).executeTakeFirst();
      return row && toDetail(row);
    },

    async byUuid(uuid: string): Promise<OpeningDetail | undefined> {
      const row = await db.selectFrom('openings').selectAll().where('uuid', '=', uuid).executeTakeFirst();
      return row && toDetail(row);
    },

    async nextReqId(): Promise<number> {
      const row = await db
        .selectFrom('openings')
        .select((eb) => eb.fn.max('req_id').as('max'))
        .executeTakeFirst();
      return Number(row?.max ?? 1000) + 1;
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
      return rows.length;
    },
  };
}
export type OpeningsRepository = ReturnType<typeof openingsRepository>;

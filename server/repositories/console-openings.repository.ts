/**
 * Openings as the console sees them: every status, searched and paged on the server, with the
 * number of applications; and the console's writes. Writes go through server/admin/openings/
 * openings.service.ts, which also announces the change (caches, feeds).
 */
import { type Generated, sql } from 'kysely';
import type { Db } from '../db/database';
import type { OpeningsTable, RequirementColumns } from '../db/schema';
import { type RequirementScope, inScope } from '../admin/resource/requirement-scope';
import { containsPattern, lowerLike, offsetOf } from './search';

export type OpeningStatus = 'draft' | 'published' | 'closed';
/** The requirement's columns as stored (0016-staffing-desk). */
export type RequirementWrite = {
  [K in keyof RequirementColumns]: RequirementColumns[K] extends Generated<infer T> ? T : RequirementColumns[K];
};

export type ConsoleOpeningRow = OpeningsTable &
  RequirementWrite & {
    status: OpeningStatus;
    created_at: string | null;
    updated_at: string | null;
    updated_by: string | null;
    country_name: string | null;
    application_count: number;
  };

export type OpeningWrite = Omit<OpeningsTable, 'req_id' | 'uuid' | 'posted_date'>;

export function consoleOpeningsRepository(db: Db) {
  const selectOpenings = () =>
    db
      .selectFrom('openings')
      .leftJoin('countries', 'countries.uuid', 'openings.country_uuid')
      .selectAll('openings')
      .select('countries.name as country_name')
      .select((eb) =>
        eb
          .selectFrom('candidates')
          .select(sql<string>`count(*)`.as('n'))
          .whereRef('candidates.requirement_uuid', '=', 'openings.uuid')
          .as('application_count'),
      );

  const normalize = <T extends { application_count: unknown }>(row: T) => ({
    ...row,
    application_count: Number(row.application_count ?? 0),
  });

  return {
    async list(
      query: {
        page: number;
        pageSize: number;
        search?: string | undefined;
        status?: OpeningStatus | undefined;
      },
      scope: RequirementScope = null,
    ) {
      let base = db.selectFrom('openings');
      if (scope) base = base.where(inScope(scope));
      if (query.status) base = base.where('openings.status', '=', query.status);
      if (query.search) {
        const pattern = containsPattern(query.search);
        const reqId = /^\d{1,9}$/.test(query.search.trim()) ? Number(query.search.trim()) : undefined;
        base = base.where((eb) =>
          eb.or([
            lowerLike('openings.title', pattern),
            lowerLike('openings.location', pattern),
            ...(reqId === undefined ? [] : [eb('openings.req_id', '=', reqId)]),
          ]),
        );
      }
      const ids = await base
        .select('openings.req_id')
        .orderBy('openings.req_id', 'desc')
        .limit(query.pageSize)
        .offset(offsetOf(query.page, query.pageSize))
        .execute();
      const total = await base.select(sql<string>`count(*)`.as('count')).executeTakeFirst();
      const reqIds = ids.map((row) => row.req_id);
      const rows = reqIds.length
        ? await selectOpenings().where('openings.req_id', 'in', reqIds).orderBy('openings.req_id', 'desc').execute()
        : [];
      return { items: rows.map(normalize) as ConsoleOpeningRow[], total: Number(total?.count ?? 0) };
    },

    /** Applications per stage for these openings (by uuid): only the stages that have any. */
    async stageCounts(uuids: string[]) {
      if (!uuids.length) return [];
      const rows = await db
        .selectFrom('candidates')
        .select(['requirement_uuid', 'review_status', sql<string>`count(*)`.as('n')])
        .where('requirement_uuid', 'in', uuids)
        .groupBy(['requirement_uuid', 'review_status'])
        .execute();
      return rows.map((row) => ({ uuid: row.requirement_uuid, status: row.review_status, count: Number(row.n) }));
    },

    async countryExists(uuid: string) {
      return Boolean(await db.selectFrom('countries').select('uuid').where('uuid', '=', uuid).executeTakeFirst());
    },

    async byReqId(reqId: number): Promise<ConsoleOpeningRow | undefined> {
      const row = await selectOpenings().where('openings.req_id', '=', reqId).executeTakeFirst();
      return row && (normalize(row) as ConsoleOpeningRow);
    },

    /** Inserts with the next free REQ_ID; retried when a concurrent insert took the same number. */
    async insert(
      values: OpeningWrite &
        Partial<RequirementWrite> & {
          uuid: string;
          posted_date: string;
          status: OpeningStatus;
          created_at: string;
          updated_at: string;
          updated_by: string;
        },
    ): Promise<number> {
      for (let attempt = 0; ; attempt++) {
        try {
          return await db.transaction().execute(async (trx) => {
            const max = await trx
              .selectFrom('openings')
              .select((eb) => eb.fn.max('req_id').as('max'))
              .executeTakeFirst();
            const reqId = Number(max?.max ?? 1000) + 1;
            await trx
              .insertInto('openings')
              .values({ ...values, req_id: reqId })
              .execute();
            return reqId;
          });
        } catch (error) {
          if (attempt >= 4) throw error;
        }
      }
    },

    /** What is wrong with a requirement's client, contact or owner (null when nothing). */
    async requirementProblem(row: RequirementWrite): Promise<{ field: string; message: string } | null> {
      if (row.client_id) {
        const client = await db.selectFrom('clients').select('id').where('id', '=', row.client_id).executeTakeFirst();
        if (!client) return { field: 'requirement.clientId', message: 'no such client' };
      }
      if (row.contact_id) {
        const contact = await db
          .selectFrom('client_contacts')
          .select('client_id')
          .where('id', '=', row.contact_id)
          .executeTakeFirst();
        if (!contact || contact.client_id !== row.client_id) {
          return { field: 'requirement.contactId', message: 'is not a contact of this client' };
        }
      }
      if (row.owner_id) {
        const owner = await db.selectFrom('staff_users').select('id').where('id', '=', row.owner_id).executeTakeFirst();
        if (!owner) return { field: 'requirement.ownerId', message: 'no such staff member' };
      }
      return null;
    },

    /** The names a requirement shows: its client, its contact, its owner. */
    async requirementNames(row: { client_id: string | null; contact_id: string | null; owner_id: string | null }) {
      const [client, contact, owner] = await Promise.all([
        row.client_id
          ? db
              .selectFrom('clients')
              .select(['id', 'name', 'description'])
              .where('id', '=', row.client_id)
              .executeTakeFirst()
          : undefined,
        row.contact_id
          ? db.selectFrom('client_contacts').select(['id', 'name']).where('id', '=', row.contact_id).executeTakeFirst()
          : undefined,
        row.owner_id
          ? db.selectFrom('staff_users').select(['id', 'name']).where('id', '=', row.owner_id).executeTakeFirst()
          : undefined,
      ]);
      return { client: client ?? null, contact: contact ?? null, owner: owner ?? null };
    },

    async update(
      reqId: number,
      changes: Partial<OpeningWrite> &
        Partial<RequirementWrite> & {
          status?: OpeningStatus;
          posted_date?: string;
          updated_at: string;
          updated_by: string;
        },
    ) {
      const result = await db.updateTable('openings').set(changes).where('req_id', '=', reqId).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
export type ConsoleOpeningsRepository = ReturnType<typeof consoleOpeningsRepository>;

/**
 * The audit log: what staff viewed or changed, who, when and from where. Append-only: this module
 * has no update or delete, and no route offers one.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import type { AuditLogTable } from '../db/schema';
import { nowIso } from '../lib/clock';
import { sql } from 'kysely';
import { containsAny, countAll, offsetOf, withTotal } from './search';

/** The day after a yyyy-mm-dd day, as yyyy-mm-dd. */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export type AuditRecord = Omit<AuditLogTable, 'id' | 'at'>;

export function auditRepository(db: Db) {
  return {
    async append(entry: AuditRecord) {
      await db
        .insertInto('audit_log')
        .values({ id: randomUUID(), at: nowIso(), ...entry })
        .execute();
    },

    async list(query: {
      page: number;
      pageSize: number;
      search?: string | undefined;
      actorId?: string | undefined;
      action?: string | undefined;
      targetType?: string | undefined;
      targetId?: string | undefined;
      from?: string | undefined;
      to?: string | undefined;
    }) {
      let base = db.selectFrom('audit_log');
      if (query.actorId) base = base.where('actor_id', '=', query.actorId);
      if (query.action) base = base.where('action', '=', query.action);
      if (query.targetType) base = base.where('target_type', '=', query.targetType);
      if (query.targetId) base = base.where('target_id', '=', query.targetId);
      // `at` is an ISO moment in UTC: a day's entries sort between its date and the next day's.
      if (query.from) base = base.where('at', '>=', query.from);
      if (query.to) base = base.where('at', '<', dayAfter(query.to));
      if (query.search) base = base.where(containsAny(['actor_email', 'action', 'target_id', 'detail'], query.search));
      return withTotal(
        base
          .selectAll()
          .orderBy('at', 'desc')
          .orderBy('id')
          .limit(query.pageSize)
          .offset(offsetOf(query.page, query.pageSize))
          .execute(),
        base.select(countAll()).executeTakeFirst(),
      );
    },

    /** What the filters can choose from: the staff who acted, the actions and the kinds of record in the log. */
    async facets() {
      const [actors, actions, types] = await Promise.all([
        db
          .selectFrom('audit_log')
          .select(['actor_id', 'actor_email'])
          .where('actor_id', 'is not', null)
          .where('actor_email', 'is not', null)
          .groupBy(['actor_id', 'actor_email'])
          .orderBy('actor_email')
          .execute(),
        db.selectFrom('audit_log').select('action').groupBy('action').orderBy('action').execute(),
        db
          .selectFrom('audit_log')
          .select('target_type')
          .where('target_type', 'is not', null)
          .groupBy('target_type')
          .orderBy('target_type')
          .execute(),
      ]);
      return {
        actors: actors.flatMap((row) =>
          row.actor_id && row.actor_email ? [{ id: row.actor_id, email: row.actor_email }] : [],
        ),
        actions: actions.map((row) => row.action),
        targetTypes: types.flatMap((row) => (row.target_type ? [row.target_type] : [])),
      };
    },

    /**
     * What each record named in `targets` is called now, by "type:id": an applicant's or a candidate's
     * name, an opening's title, a staff member's name, a template's name. Records that are gone (erased)
     * or have no name are left out.
     */
    async labels(targets: ReadonlyArray<{ type: string | null; id: string | null }>) {
      const idsOf = (type: string) => [...new Set(targets.flatMap((t) => (t.type === type && t.id ? [t.id] : [])))];
      const named = async (
        type: string,
        find: (ids: string[]) => Promise<Array<{ id: string | number; label: string }>>,
      ) => {
        const ids = idsOf(type);
        return ids.length ? (await find(ids)).map((row) => [`${type}:${row.id}`, row.label] as const) : [];
      };
      const openingIds = idsOf('opening').flatMap((id) => (/^\d{1,9}$/.test(id) ? [Number(id)] : []));
      const found = await Promise.all([
        named('application', (ids) =>
          db.selectFrom('candidates').select(['uuid as id', 'name as label']).where('uuid', 'in', ids).execute(),
        ),
        named('candidate', (ids) =>
          db.selectFrom('people').select(['id', 'name as label']).where('id', 'in', ids).execute(),
        ),
        named('internship', (ids) =>
          db
            .selectFrom('internship_applications')
            .select(['id', sql<string>`first_name || ' ' || last_name`.as('label')])
            .where('id', 'in', ids)
            .execute(),
        ),
        named('contact-message', (ids) =>
          db.selectFrom('contact_messages').select(['id', 'name as label']).where('id', 'in', ids).execute(),
        ),
        named('client-request', (ids) =>
          db.selectFrom('client_requests').select(['id', 'company as label']).where('id', 'in', ids).execute(),
        ),
        named('user', (ids) =>
          db.selectFrom('staff_users').select(['id', 'name as label']).where('id', 'in', ids).execute(),
        ),
        named('mail-template', (ids) =>
          db.selectFrom('mail_templates').select(['id', 'name as label']).where('id', 'in', ids).execute(),
        ),
        openingIds.length
          ? db
              .selectFrom('openings')
              .select(['req_id', 'title'])
              .where('req_id', 'in', openingIds)
              .execute()
              .then((rows) => rows.map((row) => [`opening:${row.req_id}`, row.title] as const))
          : [],
      ]);
      return new Map<string, string>(found.flat());
    },
  };
}
export type AuditRepository = ReturnType<typeof auditRepository>;

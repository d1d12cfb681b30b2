/**
 * The audit log: what staff viewed or changed, who, when and from where. Append-only: this module
 * has no update or delete, and no route offers one.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import type { AuditLogTable } from '../db/schema';
import { nowIso } from '../lib/clock';
import { containsAny, countAll, offsetOf, withTotal } from './search';

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
    }) {
      let base = db.selectFrom('audit_log');
      if (query.actorId) base = base.where('actor_id', '=', query.actorId);
      if (query.action) base = base.where('action', '=', query.action);
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
  };
}
export type AuditRepository = ReturnType<typeof auditRepository>;

/**
 * What the console's routes work with, built once per app: repositories, sessions, the audit log
 * writer and the openings service.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { auditBuffer } from '../repositories/audit-buffer';
import { type AuditRecord, auditRepository } from '../repositories/audit.repository';
import { consoleApplicationsRepository } from '../repositories/console-applications.repository';
import { consoleOpeningsRepository } from '../repositories/console-openings.repository';
import { peopleRepository } from '../repositories/people.repository';
import { ratingsRepository } from '../repositories/ratings.repository';
import { reasonsRepository } from '../repositories/reasons.repository';
import { reviewsRepository } from '../repositories/reviews.repository';
import { staffRepository } from '../repositories/staff.repository';
import { ClientError } from '../plugins/error-handler';
import { openingsService } from './openings/openings.service';
import { type StaffSession, sessions } from './session';

export function consoleContext(app: FastifyInstance) {
  const staff = staffRepository(app.db);
  const auditRows = auditRepository(app.db);
  const readRows = auditBuffer(app.db, (error) => app.log.error({ err: error }, 'audit rows of reads not written'));
  // The log as read by the console: the rows of reads still waiting are written first.
  const auditLog: typeof auditRows = {
    ...auditRows,
    async list(query) {
      await readRows.flush();
      return auditRows.list(query);
    },
    async facets() {
      await readRows.flush();
      return auditRows.facets();
    },
  };
  const entryOf = (
    request: FastifyRequest,
    action: string,
    target?: { type: string; id: string | number } | null,
    detail?: Record<string, unknown> | string | null,
    actor?: { id: string | null; email: string | null },
  ): AuditRecord => {
    const who = actor ?? { id: request.staff?.user.id ?? null, email: request.staff?.user.email ?? null };
    return {
      actor_id: who.id,
      actor_email: who.email,
      action,
      target_type: target?.type ?? null,
      target_id: target ? String(target.id) : null,
      detail: detail == null ? null : typeof detail === 'string' ? detail : JSON.stringify(detail),
      ip: request.ip,
      user_agent: request.headers['user-agent']?.slice(0, 300) ?? null,
    };
  };
  const openingsRepo = consoleOpeningsRepository(app.db);
  return {
    app,
    config: app.config,
    staff,
    auditLog,
    reviews: reviewsRepository(app.db),
    reasons: reasonsRepository(app.db),
    ratings: ratingsRepository(app.db),
    internshipRatings: ratingsRepository(app.db, 'internship'),
    applications: consoleApplicationsRepository(app.db),
    people: peopleRepository(app.db),
    internships: app.repos.internships,
    contactMessages: app.repos.contactMessages,
    openingsRepo,
    openings: openingsService(openingsRepo, app.openingsChanged),
    sessions: sessions(app.config, staff),

    /** Writes an audit row for the request's staff member (or `actor` for sign-in events). */
    async audit(
      request: FastifyRequest,
      action: string,
      target?: { type: string; id: string | number } | null,
      detail?: Record<string, unknown> | string | null,
      actor?: { id: string | null; email: string | null },
    ) {
      await auditRows.append(entryOf(request, action, target, detail, actor));
    },

    /**
     * The audit row of a read that changes nothing (a search): kept and written with others in one
     * transaction a moment later (../repositories/audit-buffer.ts), not committed on the request's path.
     */
    auditRead(
      request: FastifyRequest,
      action: string,
      target?: { type: string; id: string | number } | null,
      detail?: Record<string, unknown> | string | null,
    ) {
      readRows.add(entryOf(request, action, target, detail));
    },

    /** Writes the rows of reads still waiting (the app's close hook; a reader of the log). */
    flushAudit: () => readRows.flush(),
  };
}
export type ConsoleContext = ReturnType<typeof consoleContext>;

/** The signed-in staff member of a route that requires a session (set by the access check). */
export function staffOf(request: FastifyRequest): StaffSession {
  if (!request.staff) throw new ClientError(401, 'Sign in to continue.');
  return request.staff;
}

/** The reviewer stamp for history entries. */
export const reviewerOf = (request: FastifyRequest) => {
  const { user } = staffOf(request);
  return { id: user.id, name: user.name };
};

/**
 * Privacy (admins only): export everything held about an e-mail address; erase it (the same erase as
 * the CLI's, after the admin types the confirmation); and the audit log, read-only. The audit row of
 * an erasure names the person only by a hash of the address, and the erasure replaces the address
 * wherever earlier rows name it (staff searches; ./scrub-audit.ts), so the log keeps no personal
 * data the erasure removed. The audit log is served from its declaration (contracts/admin/privacy.ts).
 */
import { createHash } from 'node:crypto';
import { talentRecords } from '../../talent/talent-erasure';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AuditFacets,
  EraseRequest,
  ErasureReport,
  PersonExport,
  PersonQuery,
  auditResource,
  erasureConfirmation,
} from '#contracts/admin/privacy';
import { erasePerson } from '../../services/erase-person';
import { nowIso } from '../../lib/clock';
import { ClientError } from '../../plugins/error-handler';
import { personRecordsRepository } from '../../repositories/person-records.repository';
import { ADMIN } from '../access';
import type { ConsoleContext } from '../context';
import { consoleRoute } from '../resource/console-route';
import { serveResource } from '../resource/serve-resource';

const personRef = (email: string) =>
  `sha256:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 16)}`;

export const privacyRoutes: FastifyPluginAsyncZod<{ ctx: ConsoleContext }> = async (app, { ctx }) => {
  const records = personRecordsRepository(ctx.app.db);

  app.post('/privacy/export', consoleRoute(ADMIN, { body: PersonQuery }, PersonExport), async (request) => {
    const data = await records.exportByEmail(request.body.email);
    const talent = await talentRecords(ctx.app.db, request.body.email);
    await ctx.audit(request, 'privacy.export', { type: 'person', id: personRef(request.body.email) });
    return { ...data, talent, exportedAt: nowIso() } as PersonExport;
  });

  app.post('/privacy/erase', consoleRoute(ADMIN, { body: EraseRequest }, ErasureReport), async (request) => {
    const { email, confirmation } = request.body;
    if (confirmation.trim().toLowerCase() !== erasureConfirmation(email)) {
      throw new ClientError(400, `confirmation: type "${erasureConfirmation(email)}" to confirm`, 'confirmation');
    }
    const report = await erasePerson(ctx.app.db, ctx.app.storage, email, { emlDir: ctx.config.mail.emlDir });
    const result = {
      candidates: report.candidates,
      attachments: report.attachments,
      internshipApplications: report.internshipApplications,
      contactMessages: report.contactMessages,
      clientRequests: report.clientRequests,
      clientContacts: report.clientContacts,
      deskMentions: report.deskMentions,
      mails: report.mails,
      files: report.storageKeys.length,
    };
    await ctx.audit(request, 'privacy.erase', { type: 'person', id: personRef(email) }, result);
    return result;
  });

  // A path of its own: Fastify matches it before the log's /audit/:id.
  app.get('/audit/facets', consoleRoute(ADMIN, {}, AuditFacets), async () => ctx.auditLog.facets());

  serveResource(app, ctx, auditResource, {
    list: async (query) => {
      const { items, total } = await ctx.auditLog.list(query);
      const labels = await ctx.auditLog.labels(items.map((row) => ({ type: row.target_type, id: row.target_id })));
      return {
        items: items.map((row) => ({
          id: row.id,
          at: row.at,
          actorId: row.actor_id,
          actorEmail: row.actor_email,
          action: row.action,
          targetType: row.target_type,
          targetId: row.target_id,
          targetLabel: labels.get(`${row.target_type}:${row.target_id}`) ?? null,
          detail: row.detail,
          ip: row.ip,
          userAgent: row.user_agent,
        })),
        total,
      };
    },
  });
};

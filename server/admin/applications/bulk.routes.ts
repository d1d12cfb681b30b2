/**
 * Bulk actions on job applications (admins and recruiters): the ids matching a filter, a move of a
 * selection to a stage, and a CSV export of a selection. A selection is chosen ids or every
 * application matching the list's filters, resolved here, never from the console's page. At most
 * BULK_LIMIT per request (422 beyond). A move runs in one transaction, writes each application's
 * history entry and one audit entry naming the stage, the count and the ids; an export is audited
 * the same way.
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '#contracts/admin/applications';
import {
  ApplicationsFilter,
  BULK_LIMIT,
  BulkExportRequest,
  BulkRequest,
  BulkResult,
  type BulkSelection,
  MatchingIds,
} from '#contracts/admin/bulk';
import { ClientError } from '../../plugins/error-handler';
import { STAFF } from '../access';
import type { ConsoleContext } from '../context';
import { bulkMove, selectionOf, usedFilters } from '../pipeline/bulk-move';
import { applicationsCsv, exportFileName } from './applications-csv';
import { sourceOf } from './source-of';
import { type RequirementScope, scopeOf } from '../resource/requirement-scope';
import { consoleRoute } from '../resource/console-route';

const tooMany = (count: number) =>
  new ClientError(
    422,
    `${count} applications are selected; act on at most ${BULK_LIMIT} at a time (narrow the filter).`,
    'selection',
  );

export const bulkRoutes: FastifyPluginAsyncZod<{ ctx: ConsoleContext }> = async (app, { ctx }) => {
  /** The selection's ids (unique, in the order given; a query's newest first), within the limit. */
  /**
   * A recruiter's selection holds only applications to their own and shared requirements
   * (requirement-scope.ts): chosen ids outside it are left out (a move reports them as missing).
   */
  const resolve = async (selection: BulkSelection, scope: RequirementScope): Promise<string[]> => {
    if ('ids' in selection) {
      const ids = [...new Set(selection.ids)];
      if (ids.length > BULK_LIMIT) throw tooMany(ids.length);
      return ctx.applications.scopedIds(ids, scope);
    }
    const { ids, total } = await ctx.applications.matchingIds({ ...selection.query, scope }, BULK_LIMIT);
    if (total > BULK_LIMIT) throw tooMany(total);
    if (selection.expected !== undefined && selection.expected !== total) {
      throw new ClientError(
        409,
        `The filter now matches ${total} applications, not ${selection.expected}. Look at the list again, then repeat.`,
        'selection',
      );
    }
    if (!ids.length) throw new ClientError(422, 'No application matches this filter.', 'selection');
    return ids;
  };

  app.get(
    '/applications/ids',
    consoleRoute(STAFF, { querystring: ApplicationsFilter }, MatchingIds),
    async (request) => {
      const { ids, total } = await ctx.applications.matchingIds(
        { ...request.query, scope: scopeOf(request) },
        BULK_LIMIT,
      );
      if (total > BULK_LIMIT) throw tooMany(total);
      await ctx.audit(request, 'applications.ids', null, { query: usedFilters(request.query), count: total });
      return { ids, total };
    },
  );

  app.post('/applications/bulk', consoleRoute(STAFF, { body: BulkRequest }, BulkResult), async (request) => {
    const { selection, action } = request.body;
    const status: ApplicationStatus = action.status;
    return bulkMove(ctx, request, {
      subject: 'application',
      auditAction: 'applications.bulk-move',
      ids: 'ids' in selection ? selection.ids : undefined,
      resolve: () => resolve(selection, scopeOf(request)),
      selection: selectionOf(selection),
      move: { ...action, status, rejectedBy: status === 'rejected' ? (action.rejectedBy ?? 'us') : undefined },
    });
  });

  app.post(
    '/applications/bulk/export',
    consoleRoute(STAFF, { body: BulkExportRequest }, null),
    async (request, reply) => {
      const ids = await resolve(request.body.selection, scopeOf(request));
      const rows = await ctx.applications.forExport(ids);
      const [rating, reasons] = await Promise.all([
        ctx.ratings.summaries(rows.map((row) => row.uuid)),
        ctx.reasons.list(),
      ]);
      const reasonLabel = new Map(reasons.map((reason) => [reason.id, reason.label]));
      const csv = applicationsCsv(
        rows.map((row) => ({
          name: row.name,
          email: row.email,
          phone: row.phone,
          reqId: row.req_id,
          title: row.title,
          status: (row.review_status in APPLICATION_STATUS_LABELS ? row.review_status : 'new') as ApplicationStatus,
          rejectedBy: row.rejected_by,
          reason: row.reason_id ? (reasonLabel.get(row.reason_id) ?? '') : '',
          createdAt: row.created_at,
          statusChangedAt: row.review_updated_at,
          location: row.city,
          source: sourceOf(row),
          rating: rating(row.uuid),
          resume: row.resume,
        })),
      );
      await ctx.audit(request, 'applications.export', null, {
        count: rows.length,
        ids: rows.map((row) => row.uuid),
        selection: selectionOf(request.body.selection),
      });
      return (reply as FastifyReply)
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${exportFileName()}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .send(csv);
    },
  );
};

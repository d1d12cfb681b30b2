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
import { type ConsoleContext, reviewerOf } from '../context';
import { applicationsCsv, exportFileName } from './applications-csv';
import { sourceOf } from './source-of';
import { consoleRoute } from '../resource/console-route';

const tooMany = (count: number) =>
  new ClientError(
    422,
    `${count} applications are selected; act on at most ${BULK_LIMIT} at a time (narrow the filter).`,
    'selection',
  );

/** Filters that were given, for the audit entry (as a list's are). */
const usedFilters = (query: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));

export const bulkRoutes: FastifyPluginAsyncZod<{ ctx: ConsoleContext }> = async (app, { ctx }) => {
  /** The selection's ids (unique, in the order given; a query's newest first), within the limit. */
  const resolve = async (selection: BulkSelection): Promise<string[]> => {
    if ('ids' in selection) {
      const ids = [...new Set(selection.ids)];
      if (ids.length > BULK_LIMIT) throw tooMany(ids.length);
      return ids;
    }
    const { ids, total } = await ctx.applications.matchingIds(selection.query, BULK_LIMIT);
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

  const selectionOf = (selection: BulkSelection) =>
    'ids' in selection ? 'ids' : { query: usedFilters(selection.query) };

  app.get(
    '/applications/ids',
    consoleRoute(STAFF, { querystring: ApplicationsFilter }, MatchingIds),
    async (request) => {
      const { ids, total } = await ctx.applications.matchingIds(request.query, BULK_LIMIT);
      if (total > BULK_LIMIT) throw tooMany(total);
      await ctx.audit(request, 'applications.ids', null, { query: usedFilters(request.query), count: total });
      return { ids, total };
    },
  );

  app.post('/applications/bulk', consoleRoute(STAFF, { body: BulkRequest }, BulkResult), async (request) => {
    const { selection, action } = request.body;
    const ids = await resolve(selection);
    const status: ApplicationStatus = action.status;
    const result = await ctx.reviews.changeStatusMany('application', ids, status, reviewerOf(request), action.note);
    await ctx.audit(request, 'applications.bulk-move', null, {
      status,
      count: result.moved.length,
      ids: result.moved,
      unchanged: result.unchanged.length,
      missing: result.missing.length,
      selection: selectionOf(selection),
      note: Boolean(action.note),
    });
    return { status, ...result };
  });

  app.post(
    '/applications/bulk/export',
    consoleRoute(STAFF, { body: BulkExportRequest }, null),
    async (request, reply) => {
      const ids = await resolve(request.body.selection);
      const rows = await ctx.applications.forExport(ids);
      const rating = await ctx.ratings.summaries(rows.map((row) => row.uuid));
      const csv = applicationsCsv(
        rows.map((row) => ({
          name: row.name,
          email: row.email,
          phone: row.phone,
          reqId: row.req_id,
          title: row.title,
          status: (row.review_status in APPLICATION_STATUS_LABELS ? row.review_status : 'new') as ApplicationStatus,
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

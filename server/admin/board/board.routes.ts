/**
 * The board of one opening (admins and recruiters): a column per stage with its count and newest
 * cards. Moving a card is POST /applications/:id/status, so a move from the board is the same
 * recorded, audited change as one from the application's page. Viewing is audited like a list.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { APPLICATION_STATUSES } from '#contracts/admin/applications';
import { Board } from '#contracts/admin/board';
import { ReqIdParams } from '#contracts/admin/common';
import { ClientError } from '../../plugins/error-handler';
import { STAFF } from '../access';
import type { ConsoleContext } from '../context';
import { boardColumns } from '../pipeline/board-columns';
import { isInScope, scopeOf } from '../resource/requirement-scope';
import { consoleRoute } from '../resource/console-route';

export const boardRoutes: FastifyPluginAsyncZod<{ ctx: ConsoleContext }> = async (app, { ctx }) => {
  app.get('/openings/:reqId/board', consoleRoute(STAFF, { params: ReqIdParams }, Board), async (request) => {
    const { reqId } = request.params;
    const opening = await ctx.openingsRepo.byReqId(reqId);
    if (!opening || !isInScope(scopeOf(request), opening)) throw new ClientError(404, 'No such opening.');
    const columns = await boardColumns(
      APPLICATION_STATUSES,
      async (status, pageSize) => {
        const { items, total } = await ctx.applications.list({ page: 1, pageSize, reqId, status });
        return {
          total,
          items: items.map((row) => ({
            id: row.uuid,
            name: row.name,
            email: row.email,
            resume: row.resume,
            createdAt: row.created_at,
            statusChangedAt: row.review_updated_at,
            rejectedBy: row.rejected_by,
          })),
        };
      },
      ctx.ratings,
    );
    await ctx.audit(request, 'opening.board', { type: 'opening', id: reqId });
    return { opening: { reqId, title: opening.title, status: opening.status }, columns };
  });
};

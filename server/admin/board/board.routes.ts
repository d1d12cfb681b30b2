/**
 * The board of one opening (admins and recruiters): a column per stage with its count and newest
 * cards. Moving a card is POST /applications/:id/status, so a move from the board is the same
 * recorded, audited change as one from the application's page. Viewing is audited like a list.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { APPLICATION_STATUSES, type ApplicationStatus } from '#contracts/admin/applications';
import { BOARD_CARDS_PER_STAGE, Board } from '#contracts/admin/board';
import { ReqIdParams } from '#contracts/admin/common';
import { ClientError } from '../../plugins/error-handler';
import { STAFF } from '../access';
import type { ConsoleContext } from '../context';
import { consoleRoute } from '../resource/console-route';

export const boardRoutes: FastifyPluginAsyncZod<{ ctx: ConsoleContext }> = async (app, { ctx }) => {
  app.get('/openings/:reqId/board', consoleRoute(STAFF, { params: ReqIdParams }, Board), async (request) => {
    const { reqId } = request.params;
    const opening = await ctx.openingsRepo.byReqId(reqId);
    if (!opening) throw new ClientError(404, 'No such opening.');
    const columns = await Promise.all(
      APPLICATION_STATUSES.map(async (status: ApplicationStatus) => {
        const { items, total } = await ctx.applications.list({
          page: 1,
          pageSize: BOARD_CARDS_PER_STAGE,
          reqId,
          status,
        });
        const rating = await ctx.ratings.summaries(items.map((row) => row.uuid));
        return {
          status,
          count: total,
          cards: items.map((row) => ({
            id: row.uuid,
            name: row.name,
            email: row.email,
            resume: row.resume,
            createdAt: row.created_at,
            statusChangedAt: row.review_updated_at,
            rating: rating(row.uuid),
          })),
        };
      }),
    );
    await ctx.audit(request, 'opening.board', { type: 'opening', id: reqId });
    return { opening: { reqId, title: opening.title, status: opening.status }, columns };
  });
};

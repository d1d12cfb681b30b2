/**
 * The reasons for rejections and withdrawals (contracts/admin/reasons.ts): every staff member reads
 * the lists (the move dialogs offer them; not audited), admins add, rename, retire and bring back a
 * reason (audited). Nothing is deleted: a retired reason stays on the records that carry it.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NewReason, Reason, ReasonChange, ReasonParams, Reasons } from '#contracts/admin/reasons';
import type { ReasonsTable } from '../../db/schema';
import { ClientError } from '../../plugins/error-handler';
import { ADMIN, STAFF } from '../access';
import type { ConsoleContext } from '../context';
import { consoleRoute } from '../resource/console-route';

const toReason = (row: ReasonsTable): Reason => ({
  id: row.id,
  kind: row.kind,
  label: row.label,
  retired: row.retired_at !== null,
});

export const reasonsRoutes: FastifyPluginAsyncZod<{ ctx: ConsoleContext }> = async (app, { ctx }) => {
  app.get('/reasons', consoleRoute(STAFF, {}, Reasons), async () => ({
    items: (await ctx.reasons.list()).map(toReason),
  }));

  app.post('/reasons', consoleRoute(ADMIN, { body: NewReason }, Reason, 201), async (request, reply) => {
    const row = await ctx.reasons.create(request.body.kind, request.body.label);
    await ctx.audit(request, 'reason.create', { type: 'reason', id: row.id }, { kind: row.kind, label: row.label });
    return reply.code(201).send(toReason(row));
  });

  app.patch(
    '/reasons/:id',
    consoleRoute(ADMIN, { params: ReasonParams, body: ReasonChange }, Reason),
    async (request) => {
      const row = await ctx.reasons.change(request.params.id, request.body);
      if (!row) throw new ClientError(404, 'No such reason.');
      await ctx.audit(request, 'reason.change', { type: 'reason', id: row.id }, { ...request.body });
      return toReason(row);
    },
  );
};

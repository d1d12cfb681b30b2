/**
 * Placements: the list with its filters and one placement (every staff member; bill rate, margin,
 * markup and fee only for the roles that see rates), and recording one (only those roles: it sets
 * the bill rate or the fee). Recording moves the application to Placed, notes it in its history and
 * counts towards the requirement's filled positions. A recruiter reads the placements of their own and
 * shared requirements (another's answers 404, and lists leave it out). Every read and change is
 * audited.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UuidParams } from '#contracts/admin/common';
import {
  PLACEMENT_KIND_LABELS,
  Placement,
  PlacementRequest,
  PlacementsPage,
  PlacementsQuery,
} from '#contracts/admin/placements';
import { RATE_VIEWERS } from '#contracts/admin/rates';
import { ClientError } from '../../plugins/error-handler';
import { placementsRepository } from '../../repositories/placements.repository';
import { placementView } from '../../desk/placement-view';
import { STAFF } from '../access';
import { type ConsoleContext, reviewerOf, staffOf } from '../context';
import { consoleRoute } from '../resource/console-route';
import { requireRecordInScope, scopeOf } from '../resource/requirement-scope';

export const RATES = { roles: RATE_VIEWERS };
export const todayUtc = () => new Date().toISOString().slice(0, 10);

export const placementsRoutes: FastifyPluginAsyncZod<{ ctx: ConsoleContext }> = async (app, { ctx }) => {
  const repo = placementsRepository(ctx.app.db);

  app.get('/placements', consoleRoute(STAFF, { querystring: PlacementsQuery }, PlacementsPage), async (request) => {
    const { page, pageSize, ...filters } = request.query;
    const today = todayUtc();
    const { items, total } = await repo.list({ page, pageSize, ...filters }, today, scopeOf(request));
    const used = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''));
    await ctx.audit(request, 'placements.list', null, Object.keys(used).length ? used : null);
    const role = staffOf(request).user.role;
    return { items: items.map((row) => placementView(row, role, today)), total, page, pageSize };
  });

  app.get('/placements/:id', consoleRoute(STAFF, { params: UuidParams }, Placement), async (request) => {
    await requireRecordInScope(ctx.app.db, request, 'placement', request.params.id, 'No such placement.');
    const row = await repo.byId(request.params.id);
    if (!row) throw new ClientError(404, 'No such placement.');
    await ctx.audit(request, 'placement.view', { type: 'placement', id: row.id });
    return placementView(row, staffOf(request).user.role, todayUtc());
  });

  app.post('/placements', consoleRoute(RATES, { body: PlacementRequest }, Placement, 201), async (request, reply) => {
    const body = request.body;
    await requireRecordInScope(ctx.app.db, request, 'application', body.applicationId, 'No such application.');
    const application = await ctx.applications.byId(body.applicationId);
    if (!application) throw new ClientError(404, 'No such application.');
    if (await repo.byApplication(body.applicationId)) {
      throw new ClientError(409, 'This application is already a placement.');
    }
    const when = body.kind === 'contract' ? `${body.startDate} to ${body.endDate || ''}` : `starting ${body.startDate}`;
    const id = await repo.create(
      body,
      reviewerOf(request),
      `Placed (${PLACEMENT_KIND_LABELS[body.kind].toLowerCase()}), ${when}.`,
    );
    const row = await repo.byId(id);
    if (!row) throw new Error('placement not stored');
    await ctx.audit(
      request,
      'placement.create',
      { type: 'placement', id },
      { application: body.applicationId, kind: body.kind, startDate: body.startDate, endDate: body.endDate || null },
    );
    return reply.code(201).send(placementView(row, staffOf(request).user.role, todayUtc()));
  });
};

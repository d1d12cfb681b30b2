/**
 * Openings in the console (admins and recruiters): list, read, create, edit, publish, close,
 * reopen, duplicate. Writes go through the openings service (REQ_ID, sanitising, "openings changed").
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '#contracts/api/api-error';
import { APPLICATION_STATUSES, type StageCounts } from '#contracts/admin/applications';
import { ReqIdParams } from '#contracts/admin/common';
import { OpeningDetail, OpeningInput, OpeningsPage, OpeningsQuery } from '#contracts/admin/openings';
import { ClientError } from '../../plugins/error-handler';
import type { ConsoleOpeningRow } from '../../repositories/console-openings.repository';
import { STAFF } from '../access';
import { type ConsoleContext, staffOf } from '../context';
import type { OpeningAction } from './openings.service';

const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError };

type Counts = ReadonlyArray<{ uuid: string; status: string; count: number }>;

/** Every stage with its count for one opening (0 for the stages it has none at). */
export const stageCountsOf = (uuid: string, counts: Counts): StageCounts => {
  const result = Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, 0])) as StageCounts;
  for (const row of counts) {
    if (row.uuid === uuid && (APPLICATION_STATUSES as readonly string[]).includes(row.status)) {
      result[row.status as keyof StageCounts] += row.count;
    }
  }
  return result;
};

const toSummary = (row: ConsoleOpeningRow, counts: Counts) => ({
  reqId: row.req_id,
  uuid: row.uuid,
  title: row.title,
  location: row.location,
  countryUuid: row.country_uuid,
  countryName: row.country_name ?? '',
  positionType: row.position_type,
  status: row.status,
  postedDate: row.posted_date,
  validThrough: row.valid_through,
  applicationCount: row.application_count,
  stageCounts: stageCountsOf(row.uuid, counts),
  updatedAt: row.updated_at,
});

const toDetail = (row: ConsoleOpeningRow, counts: Counts): OpeningDetail => ({
  ...toSummary(row, counts),
  workMode: row.work_location_preference,
  rate: row.rate,
  interviewType: row.interview_type,
  travel: row.is_multi_location === 1,
  descriptionHtml: row.description_html,
  createdAt: row.created_at,
  updatedBy: row.updated_by,
});

export const openingsRoutes: FastifyPluginAsyncZod<{ ctx: ConsoleContext }> = async (app, { ctx }) => {
  const detail = async (reqId: number) => {
    const row = await ctx.openingsRepo.byReqId(reqId);
    if (!row) throw new ClientError(404, 'No such opening.');
    return toDetail(row, await ctx.openingsRepo.stageCounts([row.uuid]));
  };
  const by = (request: Parameters<typeof staffOf>[0]) => staffOf(request).user.name;

  app.get(
    '/openings',
    {
      config: { access: STAFF },
      schema: { tags: ['console'], querystring: OpeningsQuery, response: { 200: OpeningsPage, ...errors } },
    },
    async (request) => {
      const { items, total } = await ctx.openingsRepo.list(request.query);
      const { search, status } = request.query;
      await ctx.audit(request, 'openings.list', null, search || status ? { search, status } : null);
      const counts = await ctx.openingsRepo.stageCounts(items.map((row) => row.uuid));
      return {
        items: items.map((row) => toSummary(row, counts)),
        total,
        page: request.query.page,
        pageSize: request.query.pageSize,
      };
    },
  );

  app.post(
    '/openings',
    {
      config: { access: STAFF },
      schema: { tags: ['console'], body: OpeningInput, response: { 201: OpeningDetail, ...errors } },
    },
    async (request, reply) => {
      const reqId = await ctx.openings.create(request.body, by(request));
      await ctx.audit(request, 'opening.create', { type: 'opening', id: reqId });
      return reply.code(201).send(await detail(reqId));
    },
  );

  app.get(
    '/openings/:reqId',
    {
      config: { access: STAFF },
      schema: { tags: ['console'], params: ReqIdParams, response: { 200: OpeningDetail, ...errors } },
    },
    async (request) => {
      const result = await detail(request.params.reqId);
      await ctx.audit(request, 'opening.view', { type: 'opening', id: request.params.reqId });
      return result;
    },
  );

  app.put(
    '/openings/:reqId',
    {
      config: { access: STAFF },
      schema: {
        tags: ['console'],
        params: ReqIdParams,
        body: OpeningInput,
        response: { 200: OpeningDetail, ...errors },
      },
    },
    async (request) => {
      await ctx.openings.update(request.params.reqId, request.body, by(request));
      await ctx.audit(request, 'opening.update', { type: 'opening', id: request.params.reqId });
      return detail(request.params.reqId);
    },
  );

  for (const action of ['publish', 'close', 'reopen'] as const satisfies readonly OpeningAction[]) {
    app.post(
      `/openings/:reqId/${action}`,
      {
        config: { access: STAFF },
        schema: { tags: ['console'], params: ReqIdParams, response: { 200: OpeningDetail, ...errors } },
      },
      async (request) => {
        const change = await ctx.openings.transition(request.params.reqId, action, by(request));
        await ctx.audit(request, `opening.${action}`, { type: 'opening', id: request.params.reqId }, change);
        return detail(request.params.reqId);
      },
    );
  }

  app.post(
    '/openings/:reqId/duplicate',
    {
      config: { access: STAFF },
      schema: { tags: ['console'], params: ReqIdParams, response: { 201: OpeningDetail, ...errors } },
    },
    async (request, reply) => {
      const reqId = await ctx.openings.duplicate(request.params.reqId, by(request));
      await ctx.audit(request, 'opening.duplicate', { type: 'opening', id: reqId }, { from: request.params.reqId });
      return reply.code(201).send(await detail(reqId));
    },
  );
};

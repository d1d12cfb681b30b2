/**
 * Openings in the console (admins and recruiters), served from their declaration
 * (contracts/admin/openings.ts): list, read, create, edit, publish, close, reopen, duplicate. Writes
 * go through the openings service (REQ_ID, sanitising, "openings changed").
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { APPLICATION_STATUSES, type StageCounts } from '#contracts/admin/applications';
import { type OpeningDetail, openingsResource } from '#contracts/admin/openings';
import type { ConsoleOpeningRow } from '../../repositories/console-openings.repository';
import { type ConsoleContext, staffOf } from '../context';
import { serveResource } from '../resource/serve-resource';
import type { OpeningAction } from './openings.service';

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
  const by = (request: Parameters<typeof staffOf>[0]) => staffOf(request).user.name;
  const transition =
    (action: OpeningAction) =>
    async ({ request, id }: { request: FastifyRequest; id: number }) => ({
      audit: await ctx.openings.transition(id, action, by(request)),
    });

  serveResource(app, ctx, openingsResource, {
    list: async (query) => {
      const { items, total } = await ctx.openingsRepo.list(query);
      const counts = await ctx.openingsRepo.stageCounts(items.map((row) => row.uuid));
      return { items: items.map((row) => toSummary(row, counts)), total };
    },
    record: async (reqId) => {
      const row = await ctx.openingsRepo.byReqId(reqId);
      return row && toDetail(row, await ctx.openingsRepo.stageCounts([row.uuid]));
    },
    actions: {
      create: async ({ request, body }) => ({ id: await ctx.openings.create(body, by(request)) }),
      update: async ({ request, id, body }) => {
        await ctx.openings.update(id, body, by(request));
      },
      publish: transition('publish'),
      close: transition('close'),
      reopen: transition('reopen'),
      duplicate: async ({ request, id }) => ({
        id: await ctx.openings.duplicate(id, by(request)),
        audit: { from: id },
      }),
    },
  });
};

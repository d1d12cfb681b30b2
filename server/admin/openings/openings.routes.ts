/**
 * Openings in the console (admins and recruiters), served from their declaration
 * (contracts/admin/openings.ts): list, read, create, edit, publish, close, reopen, duplicate. Writes
 * go through the openings service (REQ_ID, sanitising, "openings changed").
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { APPLICATION_STATUSES, type StageCounts } from '#contracts/admin/applications';
import { type Role, seesAllRequirements, seesRates } from '#contracts/admin/common';
import {
  type OpeningDetail,
  type OpeningInput,
  type RequirementView,
  openingsResource,
} from '#contracts/admin/openings';
import { NORTHWIND_CLIENT_ID } from '../../db/migrations/0016-staffing-desk';
import type { ConsoleOpeningRow } from '../../repositories/console-openings.repository';
import { type ConsoleContext, staffOf } from '../context';
import { serveResource } from '../resource/serve-resource';
import type { OpeningAction } from './openings.service';
import { requireInScope, scopeOf } from '../resource/requirement-scope';

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

type Names = Awaited<ReturnType<ConsoleContext['openingsRepo']['requirementNames']>>;

/** The requirement as `role` may read it: recruiters get pay rates, never bill rates, salaries for the client or fees. */
export const requirementOf = (row: ConsoleOpeningRow, names: Names, role: Role): RequirementView => {
  const rates = seesRates(role);
  const northwind = { id: NORTHWIND_CLIENT_ID, name: 'Northwind Technologies', description: 'Northwind Technologies' };
  return {
    clientId: row.client_id ?? NORTHWIND_CLIENT_ID,
    client: names.client ?? northwind,
    contactId: row.contact_id,
    contact: names.contact,
    positions: row.positions ?? 1,
    positionsFilled: row.positions_filled ?? 0,
    ownerId: row.owner_id,
    owner: names.owner,
    priority: (row.priority ?? 'normal') as RequirementView['priority'],
    engagement: (row.engagement ?? 'permanent') as RequirementView['engagement'],
    currency: (row.currency ?? 'USD') as RequirementView['currency'],
    billRateMin: rates ? row.bill_rate_min : null,
    billRateMax: rates ? row.bill_rate_max : null,
    payRateMin: row.pay_rate_min,
    payRateMax: row.pay_rate_max,
    salaryMin: rates ? row.salary_min : null,
    salaryMax: rates ? row.salary_max : null,
    feePercent: rates ? row.fee_percent : null,
    showClientName: row.show_client_name !== 0,
    shared: row.shared !== 0,
    ratesHidden: !rates,
  };
};

const toDetail = (row: ConsoleOpeningRow, counts: Counts, requirement: RequirementView): OpeningDetail => ({
  ...toSummary(row, counts),
  requirement,
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
  /** A requirement out of the reader's scope is a 404 (server/admin/resource/requirement-scope.ts). */
  const stored = async (request: FastifyRequest, reqId: number) => {
    const row = await ctx.openingsRepo.byReqId(reqId);
    requireInScope(scopeOf(request), row, openingsResource.missing);
    return row;
  };
  /**
   * A recruiter's edit never touches what they cannot see or set: the stored bill rates, client salary
   * and fee stay, and so does whether it is shared. An edit that leaves `shared` out keeps it too.
   */
  const keepDeskFields = async (request: FastifyRequest, reqId: number, body: OpeningInput): Promise<OpeningInput> => {
    const row = await stored(request, reqId);
    if (!body.requirement || !row) return body;
    const role = staffOf(request).user.role;
    const shared =
      seesAllRequirements(role) && body.requirement.shared !== undefined ? body.requirement.shared : row.shared !== 0;
    if (seesRates(role)) return { ...body, requirement: { ...body.requirement, shared } };
    return {
      ...body,
      requirement: {
        ...body.requirement,
        shared,
        billRateMin: row.bill_rate_min,
        billRateMax: row.bill_rate_max,
        salaryMin: row.salary_min,
        salaryMax: row.salary_max,
        feePercent: row.fee_percent,
      },
    };
  };
  const transition =
    (action: OpeningAction) =>
    async ({ request, id }: { request: FastifyRequest; id: number }) => {
      await stored(request, id);
      return { audit: await ctx.openings.transition(id, action, by(request)) };
    };

  serveResource(app, ctx, openingsResource, {
    scope: 'opening',
    list: async (query, _request, scope) => {
      const { items, total } = await ctx.openingsRepo.list(query, scope);
      const counts = await ctx.openingsRepo.stageCounts(items.map((row) => row.uuid));
      return { items: items.map((row) => toSummary(row, counts)), total };
    },
    record: async (reqId, request) => {
      const row = await ctx.openingsRepo.byReqId(reqId);
      if (!row) return undefined;
      const names = await ctx.openingsRepo.requirementNames(row);
      const requirement = requirementOf(row, names, staffOf(request).user.role);
      return toDetail(row, await ctx.openingsRepo.stageCounts([row.uuid]), requirement);
    },
    actions: {
      create: async ({ request, body }) => ({ id: await ctx.openings.create(body, by(request)) }),
      update: async ({ request, id, body }) => {
        await ctx.openings.update(id, await keepDeskFields(request, id, body), by(request));
      },
      publish: transition('publish'),
      close: transition('close'),
      reopen: transition('reopen'),
      duplicate: async ({ request, id }) => {
        await stored(request, id);
        return { id: await ctx.openings.duplicate(id, by(request)), audit: { from: id } };
      },
    },
  });
};

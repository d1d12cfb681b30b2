/**
 * Client requests in the console (admins, account managers and recruiters), served from their
 * declaration (contracts/admin/client-requests.ts, server/admin/resource/serve-resource.ts): the list
 * with search and a status filter, one record with every answer, the active clients sharing its
 * e-mail domain, what it became once converted, and its history; status and notes. Choices are
 * answered as their labels. Account managers and admins convert one into a client and a draft
 * requirement (convert-client-request.ts): 201 with the record, 409 with the links when done before.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DURATIONS, SENIORITIES, WORK_MODES } from '#contracts/api/client-request';
import {
  CLIENT_REQUEST_CONVERT_ROLES,
  ClientRequestConvertConflict,
  ClientRequestConvertRequest,
  ClientRequestDetail,
  type ClientRequestStatus,
  type ClientRequestSummary,
  clientRequestsResource,
} from '#contracts/admin/client-requests';
import { UuidParams } from '#contracts/admin/common';
import { referenceNumber } from '#contracts/reference-number';
import type { ClientRequestListRow, ClientRequestRow } from '../../repositories/client-requests.repository';
import { clientsRepository } from '../../repositories/clients.repository';
import { ClientError } from '../../plugins/error-handler';
import { type ConsoleContext, reviewerOf } from '../context';
import { toHistory } from '../history';
import { consoleRoute } from '../resource/console-route';
import { serveResource } from '../resource/serve-resource';
import { convertClientRequest, readConversion } from './convert-client-request';

const labelOf = (labels: Record<string, string>, key: string) => labels[key] ?? key;

const summary = (row: ClientRequestListRow): ClientRequestSummary => ({
  id: row.id,
  reference: referenceNumber('client-request', row.id),
  company: row.company,
  name: row.name,
  email: row.email,
  role: row.role,
  headcount: Number(row.headcount),
  seniority: labelOf(SENIORITIES, row.seniority),
  startDate: row.start_date,
  workMode: labelOf(WORK_MODES, row.work_mode),
  location: row.location,
  status: row.review_status as ClientRequestStatus,
  createdAt: row.created_at,
});

export const clientRequestRoutes: FastifyPluginAsyncZod<{ ctx: ConsoleContext }> = async (app, { ctx }) => {
  const requests = ctx.app.repos.clientRequests;
  const clients = clientsRepository(ctx.app.db);

  const detailOf = async (row: ClientRequestRow): Promise<ClientRequestDetail> => {
    const emailDomain = row.email.split('@')[1]?.toLowerCase() ?? '';
    const [history, sameDomainClients, converted] = await Promise.all([
      ctx.reviews.history('client-request', row.id),
      clients.byDomain(emailDomain),
      readConversion(ctx.app.db, row),
    ]);
    return {
      ...summary(row),
      phone: row.phone,
      skills: row.skills,
      duration: labelOf(DURATIONS, row.duration),
      budget: row.budget,
      message: row.message,
      emailDomain,
      sameDomainClients,
      converted,
      history: history.map(toHistory),
    };
  };
  serveResource(app, ctx, clientRequestsResource, {
    list: async (query) => {
      const { items, total } = await requests.page(query);
      return { items: items.map(summary), total };
    },
    record: async (id) => {
      const row = await requests.findById(id);
      return row && detailOf(row);
    },
  });

  // Converted is for good: the status route (served from the declaration) does not move one back.
  app.addHook('preHandler', async (request) => {
    if (request.method !== 'POST' || !request.routeOptions.url?.endsWith('/client-requests/:id/status')) return;
    const row = await requests.findById((request.params as { id: string }).id);
    if (row?.client_id) {
      throw new ClientError(409, 'This request became a client and a requirement: it stays converted. Add a note.');
    }
  });

  const route = consoleRoute(
    { roles: CLIENT_REQUEST_CONVERT_ROLES },
    { params: UuidParams, body: ClientRequestConvertRequest },
    ClientRequestDetail,
    201,
  );
  app.post(
    '/client-requests/:id/convert',
    {
      ...route,
      schema: { ...route.schema, response: { ...route.schema.response, 409: ClientRequestConvertConflict } },
    },
    async (request, reply) => {
      const { id } = request.params;
      const row = await requests.findById(id);
      if (!row) throw new ClientError(404, clientRequestsResource.missing);
      const { outcome, links } = await convertClientRequest(
        ctx.app.db,
        row,
        request.body.clientId,
        reviewerOf(request),
      );
      if (outcome === 'already') {
        return reply.code(409).send({
          message: `This request was converted before: ${links.client.name}, REQ-${links.requirement.reqId}.`,
          converted: links,
        });
      }
      await ctx.audit(
        request,
        'client-request.convert',
        { type: 'client-request', id },
        { client: links.client.id, joined: Boolean(request.body.clientId), requirement: links.requirement.reqId },
      );
      await ctx.app.openingsChanged.notify({ reqIds: [links.requirement.reqId] });
      const converted = await requests.findById(id);
      if (!converted) throw new ClientError(404, clientRequestsResource.missing);
      return reply.code(201).send(await detailOf(converted));
    },
  );
};

/**
 * The staffing desk's clients (contracts/admin/clients.ts): everyone on staff reads them and adds
 * notes; account managers and admins create, edit, archive and restore them and keep their contacts.
 * Northwind, the client of its own openings, cannot be archived. A recruiter sees the clients of their
 * own and shared requirements, and of each only those requirements (requirement-scope.ts). Every
 * change is audited and shows on the client's history.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type ClientDetail, type ClientSummary, clientsResource } from '#contracts/admin/clients';
import { NORTHWIND_CLIENT_ID } from '../../db/migrations/0016-staffing-desk';
import { nowIso } from '../../lib/clock';
import { ClientError } from '../../plugins/error-handler';
import { clientsRepository } from '../../repositories/clients.repository';
import { type ConsoleContext, reviewerOf } from '../context';
import { toHistory } from '../history';
import { scopeOf } from '../resource/requirement-scope';
import { serveResource } from '../resource/serve-resource';

type ClientRow = NonNullable<Awaited<ReturnType<ReturnType<typeof clientsRepository>['byId']>>>;

export const toClientSummary = (row: ClientRow): ClientSummary => ({
  id: row.id,
  name: row.name,
  description: row.description,
  industry: row.industry,
  location: row.location,
  domain: row.domain,
  status: row.status,
  isNorthwind: row.id === NORTHWIND_CLIENT_ID,
  owner: row.owner_id && row.owner_name ? { id: row.owner_id, name: row.owner_name } : null,
  contactCount: Number(row.contact_count ?? 0),
  openRequirements: Number(row.open_requirements ?? 0),
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export const clientsRoutes: FastifyPluginAsyncZod<{ ctx: ConsoleContext }> = async (app, { ctx }) => {
  const clients = clientsRepository(ctx.app.db);
  const by = (request: FastifyRequest) => reviewerOf(request).name;

  /** A move between active and archived, on the client's history. */
  const moved = async (request: FastifyRequest, id: string, from: string, to: string) => {
    const reviewer = reviewerOf(request);
    await ctx.app.db
      .insertInto('review_events')
      .values({
        id: randomUUID(),
        subject_type: 'client',
        subject_id: id,
        kind: 'status',
        from_status: from,
        to_status: to,
        note: null,
        by_id: reviewer.id,
        by_name: reviewer.name,
        at: nowIso(),
      })
      .execute();
  };

  const existing = async (id: string) => {
    const row = await clients.byId(id);
    if (!row) throw new ClientError(404, clientsResource.missing);
    return row;
  };

  /** The owner must be an account manager or an admin with an account here. */
  const checkOwner = async (ownerId: string | null) => {
    if (!ownerId) return;
    const owner = await ctx.staff.userById(ownerId);
    if (!owner || (owner.role !== 'account_manager' && owner.role !== 'admin')) {
      throw new ClientError(422, 'The owner must be an account manager or an admin.', 'ownerId', undefined, {
        ownerId: 'must be an account manager or an admin',
      });
    }
  };

  serveResource(app, ctx, clientsResource, {
    scope: 'client',
    list: async (query, _request, scope) => {
      const { items, total } = await clients.list(query, scope);
      return { items: items.map(toClientSummary), total };
    },
    record: async (id, request): Promise<ClientDetail | undefined> => {
      const row = await clients.byId(id);
      if (!row) return undefined;
      const [contacts, requirements, history] = await Promise.all([
        clients.contacts(id),
        clients.requirements(id, scopeOf(request)),
        ctx.reviews.history('client', id),
      ]);
      return {
        ...toClientSummary(row),
        website: row.website,
        contacts: contacts.map((contact) => ({
          id: contact.id,
          name: contact.name,
          title: contact.title,
          email: contact.email,
          phone: contact.phone,
          hiringManager: contact.hiring_manager === 1,
        })),
        requirements: requirements.map((opening) => ({
          reqId: opening.req_id,
          title: opening.title,
          status: opening.status,
          positions: opening.positions,
          filled: opening.positions_filled,
        })),
        history: history.map(toHistory),
      };
    },
    actions: {
      create: async ({ request, body }) => {
        await checkOwner(body.ownerId);
        const id = await clients.create(body, by(request));
        return { id, audit: { name: body.name } };
      },
      update: async ({ request, id, body }) => {
        await existing(id);
        await checkOwner(body.ownerId);
        await clients.update(id, body, by(request));
        return { audit: { fields: Object.keys(body) } };
      },
      archive: async ({ request, id }) => {
        const row = await existing(id);
        if (id === NORTHWIND_CLIENT_ID)
          throw new ClientError(409, 'Northwind is the client of its own openings: it stays.');
        if (row.status === 'archived') return;
        await clients.setStatus(id, 'archived', by(request));
        await moved(request, id, 'active', 'archived');
      },
      restore: async ({ request, id }) => {
        const row = await existing(id);
        if (row.status === 'active') return;
        await clients.setStatus(id, 'active', by(request));
        await moved(request, id, 'archived', 'active');
      },
      saveContact: async ({ id, body }) => {
        await existing(id);
        const contactId = await clients.saveContact(id, body);
        if (!contactId) throw new ClientError(404, 'No such contact at this client.');
        return { audit: { contact: contactId, created: !body.contactId } };
      },
      removeContact: async ({ id, body }) => {
        await existing(id);
        if (!(await clients.removeContact(id, body.contactId))) {
          throw new ClientError(404, 'No such contact at this client.');
        }
        return { audit: { contact: body.contactId } };
      },
    },
  });
};

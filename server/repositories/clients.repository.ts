/**
 * The staffing desk's clients and their contacts: listed (search, status, owner, sort), read with
 * their contacts and requirements, created, edited, archived and restored. Northwind itself is a
 * client (0016-staffing-desk), the owner of the openings it hires for itself.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { NORTHWIND_CLIENT_ID } from '../db/migrations/0016-staffing-desk';
import { nowIso } from '../lib/clock';
import { type RequirementScope, clientInScope, inScope } from '../admin/resource/requirement-scope';
import { containsAny, countAll, offsetOf, withTotal } from './search';

export type ClientValues = {
  name: string;
  description: string;
  industry: string;
  location: string;
  website: string;
  domain: string;
  ownerId: string | null;
};
export type ContactValues = {
  name: string;
  title: string;
  email: string;
  phone: string;
  hiringManager: boolean;
};
export type ClientListQuery = {
  page: number;
  pageSize: number;
  search?: string | undefined;
  status?: 'active' | 'archived' | 'all' | undefined;
  ownerId?: string | undefined;
  sort?: 'name' | '-name' | 'created' | '-created' | undefined;
};

const OPEN = ['draft', 'published'] as const;

export function clientsRepository(db: Db) {
  const filtered = (query: Omit<ClientListQuery, 'page' | 'pageSize' | 'sort'>, scope: RequirementScope = null) => {
    let base = db.selectFrom('clients');
    if (scope) base = base.where(clientInScope(scope));
    const status = query.status ?? 'active';
    if (status !== 'all') base = base.where('clients.status', '=', status);
    if (query.ownerId) base = base.where('clients.owner_id', '=', query.ownerId);
    if (query.search) {
      const text = query.search;
      base = base.where((eb) =>
        eb.or([
          containsAny(['clients.name', 'clients.domain', 'clients.industry', 'clients.location'], text),
          eb.exists(
            eb
              .selectFrom('client_contacts')
              .select('client_contacts.id')
              .whereRef('client_contacts.client_id', '=', 'clients.id')
              .where(containsAny(['client_contacts.name', 'client_contacts.email'], text)),
          ),
        ]),
      );
    }
    return base;
  };

  const withCounts = (base: ReturnType<typeof filtered>) =>
    base
      .leftJoin('staff_users as owner', 'owner.id', 'clients.owner_id')
      .selectAll('clients')
      .select(['owner.name as owner_name'])
      .select((eb) => [
        eb
          .selectFrom('client_contacts')
          .select(eb.fn.countAll<string>().as('n'))
          .whereRef('client_contacts.client_id', '=', 'clients.id')
          .as('contact_count'),
        eb
          .selectFrom('openings')
          .select(eb.fn.countAll<string>().as('n'))
          // Openings stored without a client (demo data seeded after 0016) are Northwind's.
          .where(sql<boolean>`coalesce(openings.client_id, ${NORTHWIND_CLIENT_ID}) = clients.id`)
          .where('openings.status', 'in', OPEN)
          .as('open_requirements'),
      ]);

  return {
    /** A page of clients; with a recruiter's scope, those with a requirement of theirs or a shared one. */
    async list(query: ClientListQuery, scope: RequirementScope = null) {
      const base = filtered(query, scope);
      const sort = query.sort ?? 'name';
      const direction = sort.startsWith('-') ? 'desc' : 'asc';
      const column = sort.replace('-', '') === 'created' ? 'clients.created_at' : 'clients.name';
      const rows = withCounts(base)
        .orderBy(column, direction)
        .orderBy('clients.id')
        .limit(query.pageSize)
        .offset(offsetOf(query.page, query.pageSize))
        .execute();
      return withTotal(rows, base.select(countAll()).executeTakeFirst());
    },

    async byId(id: string) {
      return withCounts(db.selectFrom('clients').where('clients.id', '=', id)).executeTakeFirst();
    },

    async contacts(clientId: string) {
      return db
        .selectFrom('client_contacts')
        .selectAll()
        .where('client_id', '=', clientId)
        .orderBy('hiring_manager', 'desc')
        .orderBy('name')
        .execute();
    },

    /** The client's requirements; with a recruiter's scope, their own and the shared ones. */
    async requirements(clientId: string, scope: RequirementScope = null) {
      return db
        .selectFrom('openings')
        .$if(scope !== null, (query) => query.where(inScope(scope ?? { ownerId: '' })))
        .select(['req_id', 'title', 'status', 'positions', 'positions_filled'])
        .where((eb) =>
          clientId === NORTHWIND_CLIENT_ID
            ? eb.or([eb('client_id', '=', clientId), eb('client_id', 'is', null)])
            : eb('client_id', '=', clientId),
        )
        .orderBy('req_id', 'desc')
        .execute();
    },

    /** Active clients whose e-mail domain is `domain` (lower case): a request from it may join one. */
    async byDomain(domain: string) {
      if (!domain) return [];
      return db
        .selectFrom('clients')
        .select(['id', 'name'])
        .where('domain', '=', domain.toLowerCase())
        .where('status', '=', 'active')
        .orderBy('name')
        .execute();
    },

    async create(values: ClientValues, by: string, trx: Db = db) {
      const id = randomUUID();
      await trx
        .insertInto('clients')
        .values({ id, ...columns(values), status: 'active', created_at: nowIso(), updated_at: null, updated_by: by })
        .execute();
      return id;
    },

    async update(id: string, values: ClientValues, by: string) {
      const result = await db
        .updateTable('clients')
        .set({ ...columns(values), updated_at: nowIso(), updated_by: by })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async setStatus(id: string, status: 'active' | 'archived', by: string) {
      await db
        .updateTable('clients')
        .set({ status, updated_at: nowIso(), updated_by: by })
        .where('id', '=', id)
        .execute();
    },

    /** Adds a contact, or changes `contactId` when it is this client's; false when it is not. */
    async saveContact(clientId: string, values: ContactValues & { contactId?: string | undefined }, trx: Db = db) {
      const row = {
        name: values.name,
        title: values.title,
        email: values.email.toLowerCase(),
        phone: values.phone,
        hiring_manager: values.hiringManager ? 1 : 0,
      };
      if (values.contactId) {
        const result = await trx
          .updateTable('client_contacts')
          .set({ ...row, updated_at: nowIso() })
          .where('id', '=', values.contactId)
          .where('client_id', '=', clientId)
          .executeTakeFirst();
        return Number(result.numUpdatedRows) > 0 ? values.contactId : null;
      }
      const id = randomUUID();
      await trx
        .insertInto('client_contacts')
        .values({ id, client_id: clientId, ...row, created_at: nowIso(), updated_at: null })
        .execute();
      return id;
    },

    async removeContact(clientId: string, contactId: string) {
      await db.updateTable('openings').set({ contact_id: null }).where('contact_id', '=', contactId).execute();
      const result = await db
        .deleteFrom('client_contacts')
        .where('id', '=', contactId)
        .where('client_id', '=', clientId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
export type ClientsRepository = ReturnType<typeof clientsRepository>;

const columns = (values: ClientValues) => ({
  name: values.name,
  description: values.description,
  industry: values.industry,
  location: values.location,
  website: values.website,
  domain: values.domain.toLowerCase(),
  owner_id: values.ownerId,
});

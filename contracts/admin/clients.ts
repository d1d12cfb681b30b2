/**
 * Clients of the staffing desk: the companies Northwind places engineers with, their contacts
 * (hiring managers among them) and their requirements (openings). Everyone on staff reads them;
 * account managers and admins create, edit and archive them and their contacts. Northwind itself is a
 * client (`isNorthwind`), the owner of its own openings; it cannot be archived.
 */
import { z } from '../zod';
import { email, line, requiredLine } from '../fields';
import { DESK_ROLES, HistoryEntry, Moment, PageQuery, ROLES, UuidParams, pageOf } from './common';
import { OpeningStatus } from './openings';
import { defineResource } from './resource';

export const CLIENT_STATUSES = ['active', 'archived'] as const;
export const ClientStatus = z.enum(CLIENT_STATUSES);
export type ClientStatus = z.infer<typeof ClientStatus>;

export const CLIENT_SORTS = ['name', '-name', '-created', 'created'] as const;
export const ClientSort = z.enum(CLIENT_SORTS);

export const ClientsQuery = z.extend(PageQuery, {
  /** Active by default; `all` lists archived ones too. */
  status: z.optional(z.enum(['active', 'archived', 'all'])),
  /** Only this account manager's clients. */
  ownerId: z.optional(z.uuid('must be a UUID')),
  sort: z.optional(ClientSort),
});
export type ClientsQuery = z.input<typeof ClientsQuery>;

export const ClientSummary = z.object({
  id: z.string(),
  name: z.string(),
  /** What the public board says instead of the name while a requirement hides it, e.g. "a US health insurer". */
  description: z.string(),
  industry: z.string(),
  location: z.string(),
  /** The client's e-mail domain (lower case), e.g. contoso.com; how a client request finds its client. */
  domain: z.string(),
  status: ClientStatus,
  isNorthwind: z.boolean(),
  owner: z.nullable(z.object({ id: z.string(), name: z.string() })),
  contactCount: z.number(),
  /** Its requirements still open (draft or published). */
  openRequirements: z.number(),
  createdAt: Moment,
  updatedAt: z.nullable(Moment),
});
export type ClientSummary = z.infer<typeof ClientSummary>;
export const ClientsPage = pageOf(ClientSummary);
export type ClientsPage = z.infer<typeof ClientsPage>;

const domain = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.maxLength(100),
    z.regex(/^$|^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'must be a domain such as contoso.com'),
  );

/** POST /clients and PUT /clients/:id. */
export const ClientInput = z.object({
  name: requiredLine(200),
  description: line(200),
  industry: line(100),
  location: line(200),
  website: line(200),
  domain,
  /** The account manager who owns the client; null for none. */
  ownerId: z.nullable(z.uuid('must be a UUID')),
});
export type ClientInput = z.infer<typeof ClientInput>;

export const Contact = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string(),
  email: z.string(),
  phone: z.string(),
  hiringManager: z.boolean(),
});
export type Contact = z.infer<typeof Contact>;

/** PUT /clients/:id/contacts: adds a contact, or changes the one named by `contactId`. */
export const ContactInput = z.object({
  contactId: z.optional(z.uuid('must be a UUID')),
  name: requiredLine(200),
  title: line(200),
  email: z.union([z.literal(''), email]),
  phone: z.string().check(z.trim(), z.maxLength(40)),
  hiringManager: z.boolean(),
});
export type ContactInput = z.infer<typeof ContactInput>;

/** DELETE /clients/:id/contacts */
export const ContactRemoval = z.object({ contactId: z.uuid('must be a UUID') });

export const ClientRequirement = z.object({
  reqId: z.number(),
  title: z.string(),
  status: OpeningStatus,
  positions: z.number(),
  filled: z.number(),
});

export const ClientDetail = z.extend(ClientSummary, {
  website: z.string(),
  contacts: z.array(Contact),
  requirements: z.array(ClientRequirement),
  /** Notes, archiving and restoring, newest first. */
  history: z.array(HistoryEntry),
});
export type ClientDetail = z.infer<typeof ClientDetail>;

/**
 * Clients in the console: list (search, status, owner, sort), record with contacts, requirements,
 * notes and history; create, edit, archive, restore and contacts by account managers and admins.
 */
export const clientsResource = defineResource({
  path: 'clients',
  subject: 'client',
  roles: ROLES,
  params: UuidParams,
  query: ClientsQuery,
  page: ClientsPage,
  detail: ClientDetail,
  notes: true,
  actions: {
    create: {
      method: 'POST',
      on: 'collection',
      segment: '',
      body: ClientInput,
      answer: 'record',
      created: true,
      roles: DESK_ROLES,
    },
    update: { method: 'PUT', on: 'record', segment: '', body: ClientInput, answer: 'record', roles: DESK_ROLES },
    archive: { method: 'POST', on: 'record', answer: 'record', roles: DESK_ROLES },
    restore: { method: 'POST', on: 'record', answer: 'record', roles: DESK_ROLES },
    saveContact: {
      method: 'PUT',
      on: 'record',
      segment: 'contacts',
      body: ContactInput,
      answer: 'record',
      roles: DESK_ROLES,
    },
    removeContact: {
      method: 'DELETE',
      on: 'record',
      segment: 'contacts',
      body: ContactRemoval,
      answer: 'record',
      roles: DESK_ROLES,
    },
  },
  missing: 'No such client.',
});

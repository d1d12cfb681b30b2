/**
 * Client requests in the console (Inbox → Client requests): the requests for talent sent from the
 * Hire talent page, as a list searched and filtered by status, one record with every answer and its
 * history, a status change by hand (new ↔ handled) with an optional note, and notes.
 *
 * 'converted' is set by the flow that turns a request into a client and a requirement (POST
 * …/convert: account managers and admins), never by the status route: a request is marked converted
 * only when the client and the requirement exist, in the transaction that makes them.
 */
import { z } from '../zod';
import { DESK_ROLES, HistoryEntry, Moment, PageQuery, ROLES, UuidParams, pageOf } from './common';
import { defineResource } from './resource';

export const CLIENT_REQUEST_STATUSES = ['new', 'handled', 'converted'] as const;
export const ClientRequestStatus = z.enum(CLIENT_REQUEST_STATUSES);
export type ClientRequestStatus = z.infer<typeof ClientRequestStatus>;

/** The statuses staff set by hand. */
export const CLIENT_REQUEST_MANUAL_STATUSES = ['new', 'handled'] as const;

export const ClientRequestsQuery = z.extend(PageQuery, { status: z.optional(ClientRequestStatus) });
export type ClientRequestsQuery = z.input<typeof ClientRequestsQuery>;

/** POST …/status — answers the updated record. */
export const ClientRequestStatusRequest = z.object({
  status: z.enum(CLIENT_REQUEST_MANUAL_STATUSES),
  note: z.optional(z.string().check(z.trim(), z.maxLength(5000))),
});
export type ClientRequestStatusRequest = z.infer<typeof ClientRequestStatusRequest>;

export const ClientRequestSummary = z.object({
  id: z.string(),
  /** HIR-XXXXXXXX, as the client was told. */
  reference: z.string(),
  company: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  headcount: z.number(),
  /** The seniority's label. */
  seniority: z.string(),
  startDate: z.string(),
  /** Remote, Hybrid or On site. */
  workMode: z.string(),
  location: z.nullable(z.string()),
  status: ClientRequestStatus,
  createdAt: Moment,
});
export type ClientRequestSummary = z.infer<typeof ClientRequestSummary>;
export const ClientRequestsPage = pageOf(ClientRequestSummary);
export type ClientRequestsPage = z.infer<typeof ClientRequestsPage>;

/** The client a converted request created or joined, and the draft requirement it made. */
export const ClientRequestConversion = z.object({
  client: z.object({ id: z.string(), name: z.string() }),
  requirement: z.object({ reqId: z.number(), title: z.string() }),
});
export type ClientRequestConversion = z.infer<typeof ClientRequestConversion>;

/**
 * POST …/convert: `clientId` null makes a new client from the request's company (the requester its
 * contact); an active client's id adds the requester to it. Either way a draft requirement is made.
 * Answers the converted record (201); a request converted before answers 409 with its links.
 */
export const ClientRequestConvertRequest = z.object({ clientId: z.nullable(z.uuid('must be a UUID')) });
export type ClientRequestConvertRequest = z.infer<typeof ClientRequestConvertRequest>;
/** The 409 of a second convert: what the first one made. */
export const ClientRequestConvertConflict = z.object({ message: z.string(), converted: ClientRequestConversion });
export type ClientRequestConvertConflict = z.infer<typeof ClientRequestConvertConflict>;

/** Who may convert a request: those who own clients and requirements. */
export const CLIENT_REQUEST_CONVERT_ROLES = DESK_ROLES;

export const ClientRequestDetail = z.extend(ClientRequestSummary, {
  phone: z.nullable(z.string()),
  skills: z.string(),
  /** The duration's label. */
  duration: z.string(),
  budget: z.nullable(z.string()),
  message: z.nullable(z.string()),
  /** The address's domain (e.g. contoso.example), to find the company's other requests and records. */
  emailDomain: z.string(),
  /** Active clients with that domain: the request may join one of them instead of making a new client. */
  sameDomainClients: z.array(z.object({ id: z.string(), name: z.string() })),
  /** What the request became once converted; null before. */
  converted: z.nullable(ClientRequestConversion),
  history: z.array(HistoryEntry),
});
export type ClientRequestDetail = z.infer<typeof ClientRequestDetail>;

export const clientRequestsResource = defineResource({
  path: 'client-requests',
  subject: 'client-request',
  roles: ROLES,
  params: UuidParams,
  query: ClientRequestsQuery,
  page: ClientRequestsPage,
  detail: ClientRequestDetail,
  statuses: CLIENT_REQUEST_STATUSES,
  statusRequest: ClientRequestStatusRequest,
  notes: true,
  missing: 'No such client request.',
});

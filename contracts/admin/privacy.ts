/**
 * Privacy (admin only): export everything held about an e-mail address, erase it (typed
 * confirmation), and read the audit log of what staff viewed and changed. The log has no route
 * that edits or deletes it.
 */
import { z } from '../zod';
import { email, isoDate } from '../fields';
import { Moment, PageQuery, UuidParams, pageOf } from './common';
import { defineResource } from './resource';

/** POST /privacy/export */
export const PersonQuery = z.object({ email: email });
export type PersonQuery = z.infer<typeof PersonQuery>;

/** Every stored record about the person, as stored (resumes as file names, not bytes). */
export const PersonExport = z.object({
  email: z.string(),
  exportedAt: Moment,
  applications: z.array(z.record(z.string(), z.unknown())),
  internshipApplications: z.array(z.record(z.string(), z.unknown())),
  contactMessages: z.array(z.record(z.string(), z.unknown())),
  /** Requests for talent sent from the Hire talent page. */
  clientRequests: z.array(z.record(z.string(), z.unknown())),
  mails: z.array(z.record(z.string(), z.unknown())),
  notes: z.array(z.record(z.string(), z.unknown())),
  /** Candidate profiles showing the address or holding its applications, with their merges. */
  profiles: z.array(z.record(z.string(), z.unknown())),
  /** The person as a client's contact (name, title, phone, hiring manager, which client). */
  clientContacts: z.array(z.record(z.string(), z.unknown())),
  /** Submittals the address was sent as a client's contact and client interviews it sat on the panel of. */
  deskMentions: z.optional(z.array(z.record(z.string(), z.unknown()))),
  /** The talent database's records of the address (fields, resume text, pools, history). */
  talent: z.optional(z.array(z.record(z.string(), z.unknown()))),
});
export type PersonExport = z.infer<typeof PersonExport>;

/** The words to type to confirm an erasure: `erase ` followed by the address. */
export const erasureConfirmation = (address: string) => `erase ${address.trim().toLowerCase()}`;

/** POST /privacy/erase — `confirmation` must equal erasureConfirmation(email) (400 otherwise). */
export const EraseRequest = z.object({ email: email, confirmation: z.string().check(z.maxLength(300)) });
export type EraseRequest = z.infer<typeof EraseRequest>;

/** The console's erasure form: the confirmation must be the words for the address typed. */
export const EraseForm = EraseRequest.check(
  z.refine((values) => values.confirmation.trim() === erasureConfirmation(values.email), {
    message: 'Type the confirmation exactly as shown.',
    path: ['confirmation'],
  }),
);

export const ErasureReport = z.object({
  candidates: z.number(),
  attachments: z.number(),
  internshipApplications: z.number(),
  contactMessages: z.number(),
  clientRequests: z.number(),
  mails: z.number(),
  /** Client contacts with the address, removed from their clients (requirements keep no link to them). */
  clientContacts: z.number(),
  /** Submittals and client interviews whose recipients or panel named the address (that entry taken out). */
  deskMentions: z.optional(z.number()),
  files: z.number(),
});
export type ErasureReport = z.infer<typeof ErasureReport>;

export const AuditQuery = z.extend(PageQuery, {
  /** Only this staff member's actions. */
  actorId: z.optional(z.string().check(z.maxLength(100))),
  /** Only this action, e.g. opening.publish. */
  action: z.optional(z.string().check(z.maxLength(100))),
  /** Only entries about this kind of record, e.g. application. */
  targetType: z.optional(z.string().check(z.maxLength(50))),
  /** Only entries about this one record (with `targetType`). */
  targetId: z.optional(z.string().check(z.maxLength(100))),
  /** On or after this day / on or before this day (yyyy-mm-dd, UTC). */
  from: z.optional(isoDate),
  to: z.optional(isoDate),
});
export type AuditQuery = z.input<typeof AuditQuery>;

export const AuditEntry = z.object({
  id: z.string(),
  at: Moment,
  /** null for failed sign-ins to unknown accounts. */
  actorId: z.nullable(z.string()),
  actorEmail: z.nullable(z.string()),
  /** e.g. auth.sign-in, opening.create, application.view, privacy.erase */
  action: z.string(),
  targetType: z.nullable(z.string()),
  targetId: z.nullable(z.string()),
  /** What the record is called now (an applicant's name, an opening's title); null when it is gone or has no name. */
  targetLabel: z.nullable(z.string()),
  /** Non-secret particulars (a status change, the fields changed); never passwords or codes. */
  detail: z.nullable(z.string()),
  ip: z.string(),
  userAgent: z.nullable(z.string()),
});
export type AuditEntry = z.infer<typeof AuditEntry>;
export const AuditPage = pageOf(AuditEntry);
export type AuditPage = z.infer<typeof AuditPage>;

/** GET /audit/facets: what the log's filters can choose from (who acted, which actions, which kinds of record). */
export const AuditFacets = z.object({
  actors: z.array(z.object({ id: z.string(), email: z.string() })),
  actions: z.array(z.string()),
  targetTypes: z.array(z.string()),
});
export type AuditFacets = z.infer<typeof AuditFacets>;

/** The audit log (admins only): a list filtered by actor and action; reading it is audited as `audit.view`. */
export const auditResource = defineResource({
  path: 'audit',
  subject: 'audit-entry',
  roles: ['admin'],
  params: UuidParams,
  query: AuditQuery,
  page: AuditPage,
  listAudit: { action: 'audit.view', filters: false },
  detail: AuditEntry,
  view: false,
  missing: 'No such entry.',
});

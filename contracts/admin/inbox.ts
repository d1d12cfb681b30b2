/**
 * Internship applications and contact messages in the console: lists with search and a status
 * filter, one record, status (new / handled) and notes. An internship's resume opens like an
 * application's (a short-lived link).
 */
import { z } from '../zod';
import { HistoryEntry, Moment, PageQuery, ROLES, ResumeInfo, UuidParams, pageOf } from './common';
import type { AdminResource } from './resource';
import { Answer } from './applications';

export const INBOX_STATUSES = ['new', 'handled'] as const;
export const InboxStatus = z.enum(INBOX_STATUSES);
export type InboxStatus = z.infer<typeof InboxStatus>;

export const InboxQuery = z.extend(PageQuery, { status: z.optional(InboxStatus) });
export type InboxQuery = z.input<typeof InboxQuery>;

/** POST …/status — answers the updated record. */
export const InboxStatusRequest = z.object({
  status: InboxStatus,
  note: z.optional(z.string().check(z.trim(), z.maxLength(5000))),
});
export type InboxStatusRequest = z.infer<typeof InboxStatusRequest>;

export const InternshipSummary = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  areaOfInterest: z.string(),
  status: InboxStatus,
  createdAt: Moment,
});
export type InternshipSummary = z.infer<typeof InternshipSummary>;
export const InternshipsPage = pageOf(InternshipSummary);
export type InternshipsPage = z.infer<typeof InternshipsPage>;

export const InternshipDetail = z.extend(InternshipSummary, {
  /** The form's answers in its order; the Aadhaar number only masked. */
  answers: z.array(Answer),
  resumeFile: ResumeInfo,
  history: z.array(HistoryEntry),
});
export type InternshipDetail = z.infer<typeof InternshipDetail>;

export const ContactMessageSummary = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** The first line of the message, shortened. */
  preview: z.string(),
  status: InboxStatus,
  createdAt: Moment,
});
export type ContactMessageSummary = z.infer<typeof ContactMessageSummary>;
export const ContactMessagesPage = pageOf(ContactMessageSummary);
export type ContactMessagesPage = z.infer<typeof ContactMessagesPage>;

export const ContactMessageDetail = z.extend(ContactMessageSummary, {
  phone: z.nullable(z.string()),
  message: z.string(),
  smsConsent: z.boolean(),
  consentText: z.nullable(z.string()),
  consentAt: z.nullable(Moment),
  history: z.array(HistoryEntry),
});
export type ContactMessageDetail = z.infer<typeof ContactMessageDetail>;

/**
 * A record that arrives from the public site and is worked through in the console: a resource
 * (contracts/admin/resource.ts) with a list searched and filtered by status, one record, the statuses
 * new / handled and notes, for every staff member.
 */
export type InboxResource<Page extends z.ZodMiniType, Detail extends z.ZodMiniType> = AdminResource<
  Page,
  Detail,
  typeof InboxQuery
> & { page: Page; statuses: typeof INBOX_STATUSES };

const inbox = <Page extends z.ZodMiniType, Detail extends z.ZodMiniType>(
  path: string,
  subject: 'internship' | 'contact-message',
  schemas: { page: Page; detail: Detail },
  missing: string,
): InboxResource<Page, Detail> => ({
  path,
  subject,
  roles: ROLES,
  params: UuidParams,
  query: InboxQuery,
  statuses: INBOX_STATUSES,
  statusRequest: InboxStatusRequest,
  notes: true,
  ...schemas,
  missing,
});

export const internshipsResource = inbox(
  'internships',
  'internship',
  { page: InternshipsPage, detail: InternshipDetail },
  'No such internship application.',
);
export const contactMessagesResource = inbox(
  'contact-messages',
  'contact-message',
  { page: ContactMessagesPage, detail: ContactMessageDetail },
  'No such message.',
);

/**
 * Contact messages in the console: a list with search and a status filter, one record, status
 * (new / handled) and notes. (Internship applications have a pipeline: contracts/admin/internships.ts.)
 */
import { z } from '../zod';
import { HistoryEntry, Moment, PageQuery, ROLES, UuidParams, pageOf } from './common';
import type { AdminResource } from './resource';
import { SentMail } from './applications';
import { LinkRequest, RecordLink } from './record-links';
import { requiredLine, text } from '../fields';

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

export const ContactMessageSummary = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** The visitor's company; null when not given. */
  company: z.nullable(z.string()),
  /** The topic as the form showed it ("Hire talent"); null on messages stored before topics existed. */
  topic: z.nullable(z.string()),
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
  /** Replies sent from the console, newest first. */
  mails: z.optional(z.array(SentMail)),
  /** The record the message is about (a candidate), when staff linked one. */
  link: z.optional(z.nullable(RecordLink)),
});
export type ContactMessageDetail = z.infer<typeof ContactMessageDetail>;

/**
 * A record that arrives from the public site and is handled in the console: a resource
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
  subject: 'contact-message',
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

export const REPLY_SUBJECT_MAX = 200;
export const REPLY_BODY_MAX = 10_000;
/** POST /contact-messages/:id/reply — plain text, sent in the company's mail layout; answers the message. */
export const ContactReplyRequest = z.object({
  subject: requiredLine(REPLY_SUBJECT_MAX),
  body: text(REPLY_BODY_MAX).check(z.minLength(1, 'is required')),
});
export type ContactReplyRequest = z.infer<typeof ContactReplyRequest>;

export const contactMessagesResource = {
  ...inbox(
    'contact-messages',
    'contact-message',
    { page: ContactMessagesPage, detail: ContactMessageDetail },
    'No such message.',
  ),
  actions: {
    /** A reply through the outbox, from the company's sender with the staff member as Reply-To. */
    reply: { method: 'POST', on: 'record', body: ContactReplyRequest, answer: 'record' },
    /** Links the message to the candidate (or, later, client) it is about, or unlinks it. */
    link: { method: 'PUT', on: 'record', body: LinkRequest, answer: 'record' },
  },
} as const satisfies InboxResource<typeof ContactMessagesPage, typeof ContactMessageDetail>;

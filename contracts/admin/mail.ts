/**
 * Mail to candidates from the console: templates with merge fields (admins edit them, every staff
 * member uses them), a preview rendered by the server with each candidate's real values, and the send
 * itself: to one application or to up to 200 at once (the bulk "reject with a template"), optionally
 * moving them to a stage, an interview invitation optionally carrying a calendar invite (.ics).
 *
 * A subject or body is plain text; `{{firstName}}`, `{{jobTitle}}`, `{{company}}` and
 * `{{recruiterName}}` are filled per candidate. Any other `{{name}}` is refused where it is saved or
 * sent, so no mail leaves with a placeholder in it.
 */
import { z } from '../zod';
import { isoDate, line, requiredLine, text } from '../fields';
import { ApplicationStatus } from './applications';
import { InternshipStatus } from './internships';
import { ReasonId } from './reasons';
import { Actor, Moment, ROLES, UuidParams } from './common';
import { defineResource } from './resource';

export const MERGE_FIELDS = ['firstName', 'jobTitle', 'company', 'recruiterName'] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];
export const MERGE_FIELD_LABELS: Record<MergeField, string> = {
  firstName: 'Candidate’s first name',
  jobTitle: 'Job title',
  company: 'Company',
  recruiterName: 'Your name',
};

/**
 * An interview's facts, filled per reader from the same values the calendar invite carries (the time
 * in the reader's own zone). A text that uses them needs an invite; the facts are also written below
 * every interview mail by the server, so a text that leaves them out cannot contradict them.
 */
export const INTERVIEW_MERGE_FIELDS = [
  'interview.date',
  'interview.time',
  'interview.length',
  'interview.place',
  'interview.link',
  'interview.round',
] as const;
export type InterviewMergeField = (typeof INTERVIEW_MERGE_FIELDS)[number];
export const INTERVIEW_MERGE_FIELD_LABELS: Record<InterviewMergeField, string> = {
  'interview.date': 'the interview’s date',
  'interview.time': 'its time in the reader’s zone',
  'interview.length': 'its length',
  'interview.place': 'its place',
  'interview.link': 'its video link',
  'interview.round': 'its round',
};

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;
const KNOWN: readonly string[] = [...MERGE_FIELDS, ...INTERVIEW_MERGE_FIELDS];

/** The `{{names}}` of a text that are not merge fields, each once, in order. */
export function unknownMergeFields(value: string): string[] {
  const unknown = new Set<string>();
  for (const match of value.matchAll(PLACEHOLDER)) {
    const name = match[1] ?? '';
    if (!KNOWN.includes(name)) unknown.add(name);
  }
  return [...unknown];
}

/** Whether a text uses any `{{interview.*}}` field (it then needs an interview's values). */
export const usesInterviewFields = (value: string) =>
  [...value.matchAll(PLACEHOLDER)].some((match) => (match[1] ?? '').startsWith('interview.'));

const knownFieldsOnly = z.refine<string>((value) => unknownMergeFields(value).length === 0, {
  // The message names the fields a text may use; the form shows it under the field.
  message: `uses an unknown merge field: use only ${KNOWN.map((f) => `{{${f}}}`).join(', ')}`,
});

export const SUBJECT_MAX = 200;
export const BODY_MAX = 10_000;
export const mailSubject = requiredLine(SUBJECT_MAX).check(knownFieldsOnly);
export const mailBody = text(BODY_MAX).check(z.minLength(1, 'is required'), knownFieldsOnly);

/** What a template is for: the composer offers a calendar invite with an interview invitation. */
export const TEMPLATE_PURPOSES = ['acknowledge', 'interview', 'reject', 'other'] as const;
export const TemplatePurpose = z.enum(TEMPLATE_PURPOSES);
export type TemplatePurpose = z.infer<typeof TemplatePurpose>;
export const TEMPLATE_PURPOSE_LABELS: Record<TemplatePurpose, string> = {
  acknowledge: 'Acknowledge',
  interview: 'Invite to interview',
  reject: 'Reject',
  other: 'Other',
};

/** Whose applications a mail goes to: job applications (the default) or internship applications. */
export const MAIL_OWNERS = ['application', 'internship'] as const;
export const MailOwner = z.enum(MAIL_OWNERS);
export type MailOwner = z.infer<typeof MailOwner>;
/** Who a template is written for: the composer of each pipeline offers only its own. */
export const MAIL_AUDIENCE_LABELS: Record<MailOwner, string> = {
  application: 'Job applicants',
  internship: 'Internship applicants',
};

/** POST /mail-templates, PUT /mail-templates/:id (admins). */
export const MailTemplateInput = z.object({
  name: requiredLine(80),
  purpose: TemplatePurpose,
  audience: z._default(MailOwner, 'application'),
  subject: mailSubject,
  body: mailBody,
});
export type MailTemplateInput = z.infer<typeof MailTemplateInput>;

export const MailTemplate = z.object({
  id: z.string(),
  name: z.string(),
  purpose: TemplatePurpose,
  audience: MailOwner,
  subject: z.string(),
  body: z.string(),
  updatedAt: Moment,
  updatedBy: z.nullable(z.string()),
});
export type MailTemplate = z.infer<typeof MailTemplate>;
export const MailTemplates = z.object({ items: z.array(MailTemplate) });
export type MailTemplates = z.infer<typeof MailTemplates>;

/** An IANA time zone the runtime knows (Europe/Berlin, Asia/Kolkata, America/Chicago, UTC). */
export const timeZone = z.string().check(
  z.maxLength(64),
  z.refine((zone: string) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return zone.length > 0;
    } catch {
      return false;
    }
  }, 'must be a time zone like Europe/London'),
);

export const INTERVIEW_LENGTHS = [15, 30, 45, 60, 90, 120] as const;

/** A calendar invite for an interview: when (in the given zone), how long, and where or how. */
export const InterviewInvite = z
  .object({
    date: isoDate,
    time: z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time like 14:30')),
    timeZone,
    durationMinutes: z.coerce
      .number()
      .check(
        z.int('must be whole minutes'),
        z.minimum(15, 'must be at least 15 minutes'),
        z.maximum(480, 'must be at most 8 hours'),
      ),
    location: line(200),
    videoUrl: z.union([
      z.literal(''),
      z.url({ protocol: /^https$/, error: 'must be an https:// link' }).check(z.maxLength(500)),
    ]),
  })
  .check(
    z.refine((invite) => Boolean(invite.location || invite.videoUrl), {
      message: 'needs a place or a video link',
      path: ['location'],
    }),
  );
export type InterviewInvite = z.infer<typeof InterviewInvite>;
export type InterviewInviteInput = z.input<typeof InterviewInvite>;

export const MAX_RECIPIENTS = 200;

/** A step of either pipeline; the request's `owner` says which (checked below). */
const MoveTo = z.union([ApplicationStatus, InternshipStatus]);
const stepOf = (owner: MailOwner | undefined) => (owner === 'internship' ? InternshipStatus : ApplicationStatus);

/** POST /candidate-mails/preview and POST /candidate-mails. */
export const CandidateMailRequest = z
  .object({
    /** `internship`: `applicationIds` are internship applications, `moveTo` one of their steps. */
    owner: z.optional(MailOwner),
    applicationIds: z.array(z.uuid('must be a UUID')).check(
      z.minLength(1, 'needs at least one application'),
      z.maxLength(MAX_RECIPIENTS, `must be at most ${MAX_RECIPIENTS} applications`),
      z.refine((ids: string[]) => new Set(ids).size === ids.length, 'must not repeat an application'),
    ),
    /** The template it started from, for the record (the subject and body are what is sent). */
    templateId: z.optional(z.nullable(z.uuid())),
    subject: mailSubject,
    body: mailBody,
    /** Move each application to this stage (of its own pipeline) as the mail is queued (e.g. `rejected`). */
    moveTo: z.optional(z.nullable(MoveTo)),
    /** With `moveTo` rejected or withdrawn: the reason (contracts/admin/reasons.ts); 422 without. */
    reasonId: z.optional(z.nullable(ReasonId)),
    invite: z.optional(z.nullable(InterviewInvite)),
  })
  .check(
    z.refine((request) => !request.moveTo || stepOf(request.owner).safeParse(request.moveTo).success, {
      message: 'is not a step of these applications',
      path: ['moveTo'],
    }),
  );
export type CandidateMailRequest = z.infer<typeof CandidateMailRequest>;

/** The calendar invite as it will be attached. */
export const InvitePreview = z.object({
  fileName: z.string(),
  /** When it starts, in UTC. */
  startsAt: Moment,
  /** e.g. "Thu 3 Dec 2026, 15:30–16:15 (Europe/Berlin)". */
  when: z.string(),
  where: z.string(),
  ics: z.string(),
});
export type InvitePreview = z.infer<typeof InvitePreview>;

/** The first application's mail as it will leave (the others differ only in their merge values). */
export const CandidateMailPreview = z.object({
  count: z.number().check(z.int()),
  candidate: z.object({ id: z.string(), name: z.string() }),
  from: z.string(),
  replyTo: z.string(),
  to: z.string(),
  subject: z.string(),
  /** The body with its merge fields filled, as plain text. */
  body: z.string(),
  /** The whole mail in the layout: HTML (every value escaped) and its text part. */
  html: z.string(),
  text: z.string(),
  invite: z.nullable(InvitePreview),
  moveTo: z.nullable(MoveTo),
  /**
   * A rejection mail waits (REJECTION_MAIL_DELAY_HOURS) and leaves at this time unless cancelled from
   * the application; null: it leaves at once.
   */
  sendAt: z.optional(z.nullable(Moment)),
});
export type CandidateMailPreview = z.infer<typeof CandidateMailPreview>;

export const CandidateMailResult = z.object({
  /** `sendAt`: when a delayed (rejection) mail leaves; null when at once. */
  sent: z.array(z.object({ applicationId: z.string(), mailId: z.string(), sendAt: z.optional(z.nullable(Moment)) })),
  by: Actor,
});
export type CandidateMailResult = z.infer<typeof CandidateMailResult>;

/** Mail templates: every staff member reads the list (not audited), admins create, edit and delete. */
export const mailTemplatesResource = defineResource({
  path: 'mail-templates',
  subject: 'mail-template',
  roles: ROLES,
  params: UuidParams,
  query: undefined,
  page: MailTemplates,
  listAudit: { action: null, filters: false },
  detail: MailTemplate,
  view: false,
  actions: {
    create: {
      method: 'POST',
      on: 'collection',
      segment: '',
      body: MailTemplateInput,
      roles: ['admin'],
      answer: 'record',
      created: true,
    },
    update: { method: 'PUT', on: 'record', segment: '', body: MailTemplateInput, roles: ['admin'], answer: 'record' },
    delete: { method: 'DELETE', on: 'record', segment: '', roles: ['admin'], answer: 'none' },
  },
  missing: 'No such template.',
});

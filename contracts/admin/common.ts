/**
 * Building blocks of the staff console's API (contracts/admin/paths.ts lists the routes): roles,
 * paging, the review pipeline's states, notes and history entries.
 */
import { z } from '../zod';
import { text } from '../fields';

/**
 * `admin`: everything (users, erasure, audit log). `account_manager`: the staffing desk's commercial
 * side — owns clients, requirements and rates — and works the pipeline like a recruiter.
 * `recruiter`: openings, applications, messages; sees a requirement's pay rate, never its bill rate,
 * margin or fee.
 */
export const ROLES = ['admin', 'account_manager', 'recruiter'] as const;
export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;
/** Each role's proper name, as the header and the Users screen show it. */
export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  account_manager: 'Account manager',
  recruiter: 'Recruiter',
};
/** Roles that own clients and requirements and see bill rates, margins and fees. */
export const DESK_ROLES = ['admin', 'account_manager'] as const satisfies readonly Role[];
/** Whether `role` may see bill rates, margins and fees (recruiters see pay rates only). */
export const seesRates = (role: Role): boolean => (DESK_ROLES as readonly Role[]).includes(role);
/** Whether `role` sees every requirement (recruiters see their own and shared ones) and may share one or not. */
export const seesAllRequirements = seesRates;

/** An ISO-8601 UTC moment as the server stores it, e.g. 2026-11-23T08:00:00.000Z. */
export const Moment = z.string();

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

/** `?page=1&pageSize=25&search=…`: every list is paged and searched on the server. */
export const PageQuery = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.positive()), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.positive(), z.maximum(MAX_PAGE_SIZE)), DEFAULT_PAGE_SIZE),
  /** Free text, matched case-insensitively against the list's searchable fields. */
  search: z.optional(z.string().check(z.trim(), z.maxLength(200))),
});
export type PageQuery = z.input<typeof PageQuery>;

/** One page of a list; `total` counts every match, not only this page. */
export const pageOf = <T extends z.ZodMiniType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().check(z.int()),
    page: z.number().check(z.int()),
    pageSize: z.number().check(z.int()),
  });

/** Who did something: the staff member's id and name at the time. */
export const Actor = z.object({ id: z.string(), name: z.string() });
export type Actor = z.infer<typeof Actor>;

/**
 * One entry of a record's history: a status change (with an optional note), a note alone, or a mail
 * sent to the candidate from the console (`note` holds its subject and the text sent).
 */
export const HistoryEntry = z.object({
  id: z.string(),
  kind: z.enum(['status', 'note', 'mail']),
  /** For status changes: the state before and after. */
  fromStatus: z.nullable(z.string()),
  toStatus: z.nullable(z.string()),
  note: z.nullable(z.string()),
  /** For a move to Rejected or Withdrawn: its reason in words (contracts/admin/reasons.ts). */
  reason: z.optional(z.nullable(z.string())),
  by: Actor,
  at: Moment,
});
export type HistoryEntry = z.infer<typeof HistoryEntry>;

/** POST …/notes */
export const NoteRequest = z.object({ text: text(5000).check(z.minLength(1, 'is required')) });
export type NoteRequest = z.infer<typeof NoteRequest>;

/**
 * The console's status-and-note form for a record now in `current`: a move to another of `statuses`
 * (with an optional note), or a note alone; one of the two at least.
 */
export const statusNoteForm = <S extends string>(statuses: readonly S[], current: S) =>
  z
    .object({
      status: z.custom<S>((value) => statuses.some((status) => status === value), 'must be one of the statuses'),
      note: text(5000),
    })
    .check(
      z.refine((values) => values.status !== current || values.note !== '', {
        message: 'Choose another status, or write a note.',
        path: ['note'],
      }),
    );

/** A short-lived link to a resume; open it in the same browser (it also needs the session). */
export const ResumeLink = z.object({
  /** Forces a download. */
  downloadUrl: z.string(),
  /** Shown in the browser (PDF only; null for DOC/DOCX). */
  inlineUrl: z.nullable(z.string()),
  expiresAt: Moment,
});
export type ResumeLink = z.infer<typeof ResumeLink>;

/** Whose resume: a job application's or an internship application's. */
export const RESUME_OWNERS = ['application', 'internship'] as const;
export const ResumeOwner = z.enum(RESUME_OWNERS);
export type ResumeOwner = z.infer<typeof ResumeOwner>;

/**
 * How the console shows a resume beside its record, decided from the file's bytes: a PDF in a frame
 * (`url`, same origin, served sandboxed), a DOCX as its text (plain text, never HTML), anything else
 * (a Word 97–2003 .doc, a file that cannot be read) only through the download link.
 */
export const ResumePreview = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('pdf'), url: z.string() }),
  z.object({ kind: z.literal('text'), text: z.string(), truncated: z.boolean() }),
  z.object({ kind: z.literal('download'), reason: z.string() }),
]);
export type ResumePreview = z.infer<typeof ResumePreview>;

/** A stored file as the console shows it. */
export const ResumeInfo = z.object({
  fileName: z.string(),
  contentType: z.string(),
  size: z.nullable(z.number()),
});
export type ResumeInfo = z.infer<typeof ResumeInfo>;

/** Ids in paths. */
export const UuidParams = z.object({ id: z.uuid('must be a UUID') });
export const ReqIdParams = z.object({ reqId: z.coerce.number().check(z.int(), z.positive()) });

/** 204 answers have no body; the client ignores it. */
export const NoContent = z.null();

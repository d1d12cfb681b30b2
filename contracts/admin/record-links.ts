/**
 * What a console record (a contact message today) may be linked to because it is about it: a
 * candidate's profile now, a client when the staffing desk brings clients. A new kind is one entry in
 * LINK_KINDS and its label here, and one resolver on the server (server/admin/inbox/record-links.ts):
 * a missing resolver is a compile error there.
 */
import { z } from '../zod';

export const LINK_KINDS = ['candidate'] as const;
export const LinkKind = z.enum(LINK_KINDS);
export type LinkKind = z.infer<typeof LinkKind>;
export const LINK_KIND_LABELS: Record<LinkKind, string> = { candidate: 'Candidate' };

/** A linked record as the console shows it: its kind, id and name. */
export const RecordLink = z.object({ kind: LinkKind, id: z.string(), name: z.string() });
export type RecordLink = z.infer<typeof RecordLink>;

/** PUT …/link: link to a record of a kind (`null` unlinks). */
export const LinkRequest = z.object({
  link: z.nullable(z.object({ kind: LinkKind, id: z.uuid('must be a UUID') })),
});
export type LinkRequest = z.infer<typeof LinkRequest>;

/** GET …/link-options?search=: records it could be linked to (same e-mail or phone first, then by search). */
export const LinkOptionsQuery = z.object({
  search: z.optional(z.string().check(z.trim(), z.maxLength(200))),
});
export type LinkOptionsQuery = z.input<typeof LinkOptionsQuery>;
export const LinkOption = z.extend(RecordLink, {
  /** e.g. "same e-mail", or the candidate's address. */
  detail: z.string(),
});
export type LinkOption = z.infer<typeof LinkOption>;
export const LinkOptions = z.object({ items: z.array(LinkOption) });
export type LinkOptions = z.infer<typeof LinkOptions>;

/**
 * The e-mail API (docs/product.md §8), served at POST /api/mail/v1/sendMail.
 * Recipients must be configured internal addresses: the server never relays elsewhere.
 */
import { z } from '../zod';
import { FileName, MAX_RESUME_BYTES, ResumeType } from './files';
import { email, line, text } from '../fields';

const Recipients = z.pipe(
  z.union([email, z.array(email).check(z.maxLength(20))]),
  z.transform((value: string | string[]) => (Array.isArray(value) ? value : [value])),
);

/** A data URL: data:<type>;base64,<payload>. Its decoded size is bounded like an upload. */
export const DataUrl = z
  .string()
  .check(
    z.maxLength(Math.ceil((MAX_RESUME_BYTES * 4) / 3) + 200, 'attachment is larger than 5 MB'),
    z.regex(/^data:[\w.+-]+\/[\w.+-]+;base64,[A-Za-z0-9+/]+=*$/, 'must be a base64 data URL'),
  );

export const MailAttachment = z.object({
  path: DataUrl,
  /** Non-alphanumerics removed by the client; the server never uses it as a path. */
  filename: FileName,
  type: ResumeType,
});

export const SendMailRequest = z.object({
  to: Recipients,
  cc: z.optional(Recipients),
  bcc: z.optional(Recipients),
  subject: line(200).check(z.minLength(1, 'is required')),
  /**
   * HTML for applications, text lines for the contact form. The server reads a message that starts
   * with `<` as HTML and keeps only plain formatting tags (no scripts, links, images or styles);
   * any other message is text and is escaped.
   */
  message: text(20_000).check(z.minLength(1, 'is required')),
  /** At most one file: the applicant's resume. */
  attachments: z.optional(z.array(MailAttachment).check(z.maxLength(1, 'at most one attachment (the resume)'))),
  /** Honeypot: people never fill it. When set, the server answers OK and sends nothing. */
  website: z.optional(z.string().check(z.maxLength(200))),
});
export type SendMailRequest = z.input<typeof SendMailRequest>;

/** Success is no code or code OK (docs/product.md §8). */
export const SendMailResponse = z.object({
  code: z.optional(z.enum(['OK', 'ERROR'])),
  message: z.optional(z.string()),
});
export type SendMailResponse = z.infer<typeof SendMailResponse>;

/**
 * The contact form (SPEC.md sections 3 and 5): name, email and message required, contact number
 * optional, the text-message consent required. Its message reaches the contact inbox through the
 * mail API as plain text lines, so nothing a visitor types is ever read as markup.
 */
import { z } from '../zod';
import type { SendMailRequest } from '../api/mail';
import { email, requiredLine, text } from '../fields';

export const CONTACT_MESSAGE_MAX = 5000;

export const ContactForm = z.object({
  name: requiredLine(100),
  email: z.pipe(z.string().check(z.trim(), z.minLength(1, 'is required')), email),
  /** Optional; when given, a phone number of digits with an optional +, spaces, dashes and brackets. */
  contactNumber: z.optional(
    z.string().check(z.trim(), z.regex(/^$|^\+?[0-9][0-9 ()-]{5,19}$/, 'must be a phone number')),
  ),
  message: text(CONTACT_MESSAGE_MAX).check(z.minLength(1, 'is required')),
  textMessageChecked: z.literal(true, 'must be checked to send your message'),
});
export type ContactForm = z.infer<typeof ContactForm>;
export type ContactFormInput = z.input<typeof ContactForm>;

/** The mail API request that carries a contact message to `to` (the contact inbox). */
export function contactMailRequest(form: ContactForm, to: string): SendMailRequest {
  return {
    to,
    subject: `Website contact message from ${form.name}`,
    message: [
      `Name: ${form.name}`,
      `Email: ${form.email}`,
      `Contact number: ${form.contactNumber || 'not given'}`,
      `Message: ${form.message}`,
    ].join('\n'),
  };
}

/**
 * A staff member's reply to a contact message: plain text in the company's mail layout (every value
 * escaped there), from the company's sender with the staff member as Reply-To so the answer reaches
 * them, to the address the visitor gave. What the history keeps is the subject and the text sent.
 */
import type { ContactReplyRequest } from '#contracts/admin/inbox';
import { brand } from '#content/brand';
import { oneLine } from '../../mail/compose';
import { renderCandidateMessage } from '../../mail/templates';
import type { OutgoingMail } from '../../repositories/outbox.repository';

export type ContactReply = { mail: OutgoingMail; record: string };

/** `Name <address>` with the name quoted, for a header nodemailer parses. */
const address = (person: { name: string; email: string }) =>
  `"${oneLine(person.name).replace(/["\\]/g, '')}" <${person.email}>`;

export function composeContactReply(
  request: ContactReplyRequest,
  message: { id: string; email: string },
  sender: { name: string; email: string },
  origin: string | undefined,
): ContactReply {
  const subject = oneLine(request.subject);
  const body = request.body.trim();
  const { html, text } = renderCandidateMessage({
    body,
    origin,
    reason: `You get this mail because you wrote to ${brand.name} through its contact form.`,
  });
  return {
    record: `${subject}\n\n${body}`,
    mail: {
      kind: 'contact-reply',
      to: [message.email],
      subject,
      html,
      text,
      replyTo: address(sender),
      subjectEmail: message.email,
      about: { type: 'contact-message', id: message.id },
    },
  };
}

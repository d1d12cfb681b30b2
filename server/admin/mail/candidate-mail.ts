/**
 * One recruiter's mail to each of a list of applications, filled with that candidate's values: the
 * candidate's first name (the visitor-written name cut to letters, as in every mail to an outside
 * address), the opening's title, the company and the recruiter's name. The body is plain text wrapped
 * in the candidates' mail layout (every value escaped there); an interview invitation may carry a
 * calendar invite. The mail leaves from the company's sender with the recruiter as Reply-To.
 */
import { randomUUID } from 'node:crypto';
import type { CandidateMailRequest, InvitePreview } from '#contracts/admin/mail';
import { oneLine, visitorFirstName } from '../../mail/compose';
import { defaultCompany, fillMergeFields, type MergeValues, renderCandidateMessage } from '../../mail/templates';
import type { CandidateMailEntry } from '../../repositories/candidate-mails.repository';
import { calendarInvite } from './calendar-invite';

export type Recipient = { uuid: string; name: string; email: string; title: string | null };
export type Sender = { name: string; email: string };

export type ComposedMail = {
  recipient: Recipient;
  subject: string;
  body: string;
  html: string;
  text: string;
  invite: InvitePreview | null;
  replyTo: string;
};

export const mergeValues = (recipient: Recipient, sender: Sender): MergeValues => ({
  firstName: visitorFirstName(recipient.name) || 'applicant',
  jobTitle: recipient.title ?? 'the role you applied for',
  company: defaultCompany,
  recruiterName: oneLine(sender.name),
});

/** `Name <address>` with the name quoted, for a header nodemailer parses. */
const address = (person: Sender) => `"${oneLine(person.name).replace(/["\\]/g, '')}" <${person.email}>`;

export function composeCandidateMail(
  request: Pick<CandidateMailRequest, 'subject' | 'body' | 'invite'>,
  recipient: Recipient,
  sender: Sender,
  origin: string | undefined,
): ComposedMail {
  const values = mergeValues(recipient, sender);
  const subject = oneLine(fillMergeFields(request.subject, values));
  const body = fillMergeFields(request.body, values).trim();
  const { html, text } = renderCandidateMessage({ body, origin });
  const invite = request.invite
    ? calendarInvite(request.invite, {
        uid: `${randomUUID()}@northwind.console`,
        title: `Interview: ${values.jobTitle} (${values.company})`,
        description: `Interview with ${values.recruiterName} of ${values.company} about ${values.jobTitle}.`,
        organizer: sender,
        attendee: { name: recipient.name, email: recipient.email },
      })
    : null;
  return { recipient, subject, body, html, text, invite, replyTo: address(sender) };
}

/** The outbox row and history entry of a composed mail. */
export function candidateMailEntry(mail: ComposedMail, moveTo: CandidateMailRequest['moveTo']): CandidateMailEntry {
  const record = [
    mail.subject,
    mail.body,
    ...(mail.invite ? [`Calendar invite: ${mail.invite.when}, ${mail.invite.where}`] : []),
  ].join('\n\n');
  return {
    applicationId: mail.recipient.uuid,
    moveTo,
    record,
    mail: {
      kind: 'candidate',
      to: [mail.recipient.email],
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      replyTo: mail.replyTo,
      subjectEmail: mail.recipient.email,
      attachments: mail.invite
        ? [
            {
              filename: mail.invite.fileName,
              contentType: 'text/calendar; charset=utf-8; method=REQUEST',
              content: Buffer.from(mail.invite.ics, 'utf8'),
            },
          ]
        : [],
    },
  };
}

/**
 * One recruiter's mail to each of a list of applications, filled with that candidate's values: the
 * candidate's first name (the visitor-written name cut to letters, as in every mail to an outside
 * address), the opening's title, the company and the recruiter's name. The body is plain text wrapped
 * in the candidates' mail layout (every value escaped there); an interview invitation may carry a
 * calendar invite. The mail leaves from the company's sender with the recruiter as Reply-To.
 */
import { randomUUID } from 'node:crypto';
import { type CandidateMailRequest, type InvitePreview, usesInterviewFields } from '#contracts/admin/mail';
import { interviewFactRows, interviewValues } from '../../desk/interview-facts';
import { oneLine, visitorFirstName } from '../../mail/compose';
import { ClientError } from '../../plugins/error-handler';
import {
  defaultCompany,
  fillMergeFields,
  INTERNSHIP_FOOTER_REASON,
  type MergeValues,
  renderCandidateMessage,
} from '../../mail/templates';
import type { CandidateMailEntry, StatusOwner } from '../../repositories/candidate-mails.repository';
import { calendarInvite, zonedTimeToUtc } from './calendar-invite';

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
  request: Pick<CandidateMailRequest, 'subject' | 'body' | 'invite' | 'owner'>,
  recipient: Recipient,
  sender: Sender,
  origin: string | undefined,
): ComposedMail {
  const facts = request.invite
    ? {
        start: zonedTimeToUtc(request.invite.date, request.invite.time, request.invite.timeZone),
        durationMinutes: request.invite.durationMinutes,
        timeZone: request.invite.timeZone,
        location: request.invite.location,
        videoUrl: request.invite.videoUrl,
      }
    : null;
  if (!facts && (usesInterviewFields(request.subject) || usesInterviewFields(request.body))) {
    throw new ClientError(
      422,
      'This text names the interview ({{interview.…}}): add the calendar invite, or take those fields out.',
    );
  }
  // The interview's facts come from the invite itself: the text cannot state another time.
  const values = { ...mergeValues(recipient, sender), ...(facts ? interviewValues(facts, facts.timeZone) : {}) };
  const subject = oneLine(fillMergeFields(request.subject, values));
  const body = fillMergeFields(request.body, values).trim();
  const { html, text } = renderCandidateMessage({
    body,
    origin,
    ...(request.owner === 'internship' ? { reason: INTERNSHIP_FOOTER_REASON } : {}),
    ...(facts ? { facts: interviewFactRows(facts, facts.timeZone) } : {}),
  });
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

/**
 * A rejection mail (one that moves the application to Rejected, or written from a "reject"
 * template) waits `delayHours` so a candidate is not turned down minutes after applying; staff may
 * cancel it from the application until then. The time it leaves, or undefined for at once.
 */
export function rejectionSendAt(
  request: Pick<CandidateMailRequest, 'moveTo'>,
  templatePurpose: string | undefined,
  delayHours: number,
  now = Date.now(),
): string | undefined {
  const rejection = request.moveTo === 'rejected' || templatePurpose === 'reject';
  if (!rejection || delayHours <= 0) return undefined;
  return new Date(now + delayHours * 3600_000).toISOString();
}

/** '28 Nov 2026, 17:40 UTC': a time in the history's text, the same for every reader. */
const whenUtc = (iso: string) =>
  `${new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso))} UTC`;

/** The outbox row and history entry of a composed mail. */
export function candidateMailEntry(
  mail: ComposedMail,
  moveTo: CandidateMailRequest['moveTo'],
  sendAt?: string,
  owner: StatusOwner = 'application',
): CandidateMailEntry {
  const record = [
    mail.subject,
    mail.body,
    ...(mail.invite ? [`Calendar invite: ${mail.invite.when}, ${mail.invite.where}`] : []),
    ...(sendAt ? [`Leaves ${whenUtc(sendAt)} unless cancelled.`] : []),
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
      notBefore: sendAt,
      about: { type: owner, id: mail.recipient.uuid },
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

/**
 * The submittal's mail to the client's contacts: the recruiter's summary, the facts the client
 * decides on (rate offered, availability, work authorisation) written by the server, and what is
 * attached (the client-ready profile; the original resume only when ticked). It never carries the
 * candidate's phone or e-mail; answers go to the recruiter (Reply-To).
 */
import { formatMoney } from '#contracts/admin/rates';
import type { SubmittalRequest } from '#contracts/admin/submittals';
import { oneLine, visitorFirstName } from '../mail/compose';
import { defaultCompany, renderCandidateMessage } from '../mail/templates';
import type { OutgoingAttachment, OutgoingMail } from '../repositories/outbox.repository';
import { withoutContactDetails } from './client-profile-pdf';

export type SubmittalMailInput = {
  request: SubmittalRequest;
  candidate: { name: string; email: string; phone: string };
  jobTitle: string;
  recruiter: { name: string; email: string };
  attachments: OutgoingAttachment[];
  origin?: string | undefined;
};

const address = (person: { name: string; email: string }) =>
  `"${oneLine(person.name).replace(/["\\]/g, '')}" <${person.email}>`;

/** "Anna", "Anna and Ben", "Anna, Ben and Chen". */
const names = (list: readonly string[]) =>
  list.length <= 1 ? (list[0] ?? '') : `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`;

export function submittalMail(input: SubmittalMailInput): OutgoingMail {
  const { request, candidate } = input;
  const withhold = { email: candidate.email, phone: candidate.phone };
  const rate = formatMoney(request.rateOffered, request.currency, request.rateUnit);
  const greeting = names(request.recipients.map((r) => visitorFirstName(r.name) || r.name));
  const attached = input.attachments.map((a) => a.filename);
  const body = [
    `Dear ${greeting},`,
    `I would like to put forward ${oneLine(candidate.name)} for ${oneLine(input.jobTitle)}.`,
    withoutContactDetails(request.summary, withhold),
    attached.length
      ? `Attached: ${attached.join(', ')}. To meet ${visitorFirstName(candidate.name) || 'the candidate'}, reply to this mail with a few times that suit you and I will arrange the interview.`
      : `To meet ${visitorFirstName(candidate.name) || 'the candidate'}, reply to this mail with a few times that suit you and I will arrange the interview.`,
    `Kind regards,\n${oneLine(input.recruiter.name)}\n${defaultCompany}`,
  ].join('\n\n');
  const { html, text } = renderCandidateMessage({
    body,
    origin: input.origin,
    facts: [
      ['Candidate', candidate.name],
      ['Role', input.jobTitle],
      ['Rate offered', rate],
      ['Availability', request.profile.availability],
      ['Work authorisation', request.profile.workAuthorization],
      ['Location', request.profile.location],
    ],
    reason: `You get this mail because you asked ${defaultCompany} for candidates.`,
  });
  return {
    kind: 'desk',
    to: request.recipients.map((recipient) => recipient.email),
    subject: oneLine(`Candidate for ${input.jobTitle}: ${candidate.name}`),
    html,
    text,
    replyTo: address(input.recruiter),
    subjectEmail: candidate.email,
    attachments: input.attachments,
  };
}

/** A file name from a person's name: letters, digits and dashes. */
export const fileSafe = (value: string) =>
  value
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'candidate';

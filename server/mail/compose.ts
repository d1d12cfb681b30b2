/**
 * The mails the server writes itself. Every value a visitor typed is escaped where it lands; subjects
 * are single lines.
 */
import type { SendMailRequest } from '#contracts/api/mail';
import { brand } from '#content/brand';
import { escapeHtml, htmlToText, messageToHtml } from '../lib/html';
import type { OutgoingMail } from '../repositories/outbox.repository';

/** Nothing that reaches a header may carry a line break. */
export const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();

const table = (rows: [string, string | null | undefined][]) =>
  `<table cellpadding="4" border="1">${rows
    .filter(([, value]) => value)
    .map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value ?? '')}</td></tr>`)
    .join('')}</table>`;

export function applicationConfirmation(candidate: {
  uuid: string;
  name: string;
  email: string;
  title: string | null;
  req_id: number | null;
}): OutgoingMail {
  const title = candidate.title ?? 'the position';
  const html = [
    `<p>Dear ${escapeHtml(candidate.name)},</p>`,
    `<p>Thank you: we received your application for <strong>${escapeHtml(title)}</strong>${
      candidate.req_id ? ` (requirement ${candidate.req_id})` : ''
    } and your resume.</p>`,
    '<p>A recruiter will read it and get in touch if your profile matches. You do not need to apply again.</p>',
    `<p>Kind regards,<br>The ${escapeHtml(brand.name)} careers team</p>`,
  ].join('\n');
  return {
    kind: 'application-confirmation',
    to: [candidate.email],
    subject: oneLine(`We received your application for ${title}`),
    html,
    text: htmlToText(html),
    subjectEmail: candidate.email,
    dedupeKey: `application-confirmation:${candidate.uuid}`,
  };
}

/** A mail API request as the mail it becomes (recipients already checked). */
export function apiMail(request: {
  to: string[];
  cc?: string[] | undefined;
  bcc?: string[] | undefined;
  subject: string;
  message: SendMailRequest['message'];
}): Omit<OutgoingMail, 'attachments'> {
  const html = messageToHtml(request.message);
  return {
    kind: 'api',
    to: request.to,
    cc: request.cc ?? [],
    bcc: request.bcc ?? [],
    subject: oneLine(request.subject),
    html,
    text: htmlToText(html),
  };
}

export function internshipMail(
  to: string[],
  application: Record<string, string | undefined> & { firstName: string; lastName: string; email: string },
  aadhaarMasked: string | null,
): Omit<OutgoingMail, 'attachments'> {
  const a = application;
  const html = [
    `<p>A new internship application arrived from ${escapeHtml(`${a.firstName} ${a.lastName}`)}.</p>`,
    table([
      ['Name', `${a.firstName} ${a.lastName}`],
      ['Email', a.email],
      ['Gender', a.gender],
      ['Aadhaar (masked)', aadhaarMasked],
      ['Address', a.address],
      ['City', a.city],
      ['State', a.state],
      ['Country', a.country],
      ['PIN code', a.pinCode],
      ['Contact number', a.contactNumber ? `${a.countryCode ?? '+91'} ${a.contactNumber}` : undefined],
      ['Qualification', a.qualification],
      ['Experience', a.experience],
      ['Academic internship', a.academicInternship],
      ['Years of experience', a.yearsOfExperience],
      ['Notice period', a.noticePeriod],
      ['Expected salary', a.expectedSalary],
      ['Experience summary', a.experienceSummary],
      ['Heard of us through', a.reference],
      ['Reference name', a.referenceName],
      ['Reference details', a.referenceOthers],
      ['Area of interest', a.areaOfInterest],
      ['Other area', a.areaOfInterestOthers],
      ['Comments', a.comments],
      ['Inline resume', a.inlineResume],
    ]),
    '<p>The resume is attached.</p>',
  ].join('\n');
  return {
    kind: 'internship',
    to,
    subject: oneLine(`Internship application: ${a.firstName} ${a.lastName} (${a.areaOfInterest ?? ''})`),
    html,
    text: htmlToText(html),
    subjectEmail: a.email,
  };
}

/**
 * The mails the server writes itself. Every value a visitor typed is escaped where it lands; subjects
 * are single lines.
 */
import type { SendMailRequest } from '#contracts/api/mail';
import { brand } from '#content/brand';
import { referenceNumber } from '#contracts/reference-number';
import { escapeHtml, htmlToText, messageToHtml, textToHtml } from '../lib/html';
import type { OutgoingMail } from '../repositories/outbox.repository';

/** Nothing that reaches a header may carry a line break. */
export const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();

const table = (rows: [string, string | null | undefined][]) =>
  `<table cellpadding="4" border="1">${rows
    .filter(([, value]) => value)
    .map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value ?? '')}</td></tr>`)
    .join('')}</table>`;

/** A mail to an applicant's (unverified) address. */
export type ConfirmationMail = OutgoingMail & { subjectEmail: string };

/**
 * The only visitor-written text a mail to an outside address may carry: the first word of the name,
 * letters (any script), apostrophes and hyphens only, at most 40 characters. Dots, digits and symbols
 * go, so no link or message can ride in on a "name".
 */
export const visitorFirstName = (name: string) =>
  (name.trim().split(/\s+/)[0] ?? '').replace(/[^\p{L}\p{M}'’-]/gu, '').slice(0, 40);

const greeting = (name: string) => {
  const first = visitorFirstName(name);
  return first ? `<p>Dear ${escapeHtml(first)},</p>` : '<p>Hello,</p>';
};

export function applicationConfirmation(candidate: {
  uuid: string;
  name: string;
  email: string;
  title: string | null;
  req_id: number | null;
}): ConfirmationMail {
  const title = candidate.title ?? 'the position';
  const html = [
    greeting(candidate.name),
    `<p>Thank you: we received your application for <strong>${escapeHtml(title)}</strong>${
      candidate.req_id ? ` (requirement ${candidate.req_id})` : ''
    } and your resume.</p>`,
    `<p>Your reference is <strong>${referenceNumber('application', candidate.uuid)}</strong>.</p>`,
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

/** The internship applicant's confirmation: like the job application's, first name only. */
export function internshipConfirmation(application: {
  id: string;
  firstName: string;
  email: string;
  areaOfInterest: string;
}): ConfirmationMail {
  const html = [
    greeting(application.firstName),
    `<p>Thank you: we received your application for an internship in <strong>${escapeHtml(
      application.areaOfInterest,
    )}</strong> and your resume.</p>`,
    '<p>Our team will read it and get in touch if your profile matches. You do not need to apply again.</p>',
    `<p>Kind regards,<br>The ${escapeHtml(brand.name)} internship team</p>`,
  ].join('\n');
  return {
    kind: 'internship-confirmation',
    to: [application.email],
    subject: oneLine(`We received your internship application (${application.areaOfInterest})`),
    html,
    text: htmlToText(html),
    subjectEmail: application.email,
    dedupeKey: `internship-confirmation:${application.id}`,
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
      [a.country === 'Others' ? 'Postal code' : 'PIN code', a.pinCode],
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

/** The contact inbox's mail for a stored contact message; says whether text messages may be sent. */
export function contactMail(
  to: string[],
  message: {
    reference: string;
    name: string;
    email: string;
    phone: string | null;
    message: string;
    smsConsent: boolean;
    consentText: string | null;
    consentAt: string | null;
  },
): Omit<OutgoingMail, 'attachments'> {
  const consent = message.smsConsent
    ? `Given at ${message.consentAt ?? ''} (UTC), with this wording: “${message.consentText ?? ''}”`
    : 'Not given: do not send this visitor text messages.';
  const html = [
    `<p>A message arrived through the website's contact form (reference ${escapeHtml(message.reference)}).</p>`,
    table([
      ['Reference', message.reference],
      ['Name', message.name],
      ['Email', message.email],
      ['Contact number', message.phone ?? 'not given'],
      ['Text-message consent', consent],
    ]),
    `<p><strong>Message</strong></p>`,
    `<p>${textToHtml(message.message)}</p>`,
  ].join('\n');
  return {
    kind: 'contact',
    to,
    subject: oneLine(`Website contact message from ${message.name} (${message.reference})`),
    html,
    text: htmlToText(html),
    subjectEmail: message.email,
  };
}

/**
 * The mails the server writes itself, as outbox rows: recipients, subject, and the body from the
 * templates (./templates/). Every value a visitor typed is escaped where it lands; subjects are
 * single lines. `origin` is the site's public origin (PUBLIC_URL) when known: the logo and the links
 * need it, and without it the mails read as text.
 */
import {
  CALL_BACK_PROMISE,
  CLIENT_REQUEST_LABELS as L,
  DURATIONS,
  SENIORITIES,
  WORK_MODES,
} from '#contracts/api/client-request';
import type { SendMailRequest } from '#contracts/api/mail';
import { formatAmountText } from '#contracts/money';
import { referenceNumber } from '#contracts/reference-number';
import { htmlToText } from '../lib/html';
import { messageToHtml } from '../lib/safe-html';
import type { OutgoingMail } from '../repositories/outbox.repository';
import {
  applicationConfirmationParts,
  clientRequestConfirmationParts,
  clientRequestNotificationParts,
  contactNotificationParts,
  internshipConfirmationParts,
  internshipNotificationParts,
} from './templates';

/** Nothing that reaches a header may carry a line break. */
export const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();

/** A mail to an applicant's (unverified) address. */
export type ConfirmationMail = OutgoingMail & { subjectEmail: string };

/**
 * The only visitor-written text a mail to an outside address may carry: the first word of the name,
 * letters (any script), apostrophes and hyphens only, at most 40 characters. Dots, digits and symbols
 * go, so no link or message can ride in on a "name".
 */
export const visitorFirstName = (name: string) =>
  (name.trim().split(/\s+/)[0] ?? '').replace(/[^\p{L}\p{M}'’-]/gu, '').slice(0, 40);

export function applicationConfirmation(
  candidate: {
    uuid: string;
    name: string;
    email: string;
    title: string | null;
    req_id: number | null;
    location?: string | null;
  },
  origin?: string,
): ConfirmationMail {
  const { subject, html, text } = applicationConfirmationParts({
    origin,
    firstName: visitorFirstName(candidate.name),
    jobTitle: candidate.title,
    reqId: candidate.req_id,
    location: candidate.location,
    reference: referenceNumber('application', candidate.uuid),
  });
  return {
    kind: 'application-confirmation',
    to: [candidate.email],
    subject: oneLine(subject),
    html,
    text,
    subjectEmail: candidate.email,
    dedupeKey: `application-confirmation:${candidate.uuid}`,
  };
}

/** The internship applicant's confirmation: like the job application's, first name only. */
export function internshipConfirmation(
  application: {
    id: string;
    firstName: string;
    email: string;
    areaOfInterest: string;
  },
  origin?: string,
): ConfirmationMail {
  const { subject, html, text } = internshipConfirmationParts({
    origin,
    firstName: visitorFirstName(application.firstName),
    areaOfInterest: application.areaOfInterest,
    reference: referenceNumber('internship', application.id),
  });
  return {
    kind: 'internship-confirmation',
    to: [application.email],
    subject: oneLine(subject),
    html,
    text,
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

/** The internship inbox's mail: every answer, the masked Aadhaar number, a link to the console. */
export function internshipMail(
  to: string[],
  application: Record<string, string | undefined> & { firstName: string; lastName: string; email: string },
  aadhaarMasked: string | null,
  context: { id?: string; origin?: string | undefined } = {},
): Omit<OutgoingMail, 'attachments'> {
  const a = application;
  const name = `${a.firstName} ${a.lastName}`;
  const { html, text } = internshipNotificationParts({
    origin: context.origin,
    id: context.id,
    reference: context.id ? referenceNumber('internship', context.id) : undefined,
    name,
    fields: [
      ['Name', name],
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
      ['Expected salary (a year)', formatAmountText(a.expectedSalary, 'INR')],
      ['Heard of us through', a.reference],
      ['Reference name', a.referenceName],
      ['Reference details', a.referenceOthers],
      ['Area of interest', a.areaOfInterest],
      ['Other area', a.areaOfInterestOthers],
    ],
    texts: [
      ['Experience summary', a.experienceSummary],
      ['Comments', a.comments],
      ['Inline resume', a.inlineResume],
    ],
  });
  return {
    kind: 'internship',
    to,
    subject: oneLine(`Internship application: ${name} (${a.areaOfInterest ?? ''})`),
    html,
    text,
    subjectEmail: a.email,
  };
}

/** The contact inbox's mail for a stored contact message; says whether text messages may be sent. */
export function contactMail(
  to: string[],
  message: {
    /** The stored message's id, for the console link. */
    id?: string;
    reference: string;
    name: string;
    email: string;
    phone: string | null;
    /** The visitor's company, when given. */
    company: string | null;
    /** The topic as the form showed it ("Hire talent"). */
    topic: string;
    message: string;
    smsConsent: boolean;
    consentText: string | null;
    consentAt: string | null;
  },
  origin?: string,
): Omit<OutgoingMail, 'attachments'> {
  const consent = message.smsConsent
    ? `Given at ${message.consentAt ?? ''} (UTC), with this wording: “${message.consentText ?? ''}”`
    : 'Not given: do not send this visitor text messages.';
  const { html, text } = contactNotificationParts({
    origin,
    id: message.id,
    reference: message.reference,
    name: message.name,
    email: message.email,
    phone: message.phone,
    company: message.company,
    topic: message.topic,
    message: message.message,
    consent,
  });
  return {
    kind: 'contact',
    to,
    subject: oneLine(`Website contact message (${message.topic}) from ${message.name} (${message.reference})`),
    html,
    text,
    subjectEmail: message.email,
  };
}

/** A stored client request as the mails read it (choices as their keys). */
export type ClientRequestForMail = {
  id: string;
  company: string;
  name: string;
  email: string;
  phone: string | null;
  role: string;
  skills: string;
  headcount: number;
  seniority: string;
  startDate: string;
  duration: string;
  workMode: string;
  location: string | null;
  budget: string | null;
  message: string | null;
};

const labelOf = (labels: Record<string, string>, key: string) => labels[key] ?? key;

/** The sales inbox's mail: every answer in the form's order, and the console link. */
export function clientRequestMail(
  to: string[],
  request: ClientRequestForMail,
  origin?: string,
): Omit<OutgoingMail, 'attachments'> {
  const reference = referenceNumber('client-request', request.id);
  const { subject, html, text } = clientRequestNotificationParts({
    origin,
    id: request.id,
    reference,
    company: request.company,
    name: request.name,
    promise: CALL_BACK_PROMISE.replace(/^An/, 'an'),
    fields: [
      [L.company, request.company],
      [L.name, request.name],
      [L.email, request.email],
      [L.phone, request.phone ?? 'not given'],
      [L.role, request.role],
      [L.skills, request.skills],
      [L.headcount, String(request.headcount)],
      [L.seniority, labelOf(SENIORITIES, request.seniority)],
      [L.startDate, request.startDate],
      [L.duration, labelOf(DURATIONS, request.duration)],
      [L.workMode, labelOf(WORK_MODES, request.workMode)],
      [L.location, request.location ?? 'not given'],
      [L.budget, request.budget ?? 'not given'],
    ],
    message: request.message,
  });
  return { kind: 'client-request', to, subject: oneLine(subject), html, text, subjectEmail: request.email };
}

/**
 * The client's confirmation: the reference, who calls back and when, and only the choices picked
 * from the form's lists (with the first name): no text the visitor wrote rides to an unverified address.
 */
export function clientRequestConfirmation(
  request: ClientRequestForMail,
  salesAddress: string,
  origin?: string,
): ConfirmationMail {
  const { subject, html, text } = clientRequestConfirmationParts({
    origin,
    firstName: visitorFirstName(request.name),
    reference: referenceNumber('client-request', request.id),
    headcount: request.headcount,
    seniority: labelOf(SENIORITIES, request.seniority),
    startDate: request.startDate,
    duration: labelOf(DURATIONS, request.duration),
    workMode: labelOf(WORK_MODES, request.workMode),
    promise: CALL_BACK_PROMISE,
    salesAddress,
  });
  return {
    kind: 'client-request-confirmation',
    to: [request.email],
    subject: oneLine(subject),
    html,
    text,
    subjectEmail: request.email,
    dedupeKey: `client-request-confirmation:${request.id}`,
  };
}

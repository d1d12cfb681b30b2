/**
 * A job application in one request (POST /api/applications): the form's fields checked with the
 * form's own schema, the opening checked to be open, the resume (already streamed to storage by the
 * route) checked by its bytes, then the candidate, the attachment, the source and both mails stored
 * in one transaction keyed by the Idempotency-Key. A failure leaves no file behind; a replay of a key
 * answers the first reference and stores and mails nothing new.
 */
import type { FastifyBaseLogger } from 'fastify';
import { ApplicationRequest, fieldErrorsOf, RESUME_PART } from '#contracts/api/application';
import type { ResumeType } from '#contracts/api/files';
import {
  APPLICATION_FIELDS,
  APPLICATION_LABELS as L,
  AVAILABILITY_OPTIONS,
  DIRECT_APPLICANT,
  OTHER_REASON,
  USA_COUNTRY_CODE,
  isdPrefixOf,
} from '#contracts/forms/application-form';
import { requiredMessage } from '#contracts/field-messages';
import { currencyOf, formatAmountText } from '#contracts/money';
import { referenceNumber } from '#contracts/reference-number';
import { RESUME_MESSAGES } from '#contracts/resume-file';
import { contentHash } from '../lib/content-hash';
import { applicationNotification } from '../mail/application-notification';
import { applicationConfirmation } from '../mail/compose';
import { ClientError } from '../plugins/error-handler';
import { isOpen, type JobApplicationsRepository } from '../repositories/job-applications.repository';
import type { OutboxRepository, OutgoingMail } from '../repositories/outbox.repository';
import { ResumeRejected } from '../storage/resume-type';
import { keyForType, type ResumeStorage } from '../storage/storage';
import type { ConfirmationLimits } from './confirmations';
import { isoIn, nowIso } from '../lib/clock';
import type { ReserveUploadQuota } from './upload-quota';

export type JobApplicationDeps = {
  applications: JobApplicationsRepository;
  outbox: OutboxRepository;
  storage: ResumeStorage;
  inboxes: { applicationsFirstCountry: string[]; applicationsOtherCountries: string[] };
  /** The origin of the mails' logo and links (server/mail/mail-origin.ts): PUBLIC_URL, when set. */
  mailOrigin?: string | undefined;
  confirmationLimits: ConfirmationLimits;
  /** Reserves bytes of the client's upload quota; refuses (429) bytes past it. */
  reserveUploadQuota: ReserveUploadQuota;
  wakeOutbox: () => void;
  log: FastifyBaseLogger;
};

/** The resume as the route kept it: where it was streamed, and its checked type (or why it was refused). */
export type ReceivedResume = {
  key: string;
  fileName: string;
  check: () => Promise<{ type: ResumeType; size: number }>;
};

export type JobApplicationSubmission = {
  fields: Record<string, string>;
  resume: ReceivedResume | undefined;
  /** The Idempotency-Key: the candidate's UUID. */
  key: string;
  clientKey: string;
  /** The console's origin for the link in the recruiters' mail ('' when unknown: a relative link). */
  consoleOrigin: string;
};

/** 422 with every bad field; `message` names the first. */
const invalid = (errors: Record<string, string>) => {
  const [first] = Object.values(errors);
  return new ClientError(422, first ?? 'The application is not valid.', Object.keys(errors)[0], undefined, errors);
};

const conflictingKey = () =>
  new ClientError(
    422,
    'Idempotency-Key: this key was already used for a different application; use a new key for a new application.',
    'Idempotency-Key',
  );

/** Checks and stores the application; returns its reference. The caller removes `resume.key` when this throws. */
export async function submitJobApplication(
  deps: JobApplicationDeps,
  submission: JobApplicationSubmission,
): Promise<{ reference: string; stored: boolean }> {
  const { fields, resume, key } = submission;
  const reference = referenceNumber('application', key);

  // The opening decides the country (and so which questions the rules ask), whatever the client says.
  const reqId = /^\d{1,9}$/.test(fields.jobId ?? '') ? Number(fields.jobId) : undefined;
  const opening = reqId === undefined ? undefined : await deps.applications.opening(reqId);
  if (reqId !== undefined && !opening) throw new ClientError(404, 'There is no opening with this jobId.', 'jobId');
  if (opening && !isOpen(opening, nowIso().slice(0, 10))) {
    throw new ClientError(409, 'This opening is no longer taking applications.', 'jobId');
  }

  // A replay sends no file to keep (the route drained it): the stored application has one.
  const existing = await deps.applications.byKey(key);
  // A field left out reads as empty, so it gets the form's own message ("City is required.").
  const formFields = Object.fromEntries(Object.keys(APPLICATION_FIELDS).map((name) => [name, fields[name] ?? '']));
  const parsed = ApplicationRequest.safeParse({
    ...fields,
    ...formFields,
    jobId: fields.jobId ?? '',
    country: opening?.country_code ?? fields.country ?? '',
  });
  const errors = parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
  if (!resume && !existing) errors[RESUME_PART] = RESUME_MESSAGES.missing;
  if (parsed.success && opening) {
    const values = parsed.data;
    if (!(await deps.applications.stateOf(values.state, opening.country_uuid))) {
      errors.state = requiredMessage(L.state);
    }
    if (values.recruiterContacted !== DIRECT_APPLICANT.value) {
      const id = Number(values.recruiterContacted);
      if (!Number.isInteger(id) || !(await deps.applications.recruiter(id))) {
        errors.recruiterContacted = requiredMessage(L.recruiterContacted);
      }
    }
  }
  if (!parsed.success || !opening || Object.keys(errors).length > 0) throw invalid(errors);
  const values = parsed.data;
  const hash = contentHash({ ...values, jobId: opening.req_id });
  if (existing || !resume) {
    if (existing?.content_hash !== hash) throw conflictingKey();
    return { reference, stored: false };
  }

  let checked: { type: ResumeType; size: number };
  try {
    checked = await resume.check();
  } catch (error) {
    if (error instanceof ResumeRejected) {
      throw new ClientError(error.statusCode, error.message, RESUME_PART, undefined, { [RESUME_PART]: error.message });
    }
    throw error;
  }
  // The bytes are reserved against the client's quota until the row that counts them is stored.
  const releaseQuota = await deps.reserveUploadQuota(submission.clientKey, checked.size);
  try {
    // The extension comes from the bytes, not from the name the client gave.
    const storageKey = keyForType(resume.key, checked.type);
    if (storageKey !== resume.key) {
      await deps.storage.rename(resume.key, storageKey);
      resume.key = storageKey;
    }

    const usa = opening.country_code === USA_COUNTRY_CODE;
    const h1b = usa && values.workAuthorization === 'H1B';
    const isd = isdPrefixOf(opening.country_code ?? '');
    const name = `${values.firstName} ${values.lastName}`;
    const recruiter =
      values.recruiterContacted === DIRECT_APPLICANT.value
        ? undefined
        : await deps.applications.recruiter(Number(values.recruiterContacted));
    const reason = values.reasonForChange === OTHER_REASON ? values.customReason : values.reasonForChange;
    const state = await deps.applications.stateOf(values.state, opening.country_uuid);
    const blank = (value: string | null | undefined) => value || null;
    // An empty WhatsApp number is the contact number ("Same as my contact number").
    const whatsapp = `${isd} ${values.whatsappNumber || values.contactNumber}`;
    const currency = currencyOf(opening.country_code);

    const recipients = opening.firstCountry
      ? deps.inboxes.applicationsFirstCountry
      : deps.inboxes.applicationsOtherCountries;
    const mails: OutgoingMail[] = [
      applicationNotification(recipients, {
        origin: submission.consoleOrigin || undefined,
        applicationId: key,
        reference,
        job: { reqId: opening.req_id, title: opening.title, location: opening.location },
        candidate: {
          firstName: values.firstName,
          lastName: values.lastName,
          email: values.email,
          contactNumber: `${isd} ${values.contactNumber}`,
          whatsappNumber: whatsapp,
          country: opening.country_name ?? '',
          state: state?.name ?? '',
          city: values.city,
          workAuthorization: usa ? values.workAuthorization : null,
          h1bExpiryDate: h1b ? values.h1bExpiryDate : null,
          i140Approved: h1b ? values.i140Approved : null,
          interestedInTransfer: h1b ? values.intrestedInTransfer : null,
          bestTimeToCall: values.bestTimeToCall,
          availability: AVAILABILITY_OPTIONS.find((o) => o.value === values.availability)?.label ?? values.availability,
          reasonForChange: reason,
          // Never asked in the USA (the schema refuses it there): the mail has no row for it.
          currentSalary: formatAmountText(values.currentSalary, currency),
          expectedSalary: formatAmountText(values.expectedSalary, currency),
          desiredLocation: values.desiredLocation,
          recruiter: recruiter ? `${recruiter.first_name} ${recruiter.last_name}` : DIRECT_APPLICANT.stored,
        },
        source: {
          utmSource: values.UTM_SOURCE,
          utmMedium: values.UTM_MEDIUM,
          utmCampaign: values.UTM_CAMPAIGN,
          utmTerm: values.UTM_TERM,
          utmContent: values.UTM_CONTENT,
          referrer: values.REFERRER,
          landingPage: values.LANDING_PAGE,
        },
        candidateEmail: values.email,
        resume: { storageKey, type: checked.type },
      }),
    ];
    if (await confirmationAllowed(deps, values.email, submission.clientKey)) {
      mails.push({
        ...applicationConfirmation(
          {
            uuid: key,
            name,
            email: values.email,
            title: opening.title,
            req_id: opening.req_id,
            location: opening.location,
          },
          deps.mailOrigin,
        ),
        clientKey: submission.clientKey,
      });
    }

    const stored = await deps.applications.insert({
      candidate: {
        uuid: key,
        requirement_uuid: opening.uuid,
        name,
        email: values.email.toLowerCase(),
        phone: `${isd} ${values.contactNumber}`,
        whatsapp,
        city: values.city,
        state_uuid: values.state,
        country_uuid: opening.country_uuid,
        work_authorization: usa ? values.workAuthorization : null,
        h1b_approved: h1b ? values.i140Approved : null,
        h1b_expiry: h1b ? values.h1bExpiryDate : null,
        h1b_transfer: h1b ? values.intrestedInTransfer : null,
        best_time_to_call: values.bestTimeToCall,
        availability: values.availability,
        job_change_reason: reason,
        current_salary: values.currentSalary,
        expected_salary: values.expectedSalary,
        desired_location: values.desiredLocation,
        recruiter_name: recruiter ? recruiter.first_name : DIRECT_APPLICANT.stored,
        content_hash: hash,
        utm_source: blank(values.UTM_SOURCE),
        utm_medium: blank(values.UTM_MEDIUM),
        utm_campaign: blank(values.UTM_CAMPAIGN),
        utm_term: blank(values.UTM_TERM),
        utm_content: blank(values.UTM_CONTENT),
        referrer: blank(values.REFERRER),
        landing_page: blank(values.LANDING_PAGE),
      },
      resume: {
        storageKey,
        type: checked.type,
        size: checked.size,
        fileName: resume.fileName,
        clientKey: submission.clientKey,
      },
      mails,
    });
    if (!stored) {
      // A concurrent request with the same key won: answer as its replay (the caller removes this file).
      const winner = await deps.applications.byKey(key);
      if (winner?.content_hash !== hash) throw conflictingKey();
      return { reference, stored: false };
    }
    deps.wakeOutbox();
    return { reference, stored: true };
  } finally {
    await releaseQuota();
  }
}

/** The confirmation throttle (server/services/confirmations.ts), checked before the transaction that queues it. */
async function confirmationAllowed(deps: JobApplicationDeps, email: string, clientKey: string) {
  const since = isoIn(-deps.confirmationLimits.windowMs);
  const kinds: OutgoingMail['kind'][] = ['application-confirmation', 'internship-confirmation'];
  const toAddress = await deps.outbox.countRecent(kinds, since, { subjectEmail: email });
  const fromClient = await deps.outbox.countRecent(kinds, since, { clientKey });
  if (toAddress < deps.confirmationLimits.perAddress && fromClient < deps.confirmationLimits.perClient) return true;
  deps.log.warn({ kind: 'application-confirmation', toAddress, fromClient }, 'confirmation mail throttled');
  return false;
}

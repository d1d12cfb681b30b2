/**
 * The application sequence (docs/product.md §5.3): candidate insert, attachment insert, attachment info
 * insert, signed URL request, resume upload, notification e-mail. Any failing step ends the attempt.
 *
 * One submission keeps its UUIDs and insert time across retries, so a retry sends the very same
 * records and the server (keyed by those UUIDs) stores each once. When the candidate edits the form
 * or picks another file between attempts, the records differ: that is a new submission with new ids.
 */
import type { Opening, OpeningDetail } from '#contracts/api/staffing/openings';
import type { Country, Recruiter, State } from '#contracts/api/staffing/reference';
import type { AttachmentInfo, AttachmentRecord, CandidateRecord } from '#contracts/api/staffing/applications';
import type { ResumeType } from '#contracts/api/files';
import {
  type ApplicationFormValues,
  AVAILABILITY_OPTIONS,
  DIRECT_APPLICANT,
  OTHER_REASON,
  USA_COUNTRY_CODE,
  isdPrefixOf,
} from '#contracts/forms/application-form';
import { sniffResumeType } from '#contracts/resume-file';
import { type ClientError, isClientError } from '../../../lib/http-client';
import { clearAttribution, readAttribution } from '../attribution/attribution';
import type { ApplicationApi } from '../api/application-api';
import { applicationMail, dataUrlOf, recipientsFor } from './application-mail';

export type SubmissionIds = { candidate: string; attachment: string; attachmentInfo: string; info1: string };

export type Submission = {
  ids: SubmissionIds;
  /** yyyy-mm-dd hh:mm:ss, UTC: when the attachment was first recorded. */
  insertTs: string;
  /** The records of the first attempt, to tell a retry from a changed application. */
  fingerprint: string | null;
};

export const STEPS = ['candidate', 'attachment', 'attachmentInfo', 'uploadUrl', 'upload', 'mail'] as const;
export type Step = (typeof STEPS)[number];

export type SubmitResult = { ok: true } | { ok: false; step: Step | 'resume'; error: ClientError };

export type SubmitContext = {
  opening: Opening | OpeningDetail;
  countries: readonly Country[];
  states: readonly State[];
  recruiters: readonly Recruiter[];
};

export const utcTimestamp = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');

export const newSubmission = (now: Date = new Date()): Submission => ({
  ids: {
    candidate: crypto.randomUUID(),
    attachment: crypto.randomUUID(),
    attachmentInfo: crypto.randomUUID(),
    info1: crypto.randomUUID(),
  },
  insertTs: utcTimestamp(now),
  fingerprint: null,
});

const usaFields = (values: ApplicationFormValues) => {
  const usa = values.country === USA_COUNTRY_CODE;
  const h1b = usa && values.workAuthorization === 'H1B';
  return {
    CND_ATHRZTN_TX: usa ? (values.workAuthorization as CandidateRecord['CND_ATHRZTN_TX']) : '',
    CND_H1BAPPROVED_TX: h1b ? (values.i140Approved as CandidateRecord['CND_H1BAPPROVED_TX']) : '',
    CND_H1BEXPIRY_TX: h1b ? values.h1bExpiryDate : '',
    CND_H1BTRANSFER_TX: h1b ? (values.intrestedInTransfer as CandidateRecord['CND_H1BTRANSFER_TX']) : '',
  };
};

export const reasonOf = (values: Pick<ApplicationFormValues, 'reasonForChange' | 'customReason'>) =>
  values.reasonForChange === OTHER_REASON ? values.customReason.trim() : values.reasonForChange;

export function candidateRecord(
  values: ApplicationFormValues,
  context: SubmitContext,
  ids: SubmissionIds,
): CandidateRecord {
  const isd = isdPrefixOf(values.country);
  const recruiter = context.recruiters.find((r) => String(r.USERID) === values.recruiterContacted);
  return {
    EXTERNALCANDIDATE_UUID: ids.candidate,
    REQUIREMENT_UUID: context.opening.REQUIREMENT_UUID,
    CND_NM_TX: `${values.firstName} ${values.lastName}`,
    CND_EMAIL_ID: values.email,
    CND_PRIM_PH_NUM: `${isd} ${values.contactNumber}`,
    CND_WHATSAPP_PH_NUM: `${isd} ${values.whatsappNumber}`,
    CITY: values.city,
    CND_STATE: values.state || null,
    CND_COUNTRY: context.opening.COUNTRY || null,
    ...usaFields(values),
    BST_TM_TO_CALL_TX: values.bestTimeToCall,
    STAT_AVBLTY_TX: values.availability as CandidateRecord['STAT_AVBLTY_TX'],
    JOB_CHANGE_REASON: reasonOf(values),
    CND_CRNT_SAL_TX: values.currentSalary,
    EXPECTED_SALARY: values.expectedSalary,
    DESIRED_LOCATION: values.desiredLocation,
    INLNE_RESUME_CLOB: '',
    RECRUITER_NAME:
      values.recruiterContacted === DIRECT_APPLICANT.value ? DIRECT_APPLICANT.stored : (recruiter?.FIRSTNAME ?? ''),
  };
}

export function attachmentRecord(
  values: ApplicationFormValues,
  submission: Submission,
): { attachment: AttachmentRecord; info: AttachmentInfo } {
  const { ids } = submission;
  return {
    attachment: {
      ATCHMT_ID: ids.attachment,
      TBL_NM: 'EXTERNALCANDIDATE',
      KEY_NM: 'EXTERNALCANDIDATE_UUID',
      TBL_RW_ID: ids.candidate,
      ATCHD_FILE_NM: values.resume.name.replace(/[\\/]/g, '_'),
      CREATEDBY: `${values.firstName} ${values.lastName}`.slice(0, 100),
      INSERT_TS: submission.insertTs,
      AE_INSERT_ID: '',
      ATTACHMENT_INFO_ID: ids.attachmentInfo,
      isDeleted: 0,
    },
    info: { ATTACHMENTINFO_ID: ids.attachmentInfo, INFO_1: ids.info1, INFO_2: 'S3', INFO_3: 'Attachment' },
  };
}

const fingerprintOf = (values: ApplicationFormValues, context: SubmitContext) =>
  JSON.stringify({
    ...values,
    resume: [values.resume.name, values.resume.size, values.resume.lastModified],
    job: context.opening.REQUIREMENT_UUID,
  });

/**
 * The submission for this attempt: the previous one when this is a retry of the same application,
 * else a new one.
 */
export function submissionFor(
  previous: Submission | null,
  values: ApplicationFormValues,
  context: SubmitContext,
  now: Date = new Date(),
): Submission {
  const fingerprint = fingerprintOf(values, context);
  if (previous && previous.fingerprint === fingerprint) return previous;
  return { ...newSubmission(now), fingerprint };
}

const failure = (step: Step | 'resume', error: ClientError): SubmitResult => ({ ok: false, step, error });

export async function submitApplication(
  values: ApplicationFormValues,
  context: SubmitContext,
  submission: Submission,
  api: ApplicationApi,
  onProgress: (fraction: number) => void = () => {},
): Promise<SubmitResult> {
  const resumeType: ResumeType | null = await sniffResumeType(values.resume);
  if (!resumeType) return failure('resume', { code: 'ERROR', message: 'The resume is not a PDF, DOC or DOCX.' });

  // Where the candidate came from (first touch), kept in this browser until the application is sent.
  const candidate = { ...candidateRecord(values, context, submission.ids), ...readAttribution() };
  const inserted = await api.insertCandidate(candidate);
  if (isClientError(inserted)) return failure('candidate', inserted);

  const { attachment, info } = attachmentRecord(values, submission);
  const attached = await api.insertAttachment(attachment);
  if (isClientError(attached)) return failure('attachment', attached);

  const infoInserted = await api.insertAttachmentInfo(info);
  if (isClientError(infoInserted)) return failure('attachmentInfo', infoInserted);

  const target = await api.requestUploadUrl({
    name: attachment.ATCHD_FILE_NM,
    type: resumeType,
    Attachment: submission.ids.attachment,
  });
  if (isClientError(target)) return failure('uploadUrl', target);
  if (!target.signedUrl) return failure('uploadUrl', { code: 'ERROR', message: 'No upload URL was given.' });

  const uploaded = await api.uploadResume(target.signedUrl, values.resume, resumeType, onProgress);
  if (isClientError(uploaded)) return failure('upload', uploaded);

  const country = context.countries.find((c) => c.COUNTRY_UUID === context.opening.COUNTRY);
  const state = context.states.find((s) => s.STATE_UUID === values.state);
  const recruiter = context.recruiters.find((r) => String(r.USERID) === values.recruiterContacted);
  const dataUrl = await dataUrlOf(values.resume, resumeType).catch(() => null);
  if (dataUrl === null) return failure('mail', { code: 'ERROR', message: 'The resume could not be read.' });
  const mail = applicationMail(
    {
      opening: context.opening,
      name: candidate.CND_NM_TX,
      email: values.email,
      country: country?.COUNTRY_NAME ?? '',
      state: state?.STATE_NAME ?? '',
      city: values.city,
      phone: candidate.CND_PRIM_PH_NUM,
      bestTimeToCall: values.bestTimeToCall,
      reason: reasonOf(values),
      availability: AVAILABILITY_OPTIONS.find((o) => o.value === values.availability)?.label ?? values.availability,
      currentSalary: values.currentSalary,
      expectedSalary: values.expectedSalary,
      recruiter:
        values.recruiterContacted === DIRECT_APPLICANT.value
          ? DIRECT_APPLICANT.stored
          : recruiter
            ? `${recruiter.FIRSTNAME} ${recruiter.LASTNAME}`
            : '',
    },
    recipientsFor(context.opening.COUNTRY, context.countries),
    { dataUrl, fileName: values.resume.name, type: resumeType },
  );
  const sent = await api.sendMail(mail);
  if (isClientError(sent)) return failure('mail', sent);
  if (sent.code === 'ERROR')
    return failure('mail', { code: 'ERROR', message: sent.message ?? 'The mail was not sent.' });
  clearAttribution();
  return { ok: true };
}

/**
 * The staffing API's application as other clients send it, in six requests: the candidate, the
 * attachment record, the attachment information, a signed upload URL, the resume's PUT to that URL,
 * and the recruiters' mail. Written once for the tests and the benchmarks (the reliability tests and
 * bench/load.ts); `docs/server.md` shows the same sequence with curl.
 */
import { randomUUID } from 'node:crypto';
import { stableUuid } from '../lib/stable-uuid';

const US = stableUuid('country:US');

export const APPLICATION_STEPS = [
  'candidateData',
  'attachment',
  'attachmentInfo',
  's3uploadResume',
  'PUT resume',
  'sendMail',
] as const;
export type ApplicationStep = (typeof APPLICATION_STEPS)[number];

/**
 * Sends one request of the sequence and answers its response when the sequence may go on (2xx), or
 * `undefined` to stop it; it may retry, time, count or throw as the caller needs. The sequence reads
 * the body of the signed-URL answer: read a clone if you read it too.
 */
export type SendStep = (step: ApplicationStep, url: string, init: RequestInit) => Promise<Response | undefined>;

export type Applicant = {
  /** The opening's REQUIREMENT_UUID and REQ_ID, the candidate's country and state UUIDs. */
  opening: string;
  reqId: number;
  country: string;
  state: string;
  name: string;
  email: string;
  resume: Buffer;
  /** The recruiters' mail; by default the site's subject, the reference and the resume attached. */
  mail?: { subject: string; message: string; attachResume: boolean };
};

/** The records' ids, chosen by the client (a retried step with the same ids is harmless). */
export type ApplicationIds = { candidate: string; attachment: string; info: string };

export const newApplicationIds = (): ApplicationIds => ({
  candidate: randomUUID(),
  attachment: randomUUID(),
  info: randomUUID(),
});

const json = (body: object): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** Sends the six requests in order; true when all six went through. */
export async function applyInSixSteps(
  base: string,
  applicant: Applicant,
  send: SendStep,
  ids: ApplicationIds = newApplicationIds(),
): Promise<boolean> {
  const api = `${base}/api/staffing`;
  const candidate = await send(
    'candidateData',
    `${api}/post/candidateData`,
    json({
      EXTERNALCANDIDATE_UUID: ids.candidate,
      REQUIREMENT_UUID: applicant.opening,
      CND_NM_TX: applicant.name,
      CND_EMAIL_ID: applicant.email,
      CND_PRIM_PH_NUM: '9135550142',
      CITY: 'Wichita',
      CND_STATE: applicant.state,
      CND_COUNTRY: applicant.country,
      CND_ATHRZTN_TX: 'Citizen',
      BST_TM_TO_CALL_TX: '10:30',
      STAT_AVBLTY_TX: 'Immediate',
      JOB_CHANGE_REASON: 'Career growth',
      // Pay history is not asked for openings in the USA.
      CND_CRNT_SAL_TX: applicant.country === US ? '' : '100000',
      EXPECTED_SALARY: '120000',
      DESIRED_LOCATION: 'Remote',
      INLNE_RESUME_CLOB: '',
      RECRUITER_NAME: 'Megan',
    }),
  );
  if (!candidate) return false;
  const attachment = await send(
    'attachment',
    `${api}/post/attachment`,
    json({
      ATCHMT_ID: ids.attachment,
      TBL_NM: 'EXTERNALCANDIDATE',
      KEY_NM: 'EXTERNALCANDIDATE_UUID',
      TBL_RW_ID: ids.candidate,
      ATCHD_FILE_NM: 'resume.pdf',
      CREATEDBY: applicant.name,
      INSERT_TS: '2026-11-22 10:00:00',
      AE_INSERT_ID: '',
      ATTACHMENT_INFO_ID: ids.info,
      isDeleted: 0,
    }),
  );
  if (!attachment) return false;
  const info = await send(
    'attachmentInfo',
    `${api}/post/attachmentInfo`,
    json({ ATTACHMENTINFO_ID: ids.info, INFO_1: randomUUID(), INFO_2: 'S3', INFO_3: 'Attachment' }),
  );
  if (!info) return false;
  const signed = await send(
    's3uploadResume',
    `${api}/s3uploadResume`,
    json({ name: 'resume.pdf', type: 'application/pdf', Attachment: ids.attachment }),
  );
  if (!signed) return false;
  const { signedUrl } = (await signed.json()) as { signedUrl: string };
  const put = await send('PUT resume', signedUrl, {
    method: 'PUT',
    headers: { 'content-type': 'application/pdf' },
    body: new Uint8Array(applicant.resume),
  });
  if (!put) return false;
  const mail = applicant.mail ?? {
    subject: `${applicant.name} External Resume Submission for Requirement ${applicant.reqId}`,
    message: `<p>Requirement id: ${applicant.reqId}</p><p>Name: ${applicant.name}</p><p>Reference: ${ids.candidate}</p>`,
    attachResume: true,
  };
  const sent = await send(
    'sendMail',
    `${base}/api/mail/v1/sendMail`,
    json({
      to: 'careers-us@northwind.example',
      subject: mail.subject,
      message: mail.message,
      ...(mail.attachResume && {
        attachments: [
          {
            path: `data:application/pdf;base64,${applicant.resume.toString('base64')}`,
            filename: 'resumepdf',
            type: 'application/pdf',
          },
        ],
      }),
    }),
  );
  return sent !== undefined;
}

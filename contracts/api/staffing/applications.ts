/**
 * The staffing API's application records (docs/product.md §8): candidate, attachment, attachment
 * info and the signed-URL request, in the order a job application sends them.
 * Field names are the contract's own (upper-case legacy column names) so existing clients keep working.
 */
import { z } from '../../zod';
import { email, line, requiredLine, uuid } from '../../fields';
import { PHONE_SHAPE, requiredMessage, shapeMessage } from '../../field-messages';
import { FileName, ResumeType } from '../files';

export const WorkAuthorization = z.enum(['Citizen', 'Green Card', 'H1B', 'Other']);
export const Availability = z.enum(['Working', 'Serve notice period', 'Immediate']);
export const YesNo = z.enum(['Yes', 'No']);
const optional = <T extends z.ZodMiniType>(schema: T) => z.nullish(z.union([schema, z.literal('')]));

const sourceField = z.optional(z.nullable(line(500)));

/** Where an application came from (first touch); every field optional. */
export const ApplicationSource = z.object({
  UTM_SOURCE: sourceField,
  UTM_MEDIUM: sourceField,
  UTM_CAMPAIGN: sourceField,
  UTM_TERM: sourceField,
  UTM_CONTENT: sourceField,
  REFERRER: sourceField,
  LANDING_PAGE: sourceField,
});
export type ApplicationSource = z.infer<typeof ApplicationSource>;

/** The form's rule for its numbers: ten digits, after the country's prefix when it is given ("+1 9135550142"). */
const formPhone = (label: string) =>
  z.string().check(z.trim(), z.regex(/^(\+\d{1,3} ?)?\d{10}$/, shapeMessage(label, PHONE_SHAPE)));

/** POST /post/candidateData. Unknown fields are dropped. The application form's rules hold for the fields it carries. */
export const CandidateRecord = z.object({
  EXTERNALCANDIDATE_UUID: uuid,
  REQUIREMENT_UUID: uuid,
  /** First plus last name. */
  CND_NM_TX: requiredLine(200),
  CND_EMAIL_ID: email,
  CND_PRIM_PH_NUM: formPhone('Contact number'),
  /** Beyond the original record: the WhatsApp number the form asks for. */
  CND_WHATSAPP_PH_NUM: z.optional(formPhone('WhatsApp number')),
  CITY: line(100).check(z.minLength(1, requiredMessage('City'))),
  CND_STATE: z.nullable(uuid),
  CND_COUNTRY: z.nullable(uuid),
  CND_ATHRZTN_TX: optional(WorkAuthorization),
  CND_H1BAPPROVED_TX: optional(YesNo),
  CND_H1BEXPIRY_TX: optional(z.iso.date()),
  /** Beyond the original record: interested in an H1B transfer. */
  CND_H1BTRANSFER_TX: optional(YesNo),
  /** Best time to call, HH:MM; optional, as on the form. */
  BST_TM_TO_CALL_TX: z._default(
    z.string().check(z.regex(/^(([01]\d|2[0-3]):[0-5]\d)?$/, 'must be a time (HH:MM)')),
    '',
  ),
  /** Optional, as on the form. */
  STAT_AVBLTY_TX: z._default(z.union([Availability, z.literal('')]), ''),
  /** Optional, as on the form. */
  JOB_CHANGE_REASON: z._default(line(300), ''),
  /**
   * Current salary: required where the form asks it, refused for an opening in the USA (the route
   * applies the form's rule by the opening's country: docs/product.md §6.2).
   */
  CND_CRNT_SAL_TX: z._default(line(50), ''),
  EXPECTED_SALARY: requiredLine(50),
  /** Optional, as on the form. */
  DESIRED_LOCATION: z._default(line(200), ''),
  INLNE_RESUME_CLOB: z._default(z.string().check(z.maxLength(0)), ''),
  /** The recruiter's first name. */
  RECRUITER_NAME: line(100),
  /**
   * Beyond the original staffing API's record (docs/product.md §5.4): where the candidate came from (the first visit's `utm_*` parameters,
   * the other site that sent them, the page they landed on), as the browser kept it until this
   * application. All optional.
   */
  ...ApplicationSource.shape,
});
export type CandidateRecord = z.infer<typeof CandidateRecord>;

/** yyyy-mm-dd hh:mm:ss, UTC. */
export const Timestamp = z
  .string()
  .check(z.regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'must be yyyy-mm-dd hh:mm:ss'));

/** POST /post/attachment. */
export const AttachmentRecord = z.object({
  ATCHMT_ID: uuid,
  TBL_NM: z.literal('EXTERNALCANDIDATE'),
  KEY_NM: z.literal('EXTERNALCANDIDATE_UUID'),
  /** The candidate's EXTERNALCANDIDATE_UUID. */
  TBL_RW_ID: uuid,
  ATCHD_FILE_NM: FileName,
  CREATEDBY: line(100),
  INSERT_TS: Timestamp,
  AE_INSERT_ID: z._default(z.string().check(z.maxLength(0)), ''),
  ATTACHMENT_INFO_ID: uuid,
  isDeleted: z._default(z.literal(0), 0),
});
export type AttachmentRecord = z.infer<typeof AttachmentRecord>;

/** POST /post/attachmentInfo. */
export const AttachmentInfo = z.object({
  ATTACHMENTINFO_ID: uuid,
  /** A generated id. */
  INFO_1: uuid,
  INFO_2: z.literal('S3'),
  INFO_3: z.literal('Attachment'),
});
export type AttachmentInfo = z.infer<typeof AttachmentInfo>;

/** POST /s3uploadResume: asks for a signed URL to PUT the resume to. */
export const UploadRequest = z.object({
  name: FileName,
  type: ResumeType,
  /** The attachment's ATCHMT_ID. */
  Attachment: uuid,
});
export type UploadRequest = z.infer<typeof UploadRequest>;

export const UploadResponse = z.object({ signedUrl: z.string() });
export type UploadResponse = z.infer<typeof UploadResponse>;

/** What the POST endpoints answer on success, as plain text. */
export const INSERTED = 'Inserted';

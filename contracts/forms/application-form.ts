/**
 * The job application form (SPEC.md sections 3 and 5, with the fixes of DECISIONS.md section 2).
 * Field names are SPEC.md's application form state. Every message is written for the candidate.
 */
import { z } from '../zod';
import { type Availability, WorkAuthorization, YesNo } from '../api/staffing/applications';
import { MAX_RESUME_BYTES, type ResumeType } from '../api/files';
import { isoDate } from '../fields';

/** The country whose candidates answer the work authorization questions. */
export const USA_COUNTRY_CODE = 'US';
/** The country whose phone numbers take the +91 prefix; every other takes +1. */
export const INDIA_COUNTRY_CODE = 'IN';

export const isdPrefixOf = (countryCode: string) => (countryCode === INDIA_COUNTRY_CODE ? '+91' : '+1');

export const PHONE_MESSAGE = 'Contact number must be exactly 10 digits.';

export const WORK_AUTHORIZATION_OPTIONS = WorkAuthorization.options;
export const YES_NO_OPTIONS = YesNo.options;

/** Availability values as the API stores them, with the labels the form shows. */
export const AVAILABILITY_OPTIONS = [
  { value: 'Working', label: 'Currently Working' },
  { value: 'Serve notice period', label: 'Serving notice period' },
  { value: 'Immediate', label: 'Immediate' },
] as const satisfies ReadonlyArray<{ value: z.infer<typeof Availability>; label: string }>;

export const OTHER_REASON = 'Other';
export const REASON_OPTIONS = [
  'Technology change',
  'Salary Hike',
  'Company is laying off',
  'Career growth',
  'Contract is getting over',
  'Left job for higher education',
  'Job satisfaction',
  'Looking for WFH',
  'Looking for onsite opportunity',
  'Maternity Break',
  'Work life balance',
  'Not working',
  'Medical reason',
  OTHER_REASON,
] as const;

/** What a resume file is by its first bytes (DECISIONS.md: the type comes from the content, not the name). */
export function resumeTypeOf(bytes: Uint8Array, fileName: string): ResumeType | null {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  // %PDF-
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf';
  // An OLE2 compound document: Word 97-2003 .doc
  if (starts(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)) return 'application/msword';
  // A ZIP container named .docx: Office Open XML
  if (starts(0x50, 0x4b, 0x03, 0x04) && /\.docx$/i.test(fileName)) {
    return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  }
  return null;
}

const readHead = async (file: Blob): Promise<Uint8Array> => new Uint8Array(await file.slice(0, 8).arrayBuffer());

/** The resume's type read from its content, or null when it is not a PDF, DOC or DOCX. */
export const sniffResumeType = async (file: File): Promise<ResumeType | null> =>
  resumeTypeOf(await readHead(file), file.name);

export const RESUME_MESSAGES = {
  missing: 'Please attach your resume.',
  empty: 'This file is empty. Please attach your resume.',
  tooLarge: 'Your resume is larger than 5 MB. Please attach a smaller file.',
  wrongType: 'Please attach your resume as a PDF, DOC or DOCX file.',
  notADocument: 'This file is not a readable PDF, DOC or DOCX document. Please attach your resume again.',
} as const;

const isFile = (value: unknown): value is File => typeof File !== 'undefined' && value instanceof File;

/** The resume: a PDF, DOC or DOCX of at most 5 MB, checked by name, size and content. Async (reads the file). */
export const ResumeFile = z.pipe(
  z.custom<File | null>().check(
    z.superRefine(async (value, ctx) => {
      if (!isFile(value)) return void ctx.addIssue({ code: 'custom', message: RESUME_MESSAGES.missing });
      if (value.size === 0) return void ctx.addIssue({ code: 'custom', message: RESUME_MESSAGES.empty });
      if (value.size > MAX_RESUME_BYTES)
        return void ctx.addIssue({ code: 'custom', message: RESUME_MESSAGES.tooLarge });
      if (!/\.(pdf|docx?)$/i.test(value.name)) {
        return void ctx.addIssue({ code: 'custom', message: RESUME_MESSAGES.wrongType });
      }
      if ((await sniffResumeType(value)) === null) {
        ctx.addIssue({ code: 'custom', message: RESUME_MESSAGES.notADocument });
      }
    }),
  ),
  z.transform((value: File | null) => value as File),
);

const required = (max: number, message: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, message),
      z.maxLength(max, `Please keep this under ${max} characters.`),
      z.regex(/^[^\r\n]*$/, 'Please keep this on one line.'),
    );

const oneOf = (options: readonly string[], message: string) =>
  z.string().check(z.refine((value) => options.includes(value), message));

const tenDigits = z.string().check(z.trim(), z.regex(/^\d{10}$/, PHONE_MESSAGE));

/** Built once: the e-mail check runs on every keystroke once the field has been touched. */
const anEmail = z.email();

export const ApplicationForm = z
  .object({
    firstName: required(100, 'Please enter your first name.'),
    lastName: required(100, 'Please enter your last name.'),
    email: z.string().check(
      z.trim(),
      z.minLength(1, 'Please enter your e-mail address.'),
      z.maxLength(254, 'Please enter a shorter e-mail address.'),
      z.refine((value) => value === '' || anEmail.safeParse(value).success, {
        message: 'Please enter a valid e-mail address, like name@example.com.',
      }),
    ),
    contactNumber: tenDigits,
    whatsappNumber: tenDigits,
    /** The opening's COUNTRY_CODE (pre-selected, not editable). */
    country: z.string(),
    /** A STATE_UUID of that country. */
    state: z.string().check(z.minLength(1, 'Please choose your state.')),
    city: required(100, 'Please enter your city.'),
    workAuthorization: z.string(),
    i140Approved: z.string(),
    h1bExpiryDate: z.string(),
    intrestedInTransfer: z.string(),
    bestTimeToCall: z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Please choose the best time to call you.')),
    availability: oneOf(
      AVAILABILITY_OPTIONS.map((option) => option.value),
      'Please choose your availability.',
    ),
    reasonForChange: oneOf(REASON_OPTIONS, 'Please choose your reason for a change.'),
    customReason: z.string().check(z.trim(), z.maxLength(300, 'Please keep this under 300 characters.')),
    currentSalary: required(50, 'Please enter your current annual salary.'),
    expectedSalary: required(50, 'Please enter your expected annual salary.'),
    desiredLocation: required(200, 'Please enter your desired location.'),
    /** The recruiter's USERID. */
    recruiterContacted: z.string().check(z.minLength(1, 'Please choose the recruiter who contacted you.')),
    resume: ResumeFile,
    /** The job: the opening's REQ_ID. */
    id: z.number().check(z.int(), z.positive()),
  })
  .check(
    z.superRefine((form, ctx) => {
      const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      if (form.country === USA_COUNTRY_CODE) {
        if (!WorkAuthorization.safeParse(form.workAuthorization).success) {
          issue('workAuthorization', 'Please choose your work authorization.');
        } else if (form.workAuthorization === 'H1B') {
          if (!isoDate.safeParse(form.h1bExpiryDate).success) {
            issue('h1bExpiryDate', 'Please enter your H1B expiry date.');
          }
          if (!YesNo.safeParse(form.i140Approved).success)
            issue('i140Approved', 'Please answer whether your I-140 is approved.');
          if (!YesNo.safeParse(form.intrestedInTransfer).success) {
            issue('intrestedInTransfer', 'Please answer whether you are interested in an H1B transfer.');
          }
        }
      }
      if (form.reasonForChange === OTHER_REASON && form.customReason.trim() === '') {
        issue('customReason', 'Please tell us your reason.');
      }
    }),
  );

export type ApplicationFormInput = z.input<typeof ApplicationForm>;
export type ApplicationFormValues = z.output<typeof ApplicationForm>;

/** The empty form for a job in a country. */
export const emptyApplicationForm = (jobId: number, countryCode: string): ApplicationFormInput => ({
  firstName: '',
  lastName: '',
  email: '',
  contactNumber: '',
  whatsappNumber: '',
  country: countryCode,
  state: '',
  city: '',
  workAuthorization: '',
  i140Approved: '',
  h1bExpiryDate: '',
  intrestedInTransfer: '',
  bestTimeToCall: '',
  availability: '',
  reasonForChange: '',
  customReason: '',
  currentSalary: '',
  expectedSalary: '',
  desiredLocation: '',
  recruiterContacted: '',
  resume: null,
  id: jobId,
});

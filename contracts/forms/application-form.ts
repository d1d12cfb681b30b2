/**
 * The job application form (docs/product.md §6.2).
 * Field names are the form's API field names (docs/product.md §6.2). Every message is written for the candidate.
 */
import { z } from '../zod';
import { type Availability, WorkAuthorization, YesNo } from '../api/staffing/applications';
import { resumeProblem } from '../resume-file';
import { isoDate } from '../fields';
import { requiredMessage, shapeMessage, EMAIL_SHAPE, PHONE_SHAPE } from '../field-messages';
import { CURRENCY_LABEL, currencyOf } from '../money';

/** The country whose candidates answer the work authorization questions. */
export const USA_COUNTRY_CODE = 'US';
/** The country whose phone numbers take the +91 prefix; every other takes +1. */
export const INDIA_COUNTRY_CODE = 'IN';

export const isdPrefixOf = (countryCode: string) => (countryCode === INDIA_COUNTRY_CODE ? '+91' : '+1');

export { PHONE_SHAPE };

/** The recruiter answer of a candidate nobody contacted: listed first, stored and mailed as "Direct". */
export const DIRECT_APPLICANT = {
  value: 'direct',
  label: 'No one — I am applying directly',
  stored: 'Direct',
} as const;

/** The labels of the form's fields, as the form shows them and its messages name them. */
export const APPLICATION_LABELS = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  contactNumber: 'Contact number',
  whatsappNumber: 'WhatsApp number',
  country: 'Country',
  state: 'State',
  city: 'City',
  workAuthorization: 'Work authorization',
  h1bExpiryDate: 'H1B expiry date',
  i140Approved: 'I-140 approved?',
  intrestedInTransfer: 'Interested in an H1B transfer?',
  bestTimeToCall: 'Best time to call',
  availability: 'Availability',
  reasonForChange: 'Reason for change',
  customReason: 'Your reason',
  currentSalary: 'Current annual salary',
  expectedSalary: 'Expected annual salary',
  desiredLocation: 'Desired location',
  recruiterContacted: 'Recruiter who contacted you',
  resume: 'Resume',
  id: 'Job',
} as const;
const L = APPLICATION_LABELS;

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
  'Work life balance',
  'Not working',
  OTHER_REASON,
] as const;

/**
 * Whether the form asks for the candidate's current salary where the opening is: not in the USA,
 * where many states and cities forbid asking applicants for their pay history (docs/product.md §6.2).
 */
export const asksCurrentSalary = (countryCode: string) => countryCode !== USA_COUNTRY_CODE;

/** The message a US application gets when it carries a current salary anyway. */
export const CURRENT_SALARY_REFUSED =
  'Current annual salary is not asked for openings in the USA: leave it out (pay history may not be asked there).';

/** A salary's label with its period and currency: "Expected annual salary (₹)". */
export const salaryLabel = (field: 'currentSalary' | 'expectedSalary', countryCode: string) => {
  const currency = currencyOf(countryCode);
  return currency ? `${APPLICATION_LABELS[field]} (${CURRENCY_LABEL[currency]})` : APPLICATION_LABELS[field];
};

/** The checkbox that stands for the WhatsApp number until it is unticked. */
export const WHATSAPP_SAME_LABEL = 'My WhatsApp number is the same as my contact number';

/** The fields the candidate may leave empty (the rest are required, some only where they apply). */
export const OPTIONAL_APPLICATION_FIELDS = [
  'whatsappNumber',
  'bestTimeToCall',
  'availability',
  'reasonForChange',
  'desiredLocation',
] as const satisfies ReadonlyArray<keyof typeof APPLICATION_LABELS>;

const isFile = (value: unknown): value is File => typeof File !== 'undefined' && value instanceof File;

/** The resume: a PDF, DOC or DOCX of at most 5 MB, checked by name, size and content. Async (reads the file). */
export const ResumeFile = z.pipe(
  z.custom<File | null>().check(
    z.superRefine(async (value, ctx) => {
      const problem = await resumeProblem(isFile(value) ? value : null);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  ),
  z.transform((value: File | null) => value as File),
);

const required = (max: number, label: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, requiredMessage(label)),
      z.maxLength(max, shapeMessage(label, `at most ${max} characters`)),
      z.regex(/^[^\r\n]*$/, shapeMessage(label, 'on one line')),
    );

const optionalLine = (max: number, label: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.maxLength(max, shapeMessage(label, `at most ${max} characters`)),
      z.regex(/^[^\r\n]*$/, shapeMessage(label, 'on one line')),
    );

/** Empty, or one of the options. */
const optionalOneOf = (options: readonly string[], label: string) =>
  z
    .string()
    .check(
      z.refine((value) => value === '' || options.includes(value), shapeMessage(label, 'one of the listed choices')),
    );

/** Empty says it is required (unless `optional`); anything else but ten digits says the shape. */
const tenDigits = (label: string, optional = false) =>
  z.string().check(
    z.trim(),
    z.minLength(optional ? 0 : 1, requiredMessage(label)),
    z.refine((value) => value === '' || /^\d{10}$/.test(value), shapeMessage(label, PHONE_SHAPE)),
  );

/** Built once: the e-mail check runs on every keystroke once the field has been touched. */
const anEmail = z.email();

/** The form's own fields (everything but the file and the job), checked the same in the browser and on the server. */
export const APPLICATION_FIELDS = {
  firstName: required(100, L.firstName),
  lastName: required(100, L.lastName),
  email: z.string().check(
    z.trim(),
    z.minLength(1, requiredMessage(L.email)),
    z.maxLength(254, shapeMessage(L.email, 'at most 254 characters')),
    z.refine((value) => value === '' || anEmail.safeParse(value).success, {
      message: shapeMessage(L.email, EMAIL_SHAPE),
    }),
  ),
  contactNumber: tenDigits(L.contactNumber),
  /** Optional: empty means the contact number is the WhatsApp number too. */
  whatsappNumber: tenDigits(L.whatsappNumber, true),
  /** The opening's COUNTRY_CODE (pre-selected, not editable). */
  country: z.string(),
  /** A STATE_UUID of that country. */
  state: z.string().check(z.minLength(1, requiredMessage(L.state))),
  city: required(100, L.city),
  workAuthorization: z.string(),
  i140Approved: z.string(),
  h1bExpiryDate: z.string(),
  intrestedInTransfer: z.string(),
  /** Optional. */
  bestTimeToCall: z
    .string()
    .check(
      z.refine(
        (value) => value === '' || /^([01]\d|2[0-3]):[0-5]\d$/.test(value),
        shapeMessage(L.bestTimeToCall, 'a time like 10:30'),
      ),
    ),
  /** Optional. */
  availability: optionalOneOf(
    AVAILABILITY_OPTIONS.map((option) => option.value),
    L.availability,
  ),
  /** Optional; the list holds no health or family reasons. */
  reasonForChange: optionalOneOf(REASON_OPTIONS, L.reasonForChange),
  customReason: z.string().check(z.trim(), z.maxLength(300, shapeMessage(L.customReason, 'at most 300 characters'))),
  /** Asked only where the law allows (asksCurrentSalary): required there, refused in the USA (the rules below). */
  currentSalary: optionalLine(50, L.currentSalary),
  expectedSalary: required(50, L.expectedSalary),
  /** Optional: empty reads as the opening's own location. */
  desiredLocation: optionalLine(200, L.desiredLocation),
  /** The recruiter's USERID, or DIRECT_APPLICANT.value. */
  recruiterContacted: z.string().check(z.minLength(1, requiredMessage(L.recruiterContacted))),
};

type ApplicationFieldValues = z.output<z.ZodMiniObject<typeof APPLICATION_FIELDS>>;

/**
 * The rules between fields and by country: the current salary (required where it may be asked,
 * refused in the USA), the work authorization questions (USA only) and the custom reason.
 */
export const applicationRules = z.superRefine((form: ApplicationFieldValues, ctx) => {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (!asksCurrentSalary(form.country)) {
    if (form.currentSalary.trim() !== '') issue('currentSalary', CURRENT_SALARY_REFUSED);
  } else if (form.currentSalary.trim() === '') {
    issue('currentSalary', requiredMessage(L.currentSalary));
  }
  if (form.country === USA_COUNTRY_CODE) {
    if (!WorkAuthorization.safeParse(form.workAuthorization).success) {
      issue('workAuthorization', requiredMessage(L.workAuthorization));
    } else if (form.workAuthorization === 'H1B') {
      if (!isoDate.safeParse(form.h1bExpiryDate).success) {
        issue('h1bExpiryDate', requiredMessage(L.h1bExpiryDate));
      }
      if (!YesNo.safeParse(form.i140Approved).success)
        issue('i140Approved', 'An answer to "I-140 approved?" is required.');
      if (!YesNo.safeParse(form.intrestedInTransfer).success) {
        issue('intrestedInTransfer', 'An answer to "Interested in an H1B transfer?" is required.');
      }
    }
  }
  if (form.reasonForChange === OTHER_REASON && form.customReason.trim() === '') {
    issue('customReason', requiredMessage(L.customReason));
  }
});

export const ApplicationForm = z
  .object({
    ...APPLICATION_FIELDS,
    /** "Same as my contact number" (ticked by default): the WhatsApp number is not asked, and sent empty. */
    whatsappSameAsContact: z.boolean(),
    resume: ResumeFile,
    /** The job: the opening's REQ_ID. */
    id: z.number().check(z.int(), z.positive()),
  })
  .check(applicationRules);

export type ApplicationFormInput = z.input<typeof ApplicationForm>;
export type ApplicationFormValues = z.output<typeof ApplicationForm>;

/** The empty form for a job in a country. */
export const emptyApplicationForm = (jobId: number, countryCode: string): ApplicationFormInput => ({
  firstName: '',
  lastName: '',
  email: '',
  contactNumber: '',
  whatsappNumber: '',
  whatsappSameAsContact: true,
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

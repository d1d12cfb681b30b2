/**
 * The candidate's answers in the application form's order, labelled with the form's own questions
 * (APPLICATION_LABELS, the labels the candidate read), choices shown as the form showed them, then
 * where the applicant came from (docs/product.md §5.4). Empty answers are left out.
 */
import type { Answer } from '#contracts/admin/applications';
import { APPLICATION_LABELS, AVAILABILITY_OPTIONS } from '#contracts/forms/application-form';
import { currencyOf, formatAmountText } from '#contracts/money';

type CandidateAnswers = {
  phone: string;
  whatsapp: string | null;
  city: string;
  state_name: string | null;
  country_name: string | null;
  /** The candidate's country code: salaries read in its currency. */
  country_code?: string | null;
  work_authorization: string | null;
  /** The answer to "I-140 approved?" (the column's name is older than the question). */
  h1b_approved: string | null;
  h1b_expiry: string | null;
  h1b_transfer: string | null;
  best_time_to_call: string;
  availability: string;
  job_change_reason: string;
  current_salary: string;
  expected_salary: string;
  desired_location: string;
  recruiter_name: string;
  // Where the applicant came from (the first visit's campaign parameters and referrer).
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  referrer: string | null;
  landing_page: string | null;
};

type FormField = keyof typeof APPLICATION_LABELS;

/** Each stored answer beside the form field it was entered in (server/services/job-applications.ts stores them). */
export const ANSWER_FIELDS = [
  ['phone', 'contactNumber'],
  ['whatsapp', 'whatsappNumber'],
  ['country_name', 'country'],
  ['state_name', 'state'],
  ['city', 'city'],
  ['work_authorization', 'workAuthorization'],
  ['h1b_expiry', 'h1bExpiryDate'],
  ['h1b_approved', 'i140Approved'],
  ['h1b_transfer', 'intrestedInTransfer'],
  ['best_time_to_call', 'bestTimeToCall'],
  ['availability', 'availability'],
  ['job_change_reason', 'reasonForChange'],
  ['current_salary', 'currentSalary'],
  ['expected_salary', 'expectedSalary'],
  ['desired_location', 'desiredLocation'],
  ['recruiter_name', 'recruiterContacted'],
] as const satisfies ReadonlyArray<readonly [keyof CandidateAnswers, FormField]>;

/** Where the applicant came from: not a question of the form, labelled for the recruiter. */
const SOURCE_LABELS: [keyof CandidateAnswers, string][] = [
  ['utm_source', 'Source (utm_source)'],
  ['utm_medium', 'Medium (utm_medium)'],
  ['utm_campaign', 'Campaign (utm_campaign)'],
  ['utm_term', 'Term (utm_term)'],
  ['utm_content', 'Content (utm_content)'],
  ['referrer', 'Referred by'],
  ['landing_page', 'First page visited'],
];

/** A stored availability as the form's choice reads ("Serve notice period" → "Serving notice period"). */
export const availabilityLabel = (stored: string) =>
  AVAILABILITY_OPTIONS.find((option) => option.value === stored)?.label ?? stored;

const shown = (field: FormField, value: string, countryCode: string | null | undefined) =>
  field === 'availability'
    ? availabilityLabel(value)
    : field === 'currentSalary' || field === 'expectedSalary'
      ? formatAmountText(value, currencyOf(countryCode))
      : value;

export const applicationAnswers = (row: CandidateAnswers): Answer[] => [
  ...ANSWER_FIELDS.flatMap(([column, field]) => {
    const value = row[column];
    return value ? [{ label: APPLICATION_LABELS[field], value: shown(field, String(value), row.country_code) }] : [];
  }),
  ...SOURCE_LABELS.flatMap(([column, label]) => {
    const value = row[column];
    return value ? [{ label, value: String(value) }] : [];
  }),
];

const INTERNSHIP_LABELS: [string, string][] = [
  ['firstName', 'First name'],
  ['lastName', 'Last name'],
  ['email', 'E-mail'],
  ['gender', 'Gender'],
  ['address', 'Address'],
  ['country', 'Country'],
  ['state', 'State'],
  ['city', 'City'],
  ['pinCode', 'PIN / postal code'],
  ['countryCode', 'Country code'],
  ['contactNumber', 'Contact number'],
  ['qualification', 'Qualification'],
  ['experience', 'Experience'],
  ['academicInternship', 'Academic internship'],
  ['yearsOfExperience', 'Years of experience'],
  ['noticePeriod', 'Notice period'],
  ['expectedSalary', 'Expected salary'],
  ['experienceSummary', 'Experience summary'],
  ['reference', 'How they heard of us'],
  ['referenceName', 'Reference name'],
  ['referenceOthers', 'Reference (other)'],
  ['areaOfInterest', 'Area of interest'],
  ['areaOfInterestOthers', 'Area of interest (other)'],
  ['inlineResume', 'Resume (text)'],
  ['comments', 'Comments'],
];

/** An internship application's answers from its stored JSON; the Aadhaar number only masked. */
export function internshipAnswers(detailsJson: string, aadhaarMasked: string | null): Answer[] {
  let details: Record<string, unknown> = {};
  try {
    details = JSON.parse(detailsJson) as Record<string, unknown>;
  } catch {
    // Unreadable details: show what the row itself holds.
  }
  const answers = INTERNSHIP_LABELS.flatMap(([field, label]) => {
    const value = details[field];
    if (typeof value !== 'string' || !value) return [];
    // The form asks it in rupees a year.
    return [{ label, value: field === 'expectedSalary' ? formatAmountText(value, 'INR') : value }];
  });
  if (aadhaarMasked) answers.push({ label: 'Aadhaar number', value: aadhaarMasked });
  return answers;
}

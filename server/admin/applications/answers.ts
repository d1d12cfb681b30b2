/**
 * The candidate's answers in the application form's order, labelled as the form labels them, then
 * where the applicant came from (docs/product.md §5.4). Empty answers are left out.
 */
import type { Answer } from '#contracts/admin/applications';

type CandidateAnswers = {
  phone: string;
  whatsapp: string | null;
  city: string;
  state_name: string | null;
  country_name: string | null;
  work_authorization: string | null;
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

const LABELS: [keyof CandidateAnswers, string][] = [
  ['phone', 'Contact number'],
  ['whatsapp', 'WhatsApp number'],
  ['city', 'City'],
  ['state_name', 'State'],
  ['country_name', 'Country'],
  ['work_authorization', 'Work authorization'],
  ['h1b_approved', 'H1B approved'],
  ['h1b_expiry', 'H1B expiry'],
  ['h1b_transfer', 'Interested in an H1B transfer'],
  ['best_time_to_call', 'Best time to call'],
  ['availability', 'Availability'],
  ['job_change_reason', 'Reason for a job change'],
  ['current_salary', 'Current salary'],
  ['expected_salary', 'Expected salary'],
  ['desired_location', 'Desired location'],
  ['recruiter_name', 'Recruiter contacted'],
  ['utm_source', 'Source (utm_source)'],
  ['utm_medium', 'Medium (utm_medium)'],
  ['utm_campaign', 'Campaign (utm_campaign)'],
  ['utm_term', 'Term (utm_term)'],
  ['utm_content', 'Content (utm_content)'],
  ['referrer', 'Referred by'],
  ['landing_page', 'First page visited'],
];

export const applicationAnswers = (row: CandidateAnswers): Answer[] =>
  LABELS.flatMap(([field, label]) => {
    const value = row[field];
    return value ? [{ label, value: String(value) }] : [];
  });

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
    return typeof value === 'string' && value ? [{ label, value }] : [];
  });
  if (aadhaarMasked) answers.push({ label: 'Aadhaar number', value: aadhaarMasked });
  return answers;
}

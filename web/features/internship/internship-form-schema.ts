/**
 * The internship form's values and how they are checked: the shared InternshipApplication schema
 * (the server checks the same one) plus the resume file, checked before upload.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from '#contracts/zod';
import {
  type ACADEMIC_INTERNSHIP,
  type EXPERIENCE,
  InternshipApplication,
  type REFERENCES,
} from '#contracts/api/internship';
import { fieldSentence } from '#contracts/field-messages';
import { resumeProblem } from '#contracts/resume-file';

type ApplicationField = keyof InternshipApplication;

/** What the controls hold: text for every field, and the file input's list. */
export type InternshipFormValues = { [K in ApplicationField]: string } & { resumeAttachment: FileList | undefined };
export type InternshipFieldName = keyof InternshipFormValues;

export type InternshipFormData = InternshipApplication & { resumeAttachment: File };

export const EMPTY_INTERNSHIP_FORM: InternshipFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  gender: '',
  aadharCardNumber: '',
  address: '',
  country: '',
  state: '',
  city: '',
  pinCode: '',
  countryCode: '',
  contactNumber: '',
  qualification: '',
  experience: '',
  academicInternship: '',
  yearsOfExperience: '',
  noticePeriod: '',
  expectedSalary: '',
  experienceSummary: '',
  reference: '',
  referenceName: '',
  referenceOthers: '',
  areaOfInterest: '',
  areaOfInterestOthers: '',
  resumeAttachment: undefined,
  inlineResume: '',
  comments: '',
};

/** The labels, in the order of the form (the error summary follows it). */
export const INTERNSHIP_LABELS: Record<InternshipFieldName, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  gender: 'Gender',
  aadharCardNumber: 'Aadhaar number',
  address: 'Address',
  country: 'Country',
  state: 'State',
  city: 'City',
  pinCode: 'PIN code',
  countryCode: 'Country code',
  contactNumber: 'Contact number',
  qualification: 'Qualification',
  experience: 'Experience',
  academicInternship: 'Academic internship',
  yearsOfExperience: 'Years of experience',
  noticePeriod: 'Notice period',
  expectedSalary: 'Expected salary',
  experienceSummary: 'Experience summary',
  areaOfInterest: 'Area of interest',
  areaOfInterestOthers: 'Other area of interest',
  reference: 'How you heard of us',
  referenceName: 'Who or where',
  referenceOthers: 'Reference details',
  resumeAttachment: 'Resume',
  inlineResume: 'Resume text',
  comments: 'Comments',
};

/** Optional or conditional fields: left empty, they are absent (so a shown one reads "is required"). */
const BLANK_IS_ABSENT: InternshipFieldName[] = [
  'aadharCardNumber',
  'countryCode',
  'academicInternship',
  'yearsOfExperience',
  'noticePeriod',
  'expectedSalary',
  'experienceSummary',
  'referenceName',
  'referenceOthers',
  'areaOfInterestOthers',
  'inlineResume',
  'comments',
];

const ResumeAttachment = z.pipe(
  z
    .pipe(
      z.custom<FileList | undefined>((value) => value === undefined || (typeof value === 'object' && value !== null)),
      z.transform((files: FileList | undefined) => files?.[0]),
    )
    .check(
      z.superRefine(async (file, ctx) => {
        const problem = await resumeProblem(file);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    ),
  z.transform((file: File | undefined) => file as File),
);

const InternshipFormSchema = z.safeExtend(InternshipApplication, { resumeAttachment: ResumeAttachment });

const schemaResolver = zodResolver(InternshipFormSchema);

/** react-hook-form's resolver for the form: blank optional fields become absent, then the schema decides. */
export const internshipResolver: Resolver<InternshipFormValues, unknown, InternshipFormData> = (
  values,
  context,
  options,
) => {
  const normalized = Object.fromEntries(
    Object.entries(values).map(([field, value]) => [
      field,
      // An unanswered radio group reads null.
      BLANK_IS_ABSENT.includes(field as InternshipFieldName) &&
      (value === null || (typeof value === 'string' && value.trim() === ''))
        ? undefined
        : value,
    ]),
  );
  return schemaResolver(normalized as z.input<typeof InternshipFormSchema>, context, options as never) as ReturnType<
    Resolver<InternshipFormValues, unknown, InternshipFormData>
  >;
};

/** A field's label: outside India the PIN code is a postal code. */
export const labelOf = (field: InternshipFieldName, country: string) =>
  field === 'pinCode' && country === 'Others' ? 'Postal code' : INTERNSHIP_LABELS[field];

/** "is required" → "First name is required."; messages that are already sentences stay as they are. */
export const errorSentence = (field: InternshipFieldName, message: string | undefined, country = '') =>
  fieldSentence(labelOf(field, country), message);

/** The labels of the form's choices. */
export const EXPERIENCE_LABELS: Record<(typeof EXPERIENCE)[number], string> = {
  fresher: 'Fresher',
  experienced: 'Experienced',
};
export const ACADEMIC_LABELS: Record<(typeof ACADEMIC_INTERNSHIP)[number], string> = {
  yes: 'Yes',
  no: 'No',
  'not-sure': 'Not sure',
};
export const REFERENCE_LABELS: Record<(typeof REFERENCES)[number], string> = {
  Person: 'A person',
  'company website': 'Our website',
  'Social Media': 'Social media',
  Others: 'Others',
};

export const AADHAAR_HINT =
  'We ask for it to confirm your identity before the internship starts. If you give it, we check it is a valid 12-digit Aadhaar number and keep only its last four digits.';

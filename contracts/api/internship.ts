/**
 * The internship application (SPEC.md sections 3 and 5), sent as multipart to
 * POST /api/internship-applications with the resume as `resumeAttachment`.
 * One schema for the form's fields, checked in the browser and again on the server.
 */
import { z } from '../zod';
import { isValidAadhaar } from '../aadhaar';
import { email, line, requiredLine, text } from '../fields';

/** DECISIONS.md section 1 fills SPEC.md's {host} entries with B.Com and M.Com. */
export const QUALIFICATIONS = [
  'B.Tech',
  'M.Tech',
  'BBA',
  'MBA',
  'BSc',
  'MSc',
  'B.Com',
  'M.Com',
  'MCA',
  'BCA',
  'BCCA',
  'MCCA',
  'PhD',
  'Other',
] as const;
export const AREAS_OF_INTEREST = [
  'Software Development',
  'Data Engineering/Analytics',
  'Data Science',
  'Testing(QA)',
  'Staffing',
  'Others',
] as const;
export const GENDERS = ['Male', 'Female', 'Others'] as const;
export const INTERN_COUNTRIES = ['India', 'Others'] as const;
export const EXPERIENCE = ['fresher', 'experienced'] as const;
export const ACADEMIC_INTERNSHIP = ['yes', 'no', 'not-sure'] as const;
export const REFERENCES = ['Person', 'company website', 'Social Media', 'Others'] as const;

const required = 'is required';
const number = (max: number) =>
  z.string().check(z.trim(), z.regex(/^\d+(\.\d+)?$/, 'must be a number'), z.maxLength(max));

export const InternshipApplication = z
  .object({
    firstName: requiredLine(100),
    lastName: requiredLine(100),
    email: email.check(z.maxLength(100)),
    gender: z.enum(GENDERS, required),
    aadharCardNumber: z.optional(
      z.string().check(
        z.trim(),
        z.refine((value) => value === '' || isValidAadhaar(value), 'must be a valid 12-digit Aadhaar number'),
      ),
    ),
    address: text(500).check(z.minLength(1, required)),
    country: z.enum(INTERN_COUNTRIES, required),
    state: requiredLine(20),
    city: requiredLine(50),
    pinCode: z.string().check(z.trim(), z.regex(/^\d{1,10}$/, 'must be a number of up to 10 digits')),
    countryCode: z._default(z.literal('+91'), '+91'),
    contactNumber: z.string().check(z.trim(), z.regex(/^\d{10}$/, 'Contact number must be exactly 10 digits.')),
    qualification: z.enum(QUALIFICATIONS, required),
    experience: z.enum(EXPERIENCE, required),
    academicInternship: z.optional(z.enum(ACADEMIC_INTERNSHIP)),
    yearsOfExperience: z.optional(number(4)),
    noticePeriod: z.optional(number(4)),
    expectedSalary: z.optional(number(12)),
    experienceSummary: z.optional(text(1000)),
    reference: z.enum(REFERENCES, required),
    referenceName: z.optional(line(100)),
    referenceOthers: z.optional(line(300)),
    areaOfInterest: z.enum(AREAS_OF_INTEREST, required),
    areaOfInterestOthers: z.optional(line(100)),
    inlineResume: z.optional(text(20_000)),
    comments: z.optional(text(500)),
  })
  // Runs also when other fields are invalid (`when`), so a form reports every missing field at once.
  .check(
    z.superRefine(
      (value, ctx) => {
        const need = (field: keyof typeof value, when: boolean) => {
          if (when && !value[field]) ctx.addIssue({ code: 'custom', path: [field], message: required });
        };
        need('academicInternship', value.experience === 'fresher');
        need('yearsOfExperience', value.experience === 'experienced');
        need('noticePeriod', value.experience === 'experienced');
        need('expectedSalary', value.experience === 'experienced');
        need('experienceSummary', value.experience === 'experienced');
        need('referenceName', value.reference === 'Others');
        need('areaOfInterestOthers', value.areaOfInterest === 'Others');
      },
      { when: ({ value }) => typeof value === 'object' && value !== null },
    ),
  );
export type InternshipApplication = z.infer<typeof InternshipApplication>;
export type InternshipApplicationInput = z.input<typeof InternshipApplication>;

export const InternshipApplicationResponse = z.object({ id: z.string(), message: z.string() });

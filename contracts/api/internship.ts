/**
 * The internship application (docs/product.md §6), sent as multipart to
 * POST /api/internship-applications with the resume as `resumeAttachment`.
 * One schema for the form's fields, checked in the browser and again on the server.
 */
import { z } from '../zod';
import { isValidAadhaar } from '../aadhaar';
import { line, requiredLine, text } from '../fields';
import { EMAIL_SHAPE, REQUIRED } from '../field-messages';

/** The qualification list of docs/product.md §6.3, B.Com and M.Com included. */
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
export const GENDERS = ['Male', 'Female', 'Others', 'Prefer not to say'] as const;
export const INTERN_COUNTRIES = ['India', 'Others'] as const;
/** India's dialling code: fixed (and shown disabled) when the country is India. */
export const INDIA_DIALING_CODE = '+91';
/** The dialling codes a candidate outside India chooses from. */
export const DIALING_CODES = [
  '+1',
  '+7',
  '+20',
  '+27',
  '+31',
  '+33',
  '+34',
  '+39',
  '+41',
  '+44',
  '+46',
  '+47',
  '+49',
  '+60',
  '+61',
  '+62',
  '+63',
  '+64',
  '+65',
  '+66',
  '+81',
  '+82',
  '+84',
  '+86',
  '+90',
  '+91',
  '+92',
  '+94',
  '+234',
  '+254',
  '+880',
  '+966',
  '+971',
  '+974',
  '+977',
] as const;
export const EXPERIENCE = ['fresher', 'experienced'] as const;
export const ACADEMIC_INTERNSHIP = ['yes', 'no', 'not-sure'] as const;
export const REFERENCES = ['Person', 'company website', 'Social Media', 'Others'] as const;

const required = REQUIRED;
const anEmail = z.email();
const number = (max: number) =>
  z.string().check(z.trim(), z.regex(/^\d+(\.\d+)?$/, 'must be a number'), z.maxLength(max));

export const InternshipApplication = z
  .object({
    firstName: requiredLine(100),
    lastName: requiredLine(100),
    email: z.string().check(
      z.trim(),
      z.minLength(1, required),
      z.maxLength(100, 'must be at most 100 characters'),
      z.refine(
        (value) => value === '' || (/^[^\r\n]*$/.test(value) && anEmail.safeParse(value).success),
        `must be ${EMAIL_SHAPE}`,
      ),
    ),
    /** Optional (docs/product.md §6.3): not needed to judge an application; "Prefer not to say" stays. */
    gender: z._default(z.union([z.enum(GENDERS), z.literal('')], 'must be one of the listed choices'), ''),
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
    /** India: a PIN code (digits); elsewhere: a postal code (letters and digits). Checked below by country. */
    pinCode: z.string().check(z.trim(), z.minLength(1, required), z.maxLength(10, 'must be at most 10 characters')),
    /** +91 for India (set below); chosen from DIALING_CODES elsewhere. */
    countryCode: z.optional(z.string().check(z.trim())),
    /** India: 10 digits; elsewhere 6 to 15 digits. Checked below by country. */
    contactNumber: z.string().check(z.trim(), z.minLength(1, required)),
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

        const india = value.country !== 'Others';
        const issue = (field: keyof typeof value, message: string) =>
          ctx.addIssue({ code: 'custom', path: [field], message });
        if (typeof value.pinCode === 'string' && value.pinCode !== '') {
          if (india && !/^\d{1,10}$/.test(value.pinCode)) issue('pinCode', 'must be a number of up to 10 digits');
          if (!india && !/^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/.test(value.pinCode)) {
            issue('pinCode', 'must be 2 to 10 letters and digits, like SW1A 1AA');
          }
        }
        if (typeof value.contactNumber === 'string' && value.contactNumber !== '') {
          if (india && !/^\d{10}$/.test(value.contactNumber)) {
            issue('contactNumber', 'must be exactly 10 digits, like 9876543210');
          }
          if (!india && !/^\d{6,15}$/.test(value.contactNumber)) {
            issue('contactNumber', 'must be 6 to 15 digits, without the country code');
          }
        }
        if (india && value.countryCode && value.countryCode !== INDIA_DIALING_CODE) {
          issue('countryCode', `must be ${INDIA_DIALING_CODE} for India`);
        }
        if (!india && value.country === 'Others') {
          if (!value.countryCode) issue('countryCode', required);
          else if (!(DIALING_CODES as readonly string[]).includes(value.countryCode)) {
            issue('countryCode', 'must be one of the listed country codes');
          }
        }
      },
      { when: ({ value }) => typeof value === 'object' && value !== null },
    ),
    // India's code is fixed: whatever the client sent (or nothing), the application says +91.
    z.overwrite((value) => (value.country === 'Others' ? value : { ...value, countryCode: INDIA_DIALING_CODE })),
  );
export type InternshipApplication = z.infer<typeof InternshipApplication>;
export type InternshipApplicationInput = z.input<typeof InternshipApplication>;

export const InternshipApplicationResponse = z.object({ id: z.string(), message: z.string() });

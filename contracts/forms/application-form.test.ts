import { describe, expect, it } from 'vitest';
import { MAX_RESUME_BYTES } from '../api/files';
import {
  ApplicationForm,
  type ApplicationFormInput,
  CURRENT_SALARY_REFUSED,
  REASON_OPTIONS,
  emptyApplicationForm,
  isdPrefixOf,
  salaryLabel,
} from './application-form';
import { RESUME_MESSAGES, resumeTypeOf } from '../resume-file';

const CONTACT_SHAPE = 'Contact number must be exactly 10 digits, like 9876543210.';
const WHATSAPP_SHAPE = 'WhatsApp number must be exactly 10 digits, like 9876543210.';

const PDF_BYTES = new TextEncoder().encode('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const pdf = (name = 'resume.pdf', bytes: Uint8Array<ArrayBuffer> = PDF_BYTES) =>
  new File([bytes], name, { type: 'application/pdf' });

const valid = (overrides: Partial<ApplicationFormInput> = {}): ApplicationFormInput => ({
  ...emptyApplicationForm(101, 'IN'),
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha.verma@example.com',
  contactNumber: '9876543210',
  whatsappNumber: '9876543211',
  state: '5a0e8a52-0000-4000-8000-000000000003',
  city: 'Pune',
  bestTimeToCall: '10:30',
  availability: 'Immediate',
  reasonForChange: 'Career growth',
  currentSalary: '18 LPA',
  expectedSalary: '24 LPA',
  desiredLocation: 'Pune',
  recruiterContacted: '7',
  resume: pdf(),
  ...overrides,
});

/** The message of each field that failed, keyed by field. */
const errorsOf = async (input: ApplicationFormInput) => {
  const result = await ApplicationForm.safeParseAsync(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0] ?? ''), issue.message]));
};

describe('ApplicationForm', () => {
  it('accepts a complete application and trims text', async () => {
    const result = await ApplicationForm.safeParseAsync(valid({ firstName: '  Asha ' }));
    expect(result.success).toBe(true);
    expect(result.data?.firstName).toBe('Asha');
    expect(result.data?.resume).toBeInstanceOf(File);
  });

  it('requires the fields of docs/product.md §6.2 (at most 10), city included, current salary in India', async () => {
    const errors = await errorsOf(emptyApplicationForm(101, 'IN'));
    const required = [
      'firstName',
      'lastName',
      'email',
      'contactNumber',
      'state',
      'city',
      'currentSalary',
      'expectedSalary',
      'recruiterContacted',
      'resume',
    ];
    expect(Object.keys(errors).sort()).toEqual(required.sort());
    expect(required.length).toBeLessThanOrEqual(10);
    expect(errors.resume).toBe(RESUME_MESSAGES.missing);
    expect(errors.currentSalary).toBe('Current annual salary is required.');
  });

  it('leaves WhatsApp, best time to call, availability, reason and desired location optional', async () => {
    expect(
      await errorsOf(
        valid({ whatsappNumber: '', bestTimeToCall: '', availability: '', reasonForChange: '', desiredLocation: '' }),
      ),
    ).toEqual({});
  });

  it('offers no health or family reasons (a candidate may still write one under Other)', () => {
    expect(REASON_OPTIONS).not.toContain('Medical reason');
    expect(REASON_OPTIONS).not.toContain('Maternity Break');
    expect(REASON_OPTIONS).toContain('Other');
  });

  describe('current salary, by the law where the opening is', () => {
    it('is refused for an opening in the USA, naming the field', async () => {
      const us = { country: 'US', workAuthorization: 'Citizen' };
      expect(await errorsOf(valid({ ...us, currentSalary: '' }))).toEqual({});
      expect(await errorsOf(valid({ ...us, currentSalary: '95000' }))).toEqual({
        currentSalary: CURRENT_SALARY_REFUSED,
      });
    });

    it('is required for an opening in India', async () => {
      expect(await errorsOf(valid({ currentSalary: ' ' }))).toEqual({
        currentSalary: 'Current annual salary is required.',
      });
    });

    it('labels salaries with their period and currency', () => {
      expect(salaryLabel('expectedSalary', 'US')).toBe('Expected annual salary (US$)');
      expect(salaryLabel('expectedSalary', 'IN')).toBe('Expected annual salary (₹)');
    });
  });

  it('rejects a malformed e-mail address and a multi-line name', async () => {
    expect(await errorsOf(valid({ email: 'asha@' }))).toEqual({
      email: 'Email must be an e-mail address like name@example.com.',
    });
    expect(await errorsOf(valid({ lastName: 'Verma\nBcc: x@example.com' }))).toHaveProperty('lastName');
  });

  describe('phone numbers: each must be exactly 10 digits', () => {
    it.each(['987654321', '98765432101', '98765-4321', '+919876543', 'abcdefghij'])('contact %j fails', async (n) => {
      expect(await errorsOf(valid({ contactNumber: n }))).toEqual({ contactNumber: CONTACT_SHAPE });
    });

    it('says an empty contact number is required, naming the field; WhatsApp may stay empty', async () => {
      expect(await errorsOf(valid({ contactNumber: '', whatsappNumber: ' ' }))).toEqual({
        contactNumber: 'Contact number is required.',
      });
    });

    it('fails when only the WhatsApp number is wrong (the original rule needed both wrong)', async () => {
      expect(await errorsOf(valid({ whatsappNumber: '12345' }))).toEqual({ whatsappNumber: WHATSAPP_SHAPE });
    });

    it('reports both when both are wrong', async () => {
      expect(await errorsOf(valid({ contactNumber: '1', whatsappNumber: '2' }))).toEqual({
        contactNumber: CONTACT_SHAPE,
        whatsappNumber: WHATSAPP_SHAPE,
      });
    });
  });

  describe('USA work authorization', () => {
    const usa = (overrides: Partial<ApplicationFormInput> = {}) =>
      valid({ country: 'US', currentSalary: '', ...overrides });

    it('is not asked outside the USA', async () => {
      expect(await errorsOf(valid({ country: 'IN' }))).toEqual({});
    });

    it('is required in the USA', async () => {
      expect(await errorsOf(usa())).toEqual({ workAuthorization: expect.any(String) });
      expect(await errorsOf(usa({ workAuthorization: 'Tourist' }))).toEqual({ workAuthorization: expect.any(String) });
      for (const workAuthorization of ['Citizen', 'Green Card', 'Other']) {
        expect(await errorsOf(usa({ workAuthorization }))).toEqual({});
      }
    });

    it('asks H1B holders for the expiry date, I-140 approval and transfer interest', async () => {
      expect(Object.keys(await errorsOf(usa({ workAuthorization: 'H1B' }))).sort()).toEqual([
        'h1bExpiryDate',
        'i140Approved',
        'intrestedInTransfer',
      ]);
      const h1b = {
        workAuthorization: 'H1B',
        h1bExpiryDate: '2027-06-30',
        i140Approved: 'Yes',
        intrestedInTransfer: 'No',
      };
      expect(await errorsOf(usa(h1b))).toEqual({});
      expect(await errorsOf(usa({ ...h1b, h1bExpiryDate: '30/06/2027' }))).toEqual({
        h1bExpiryDate: expect.any(String),
      });
      expect(await errorsOf(usa({ ...h1b, i140Approved: 'Maybe' }))).toEqual({ i140Approved: expect.any(String) });
    });

    it('reports the USA questions together with other missing fields', async () => {
      const errors = await errorsOf(usa({ workAuthorization: 'H1B', expectedSalary: '', city: '' }));
      expect(Object.keys(errors).sort()).toEqual(
        ['expectedSalary', 'city', 'h1bExpiryDate', 'i140Approved', 'intrestedInTransfer'].sort(),
      );
    });
  });

  it('accepts only the listed availability values and reasons; Other needs a custom reason', async () => {
    expect(await errorsOf(valid({ availability: 'Currently Working' }))).toHaveProperty('availability');
    expect(await errorsOf(valid({ availability: 'Serve notice period' }))).toEqual({});
    expect(await errorsOf(valid({ reasonForChange: 'Bored' }))).toHaveProperty('reasonForChange');
    expect(await errorsOf(valid({ reasonForChange: 'Other' }))).toEqual({
      customReason: 'Your reason is required.',
    });
    expect(await errorsOf(valid({ reasonForChange: 'Other', customReason: 'Relocating home' }))).toEqual({});
  });

  it('wants the best time to call as a time', async () => {
    expect(await errorsOf(valid({ bestTimeToCall: 'mornings' }))).toHaveProperty('bestTimeToCall');
    expect(await errorsOf(valid({ bestTimeToCall: '24:00' }))).toHaveProperty('bestTimeToCall');
  });

  describe('resume', () => {
    it('accepts PDF, DOC and DOCX by content', async () => {
      const doc = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
      const docx = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]);
      expect(await errorsOf(valid({ resume: pdf('cv.doc', doc) }))).toEqual({});
      expect(await errorsOf(valid({ resume: pdf('CV.DOCX', docx) }))).toEqual({});
    });

    it('rejects other names, fake documents, empty and oversized files', async () => {
      expect(await errorsOf(valid({ resume: pdf('cv.exe') }))).toEqual({ resume: RESUME_MESSAGES.wrongType });
      const fake = new TextEncoder().encode('MZ this is a program renamed to pdf');
      expect(await errorsOf(valid({ resume: pdf('cv.pdf', fake) }))).toEqual({ resume: RESUME_MESSAGES.notADocument });
      expect(await errorsOf(valid({ resume: pdf('cv.pdf', new Uint8Array()) }))).toEqual({
        resume: RESUME_MESSAGES.empty,
      });
      const big = new Uint8Array(MAX_RESUME_BYTES + 1);
      big.set(PDF_BYTES);
      expect(await errorsOf(valid({ resume: pdf('cv.pdf', big) }))).toEqual({ resume: RESUME_MESSAGES.tooLarge });
      const limit = new Uint8Array(MAX_RESUME_BYTES);
      limit.set(PDF_BYTES);
      expect(await errorsOf(valid({ resume: pdf('cv.pdf', limit) }))).toEqual({});
    });

    it('tells the type from the first bytes', () => {
      expect(resumeTypeOf(PDF_BYTES, 'x.docx')).toBe('application/pdf');
      expect(resumeTypeOf(new Uint8Array([0x50, 0x4b, 3, 4]), 'x.zip')).toBeNull();
    });
  });

  it('prefixes +91 for India and +1 elsewhere', () => {
    expect(isdPrefixOf('IN')).toBe('+91');
    expect(isdPrefixOf('US')).toBe('+1');
    expect(isdPrefixOf('')).toBe('+1');
  });
});

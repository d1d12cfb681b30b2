import { describe, expect, it } from 'vitest';
import { InternshipApplication } from './internship';

const india = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.com',
  gender: 'Female',
  address: '12 Station Road',
  country: 'India',
  state: 'Maharashtra',
  city: 'Gondia',
  pinCode: '441601',
  contactNumber: '9876543210',
  qualification: 'M.Com',
  experience: 'fresher',
  academicInternship: 'yes',
  reference: 'Social Media',
  areaOfInterest: 'Data Science',
};
const abroad = { ...india, country: 'Others', countryCode: '+44', pinCode: 'SW1A 1AA', contactNumber: '7700900123' };

const errorsOf = (input: unknown) => {
  const result = InternshipApplication.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('InternshipApplication messages', () => {
  it('says an empty required field is required, not what shape it should have', () => {
    expect(errorsOf({ ...india, email: '', pinCode: '', contactNumber: '' })).toEqual({
      email: 'is required',
      pinCode: 'is required',
      contactNumber: 'is required',
    });
  });

  it('says what shape a malformed value should have', () => {
    expect(errorsOf({ ...india, email: 'asha@', pinCode: '44-16', contactNumber: '98765' })).toEqual({
      email: 'must be an e-mail address like name@example.com',
      pinCode: 'must be a number of up to 10 digits',
      contactNumber: 'must be exactly 10 digits, like 9876543210',
    });
  });
});

describe('InternshipApplication for India and elsewhere', () => {
  it('fixes India’s country code at +91, whatever was sent', () => {
    expect(InternshipApplication.parse(india).countryCode).toBe('+91');
    expect(errorsOf({ ...india, countryCode: '+44' })).toEqual({ countryCode: 'must be +91 for India' });
  });

  it('takes a chosen country code, 6 to 15 digits and a postal code from outside India', () => {
    expect(InternshipApplication.parse(abroad)).toMatchObject({ countryCode: '+44', contactNumber: '7700900123' });
    expect(InternshipApplication.safeParse({ ...abroad, contactNumber: '123456' }).success).toBe(true);
    expect(InternshipApplication.safeParse({ ...abroad, contactNumber: '123456789012345' }).success).toBe(true);
    expect(errorsOf({ ...abroad, countryCode: '', contactNumber: '12345', pinCode: '!' })).toEqual({
      countryCode: 'is required',
      contactNumber: 'must be 6 to 15 digits, without the country code',
      pinCode: 'must be 2 to 10 letters and digits, like SW1A 1AA',
    });
    expect(errorsOf({ ...abroad, countryCode: '+999' })).toEqual({
      countryCode: 'must be one of the listed country codes',
    });
  });

  it('offers "Prefer not to say" as a gender, and gender is optional', () => {
    expect(InternshipApplication.safeParse({ ...india, gender: 'Prefer not to say' }).success).toBe(true);
    expect(InternshipApplication.safeParse({ ...india, gender: '' }).success).toBe(true);
    const { gender: _gender, ...withoutGender } = india;
    expect(InternshipApplication.safeParse(withoutGender).success).toBe(true);
    expect(InternshipApplication.safeParse({ ...india, gender: 'Robot' }).success).toBe(false);
  });
});

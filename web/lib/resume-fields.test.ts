import { describe, expect, it } from 'vitest';
import { resumeFields } from './resume-fields';

describe('resumeFields', () => {
  it('reads name, e-mail, the 10 digits after the country code, city and LinkedIn', () => {
    const text = [
      'Meera Iyer',
      'Platform engineer',
      'meera.iyer@example.com | +91 98765-01234 | linkedin.com/in/meera-iyer',
      'Location: Bengaluru, Karnataka',
    ].join('\n');
    expect(resumeFields(text)).toEqual({
      firstName: 'Meera',
      lastName: 'Iyer',
      email: 'meera.iyer@example.com',
      contactNumber: '9876501234',
      city: 'Bengaluru',
      linkedin: 'https://linkedin.com/in/meera-iyer',
    });
  });

  it('takes a name run off the start of a one-line PDF text, and a US number with its +1', () => {
    expect(resumeFields('Jordan A. Lee - Data engineer - jordan@example.com - +1 (913) 555-0142')).toMatchObject({
      firstName: 'Jordan',
      lastName: 'Lee',
      email: 'jordan@example.com',
      contactNumber: '9135550142',
    });
  });

  it('leaves out what it cannot tell', () => {
    expect(resumeFields('curriculum vitae\nexperience: 5 years, 2019-2024\nphone 12345')).toEqual({});
    expect(resumeFields('RESUME\nCall 020 1234')).toEqual({});
  });
});

/**
 * The client-ready profile is a real PDF whose text holds the candidate's skills, experience, rate
 * and availability, and never their phone or e-mail, even when the recruiter pasted a resume header.
 */
import { describe, expect, it } from 'vitest';
import { pdfText } from '../test-support/pdf-text';
import { clientProfilePdf, withoutContactDetails } from './client-profile-pdf';

const withhold = { email: 'arun.k@example.com', phone: '+91 98765 43210' };

describe('the client-ready profile', () => {
  it('writes the profile as text and withholds every contact detail', async () => {
    const pdf = await clientProfilePdf({
      candidateName: 'Arun Kumar',
      jobTitle: 'Senior Java Engineer',
      summary: 'Nine years of Java. Reach him at arun.k@example.com or +91 98765 43210.',
      profile: {
        headline: 'Senior Java engineer, 9 years',
        skills: ['Java 21', 'Spring Boot', 'Kafka', 'PostgreSQL'],
        experience: 'Lead engineer, Acme Bank (2019–2026): payments on Spring Boot.\n\nCall (913) 555-0177.',
        education: 'B.Tech, Computer Science, VIT (2016)',
        availability: 'Two weeks’ notice',
        workAuthorization: 'H-1B, transfer needed',
        location: 'Pune, India',
      },
      rate: { amount: 95, currency: 'USD', unit: 'hour' },
      recruiter: { name: 'Priya Sharma', email: 'priya@northwind.example' },
      withhold,
      date: new Date('2026-11-27T10:00:00Z'),
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    for (const expected of [
      'Arun Kumar',
      'Spring Boot',
      'Kafka',
      'Acme Bank',
      'VIT',
      'USD 95.00/h',
      'Two weeks',
      'H-1B',
      'Pune, India',
      'Northwind Technologies',
      'Priya Sharma',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('arun.k@example.com');
    expect(text).not.toMatch(/98765|43210|555-0177|555 0177/);
    expect(text).toContain('[withheld]');
  });

  it('takes out addresses and phone numbers but keeps years and versions', () => {
    expect(withoutContactDetails('Mail x.y@corp.co.in, call +1 (913) 555-0177; 2019-2023, Java 21', withhold)).toBe(
      'Mail [withheld], call [withheld]; 2019-2023, Java 21',
    );
  });
});

import { brand } from '#content/brand';
import { describe, expect, it } from 'vitest';
import { isOpen, jobPosting, jsonForScript } from './job-posting';
import { opening } from './test-opening';

const origin = 'https://jobs.example';

describe('jobPosting', () => {
  it('describes a contract opening as schema.org JobPosting', () => {
    expect(jobPosting({ opening: opening(), countryCode: 'US', origin })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Senior Java Developer',
      description: '<p>Build services.</p>',
      identifier: { '@type': 'PropertyValue', name: brand.name, value: '1001' },
      datePosted: '2026-11-01',
      validThrough: '2026-12-31',
      employmentType: 'CONTRACTOR',
      hiringOrganization: expect.objectContaining({ '@type': 'Organization', name: brand.name, url: origin }),
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Overland Park, KS', addressCountry: 'US' },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'USD',
        value: { '@type': 'QuantitativeValue', unitText: 'HOUR', minValue: 70, maxValue: 80 },
      },
      directApply: true,
      url: 'https://jobs.example/current-openings/job-description?jobId=1001',
    });
  });

  it('marks full-time openings, leaves out what is unknown and flags remote work', () => {
    const posting = jobPosting({
      opening: opening({
        PSTN_TYP: 'Full-Time',
        VALID_THROUGH: null,
        PSTN_RATE: 'Competitive',
        WORK_LOCATION_PREFERENCE: 'Remote',
      }),
      countryCode: 'IN',
      origin,
    });
    expect(posting.employmentType).toBe('FULL_TIME');
    expect(posting).not.toHaveProperty('validThrough');
    expect(posting).not.toHaveProperty('baseSalary');
    expect(posting).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'IN' },
    });
  });
});

describe('jobPosting: who hires', () => {
  it("names the client when the requirement may show it, with nothing of Northwind's identity", () => {
    const posting = jobPosting({ opening: opening(), countryCode: 'US', origin, clientName: 'Qorvex Analytics' });
    expect(posting.hiringOrganization).toEqual({ '@type': 'Organization', name: 'Qorvex Analytics' });
  });

  it('names Northwind for a confidential client and for its own openings', () => {
    for (const clientName of [null, undefined, '']) {
      const posting = jobPosting({ opening: opening(), countryCode: 'US', origin, clientName });
      expect(posting.hiringOrganization).toEqual({
        '@type': 'Organization',
        name: brand.name,
        legalName: brand.legalName,
        sameAs: Object.values(brand.social),
        url: origin,
        logo: `${origin}/favicon.svg`,
      });
    }
  });
});

describe('isOpen', () => {
  const now = new Date('2026-11-22T23:59:00Z');
  it('keeps a job open through its last day, and forever without one', () => {
    expect(isOpen({ VALID_THROUGH: '2026-11-22' }, now)).toBe(true);
    expect(isOpen({ VALID_THROUGH: '2026-11-21' }, now)).toBe(false);
    expect(isOpen({ VALID_THROUGH: null }, now)).toBe(true);
  });
});

describe('jsonForScript', () => {
  it('never lets data close the script element, and still parses back to the same value', () => {
    const value = { title: '</script><script>alert(1)</script>', note: 'a & b > c <!-- \u2028' };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

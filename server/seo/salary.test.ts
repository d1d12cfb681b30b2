import { describe, expect, it } from 'vitest';
import { parseSalary } from './salary';

describe('parseSalary', () => {
  it.each([
    ['$70 - $80 per hour', 'USD', 'HOUR', { minValue: 70, maxValue: 80 }],
    ['$135,000 - $150,000 per year', 'USD', 'YEAR', { minValue: 135_000, maxValue: 150_000 }],
    ['$55,000 - $65,000 per year plus incentives', 'USD', 'YEAR', { minValue: 55_000, maxValue: 65_000 }],
    ['₹1,20,000 - 1,50,000 per month', 'INR', 'MONTH', { minValue: 120_000, maxValue: 150_000 }],
    ['₹12 - 18 LPA', 'INR', 'YEAR', { minValue: 1_200_000, maxValue: 1_800_000 }],
    ['₹4 - 6 LPA plus incentives', 'INR', 'YEAR', { minValue: 400_000, maxValue: 600_000 }],
    ['$60/hr', 'USD', 'HOUR', { value: 60 }],
    ['USD 95,000 a year', 'USD', 'YEAR', { value: 95_000 }],
    ['€45.50 – €50 per hour', 'EUR', 'HOUR', { minValue: 45.5, maxValue: 50 }],
  ])('reads %s', (rate, currency, unitText, value) => {
    expect(parseSalary(rate)).toEqual({
      '@type': 'MonetaryAmount',
      currency,
      value: { '@type': 'QuantitativeValue', unitText, ...value },
    });
  });

  it.each(['Competitive', 'DOE', '', '70 - 80 per hour', '$80 - $70 per hour', '$70 - $80', '$0 per hour'])(
    'gives nothing for %j rather than a guess',
    (rate) => {
      expect(parseSalary(rate)).toBeUndefined();
    },
  );
});

import { describe, expect, it } from 'vitest';
import { nameKey, phoneKey } from './identity';

describe('candidate identity', () => {
  it('reads phones as international numbers in the applicant’s country', () => {
    expect(phoneKey('(913) 555-0142', 'US')).toBe('+19135550142');
    expect(phoneKey('+1 913 555 0142', 'IN')).toBe('+19135550142');
    expect(phoneKey('098765 43210', 'IN')).toBe('+919876543210');
    expect(phoneKey('+91 98765-43210', null)).toBe('+919876543210');
  });

  it('falls back to the digits when the number cannot be read', () => {
    expect(phoneKey('12-34', 'US')).toBe('1234');
    expect(phoneKey('913 555 0142', null)).toBe('9135550142');
  });

  it('compares names without case, accents or extra spaces', () => {
    expect(nameKey('  José   DE la Cruz ')).toBe('jose de la cruz');
    expect(nameKey('Priya-Sharma')).toBe(nameKey('priya sharma'));
  });
});

import { describe, expect, it } from 'vitest';
import { REFERENCE_PATTERN, referenceNumber } from './reference-number';

describe('referenceNumber', () => {
  it('is the kind’s prefix and the first eight hex digits of the id, upper-cased', () => {
    const id = '3f2a9c1b-6d43-4d8f-9f51-6a3f4c1f0b7e';
    expect(referenceNumber('application', id)).toBe('APP-3F2A9C1B');
    expect(referenceNumber('internship', id)).toBe('INT-3F2A9C1B');
    expect(referenceNumber('contact', id)).toBe('MSG-3F2A9C1B');
    expect(referenceNumber('client-request', id)).toBe('HIR-3F2A9C1B');
    expect(referenceNumber('contact', id)).toMatch(REFERENCE_PATTERN);
    expect(referenceNumber('client-request', id)).toMatch(REFERENCE_PATTERN);
  });
});

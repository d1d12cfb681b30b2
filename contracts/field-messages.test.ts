import { describe, expect, it } from 'vitest';
import { fieldSentence, requiredMessage, shapeMessage } from './field-messages';

describe('form messages', () => {
  it('name the field and say it is required, or what shape is expected', () => {
    expect(requiredMessage('WhatsApp number')).toBe('WhatsApp number is required.');
    expect(shapeMessage('Email', 'an e-mail address like name@example.com')).toBe(
      'Email must be an e-mail address like name@example.com.',
    );
  });

  it('turn a schema fragment into a sentence with the label, and leave sentences alone', () => {
    expect(fieldSentence('Postal code', 'is required')).toBe('Postal code is required.');
    expect(fieldSentence('Resume', 'Resume must be 5 MB or smaller.')).toBe('Resume must be 5 MB or smaller.');
    expect(fieldSentence('City', undefined)).toBe('City is invalid.');
  });
});

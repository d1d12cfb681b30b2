/**
 * Field building blocks shared by the API and form schemas.
 */
import { z } from './zod';

const SINGLE_LINE = /^[^\r\n]*$/;

/** One line of text: no CR/LF, so it can never break a mail header. */
export const line = (max: number) =>
  z
    .string()
    .check(
      z.trim(),
      z.maxLength(max, `must be at most ${max} characters`),
      z.regex(SINGLE_LINE, 'must be a single line'),
    );

export const requiredLine = (max: number) => line(max).check(z.minLength(1, 'is required'));

/** Free text (may span lines), bounded. */
export const text = (max: number) => z.string().check(z.trim(), z.maxLength(max, `must be at most ${max} characters`));

export const email = z.email('must be a valid e-mail address').check(z.maxLength(254), z.regex(SINGLE_LINE));

/** A phone number: digits with optional +, spaces, dashes and brackets. */
export const phone = z.string().check(z.trim(), z.regex(/^\+?[0-9][0-9 ()-]{5,19}$/, 'must be a phone number'));

export const uuid = z.uuid('must be a UUID');

/** yyyy-mm-dd */
export const isoDate = z.iso.date('must be a date (yyyy-mm-dd)');

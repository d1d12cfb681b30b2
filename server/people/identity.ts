/**
 * How applications are recognised as one person: phones compared as international numbers (E.164,
 * read with libphonenumber-js in the applicant's country, so "(913) 555-0142" from the USA and
 * "+1 913 555 0142" are one number), names compared without case, accents or extra spaces.
 */
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js';

/** The phone as E.164 when it reads as a possible number, else its digits alone ('' when none). */
export function phoneKey(phone: string, countryCode?: string | null): string {
  const country = countryCode && /^[A-Z]{2}$/.test(countryCode) ? (countryCode as CountryCode) : undefined;
  const parsed = parsePhoneNumberFromString(phone, country ? { defaultCountry: country } : {});
  if (parsed?.isPossible()) return parsed.number;
  return phone.replace(/\D/g, '');
}

/** A name as compared: lower case, accents dropped, runs of spaces and punctuation as one space. */
export function nameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * What a resume's text says about the fields of an application: the name on its first line, the
 * first e-mail address, the first phone number (its last 10 digits, after any country code), the city
 * after a "City:"/"Location:" label, and a LinkedIn profile URL. Anything it is not sure of is left
 * out; the form fills only empty fields with it, marked for the candidate to check.
 */
export type ResumeFields = Partial<{
  firstName: string;
  lastName: string;
  email: string;
  contactNumber: string;
  city: string;
  linkedin: string;
}>;

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;
const PHONE = /(?:\+\d{1,3}[\s.-]*)?(?:\(?\d[\d\s().-]{8,16}\d)/g;
const LINKEDIN = /(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/in\/[A-Za-z0-9_%-]+\/?/i;
const CITY = /\b(?:[Cc]ity|[Ll]ocation|[Bb]ased in)\s*[:–—-]?\s*([A-Z][A-Za-z .'-]{1,40}?)\s*(?=[,|\n]|$)/;
/** A word of a name, or a middle initial ("A."). */
const NAME_WORD = /^[A-Z](?:[A-Za-z'’-]{1,30}|\.)$/;
const NOT_A_NAME = /^(resume|curriculum|vitae|cv|profile|summary|contact)$/i;

function nameOf(text: string): Pick<ResumeFields, 'firstName' | 'lastName'> {
  const line = text.split('\n').find((candidate) => /[A-Za-z]/.test(candidate)) ?? '';
  const words: string[] = [];
  for (const word of line.trim().split(/\s+/)) {
    if (!NAME_WORD.test(word) || NOT_A_NAME.test(word)) break;
    words.push(word);
    if (words.length === 4) break;
  }
  const names = words.filter((word) => !word.endsWith('.'));
  if (names.length < 2) return {};
  return { firstName: names[0], lastName: names[names.length - 1] };
}

function phoneOf(text: string): string | undefined {
  for (const match of text.match(PHONE) ?? []) {
    const digits = match.replace(/\D/g, '');
    if (digits.length >= 10 && digits.length <= 13) return digits.slice(-10);
  }
  return undefined;
}

export function resumeFields(raw: string): ResumeFields {
  const text = raw.replace(/\r\n?/g, '\n').replace(/[ \t\u00a0]+/g, ' ');
  const fields: ResumeFields = { ...nameOf(text) };
  const email = EMAIL.exec(text)?.[0];
  if (email) fields.email = email;
  // Not the digits of an e-mail address or a URL.
  const phone = phoneOf(text.replace(EMAIL, ' ').replace(LINKEDIN, ' '));
  if (phone) fields.contactNumber = phone;
  const city = CITY.exec(text)?.[1]?.trim();
  if (city) fields.city = city;
  const linkedin = LINKEDIN.exec(text)?.[0];
  if (linkedin) fields.linkedin = linkedin.startsWith('http') ? linkedin : `https://${linkedin}`;
  return fields;
}

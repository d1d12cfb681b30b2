/**
 * A search that is a phone number, in any format: `(913) 555-0177`, `+1 913 555 0177`,
 * `913-555-0177`, `9135550177`. Candidates' phones are stored as compared (E.164, by the same rule
 * as duplicate detection: server/people/identity.ts), so the search is the number's possible E.164
 * forms (read as a US number, as an Indian number, as written) looked up by index.
 */
import { phoneKey } from '../people/identity';

export function phoneKeysOf(text: string): string[] | undefined {
  if (!/^[\d\s()+.\-/]+$/.test(text)) return undefined;
  const digits = text.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15) return undefined;
  const keys = new Set([phoneKey(text), phoneKey(text, 'US'), phoneKey(text, 'IN'), digits, `+${digits}`]);
  keys.delete('');
  return [...keys];
}

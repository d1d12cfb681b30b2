/**
 * A person's data export lists the mails that concern them; those mails may have gone to others too
 * (a submittal to a client's contacts, a copy to a recruiter). The export is the person's, not theirs:
 * every recipient other than the person is shown only as "another recipient".
 */

export const OTHER_RECIPIENT = 'another recipient';

/** A stored address list (a JSON array of `address` or `Name <address>`) with everyone but `email` redacted. */
export function redactRecipients(stored: string, email: string): string[] {
  const own = email.trim().toLowerCase();
  return parseList(stored).map((entry) => (addressOf(entry) === own ? entry : OTHER_RECIPIENT));
}

function parseList(stored: string): string[] {
  try {
    const list: unknown = JSON.parse(stored);
    return Array.isArray(list) ? list.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

/** The bare address of `address` or `Name <address>`, lower-cased. */
function addressOf(entry: string): string {
  const angled = /<([^<>]+)>\s*$/.exec(entry);
  return (angled?.[1] ?? entry).trim().toLowerCase();
}

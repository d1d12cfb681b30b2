/**
 * The reference a visitor is given when a form has been received, and that staff see beside the
 * record: a prefix for the kind of record and the first eight hex digits of its UUID, e.g.
 * "APP-3F2A9C1B" for a job application (the candidate's UUID), "INT-…" for an internship
 * application, "MSG-…" for a contact message and "HIR-…" for a client's request for talent. It is computed from the stored id, so it needs no
 * column and reads the same everywhere.
 */
export const REFERENCE_PREFIXES = {
  application: 'APP',
  internship: 'INT',
  contact: 'MSG',
  'client-request': 'HIR',
} as const;
export type ReferenceKind = keyof typeof REFERENCE_PREFIXES;

/** A reference as it is shown: PREFIX-XXXXXXXX. */
export const REFERENCE_PATTERN = /^(APP|INT|MSG|HIR)-[0-9A-F]{8}$/;

export function referenceNumber(kind: ReferenceKind, id: string): string {
  const hex = id
    .replace(/[^0-9a-f]/gi, '')
    .slice(0, 8)
    .toUpperCase();
  return `${REFERENCE_PREFIXES[kind]}-${hex.padEnd(8, '0')}`;
}

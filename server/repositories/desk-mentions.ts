/**
 * A client's contact (or a staff member on a panel) is named inside the desk's records: a submittal's
 * recipients and a client interview's panel hold their name and address. For the export of an
 * address these are the entries that name it, with when and for which requirement; its erasure takes
 * those entries out (the submittal or interview stays: it is the candidate's record) and the name and
 * address out of the application histories that recorded who it went to.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { containsPattern } from './search';

type Entry = { name?: unknown; email?: unknown };

const entriesOf = (json: string): Entry[] => {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? (parsed as Entry[]) : [];
  } catch {
    return [];
  }
};
const naming = (email: string) => (entry: Entry) =>
  typeof entry.email === 'string' && entry.email.trim().toLowerCase() === email;

/** The submittals and interviews whose recipients or panel hold `email` (lower case), with the matching entries. */
export async function deskMentions(db: Db, email: string) {
  const pattern = containsPattern(email);
  const [submittals, interviews] = await Promise.all([
    db
      .selectFrom('submittals')
      .innerJoin('candidates', 'candidates.uuid', 'submittals.application_id')
      .leftJoin('openings', 'openings.uuid', 'candidates.requirement_uuid')
      .select(['submittals.id', 'submittals.created_at', 'submittals.recipients', 'openings.req_id', 'openings.title'])
      .where(sql<boolean>`lower(submittals.recipients) like ${pattern} escape '\\'`)
      .execute(),
    db
      .selectFrom('interviews')
      .innerJoin('candidates', 'candidates.uuid', 'interviews.application_id')
      .leftJoin('openings', 'openings.uuid', 'candidates.requirement_uuid')
      .select(['interviews.id', 'interviews.starts_at', 'interviews.panel', 'openings.req_id', 'openings.title'])
      .where(sql<boolean>`lower(interviews.panel) like ${pattern} escape '\\'`)
      .execute(),
  ]);
  const named = naming(email);
  return [
    ...submittals
      .map((row) => ({ row, entries: entriesOf(row.recipients).filter(named) }))
      .filter(({ entries }) => entries.length > 0)
      .map(({ row, entries }) => ({
        kind: 'submittal recipient',
        id: row.id,
        at: row.created_at,
        requirement: row.req_id === null ? null : { reqId: Number(row.req_id), title: row.title },
        entries,
      })),
    ...interviews
      .map((row) => ({ row, entries: entriesOf(row.panel).filter(named) }))
      .filter(({ entries }) => entries.length > 0)
      .map(({ row, entries }) => ({
        kind: 'interview panel',
        id: row.id,
        at: row.starts_at,
        requirement: row.req_id === null ? null : { reqId: Number(row.req_id), title: row.title },
        entries,
      })),
  ];
}

/**
 * Takes `email`'s entries out of every submittal's recipients and interview's panel, and the person
 * (by the names the records and `knownNames` give them) out of the history notes; how many
 * submittals and interviews changed.
 */
export async function eraseDeskMentions(trx: Db, email: string, knownNames: readonly string[] = []): Promise<number> {
  const named = naming(email);
  const mentions = await deskMentions(trx, email);
  for (const mention of mentions) {
    if (mention.kind === 'submittal recipient') {
      const row = await trx
        .selectFrom('submittals')
        .select('recipients')
        .where('id', '=', mention.id)
        .executeTakeFirstOrThrow();
      const kept = entriesOf(row.recipients).filter((entry) => !named(entry));
      await trx
        .updateTable('submittals')
        .set({ recipients: JSON.stringify(kept) })
        .where('id', '=', mention.id)
        .execute();
    } else {
      const row = await trx
        .selectFrom('interviews')
        .select('panel')
        .where('id', '=', mention.id)
        .executeTakeFirstOrThrow();
      const kept = entriesOf(row.panel).filter((entry) => !named(entry));
      await trx
        .updateTable('interviews')
        .set({ panel: JSON.stringify(kept) })
        .where('id', '=', mention.id)
        .execute();
    }
  }
  // "Submitted to Dana Whitfield <dana@…>", "Panel: …": the history names the person once per send.
  const names = new Set([
    ...knownNames,
    ...mentions.flatMap((mention) =>
      mention.entries.flatMap((entry) => (typeof entry.name === 'string' ? [entry.name] : [])),
    ),
  ]);
  const notes = await trx
    .selectFrom('review_events')
    .select(['id', 'note'])
    .where(sql<boolean>`lower(note) like ${containsPattern(email)} escape '\\'`)
    .execute();
  for (const row of notes) {
    await trx
      .updateTable('review_events')
      .set({ note: redact(row.note ?? '', email, [...names]) })
      .where('id', '=', row.id)
      .execute();
  }
  return mentions.length;
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The note with "Name <address>" and "Name (address)" (for each name the records gave the address; a
 * converted client request's note uses the second) and the bare address replaced.
 */
export const redact = (note: string, email: string, names: readonly string[]) => {
  const address = literal(email);
  const withName = names.flatMap((name) => [`${literal(name)} <${address}>`, `${literal(name)} \\(${address}\\)`]);
  return note.replace(new RegExp([...withName, `<${address}>`, address].join('|'), 'gi'), 'an erased contact');
};

/**
 * A client request becomes a client and a requirement in one transaction: the client is made from
 * the request's company (or the request joins an active client, e.g. one with the same e-mail
 * domain), the requester becomes that client's contact (or the contact with the same address is
 * reused), a draft requirement is made from the request's role, skills, headcount, seniority, start,
 * duration, work mode and location, and the request is marked converted with links to both.
 * The client's budget is what they would pay (a bill rate): it never goes into the requirement's
 * public rate or description, where publishing the draft unedited would show it to every visitor; it
 * stays on the request and in the client's history, for the account manager who sets the rates.
 * A request converted before (by anyone, even at the same moment) is a conflict: nothing is made.
 */
import { randomUUID } from 'node:crypto';
import type { ClientRequestConversion } from '#contracts/admin/client-requests';
import { DURATIONS, SENIORITIES, WORK_MODES } from '#contracts/api/client-request';
import { escapeHtml } from '#contracts/escape-html';
import { referenceNumber } from '#contracts/reference-number';
import type { Db } from '../../db/database';
import { nowIso } from '../../lib/clock';
import { ClientError } from '../../plugins/error-handler';
import type { ClientRequestRow } from '../../repositories/client-requests.repository';
import type { Reviewer } from '../../repositories/reviews.repository';

export type Conversion = { outcome: 'converted' | 'already'; links: ClientRequestConversion };

const labelOf = (labels: Record<string, string>, key: string) => labels[key] ?? key;

/** The requirement's draft description: what the client asked for, as they wrote it (escaped), but the budget. */
export function requirementDescription(row: ClientRequestRow): string {
  const items: [string, string | null][] = [
    ['Skills', row.skills],
    ['Seniority', labelOf(SENIORITIES, row.seniority)],
    ['How many', String(row.headcount)],
    ['Start', row.start_date],
    ['Duration', labelOf(DURATIONS, row.duration)],
    ['Work mode', labelOf(WORK_MODES, row.work_mode) + (row.location ? `, ${row.location}` : '')],
  ];
  const list = items
    .filter((item): item is [string, string] => Boolean(item[1]))
    .map(([label, value]) => `<li><strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}</li>`)
    .join('');
  const message = row.message ? `<p>${escapeHtml(row.message)}</p>` : '';
  return `<p>From client request ${referenceNumber('client-request', row.id)}.</p><ul>${list}</ul>${message}`;
}

/** The links a converted request keeps, with the names they show; null when it is not converted. */
export async function readConversion(db: Db, row: ClientRequestRow): Promise<ClientRequestConversion | null> {
  if (!row.client_id || row.requirement_req_id === null) return null;
  const [client, opening] = await Promise.all([
    db.selectFrom('clients').select(['id', 'name']).where('id', '=', row.client_id).executeTakeFirst(),
    db
      .selectFrom('openings')
      .select(['req_id', 'title'])
      .where('req_id', '=', Number(row.requirement_req_id))
      .executeTakeFirst(),
  ]);
  return {
    client: { id: row.client_id, name: client?.name ?? row.company },
    requirement: { reqId: Number(row.requirement_req_id), title: opening?.title ?? row.role },
  };
}

/** The country a requirement is placed in: one its location names, else the first of the list. */
async function countryFor(db: Db, location: string | null) {
  const countries = await db.selectFrom('countries').select(['uuid', 'name', 'code']).orderBy('sort_order').execute();
  const text = (location ?? '').toLowerCase();
  const named = countries.find((country) => text && text.includes(country.name.toLowerCase()));
  const found = named ?? countries[0];
  if (!found) throw new ClientError(409, 'There is no country to place the requirement in.');
  return found.uuid;
}

class AlreadyConverted extends Error {}

/** How many times a conversion is tried when another writer took the requirement number it chose. */
export const REQ_ID_ATTEMPTS = 5;

/** The next requirement number: one above the highest there is (read inside the transaction). */
export async function nextReqId(trx: Db): Promise<number> {
  const max = await trx
    .selectFrom('openings')
    .select((eb) => eb.fn.max('req_id').as('max'))
    .executeTakeFirst();
  return Number(max?.max ?? 1000) + 1;
}

/**
 * Whether `error` is another opening already holding the requirement number just inserted (PostgreSQL's
 * unique violation on `openings`, SQLite's constraint error naming `openings.req_id`).
 */
export function isReqIdTaken(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, table, message } = error as { code?: unknown; table?: unknown; message?: unknown };
  if (code === '23505') return table === 'openings';
  return (
    typeof code === 'string' &&
    code.startsWith('SQLITE_CONSTRAINT') &&
    typeof message === 'string' &&
    message.includes('openings.req_id')
  );
}

/**
 * Converts the request `row` for `by`: into a new client (`clientId` null), owned by `by` (the
 * account manager or admin converting), or into the active client `clientId`. The requirement takes
 * the next number; when another writer (a console user creating an opening, an import, another
 * conversion) takes that number first, the whole transaction is tried again with the next one.
 * `takeReqId` picks the number (tests force a collision through it).
 */
export async function convertClientRequest(
  db: Db,
  row: ClientRequestRow,
  clientId: string | null,
  by: Reviewer,
  { takeReqId = nextReqId }: { takeReqId?: (trx: Db) => Promise<number> } = {},
): Promise<Conversion> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await convertOnce(db, row, clientId, by, takeReqId);
    } catch (error) {
      if (attempt >= REQ_ID_ATTEMPTS || !isReqIdTaken(error)) throw error;
    }
  }
}

async function convertOnce(
  db: Db,
  row: ClientRequestRow,
  clientId: string | null,
  by: Reviewer,
  takeReqId: (trx: Db) => Promise<number>,
): Promise<Conversion> {
  const already = await readConversion(db, row);
  if (already) return { outcome: 'already', links: already };
  const countryUuid = await countryFor(db, row.location);
  const email = row.email.toLowerCase();
  const domain = email.split('@')[1] ?? '';
  try {
    const links = await db.transaction().execute(async (trx) => {
      const at = nowIso();
      let client: { id: string; name: string };
      if (clientId) {
        const found = await trx
          .selectFrom('clients')
          .select(['id', 'name'])
          .where('id', '=', clientId)
          .where('status', '=', 'active')
          .executeTakeFirst();
        if (!found) throw new ClientError(422, 'clientId: no such active client', 'clientId');
        client = found;
      } else {
        client = { id: randomUUID(), name: row.company };
        await trx
          .insertInto('clients')
          .values({
            id: client.id,
            name: row.company,
            domain,
            owner_id: by.id,
            status: 'active',
            created_at: at,
            updated_at: null,
            updated_by: by.name,
          })
          .execute();
      }
      const contact = await trx
        .selectFrom('client_contacts')
        .select('id')
        .where('client_id', '=', client.id)
        .where('email', '=', email)
        .executeTakeFirst();
      const contactId = contact?.id ?? randomUUID();
      if (!contact) {
        await trx
          .insertInto('client_contacts')
          .values({
            id: contactId,
            client_id: client.id,
            name: row.name,
            title: '',
            email,
            phone: row.phone ?? '',
            hiring_manager: 1,
            created_at: at,
            updated_at: null,
          })
          .execute();
      }
      const reqId = await takeReqId(trx);
      await trx
        .insertInto('openings')
        .values({
          req_id: reqId,
          uuid: randomUUID(),
          title: row.role,
          location: row.location ?? labelOf(WORK_MODES, row.work_mode),
          position_type: 'Contract',
          work_location_preference: labelOf(WORK_MODES, row.work_mode),
          rate: '',
          country_uuid: countryUuid,
          description_html: requirementDescription(row),
          is_multi_location: 0,
          interview_type: '',
          posted_date: at.slice(0, 10),
          valid_through: null,
          status: 'draft',
          created_at: at,
          updated_at: at,
          updated_by: by.name,
          client_id: client.id,
          contact_id: contactId,
          positions: Number(row.headcount),
          show_client_name: 0,
        })
        .execute();
      // Marked only while still unconverted: a convert that ran meanwhile makes this one undo its work.
      const marked = await trx
        .updateTable('client_requests')
        .set({ client_id: client.id, requirement_req_id: reqId, review_status: 'converted', review_updated_at: at })
        .where('id', '=', row.id)
        .where('client_id', 'is', null)
        .executeTakeFirst();
      if (Number(marked.numUpdatedRows) !== 1) throw new AlreadyConverted();
      const note = `Became ${clientId ? 'a contact of' : 'the new client'} ${client.name} and draft requirement REQ-${reqId}.`;
      const events = [
        {
          subject_type: 'client-request' as const,
          subject_id: row.id,
          kind: 'status' as const,
          from: row.review_status,
          note,
        },
        {
          subject_type: 'client' as const,
          subject_id: client.id,
          kind: 'note' as const,
          from: null,
          note: `${row.name} (${email}) asked for ${row.headcount} × ${row.role}${row.budget ? ` (budget: ${row.budget})` : ''}: client request ${referenceNumber('client-request', row.id)}, draft requirement REQ-${reqId}.`,
        },
      ];
      for (const event of events) {
        await trx
          .insertInto('review_events')
          .values({
            id: randomUUID(),
            subject_type: event.subject_type,
            subject_id: event.subject_id,
            kind: event.kind,
            from_status: event.from,
            to_status: event.kind === 'status' ? 'converted' : null,
            note: event.note,
            by_id: by.id,
            by_name: by.name,
            at,
          })
          .execute();
      }
      return { client, requirement: { reqId, title: row.role } };
    });
    return { outcome: 'converted', links };
  } catch (error) {
    if (!(error instanceof AlreadyConverted)) throw error;
    const fresh = await db.selectFrom('client_requests').selectAll().where('id', '=', row.id).executeTakeFirst();
    const links = fresh && (await readConversion(db, fresh as ClientRequestRow));
    if (!links) throw error;
    return { outcome: 'already', links };
  }
}

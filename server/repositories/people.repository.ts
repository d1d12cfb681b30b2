/**
 * Candidate profiles (`people`, migration 0011): every application points to one person. An
 * application without one is attached by `attachUnassigned` (on submit, by the migration's backfill,
 * and before the console reads profiles, so rows written any other way join too): to the profile of
 * an application with the same e-mail, else of one with the same phone and name, else a new profile.
 * Two active profiles whose applications share a phone or an e-mail are a possible duplicate until
 * an admin merges them (recorded in `person_merges`, so it can be undone exactly) or dismisses the
 * pair (`person_dismissals`).
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import type { PeopleTable } from '../db/schema';
import { nowIso } from '../lib/clock';
import { nameKey, phoneKey } from '../people/identity';
import { eraseTalent } from '../talent/talent-erasure';

export type DuplicateReason = 'phone' | 'email';
export type Staffer = { id: string; name: string };

const pairKey = (a: string, b: string) => (a < b ? `${a} ${b}` : `${b} ${a}`);

/** Attaches every application without a profile (or only `only`), oldest first. */
export async function attachUnassigned(db: Db, only?: string, options: { talent?: boolean } = {}): Promise<void> {
  const pending = await db
    .selectFrom('candidates')
    .leftJoin('countries', 'countries.uuid', 'candidates.country_uuid')
    .select([
      'candidates.uuid',
      'candidates.name',
      'candidates.email',
      'candidates.phone',
      'candidates.created_at',
      'countries.code',
    ])
    .where('candidates.person_id', 'is', null)
    .$if(only !== undefined, (query) => query.where('candidates.uuid', '=', only ?? ''))
    .orderBy('candidates.created_at')
    .orderBy('candidates.uuid')
    .execute();
  for (const row of pending) {
    const key = phoneKey(row.phone, row.code);
    const email = row.email.toLowerCase();
    const matches = await db
      .selectFrom('candidates')
      .select(['person_id', 'name', 'email', 'phone_key'])
      .where('person_id', 'is not', null)
      .where((eb) => eb.or([eb('email', '=', email), ...(key ? [eb('phone_key', '=', key)] : [])]))
      .orderBy('created_at')
      .orderBy('uuid')
      .execute();
    const match =
      matches.find((m) => m.email === email) ??
      matches.find((m) => m.phone_key === key && nameKey(m.name) === nameKey(row.name));
    let personId = match?.person_id ?? null;
    // A candidate a recruiter added (no application yet): the same e-mail, or phone and name.
    if (!personId && options.talent !== false) {
      const sourced = await db
        .selectFrom('talent')
        .innerJoin('people', 'people.id', 'talent.person_id')
        .select(['talent.person_id', 'talent.name', 'talent.email', 'talent.phone_e164'])
        .where('people.merged_into', 'is', null)
        .where((eb) => eb.or([eb('talent.email', '=', email), ...(key ? [eb('talent.phone_e164', '=', key)] : [])]))
        .execute();
      personId =
        (sourced.find((m) => m.email === email) ?? sourced.find((m) => nameKey(m.name) === nameKey(row.name)))
          ?.person_id ?? null;
    }
    const joined = personId !== null;
    if (!personId) {
      personId = randomUUID();
      await db
        .insertInto('people')
        .values({
          id: personId,
          name: row.name,
          email,
          phone: row.phone,
          created_at: row.created_at,
          updated_at: row.created_at,
          merged_into: null,
        })
        .execute();
    }
    const attached = await db
      .updateTable('candidates')
      .set({ person_id: personId, phone_key: key })
      .where('uuid', '=', row.uuid)
      .where('person_id', 'is', null)
      .executeTakeFirst();
    // Another request attached it first: the profile made for it here is not needed.
    if (!joined && !Number(attached.numUpdatedRows)) await db.deleteFrom('people').where('id', '=', personId).execute();
  }
}

/**
 * Pairs of active profiles that share a phone or an e-mail, not dismissed: all of them, or those
 * involving one of `personIds`. Keyed by the sorted pair.
 */
async function duplicatePairs(db: Db, personIds?: readonly string[]) {
  if (personIds && personIds.length === 0)
    return new Map<string, { a: string; b: string; reasons: DuplicateReason[] }>();
  const pairs = new Map<string, { a: string; b: string; reasons: DuplicateReason[] }>();
  for (const reason of ['phone', 'email'] as const) {
    const column = reason === 'phone' ? 'phone_key' : 'email';
    let query = db
      .selectFrom('candidates as x')
      .innerJoin('candidates as y', (join) =>
        join.onRef(`x.${column}`, '=', `y.${column}`).onRef('x.person_id', '<>', 'y.person_id'),
      )
      .select(['x.person_id as a', 'y.person_id as b'])
      .distinct()
      .where(`x.${column}`, '<>', '');
    query = personIds ? query.where('x.person_id', 'in', personIds) : query.whereRef('x.person_id', '<', 'y.person_id');
    for (const row of await query.execute()) {
      if (!row.a || !row.b) continue;
      const key = pairKey(row.a, row.b);
      const pair = pairs.get(key) ?? {
        a: row.a < row.b ? row.a : row.b,
        b: row.a < row.b ? row.b : row.a,
        reasons: [],
      };
      if (!pair.reasons.includes(reason)) pair.reasons.push(reason);
      pairs.set(key, pair);
    }
  }
  if (pairs.size) {
    const dismissed = await db.selectFrom('person_dismissals').select(['person_a', 'person_b']).execute();
    for (const row of dismissed) pairs.delete(pairKey(row.person_a, row.person_b));
  }
  return pairs;
}

export function peopleRepository(db: Db) {
  const person = (id: string) => db.selectFrom('people').selectAll().where('id', '=', id).executeTakeFirst();

  const applicationCounts = async (ids: readonly string[]) => {
    const rows = ids.length
      ? await db
          .selectFrom('candidates')
          .select(['person_id', db.fn.countAll<string>().as('n')])
          .where('person_id', 'in', ids)
          .groupBy('person_id')
          .execute()
      : [];
    const counts = new Map(rows.map((row) => [row.person_id ?? '', Number(row.n)]));
    return (id: string) => counts.get(id) ?? 0;
  };

  const summaries = async (ids: readonly string[]) => {
    const rows = ids.length ? await db.selectFrom('people').selectAll().where('id', 'in', ids).execute() : [];
    const count = await applicationCounts(ids);
    return new Map(rows.map((row) => [row.id, summaryOf(row, count(row.id))]));
  };

  return {
    attachUnassigned: () => attachUnassigned(db),
    person,

    /** Per application: its profile, how many applications the profile holds, and whether it is flagged. */
    async badges(applicationIds: readonly string[]) {
      const rows = applicationIds.length
        ? await db.selectFrom('candidates').select(['uuid', 'person_id']).where('uuid', 'in', applicationIds).execute()
        : [];
      const personIds = [...new Set(rows.flatMap((row) => (row.person_id ? [row.person_id] : [])))];
      const [count, pairs] = await Promise.all([applicationCounts(personIds), duplicatePairs(db, personIds)]);
      const flagged = new Set([...pairs.values()].flatMap((pair) => [pair.a, pair.b]));
      const byApplication = new Map(rows.map((row) => [row.uuid, row.person_id]));
      return (applicationId: string) => {
        const id = byApplication.get(applicationId);
        return id ? { id, applications: count(id), possibleDuplicate: flagged.has(id) } : undefined;
      };
    },

    /** Every flagged pair, newest profile first. */
    async duplicates() {
      const pairs = [...(await duplicatePairs(db)).values()];
      const people = await summaries([...new Set(pairs.flatMap((pair) => [pair.a, pair.b]))]);
      return pairs
        .flatMap((pair) => {
          const a = people.get(pair.a);
          const b = people.get(pair.b);
          return a && b ? [{ a, b, reasons: pair.reasons }] : [];
        })
        .sort((x, y) => maxTime(y).localeCompare(maxTime(x)));
    },

    /** The profile's applications (newest first) with their openings. */
    async applications(personId: string) {
      return db
        .selectFrom('candidates')
        .leftJoin('openings', 'openings.uuid', 'candidates.requirement_uuid')
        .select([
          'candidates.uuid',
          'candidates.name',
          'candidates.email',
          'candidates.phone',
          'candidates.review_status',
          'candidates.created_at',
          'openings.req_id',
          'openings.title',
        ])
        .where('candidates.person_id', '=', personId)
        .orderBy('candidates.created_at', 'desc')
        .orderBy('candidates.uuid')
        .execute();
    },

    /** Notes and stage moves on these applications, newest first. */
    async events(applicationIds: readonly string[]) {
      if (!applicationIds.length) return [];
      return db
        .selectFrom('review_events')
        .selectAll()
        .where('subject_type', '=', 'application')
        .where('subject_id', 'in', applicationIds)
        .orderBy('at', 'desc')
        .orderBy('id', 'desc')
        .limit(500)
        .execute();
    },

    /** Mails about any of these addresses, newest first, without their bodies. */
    async mailsAbout(emails: readonly string[]) {
      if (!emails.length) return [];
      const rows = await db
        .selectFrom('mail_outbox')
        .select(['id', 'subject', 'to_addresses', 'status', 'created_at', 'sent_at', 'not_before', 'about_id'])
        .where('subject_email', 'in', emails)
        .orderBy('created_at', 'desc')
        .limit(200)
        .execute();
      return rows.map((row) => ({ ...row, to: JSON.parse(row.to_addresses) as string[] }));
    },

    /** The other profiles flagged with this one, and why. */
    async duplicatesOf(personId: string) {
      const pairs = [...(await duplicatePairs(db, [personId])).values()];
      const others = pairs.map((pair) => ({ id: pair.a === personId ? pair.b : pair.a, reasons: pair.reasons }));
      const people = await summaries(others.map((other) => other.id));
      return others.flatMap((other) => {
        const candidate = people.get(other.id);
        return candidate ? [{ candidate, reasons: other.reasons }] : [];
      });
    },

    /** Merges into this profile not undone, newest first; only the first may be undone. */
    async mergesInto(personId: string) {
      return db
        .selectFrom('person_merges')
        .innerJoin('people', 'people.id', 'person_merges.merged_id')
        .select([
          'person_merges.id',
          'person_merges.application_ids',
          'person_merges.by_id',
          'person_merges.by_name',
          'person_merges.at',
          'people.id as merged_id',
          'people.name as merged_name',
          'people.email as merged_email',
        ])
        .where('person_merges.kept_id', '=', personId)
        .where('person_merges.undone_at', 'is', null)
        .orderBy('person_merges.at', 'desc')
        .orderBy('person_merges.id', 'desc')
        .execute();
    },

    summaries,

    /**
     * Moves every application of `otherId` to `keptId`, keeps the chosen name and e-mail, and records
     * what it did. 'missing' when either profile does not exist or is itself merged; 'same' for one profile.
     */
    async merge(
      keptId: string,
      otherId: string,
      keep: { name: 'this' | 'other'; email: 'this' | 'other' },
      by: Staffer,
    ): Promise<{ mergeId: string; applications: number } | 'missing' | 'same'> {
      if (keptId === otherId) return 'same';
      return db.transaction().execute(async (trx) => {
        const [kept, other] = await Promise.all(
          [keptId, otherId].map((id) => trx.selectFrom('people').selectAll().where('id', '=', id).executeTakeFirst()),
        );
        if (!kept || !other || kept.merged_into || other.merged_into) return 'missing';
        const moved = (
          await trx.selectFrom('candidates').select('uuid').where('person_id', '=', otherId).orderBy('uuid').execute()
        ).map((row) => row.uuid);
        const now = nowIso();
        const mergeId = randomUUID();
        await trx
          .insertInto('person_merges')
          .values({
            id: mergeId,
            kept_id: keptId,
            merged_id: otherId,
            application_ids: JSON.stringify(moved),
            kept_before: JSON.stringify({ name: kept.name, email: kept.email, phone: kept.phone }),
            by_id: by.id,
            by_name: by.name,
            at: now,
            undone_at: null,
            undone_by: null,
          })
          .execute();
        if (moved.length)
          await trx.updateTable('candidates').set({ person_id: keptId }).where('uuid', 'in', moved).execute();
        await trx
          .updateTable('people')
          .set({
            name: keep.name === 'other' ? other.name : kept.name,
            email: keep.email === 'other' ? other.email : kept.email,
            updated_at: now,
          })
          .where('id', '=', keptId)
          .execute();
        await trx
          .updateTable('people')
          .set({ merged_into: keptId, updated_at: now })
          .where('id', '=', otherId)
          .execute();
        return { mergeId, applications: moved.length };
      });
    },

    /**
     * Undoes a merge exactly: its applications go back, the kept profile's name, e-mail and phone are
     * as before, the merged profile is active again. 'missing' for an unknown or undone merge;
     * 'blocked' when a later merge into the same profile (or of it) must be undone first.
     */
    async undoMerge(
      mergeId: string,
      by: Staffer,
    ): Promise<{ keptId: string; mergedId: string; applications: number } | 'missing' | 'blocked'> {
      return db.transaction().execute(async (trx) => {
        const merge = await trx.selectFrom('person_merges').selectAll().where('id', '=', mergeId).executeTakeFirst();
        if (!merge || merge.undone_at) return 'missing';
        const kept = await trx.selectFrom('people').selectAll().where('id', '=', merge.kept_id).executeTakeFirst();
        const latest = await trx
          .selectFrom('person_merges')
          .select('id')
          .where('kept_id', '=', merge.kept_id)
          .where('undone_at', 'is', null)
          .orderBy('at', 'desc')
          .orderBy('id', 'desc')
          .executeTakeFirst();
        if (!kept || kept.merged_into || latest?.id !== merge.id) return 'blocked';
        const moved = JSON.parse(merge.application_ids) as string[];
        const before = JSON.parse(merge.kept_before) as Pick<PeopleTable, 'name' | 'email' | 'phone'>;
        const now = nowIso();
        if (moved.length) {
          await trx
            .updateTable('candidates')
            .set({ person_id: merge.merged_id })
            .where('uuid', 'in', moved)
            .where('person_id', '=', merge.kept_id)
            .execute();
        }
        await trx
          .updateTable('people')
          .set({ name: before.name, email: before.email, phone: before.phone, updated_at: now })
          .where('id', '=', merge.kept_id)
          .execute();
        await trx
          .updateTable('people')
          .set({ merged_into: null, updated_at: now })
          .where('id', '=', merge.merged_id)
          .execute();
        await trx
          .updateTable('person_merges')
          .set({ undone_at: now, undone_by: by.name })
          .where('id', '=', merge.id)
          .execute();
        return { keptId: merge.kept_id, mergedId: merge.merged_id, applications: moved.length };
      });
    },

    /** "Not the same person": the pair is no longer flagged. False when either profile is missing. */
    async dismiss(personId: string, otherId: string, by: Staffer): Promise<boolean> {
      if (personId === otherId) return false;
      const [a, b] = await Promise.all([person(personId), person(otherId)]);
      if (!a || !b || a.merged_into || b.merged_into) return false;
      const [first, second] = personId < otherId ? [personId, otherId] : [otherId, personId];
      await db
        .insertInto('person_dismissals')
        .values({ person_a: first, person_b: second, by_id: by.id, by_name: by.name, at: nowIso() })
        .onConflict((oc) => oc.columns(['person_a', 'person_b']).doNothing())
        .execute();
      return true;
    },
  };
}
export type PeopleRepository = ReturnType<typeof peopleRepository>;

const summaryOf = (row: PeopleTable, applications: number) => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  applications,
  createdAt: row.created_at,
});
const maxTime = (pair: { a: { createdAt: string }; b: { createdAt: string } }) =>
  pair.a.createdAt > pair.b.createdAt ? pair.a.createdAt : pair.b.createdAt;

/**
 * After applications were deleted (erasure, retention): profiles left without applications go, and
 * so do merges and dismissals naming a profile that went. With `erasedEmail`, nothing keeps that
 * address: a profile showing it takes its newest remaining application's name, e-mail and phone; a
 * merged-away profile with it goes; a merge whose "before" holds it can no longer be undone.
 */
export async function tidyProfiles(db: Db, erasedEmail?: string): Promise<void> {
  if (erasedEmail) {
    const email = erasedEmail.trim().toLowerCase();
    const showing = await db.selectFrom('people').select(['id', 'merged_into']).where('email', '=', email).execute();
    for (const row of showing) {
      const newest = await db
        .selectFrom('candidates')
        .select(['name', 'email', 'phone'])
        .where('person_id', '=', row.id)
        .orderBy('created_at', 'desc')
        .executeTakeFirst();
      if (newest && !row.merged_into) {
        await db
          .updateTable('people')
          .set({ ...newest, updated_at: nowIso() })
          .where('id', '=', row.id)
          .execute();
      } else {
        // No application left to show (or merged away): detached, so the pass below removes it.
        await db.updateTable('people').set({ merged_into: null }).where('id', '=', row.id).execute();
      }
    }
    const merges = await db.selectFrom('person_merges').select(['id', 'kept_before']).execute();
    const holding = merges.filter((merge) => merge.kept_before.toLowerCase().includes(email)).map((merge) => merge.id);
    if (holding.length) await db.deleteFrom('person_merges').where('id', 'in', holding).execute();
  }
  // Profiles without applications, unless merged into one that still exists (a merged-away profile
  // waits for an undo). Repeated: profiles merged into one that just went go on the next pass.
  for (let pass = 0; pass < 10; pass += 1) {
    const gone = await db
      .deleteFrom('people')
      .where((eb) =>
        eb.and([
          eb.not(
            eb.exists(eb.selectFrom('candidates').select('uuid').whereRef('candidates.person_id', '=', 'people.id')),
          ),
          // A candidate a recruiter added (the talent database) has no application and stays.
          eb.not(
            eb.exists(
              eb
                .selectFrom('talent')
                .select('talent.person_id')
                .whereRef('talent.person_id', '=', 'people.id')
                .where('talent.source', '<>', 'applied'),
            ),
          ),
          eb.or([
            eb('merged_into', 'is', null),
            eb.not(
              eb.exists(
                eb.selectFrom('people as kept').select('kept.id').whereRef('kept.id', '=', 'people.merged_into'),
              ),
            ),
          ]),
        ]),
      )
      .executeTakeFirst();
    if (!Number(gone.numDeletedRows)) break;
  }
  // Talent rows of profiles that went (their pools and history with them).
  const orphans = await db
    .selectFrom('talent')
    .select('person_id')
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('people').select('people.id').whereRef('people.id', '=', 'talent.person_id'))),
    )
    .execute();
  await eraseTalent(
    db,
    orphans.map((row) => row.person_id),
  );
  const missing = (column: 'person_merges.kept_id' | 'person_merges.merged_id') =>
    db
      .deleteFrom('person_merges')
      .where((eb) => eb.not(eb.exists(eb.selectFrom('people').select('people.id').whereRef('people.id', '=', column))))
      .execute();
  await missing('person_merges.kept_id');
  await missing('person_merges.merged_id');
  for (const column of ['person_a', 'person_b'] as const) {
    await db
      .deleteFrom('person_dismissals')
      .where((eb) =>
        eb.not(
          eb.exists(
            eb.selectFrom('people').select('people.id').whereRef('people.id', '=', `person_dismissals.${column}`),
          ),
        ),
      )
      .execute();
  }
}

/**
 * The talent database's rows (migration 0018): one `talent` row per person (`people`), written for
 * applicants from their profile and newest application (`syncApplicants`), and for candidates the
 * recruiters add (`add`); tags, pools with membership history, saved searches, and the history of
 * availability and work authorisation. Searching is ./talent-search.ts.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { TalentFields, TalentSource } from '#contracts/admin/talent';
import type { Db, Dialect } from '../db/database';
import type { TalentTable } from '../db/schema';
import { nowIso } from '../lib/clock';
import { nameKey, phoneKey } from '../people/identity';
import { phoneKeysOf } from './phone-query';
import { readLocation, regionName, regionsOf } from './regions';

export type Staffer = { id: string; name: string };

/** `|A|B|` from a list (trimmed, no duplicates in any case, no `|` inside an entry). */
export const entriesText = (items: readonly string[]) => {
  const seen = new Set<string>();
  const kept = items
    .map((item) => item.replace(/\|/g, ' ').trim())
    .filter((item) => item && !seen.has(item.toLowerCase()) && seen.add(item.toLowerCase()));
  return kept.length ? `|${kept.join('|')}|` : '';
};
export const entriesOf = (text: string) => text.split('|').filter(Boolean);

const COUNTRY_NAMES: Record<string, string> = { US: 'United States', IN: 'India' };

/** The location's parts and its searchable text ("Olathe, KS — Kansas, United States"). */
export function locationFields(text: string, hint?: { state?: string | null; country?: string | null }) {
  const parts = readLocation(text, hint);
  const extra = [regionName(parts.state, parts.country), parts.country ? COUNTRY_NAMES[parts.country] : null].filter(
    (part): part is string => Boolean(part) && !text.toLowerCase().includes(String(part).toLowerCase()),
  );
  return {
    location: [text.trim(), ...extra].filter(Boolean).join(', '),
    city: parts.city,
    state: parts.state,
    country: parts.country,
  };
}

export function talentRepository(db: Db, dialect: Dialect) {
  /**
   * The newest application of each person without a talent row yet (applicants), 500 at a time.
   * With `since`, only the people with an application made after it are looked at (an index range,
   * where looking at every profile reads the whole table: at 100,000 candidates, on every search).
   */
  async function syncApplicants(since?: string): Promise<number> {
    const pending = await db
      .selectFrom('people')
      .leftJoin('talent', 'talent.person_id', 'people.id')
      .select(['people.id', 'people.name', 'people.email', 'people.phone', 'people.created_at'])
      .where('talent.person_id', 'is', null)
      .where('people.merged_into', 'is', null)
      .$if(since !== undefined, (query) =>
        query.where('people.id', 'in', (eb) =>
          eb
            .selectFrom('candidates')
            .select('candidates.person_id')
            .where('candidates.created_at', '>', since ?? '')
            .where('candidates.person_id', 'is not', null),
        ),
      )
      .limit(500)
      .execute();
    for (const person of pending) {
      const application = await db
        .selectFrom('candidates')
        .leftJoin('countries', 'countries.uuid', 'candidates.country_uuid')
        .leftJoin('states', 'states.uuid', 'candidates.state_uuid')
        .leftJoin('attachments', 'attachments.candidate_uuid', 'candidates.uuid')
        .select([
          'candidates.city',
          'candidates.work_authorization',
          'candidates.current_salary',
          'candidates.expected_salary',
          'candidates.created_at',
          'candidates.phone_key',
          'countries.code as country_code',
          'states.name as state_name',
          'attachments.storage_key',
          'attachments.file_name',
          'attachments.stored_type',
        ])
        .where('candidates.person_id', '=', person.id)
        .orderBy('candidates.created_at', 'desc')
        .executeTakeFirst();
      if (!application) continue;
      const country =
        application.country_code === 'US' || application.country_code === 'IN' ? application.country_code : null;
      const state = application.state_name
        ? (regionsOf(application.state_name, country ?? undefined)[0]?.code ?? null)
        : null;
      const where = locationFields([application.city, application.state_name].filter(Boolean).join(', '), {
        state,
        country,
      });
      const expected = Number(String(application.expected_salary ?? '').replace(/[^\d.]/g, ''));
      await db
        .insertInto('talent')
        .values({
          person_id: person.id,
          name: person.name,
          email: person.email,
          phone: person.phone,
          phone_e164: phoneKey(person.phone, country ?? 'US'),
          ...where,
          linkedin: null,
          headline: '',
          skills: '',
          tags: '',
          years_experience: null,
          work_authorization: application.work_authorization,
          available_from: null,
          current_pay: application.current_salary || null,
          expected_pay: Number.isFinite(expected) && expected > 0 ? expected : null,
          pay_unit: Number.isFinite(expected) && expected > 0 ? (expected < 1000 ? 'hour' : 'year') : null,
          source: 'applied',
          source_detail: null,
          owner_id: null,
          owner_name: null,
          resume_text: '',
          resume_key: application.storage_key ?? null,
          resume_name: application.file_name ?? null,
          // Null until the text is extracted (extractPending), then the file's type.
          resume_type: null,
          created_at: person.created_at,
          updated_at: nowIso(),
          last_activity_at: application.created_at,
          last_contacted_at: null,
        })
        .onConflict((oc) => oc.column('person_id').doNothing())
        .execute();
    }
    return pending.length;
  }

  return {
    syncApplicants,

    /**
     * Whether the indexing pass has anything to do, in one cheap round trip (each answered by an
     * index): the newest application, whether an application waits for its profile, whether a stored
     * resume waits for its text; and the talent search version (migration 0035) as of this read.
     */
    async indexingSignal(): Promise<{ newest: string; waiting: boolean; version: number }> {
      const { rows } = await sql<{ newest: string | null; unassigned: unknown; pending: unknown; version: unknown }>`
        select (select version from talent_search_version where id = 1) as version,
          (select max(created_at) from candidates) as newest,
          (select count(*) from (select 1 from candidates where person_id is null limit 1) a) as unassigned,
          (select count(*) from (select 1 from talent where resume_key is not null and resume_type is null limit 1) p) as pending`.execute(
        db,
      );
      const row = rows[0];
      return {
        newest: String(row?.newest ?? ''),
        waiting: Number(row?.unassigned ?? 0) > 0 || Number(row?.pending ?? 0) > 0,
        version: Number(row?.version ?? 0),
      };
    },

    /** Rows whose stored resume's text is not extracted yet. */
    pendingResumes: (limit: number) =>
      db
        .selectFrom('talent')
        .select(['person_id', 'resume_key'])
        .where('resume_key', 'is not', null)
        .where('resume_type', 'is', null)
        .limit(limit)
        .execute(),

    setResumeText: (personId: string, text: string, type: string) =>
      db
        .updateTable('talent')
        .set({ resume_text: text, resume_type: type })
        .where('person_id', '=', personId)
        .execute(),

    /** Applications newer than a talent row's last activity move it forward (new since `since`). */
    async refreshActivity(since: string) {
      const rows = await db
        .selectFrom('candidates')
        .select(['person_id', db.fn.max('created_at').as('at')])
        .where('created_at', '>', since)
        .where('person_id', 'is not', null)
        .groupBy('person_id')
        .execute();
      for (const row of rows) {
        if (!row.person_id) continue;
        await db
          .updateTable('talent')
          .set({ last_activity_at: String(row.at) })
          .where('person_id', '=', row.person_id)
          .where('last_activity_at', '<', String(row.at))
          .execute();
      }
    },

    byPerson: (personId: string) =>
      db.selectFrom('talent').selectAll().where('person_id', '=', personId).executeTakeFirst(),
    byPeople: (ids: readonly string[]) =>
      ids.length ? db.selectFrom('talent').selectAll().where('person_id', 'in', ids).execute() : Promise.resolve([]),

    /**
     * Known people a new candidate may be: the same e-mail (any case) on a profile or an application,
     * or the same phone (compared as E.164) with the same name. Newest first, at most five.
     */
    async duplicatesOf(fields: { name: string; email: string; phone: string; country?: string | null }) {
      const email = fields.email.trim().toLowerCase();
      // The phone's forms as stored: E.164 (read in the US, in India, as written), or its digits.
      const keys = fields.phone
        ? [...new Set([phoneKey(fields.phone, fields.country ?? 'US'), ...(phoneKeysOf(fields.phone) ?? [])])]
        : [];
      if (!email && keys.length === 0) return [];
      // Each way of being the same person looked up by its own index (an OR across the two tables
      // read every talent row: ~200 ms at 100,000 candidates), at most five people in all.
      const profile = db
        .selectFrom('talent')
        .innerJoin('people', 'people.id', 'talent.person_id')
        .select([
          'people.id',
          'people.name',
          'people.email',
          'people.phone',
          'talent.phone_e164',
          'talent.email as talent_email',
        ])
        .where('people.merged_into', 'is', null);
      const rows = (
        await Promise.all([
          ...(email
            ? [
                profile.where('talent.email', '=', email).limit(5).execute(),
                profile.where('people.email', '=', email).limit(5).execute(),
              ]
            : []),
          ...(keys.length ? [profile.where('talent.phone_e164', 'in', keys).limit(5).execute()] : []),
        ])
      )
        .flat()
        .slice(0, 15);
      const fromApplications = await db
        .selectFrom('candidates')
        .innerJoin('people', 'people.id', 'candidates.person_id')
        .select([
          'people.id',
          'people.name',
          'people.email',
          'people.phone',
          'candidates.phone_key',
          'candidates.email as c_email',
          'candidates.name as c_name',
        ])
        .where('people.merged_into', 'is', null)
        .where((eb) =>
          eb.or([
            ...(email ? [eb('candidates.email', '=', email)] : []),
            ...(keys.length ? [eb('candidates.phone_key', 'in', keys)] : []),
          ]),
        )
        .limit(10)
        .execute();
      const found = new Map<
        string,
        { id: string; name: string; email: string; phone: string; reason: 'email' | 'phone' }
      >();
      for (const row of rows) {
        const reason = email && (row.talent_email === email || row.email === email) ? 'email' : 'phone';
        found.set(row.id, { id: row.id, name: row.name, email: row.email, phone: row.phone, reason });
      }
      for (const row of fromApplications) {
        if (found.has(row.id)) continue;
        found.set(row.id, {
          id: row.id,
          name: row.name,
          email: row.email,
          phone: row.phone,
          reason: email && row.c_email === email ? 'email' : 'phone',
        });
      }
      // The same phone under another name is a different person (two people may share a line).
      return [...found.values()].filter(
        (match) => match.reason === 'email' || nameKey(match.name) === nameKey(fields.name) || !fields.name,
      );
    },

    /** A new person and their talent row. */
    async add(input: {
      fields: TalentFields;
      source: TalentSource;
      sourceDetail: string;
      owner: Staffer | null;
      workAuthorization: string | null;
      availableFrom: string | null;
      expectedPay: number | null;
      payUnit: 'hour' | 'year' | null;
      resume: { key: string; name: string; type: string; text: string } | null;
      at?: string;
    }): Promise<string> {
      const id = randomUUID();
      const now = input.at ?? nowIso();
      const { fields } = input;
      const where = locationFields(fields.location);
      const email = fields.email.toLowerCase();
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('people')
          .values({
            id,
            name: fields.name,
            email,
            phone: fields.phone,
            created_at: now,
            updated_at: now,
            merged_into: null,
          })
          .execute();
        await trx
          .insertInto('talent')
          .values({
            person_id: id,
            name: fields.name,
            email,
            phone: fields.phone,
            phone_e164: fields.phone ? phoneKey(fields.phone, where.country ?? 'US') : '',
            ...where,
            linkedin: fields.linkedin || null,
            headline: fields.headline,
            skills: entriesText(fields.skills),
            tags: '',
            years_experience: fields.yearsExperience,
            work_authorization: input.workAuthorization,
            available_from: input.availableFrom,
            current_pay: null,
            expected_pay: input.expectedPay,
            pay_unit: input.payUnit,
            source: input.source,
            source_detail: input.sourceDetail || null,
            owner_id: input.owner?.id ?? null,
            owner_name: input.owner?.name ?? null,
            resume_text: input.resume?.text ?? '',
            resume_key: input.resume?.key ?? null,
            resume_name: input.resume?.name ?? null,
            resume_type: input.resume?.type ?? null,
            created_at: now,
            updated_at: now,
            last_activity_at: now,
            last_contacted_at: null,
          })
          .execute();
      });
      return id;
    },

    /** A resume joins a profile: its text is indexed (it replaces the older one) and the skills it names are added. */
    async attachResume(
      personId: string,
      resume: { key: string; name: string; type: string; text: string },
      read: TalentFields,
    ) {
      const row = await db.selectFrom('talent').selectAll().where('person_id', '=', personId).executeTakeFirst();
      if (!row) return undefined;
      // What the profile lacks, the resume fills (a form's applicant gave a city, the resume "Olathe, KS").
      const where = !row.state && read.location ? locationFields(read.location) : undefined;
      const skills = read.skills;
      await db
        .updateTable('talent')
        .set({
          ...(where ?? {}),
          ...(row.linkedin ? {} : { linkedin: read.linkedin || null }),
          ...(row.years_experience === null ? { years_experience: read.yearsExperience } : {}),
          resume_text: resume.text,
          resume_key: resume.key,
          resume_name: resume.name,
          resume_type: resume.type,
          skills: entriesText([...entriesOf(row.skills), ...skills]),
          updated_at: nowIso(),
          last_activity_at: nowIso(),
        })
        .where('person_id', '=', personId)
        .execute();
      return row.resume_key;
    },

    /** Profile edits; availability and work authorisation changes are kept in `talent_history`. */
    async update(
      personId: string,
      changes: Partial<
        Pick<
          TalentTable,
          | 'work_authorization'
          | 'available_from'
          | 'expected_pay'
          | 'pay_unit'
          | 'skills'
          | 'tags'
          | 'last_contacted_at'
        >
      >,
      by: Staffer,
    ) {
      return db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('talent').selectAll().where('person_id', '=', personId).executeTakeFirst();
        if (!row) return false;
        const now = nowIso();
        const tracked = [
          ['work_authorization', 'work_authorization'],
          ['available_from', 'availability'],
        ] as const;
        for (const [column, field] of tracked) {
          const next = changes[column];
          if (next === undefined || next === row[column]) continue;
          await trx
            .insertInto('talent_history')
            .values({
              id: randomUUID(),
              person_id: personId,
              field,
              from_value: row[column],
              to_value: next,
              by_id: by.id,
              by_name: by.name,
              at: now,
            })
            .execute();
        }
        if (changes.tags) {
          for (const tag of entriesOf(changes.tags)) {
            await trx
              .insertInto('talent_tag_names')
              .values({ name: tag, created_at: now })
              .onConflict((oc) => oc.column('name').doNothing())
              .execute();
          }
        }
        await trx
          .updateTable('talent')
          .set({ ...changes, updated_at: now, last_activity_at: now })
          .where('person_id', '=', personId)
          .execute();
        return true;
      });
    },

    history: (personId: string) =>
      db.selectFrom('talent_history').selectAll().where('person_id', '=', personId).orderBy('at', 'desc').execute(),

    tagNames: () => db.selectFrom('talent_tag_names').select('name').orderBy('name').limit(500).execute(),

    // Pools ------------------------------------------------------------------------------------
    async pools() {
      return db
        .selectFrom('talent_pools as p')
        .select([
          'p.id',
          'p.name',
          'p.description',
          'p.created_at',
          (eb) =>
            eb
              .selectFrom('talent_pool_members as m')
              .select(eb.fn.countAll<string>().as('n'))
              .whereRef('m.pool_id', '=', 'p.id')
              .where('m.removed_at', 'is', null)
              .as('members'),
        ])
        .orderBy('p.name')
        .execute();
    },
    async createPool(name: string, description: string, by: Staffer) {
      const taken = await db
        .selectFrom('talent_pools')
        .select('id')
        .where(sql`lower(name)`, '=', name.toLowerCase())
        .executeTakeFirst();
      if (taken) return undefined;
      const id = randomUUID();
      await db
        .insertInto('talent_pools')
        .values({ id, name, description, created_at: nowIso(), created_by: by.name })
        .execute();
      return id;
    },
    pool: (id: string) => db.selectFrom('talent_pools').selectAll().where('id', '=', id).executeTakeFirst(),
    /** Adds or removes people; each membership keeps when and by whom it began and ended. */
    async changeMembers(poolId: string, people: readonly string[], action: 'add' | 'remove', by: Staffer) {
      let changed = 0;
      const now = nowIso();
      for (const personId of new Set(people)) {
        const current = await db
          .selectFrom('talent_pool_members')
          .select('id')
          .where('pool_id', '=', poolId)
          .where('person_id', '=', personId)
          .where('removed_at', 'is', null)
          .executeTakeFirst();
        if (action === 'add' && !current) {
          const known = await db
            .selectFrom('talent')
            .select('person_id')
            .where('person_id', '=', personId)
            .executeTakeFirst();
          if (!known) continue;
          await db
            .insertInto('talent_pool_members')
            .values({
              id: randomUUID(),
              pool_id: poolId,
              person_id: personId,
              added_at: now,
              added_by: by.name,
              removed_at: null,
              removed_by: null,
            })
            .execute();
          changed += 1;
        } else if (action === 'remove' && current) {
          await db
            .updateTable('talent_pool_members')
            .set({ removed_at: now, removed_by: by.name })
            .where('id', '=', current.id)
            .execute();
          changed += 1;
        }
      }
      return changed;
    },
    poolsOf: (personId: string) =>
      db
        .selectFrom('talent_pool_members as m')
        .innerJoin('talent_pools as p', 'p.id', 'm.pool_id')
        .select(['p.id', 'p.name', 'm.added_at', 'm.added_by', 'm.removed_at'])
        .where('m.person_id', '=', personId)
        .orderBy('m.added_at', 'desc')
        .execute(),

    // Saved searches ---------------------------------------------------------------------------
    savedSearches: (staffId: string) =>
      db
        .selectFrom('talent_saved_searches')
        .selectAll()
        .where('staff_id', '=', staffId)
        .orderBy('created_at', 'desc')
        .execute(),
    async saveSearch(staffId: string, name: string, query: string) {
      const id = randomUUID();
      const now = nowIso();
      await db
        .insertInto('talent_saved_searches')
        .values({ id, staff_id: staffId, name, query, created_at: now, last_run_at: now })
        .execute();
      return id;
    },
    savedSearch: (staffId: string, id: string) =>
      db
        .selectFrom('talent_saved_searches')
        .selectAll()
        .where('id', '=', id)
        .where('staff_id', '=', staffId)
        .executeTakeFirst(),
    markRun: (id: string, at: string) =>
      db.updateTable('talent_saved_searches').set({ last_run_at: at }).where('id', '=', id).execute(),
    deleteSearch: (staffId: string, id: string) =>
      db.deleteFrom('talent_saved_searches').where('id', '=', id).where('staff_id', '=', staffId).executeTakeFirst(),

    // Uploads ----------------------------------------------------------------------------------
    saveUpload: (upload: {
      id: string;
      storage_key: string;
      file_name: string;
      file_type: string;
      size: number;
      text: string;
      created_by: string;
    }) =>
      db
        .insertInto('talent_uploads')
        .values({ ...upload, created_at: nowIso() })
        .execute(),
    upload: (id: string) => db.selectFrom('talent_uploads').selectAll().where('id', '=', id).executeTakeFirst(),
    dropUpload: (id: string) => db.deleteFrom('talent_uploads').where('id', '=', id).execute(),

    dialect,
  };
}
export type TalentRepository = ReturnType<typeof talentRepository>;

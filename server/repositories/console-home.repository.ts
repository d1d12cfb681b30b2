/**
 * What the console's home counts for one staff member: their "last looked" moment and "untouched
 * after" days, new applications nobody has acted on yet by opening (and how many came since then), applications in the pipeline nobody moved or
 * noted for those days by opening and stage, and the internship applications and contact messages
 * still at "new".
 */
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { type RequirementScope, inScope } from '../admin/resource/requirement-scope';

/** Stages where an application still waits on someone. */
const OPEN_STAGES = ['new', 'screening', 'submitted', 'client_interview', 'offer'];

export function consoleHomeRepository(db: Db) {
  return {
    async state(userId: string, defaultStaleDays: number) {
      const row = await db
        .selectFrom('staff_console_state')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return { since: row?.home_seen_at ?? null, staleDays: row?.stale_days ?? defaultStaleDays };
    },

    async save(userId: string, changes: { home_seen_at?: string; stale_days?: number }, defaultStaleDays: number) {
      await db
        .insertInto('staff_console_state')
        .values({
          user_id: userId,
          home_seen_at: changes.home_seen_at ?? null,
          stale_days: changes.stale_days ?? defaultStaleDays,
        })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(changes))
        .execute();
    },

    /**
     * Applications at `stage` (the pipeline's first) that nobody has acted on yet (no move, note, mail
     * or rating), per opening, most first; `arrivedSince` counts those that came after `since` (all
     * when null).
     */
    async untouchedAt(stage: string, since: string | null, scope: RequirementScope = null) {
      const rows = await db
        .selectFrom('candidates')
        .innerJoin('openings', 'openings.uuid', 'candidates.requirement_uuid')
        .$if(scope !== null, (query) => query.where(inScope(scope ?? { ownerId: '' })))
        .select([
          'openings.req_id',
          'openings.title',
          sql<string>`count(*)`.as('n'),
          (since
            ? sql<string>`sum(case when candidates.created_at > ${since} then 1 else 0 end)`
            : sql<string>`count(*)`
          ).as('arrived'),
        ])
        .where('candidates.review_status', '=', stage)
        .where((eb) =>
          eb.not(
            eb.or([
              eb.exists(
                eb
                  .selectFrom('review_events')
                  .select('review_events.id')
                  .where('review_events.subject_type', '=', 'application')
                  .whereRef('review_events.subject_id', '=', 'candidates.uuid'),
              ),
              eb.exists(
                eb
                  .selectFrom('application_ratings')
                  .select('application_ratings.id')
                  .whereRef('application_ratings.application_id', '=', 'candidates.uuid'),
              ),
            ]),
          ),
        )
        .groupBy(['openings.req_id', 'openings.title'])
        .execute();
      return rows
        .map((row) => ({
          reqId: row.req_id,
          title: row.title,
          count: Number(row.n),
          arrivedSince: Number(row.arrived),
        }))
        .sort((a, b) => b.count - a.count || b.reqId - a.reqId);
    },

    /** Applications in an open stage, older than `cutoff`, with no move or note since then. */
    async untouchedByOpening(cutoff: string, scope: RequirementScope = null) {
      const rows = await db
        .selectFrom('candidates')
        .innerJoin('openings', 'openings.uuid', 'candidates.requirement_uuid')
        .$if(scope !== null, (query) => query.where(inScope(scope ?? { ownerId: '' })))
        .select(['openings.req_id', 'openings.title', 'candidates.review_status', sql<string>`count(*)`.as('n')])
        .where('candidates.review_status', 'in', OPEN_STAGES)
        .where('candidates.created_at', '<', cutoff)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('review_events')
                .select('review_events.id')
                .where('review_events.subject_type', '=', 'application')
                .whereRef('review_events.subject_id', '=', 'candidates.uuid')
                .where('review_events.at', '>=', cutoff),
            ),
          ),
        )
        .groupBy(['openings.req_id', 'openings.title', 'candidates.review_status'])
        .execute();
      return rows
        .map((row) => ({ reqId: row.req_id, title: row.title, status: row.review_status, count: Number(row.n) }))
        .sort((a, b) => b.count - a.count || b.reqId - a.reqId);
    },

    async waiting() {
      const [internships, messages] = await Promise.all([
        db
          .selectFrom('internship_applications')
          .select(sql<string>`count(*)`.as('n'))
          .where('review_status', '=', 'new')
          .executeTakeFirst(),
        db
          .selectFrom('contact_messages')
          .select(sql<string>`count(*)`.as('n'))
          .where('review_status', '=', 'new')
          .executeTakeFirst(),
      ]);
      return { internships: Number(internships?.n ?? 0), messages: Number(messages?.n ?? 0) };
    },
  };
}
export type ConsoleHomeRepository = ReturnType<typeof consoleHomeRepository>;

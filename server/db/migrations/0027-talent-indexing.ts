/**
 * The talent search keeps applicants indexed before every search (server/talent/talent.service.ts):
 * it asks for the talent rows whose stored resume is not read yet. Without an index that question
 * read the whole table — at 100,000 candidates, every resume's text — on every search. A partial
 * index holds only the rows still waiting, so the answer is one small index read.
 */
import { type Kysely, type Migration, sql } from 'kysely';

export const talentIndexing = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await sql`create index talent_resume_pending on talent (person_id) where resume_key is not null and resume_type is null`.execute(
      db,
    );
  },
  async down(db: Kysely<unknown>) {
    await sql`drop index if exists talent_resume_pending`.execute(db);
  },
});

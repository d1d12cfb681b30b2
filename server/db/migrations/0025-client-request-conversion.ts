/**
 * A client request turned into a client and a requirement (the console's "Create client and
 * requirement") keeps links to both: the client it created or joined and the draft requirement's
 * REQ_ID. Set once, in the transaction that creates them; a request with them set is converted.
 */
import type { Kysely, Migration } from 'kysely';

export const clientRequestConversion = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('client_requests').addColumn('client_id', 'text').execute();
    await db.schema.alterTable('client_requests').addColumn('requirement_req_id', 'integer').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('client_requests').dropColumn('requirement_req_id').execute();
    await db.schema.alterTable('client_requests').dropColumn('client_id').execute();
  },
});

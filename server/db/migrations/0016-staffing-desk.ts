/**
 * The staffing desk (docs/product.md, "The staffing desk"):
 * - the applications' pipeline follows the desk: New → Screening → Submitted → Client interview →
 *   Offer → Placed (Rejected and Withdrawn apart). Stored stages move onto it: `interview` becomes
 *   `client_interview`, `hired` (and `selected`, written by older imports) becomes `placed`; the
 *   applications' recorded moves are renamed the same way, so their history reads in today's words;
 * - `candidates.rejected_by`: who rejected an application (`us` or `client`); rejections made
 *   before it are the firm's own;
 * - `clients` (the companies Northwind places engineers with; Northwind itself is one, NORTHWIND_CLIENT_ID)
 *   and `client_contacts` (their people, hiring managers flagged);
 * - openings become requirements: `client_id` (existing openings belong to Northwind), `contact_id`,
 *   `positions` / `positions_filled`, `owner_id`, `priority`, `engagement` (contract or permanent),
 *   `currency`, the bill- and pay-rate ranges (contract) or salary range and `fee_percent` (permanent),
 *   and `show_client_name` (off: the public site shows the client's description, never its name).
 */
import { type Kysely, type Migration, sql } from 'kysely';
import { stableUuid } from '../../lib/stable-uuid';

/** Northwind as a client of its own: the owner of the openings it hires for itself. */
export const NORTHWIND_CLIENT_ID = stableUuid('client:northwind');

/** The requirement's columns added to `openings`, with their types and defaults. */
const REQUIREMENT_COLUMNS = [
  'client_id',
  'contact_id',
  'positions',
  'positions_filled',
  'owner_id',
  'priority',
  'engagement',
  'currency',
  'bill_rate_min',
  'bill_rate_max',
  'pay_rate_min',
  'pay_rate_max',
  'salary_min',
  'salary_max',
  'fee_percent',
  'show_client_name',
] as const;

/** Old stage → new stage. */
export const STAGE_RENAMES: ReadonlyArray<readonly [string, string]> = [
  ['interview', 'client_interview'],
  ['hired', 'placed'],
  ['selected', 'placed'],
];
/** New stage → the old one, going down. */
const STAGE_RENAMES_DOWN: ReadonlyArray<readonly [string, string]> = [
  ['client_interview', 'interview'],
  ['placed', 'hired'],
  ['submitted', 'interview'],
];

async function renameStages(db: Kysely<unknown>, renames: ReadonlyArray<readonly [string, string]>) {
  for (const [from, to] of renames) {
    await sql`update candidates set review_status = ${to} where review_status = ${from}`.execute(db);
    await sql`update review_events set from_status = ${to} where subject_type = 'application' and from_status = ${from}`.execute(
      db,
    );
    await sql`update review_events set to_status = ${to} where subject_type = 'application' and to_status = ${from}`.execute(
      db,
    );
  }
}

export const staffingDesk = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await renameStages(db, STAGE_RENAMES);
    await db.schema.alterTable('candidates').addColumn('rejected_by', 'text').execute();
    await sql`update candidates set rejected_by = 'us' where review_status = 'rejected'`.execute(db);

    await db.schema
      .createTable('clients')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('industry', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('location', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('website', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('domain', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('owner_id', 'text')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text')
      .addColumn('updated_by', 'text')
      .execute();
    await db.schema.createIndex('clients_name').on('clients').columns(['status', 'name']).execute();
    await db.schema.createIndex('clients_domain').on('clients').column('domain').execute();
    await db.schema
      .createTable('client_contacts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('hiring_manager', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text')
      .execute();
    await db.schema.createIndex('client_contacts_client').on('client_contacts').column('client_id').execute();
    await db.schema.createIndex('client_contacts_email').on('client_contacts').column('email').execute();
    await sql`insert into clients (id, name, description, industry, location, website, domain, status, created_at)
      values (${NORTHWIND_CLIENT_ID}, 'Northwind Technologies', 'Northwind Technologies', 'IT services', '', '', '', 'active', ${new Date().toISOString()})`.execute(
      db,
    );

    const openings = db.schema.alterTable('openings');
    await openings.addColumn('client_id', 'text').execute();
    await openings.addColumn('contact_id', 'text').execute();
    await openings.addColumn('positions', 'integer', (c) => c.notNull().defaultTo(1)).execute();
    await openings.addColumn('positions_filled', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await openings.addColumn('owner_id', 'text').execute();
    await openings.addColumn('priority', 'text', (c) => c.notNull().defaultTo('normal')).execute();
    await openings.addColumn('engagement', 'text', (c) => c.notNull().defaultTo('permanent')).execute();
    await openings.addColumn('currency', 'text', (c) => c.notNull().defaultTo('USD')).execute();
    for (const column of [
      'bill_rate_min',
      'bill_rate_max',
      'pay_rate_min',
      'pay_rate_max',
      'salary_min',
      'salary_max',
    ]) {
      await openings.addColumn(column, 'real').execute();
    }
    await openings.addColumn('fee_percent', 'real').execute();
    await openings.addColumn('show_client_name', 'integer', (c) => c.notNull().defaultTo(1)).execute();
    await sql`update openings set client_id = ${NORTHWIND_CLIENT_ID} where client_id is null`.execute(db);
    await db.schema.createIndex('openings_client').on('openings').column('client_id').execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('openings_client').ifExists().execute();
    for (const column of [...REQUIREMENT_COLUMNS].reverse()) {
      await db.schema.alterTable('openings').dropColumn(column).execute();
    }
    await db.schema.dropTable('client_contacts').ifExists().execute();
    await db.schema.dropTable('clients').ifExists().execute();
    await sql`delete from review_events where subject_type = 'client'`.execute(db);
    await db.schema.alterTable('candidates').dropColumn('rejected_by').execute();
    await renameStages(db, STAGE_RENAMES_DOWN);
  },
});

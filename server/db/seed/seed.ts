/**
 * Fills an empty database with the demo data on first start. Safe to run on every start and from
 * several instances at once: it does nothing once countries exist, and every insert ignores duplicates.
 */
import type { Db } from '../database';
import { demoClients } from './demo-clients';
import { demoOpenings } from './demo-openings';
import { DEMO_COUNTRIES, DEMO_RECRUITERS, DEMO_STATES } from './reference-data';

export async function seedDemoData(db: Db): Promise<boolean> {
  const existing = await db.selectFrom('countries').select('uuid').limit(1).executeTakeFirst();
  if (existing) return false;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('countries')
      .values([...DEMO_COUNTRIES])
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('states')
      .values(DEMO_STATES)
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('recruiters')
      .values(DEMO_RECRUITERS)
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('clients')
      .values(demoClients())
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('openings')
      .values(demoOpenings())
      .onConflict((oc) => oc.doNothing())
      .execute();
  });
  return true;
}

/**
 * The candidate-profiles migration on both databases: it goes down and up again, and going up attaches
 * the applications already stored, oldest first, by the rule new ones follow (same e-mail, or same
 * phone and name).
 */
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test-support/each-database';
import { referenceIds } from '../../test-support/requests';
import { seedApplication } from '../../test-support/seed-applications';
import { candidateProfiles } from './0011-candidate-profiles';

describeEachDatabase('migration 0011-candidate-profiles', (t) => {
  const tables = async () => (await t.app.db.introspection.getTables()).map((table) => table.name);

  it('goes down and up again, and backfills a profile per person', async () => {
    expect(await tables()).toEqual(expect.arrayContaining(['people', 'person_merges', 'person_dismissals']));
    await candidateProfiles().down?.(t.app.db as never);
    expect(await tables()).not.toContain('people');

    const { opening } = await referenceIds(t);
    const seed = (name: string, email: string, phone: string, createdAt: string) =>
      seedApplication(t, { openingUuid: opening.REQUIREMENT_UUID, name, email, phone, createdAt });
    const first = await seed('Ola Nordmann', 'ola@example.com', '+1 316 555 0100', '2026-01-01T00:00:00.000Z');
    const byEmail = await seed('Ola N.', 'OLA@example.com', '316 555 0111', '2026-02-01T00:00:00.000Z');
    const byPhone = await seed(
      'ola  nordmann',
      'ola.work@example.com',
      '+1 (316) 555-0100',
      '2026-03-01T00:00:00.000Z',
    );
    const otherName = await seed('Kari Hansen', 'kari@example.com', '+13165550100', '2026-04-01T00:00:00.000Z');

    await candidateProfiles().up(t.app.db as never);
    const rows = await t.app.db.selectFrom('candidates').select(['uuid', 'person_id', 'phone_key']).execute();
    const personOf = (uuid: string) => rows.find((row) => row.uuid === uuid)?.person_id;
    expect(rows.every((row) => row.person_id)).toBe(true);
    expect(personOf(byEmail)).toBe(personOf(first));
    expect(personOf(byPhone)).toBe(personOf(first));
    expect(personOf(otherName)).not.toBe(personOf(first));
    expect(rows.find((row) => row.uuid === otherName)?.phone_key).toBe('+13165550100');
    // The profile shows the oldest application's details.
    const person = await t.app.db
      .selectFrom('people')
      .selectAll()
      .where('id', '=', personOf(first) ?? '')
      .executeTakeFirstOrThrow();
    expect(person).toMatchObject({ name: 'Ola Nordmann', email: 'ola@example.com', merged_into: null });
  });
});

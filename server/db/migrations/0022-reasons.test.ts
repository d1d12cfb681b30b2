/**
 * The reasons migration goes down and up again on both databases: the seeded lists come back, and a
 * submittal's client reason (0017's fixed codes) becomes the seeded client reason it named, and back.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type DbKind, postgresAvailable, type TestApp } from '../../test-support/test-app';
import { postOpening, seedApplication } from '../../test-support/seed-applications';
import { staffMember } from '../../test-support/console-client';
import { reasons, SEEDED_REASONS } from './0022-reasons';

const kinds: DbKind[] = ['sqlite', ...((await postgresAvailable()) ? (['postgres'] as const) : [])];

describe.each(kinds)('migration 0022-reasons on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('goes down and up again, mapping a submittal’s old client reason to the seeded one', async () => {
    const seeded = Object.values(SEEDED_REASONS).flat().length;
    expect((await t.app.db.selectFrom('reasons').select('id').execute()).length).toBe(seeded);

    const staff = await staffMember(t, 'recruiter');
    const opening = await postOpening(t, staff, { title: 'Migrated Engineer', descriptionHtml: '<p>M.</p>' });
    const application = await seedApplication(t, {
      openingUuid: opening.uuid,
      name: 'Old Reason',
      email: 'old@example.com',
    });
    const now = new Date().toISOString();
    const id = randomUUID();
    await reasons().down?.(t.app.db as never);
    const tables = (await t.app.db.introspection.getTables()).map((table) => table.name);
    expect(tables).not.toContain('reasons');
    await t.app.db
      .insertInto('submittals')
      .values({
        id,
        application_id: application,
        recipients: '[]',
        summary: 'S',
        rate_offered_cents: 100,
        currency: 'USD',
        rate_unit: 'hour',
        profile: '{}',
        sent: '[]',
        mail_id: null,
        state: 'rejected',
        answer_date: '2026-11-20',
        reason: 'filled',
        answer_note: null,
        by_id: staff.id,
        by_name: 'R',
        created_at: now,
        updated_at: now,
      })
      .execute();
    await reasons().up(t.app.db as never);
    const reason = async () =>
      (await t.app.db.selectFrom('submittals').select('reason').where('id', '=', id).executeTakeFirstOrThrow()).reason;
    expect(await reason()).toBe('client-filled');
    expect((await t.app.db.selectFrom('reasons').select('id').execute()).length).toBe(seeded);
    await reasons().down?.(t.app.db as never);
    expect(await reason()).toBe('filled');
    await reasons().up(t.app.db as never);
  });
});

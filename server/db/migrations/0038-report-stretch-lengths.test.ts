/**
 * Migration 0038 on both databases: each stretch keeps its length in milliseconds (to the
 * millisecond, as Date.parse gives it) and its application's arrival time and requirement, set as
 * the stretches are written and followed when those change; down drops the columns, the index and the
 * triggers, and up fills them for the stretches written while it was down as the triggers do.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test-support/each-database';
import { staffMember } from '../../test-support/console-client';
import { postOpening, seedApplication } from '../../test-support/seed-applications';
import { reportStretchLengths } from './0038-report-stretch-lengths';

type Stretch = {
  application_id: string;
  seq: number;
  from_at: string;
  to_at: string;
  ms: unknown;
  arrived_at: unknown;
  requirement_uuid: unknown;
};

describeEachDatabase('migration 0038-report-stretch-lengths', (t, kind) => {
  it('keeps each stretch’s length and arrival, follows a changed arrival, and goes down and up again', async () => {
    const db = t.app.db;
    const staff = await staffMember(t, 'recruiter');
    const opening = await postOpening(t, staff, { title: 'Measured Engineer', descriptionHtml: '<p>M.</p>' });
    const other = await postOpening(t, staff, { title: 'Measured Analyst', descriptionHtml: '<p>A.</p>' });
    const move = (id: string, to: string, at: string) =>
      db
        .insertInto('review_events')
        .values({
          id: randomUUID(),
          subject_type: 'application',
          subject_id: id,
          kind: 'status',
          from_status: null,
          to_status: to,
          note: null,
          by_id: staff.id,
          by_name: staff.email,
          at,
        })
        .execute();
    const seed = async (i: number, createdAt: string, moves: [string, string][]) => {
      const id = await seedApplication(t, {
        openingUuid: opening.uuid,
        name: `Measured ${i}`,
        email: `measured${i}@lengths.example`,
        createdAt,
      });
      for (const [to, at] of moves) await move(id, to, at);
      return id;
    };
    const stretches = async (): Promise<Stretch[]> =>
      (
        await sql<Stretch>`select s.application_id, s.seq, s.from_at, s.to_at, s.ms, s.arrived_at, s.requirement_uuid
          from report_step_spans s join candidates c on c.uuid = s.application_id
          where c.requirement_uuid in (${opening.uuid}, ${other.uuid}) order by s.application_id, s.seq`.execute(db)
      ).rows;
    const arrivals = async () =>
      new Map(
        (
          await db
            .selectFrom('candidates')
            .select(['uuid', 'created_at', 'requirement_uuid'])
            .where('requirement_uuid', 'in', [opening.uuid, other.uuid])
            .execute()
        ).map((row) => [row.uuid, row]),
      );
    /** Every stretch's length is what Date.parse gives, its arrival its application's. */
    const expectKept = async (count: number) => {
      const rows = await stretches();
      const arrived = await arrivals();
      expect(rows).toHaveLength(count);
      for (const row of rows) {
        expect(Number(row.ms), `${row.from_at} → ${row.to_at}`).toBe(Date.parse(row.to_at) - Date.parse(row.from_at));
        expect(row.arrived_at).toBe(arrived.get(row.application_id)?.created_at);
        expect(row.requirement_uuid).toBe(arrived.get(row.application_id)?.requirement_uuid);
      }
      return rows;
    };

    const first = await seed(0, '2026-10-01T09:00:00.000Z', [
      ['screening', '2026-10-02T09:00:00.001Z'],
      ['submitted', '2026-10-09T17:30:12.345Z'],
    ]);
    const odd = await seed(1, '2026-10-03T23:59:59.999Z', [
      ['screening', '2026-10-04T00:00:00.000Z'],
      ['rejected', '2027-02-28T11:11:11.111Z'],
    ]);
    let rows = await expectKept(4);
    expect(rows.filter((row) => row.application_id === first).map((row) => Number(row.ms))).toEqual([
      86_400_001,
      7 * 86_400_000 + 8 * 3_600_000 + 30 * 60_000 + 12_344,
    ]);
    expect(rows.find((row) => row.application_id === odd)?.ms).toSatisfy((ms) => Number(ms) === 1);

    // A later move rewrites the stretches; they are measured again.
    await move(first, 'client_interview', '2026-10-20T10:00:00.000Z');
    await expectKept(5);
    // A changed arrival time is passed to the application's stretches.
    await db
      .updateTable('candidates')
      .set({ created_at: '2026-09-30T09:00:00.000Z' })
      .where('uuid', '=', odd)
      .execute();
    rows = await expectKept(5);
    expect(rows.find((row) => row.application_id === odd)?.arrived_at).toBe('2026-09-30T09:00:00.000Z');
    // And so is a changed requirement.
    await db.updateTable('candidates').set({ requirement_uuid: other.uuid }).where('uuid', '=', odd).execute();
    rows = await expectKept(5);
    expect(rows.find((row) => row.application_id === odd)?.requirement_uuid).toBe(other.uuid);

    const migration = reportStretchLengths(kind);
    await migration.down?.(db as never);
    const columns = async () =>
      (await db.introspection.getTables())
        .find((table) => table.name === 'report_step_spans')
        ?.columns.map((column) => column.name);
    expect(await columns()).not.toContain('ms');
    expect(await columns()).not.toContain('arrived_at');
    expect(await columns()).not.toContain('requirement_uuid');
    // Written while down: no length, no trigger.
    const late = await seed(2, '2026-10-05T12:00:00.000Z', [['screening', '2026-10-06T12:00:00.500Z']]);
    await move(first, 'offer', '2026-10-25T10:00:00.000Z');

    await migration.up(db as never);
    expect(await columns()).toEqual(expect.arrayContaining(['ms', 'arrived_at', 'requirement_uuid']));
    rows = await expectKept(7);
    expect(rows.find((row) => row.application_id === late)?.ms).toSatisfy((ms) => Number(ms) === 86_400_500);

    // The triggers are back.
    await move(late, 'submitted', '2026-10-07T12:00:00.000Z');
    await db
      .updateTable('candidates')
      .set({ created_at: '2026-10-04T12:00:00.000Z' })
      .where('uuid', '=', late)
      .execute();
    rows = await expectKept(8);
    expect(rows.filter((row) => row.application_id === late).map((row) => row.arrived_at)).toEqual([
      '2026-10-04T12:00:00.000Z',
      '2026-10-04T12:00:00.000Z',
    ]);
  });
});

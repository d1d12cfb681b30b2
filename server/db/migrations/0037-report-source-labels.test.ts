/**
 * Migration 0037 on both databases: each arrival row gets the source label the server's rule gives
 * (`sourceLabel`) where the database can be sure of it, and null where a URL parser would rewrite the
 * referrer or the utm_source is beyond ASCII; the label follows a changed source; down drops the
 * column and its triggers (and, on SQLite, the stretches' index), and up labels the rows written while
 * it was down as the trigger does.
 */
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { sourceLabel } from '../../admin/reports/report-facts';
import { describeEachDatabase } from '../../test-support/each-database';
import { staffMember } from '../../test-support/console-client';
import { postOpening, seedApplication } from '../../test-support/seed-applications';
import { reportSourceLabels } from './0037-report-source-labels';

/** Source columns, and the label the database keeps for them (null: left to the server). */
const CASES: [utm: string | null, referrer: string | null, label: string | null][] = [
  ['LinkedIn', null, 'linkedin'],
  ['indeed', 'https://www.google.com/', 'indeed'],
  ['  Spaced  ', null, '  spaced  '],
  ['Zürich-Jobs', null, null],
  ['', null, 'direct'],
  [null, null, 'direct'],
  [null, '', 'direct'],
  [null, 'https://www.Google.com/search?q=java', 'www.google.com'],
  [null, 'HTTP://Jobs.Example.ORG', 'jobs.example.org'],
  [null, 'https://a-b.c-d.museum/x/y?z#w', 'a-b.c-d.museum'],
  [null, 'https://www.google.com:443/', null],
  [null, 'https://user@evil.example/', null],
  [null, 'https://1.2.3/', null],
  [null, 'https://x.0xa/', null],
  [null, 'https://xn--bcher-kva.example/', null],
  [null, 'https://bücher.example/', null],
  [null, 'https://web3/', null],
  [null, 'https://x.com./', null],
  [null, 'https://x.com?q=1', null],
  [null, 'https://x.com\\y', null],
  [null, 'android-app://com.google.android.gm/', null],
  [null, 'not a url', null],
  [null, 'http://', null],
  [null, ' https://lead.example/', null],
];

describeEachDatabase('migration 0037-report-source-labels', (t, kind) => {
  it('labels each arrival as the server would, or leaves it to the server, and goes down and up again', async () => {
    const db = t.app.db;
    const staff = await staffMember(t, 'recruiter');
    const opening = await postOpening(t, staff, { title: 'Labelled Engineer', descriptionHtml: '<p>L.</p>' });
    const seed = async (i: number, utm: string | null, referrer: string | null) => {
      const id = await seedApplication(t, {
        openingUuid: opening.uuid,
        name: `Label ${i}`,
        email: `label${i}@labels.example`,
        createdAt: `2026-10-${String(1 + (i % 28)).padStart(2, '0')}T09:00:00.000Z`,
      });
      // Set after the insert, as a changed source: the arrival row is rewritten and labelled again.
      await db.updateTable('candidates').set({ utm_source: utm, referrer }).where('uuid', '=', id).execute();
      return id;
    };
    const labels = async () =>
      new Map(
        (
          await db
            .selectFrom('report_arrivals')
            .select(['application_id', 'source', 'utm_source', 'referrer'])
            .where('requirement_uuid', '=', opening.uuid)
            .execute()
        ).map((row) => [row.application_id, row]),
      );

    const ids: string[] = [];
    for (const [i, [utm, referrer]] of CASES.entries()) ids.push(await seed(i, utm, referrer));
    let rows = await labels();
    for (const [i, [utm, referrer, label]] of CASES.entries()) {
      const row = rows.get(ids[i]!);
      expect(row?.source, `${utm} ${referrer}`).toBe(label);
      // Whatever the database labels is the server's label.
      if (label !== null) expect(sourceLabel({ utm_source: utm, referrer })).toBe(label);
    }

    // A changed source is labelled again; an unchanged one keeps its label.
    await db
      .updateTable('candidates')
      .set({ utm_source: null, referrer: 'https://Careers.Example.com/' })
      .where('uuid', '=', ids[0]!)
      .execute();
    await db.updateTable('candidates').set({ city: 'Pune' }).where('uuid', '=', ids[1]!).execute();
    rows = await labels();
    expect(rows.get(ids[0]!)?.source).toBe('careers.example.com');
    expect(rows.get(ids[1]!)?.source).toBe('indeed');

    const migration = reportSourceLabels(kind);
    await migration.down?.(db as never);
    const columns = async () =>
      (await db.introspection.getTables())
        .find((table) => table.name === 'report_arrivals')
        ?.columns.map((column) => column.name);
    expect(await columns()).not.toContain('source');
    // (On SQLite, with the stretches' index.)
    const spansIndex = async () =>
      kind === 'sqlite'
        ? (await sql<{ name: string }>`select name from sqlite_master where type = 'index'`.execute(db)).rows.some(
            (row) => row.name === 'report_step_spans_times',
          )
        : null;
    expect(await spansIndex()).toBe(kind === 'sqlite' ? false : null);
    // Written while down: no label, no trigger.
    const late = await seedApplication(t, {
      openingUuid: opening.uuid,
      name: 'Late Label',
      email: 'late@labels.example',
      createdAt: '2026-10-30T09:00:00.000Z',
      source: 'Dice',
    });
    await db
      .updateTable('candidates')
      .set({ referrer: 'https://www.bing.com/' })
      .where('uuid', '=', ids[CASES.length - 1]!)
      .execute();

    await migration.up(db as never);
    expect(await columns()).toContain('source');
    expect(await spansIndex()).toBe(kind === 'sqlite' ? true : null);
    rows = await labels();
    expect(rows.get(late)?.source).toBe('dice');
    expect(rows.get(ids[CASES.length - 1]!)?.source).toBe('www.bing.com');
    // The backfill gives what the trigger gave.
    for (const [i, [, , label]] of CASES.entries())
      if (i > 0 && i < CASES.length - 1) expect(rows.get(ids[i]!)?.source).toBe(label);
    expect(rows.get(ids[0]!)?.source).toBe('careers.example.com');

    // The triggers are back.
    await db.updateTable('candidates').set({ utm_source: 'Naukri' }).where('uuid', '=', late).execute();
    expect((await labels()).get(late)?.source).toBe('naukri');
  });
});

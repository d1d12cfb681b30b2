/**
 * Audit rows of reads are written in batches: none on the request's path, all waiting rows in one
 * write after the interval, at once when flushed (before the log is read), and none lost when the
 * app closes — on both databases, through a talent search in the console.
 */
import { afterEach, expect, it, vi } from 'vitest';
import { adminPaths, listQuery } from '#contracts/admin/paths';
import { createDatabase } from '../db/database';
import { as, staffMember } from '../test-support/console-client';
import { databaseKinds } from '../test-support/each-database';
import { buildTestApp } from '../test-support/test-app';
import { auditBuffer } from './audit-buffer';

const searchRows = async (db: ReturnType<typeof createDatabase>['db']) =>
  db.selectFrom('audit_log').select(['action', 'detail', 'at']).where('action', '=', 'talent.search').execute();

afterEach(() => {
  vi.useRealTimers();
});

it.each(databaseKinds)('%s: keeps rows until the interval, then writes them all in one go', async (kind) => {
  const t = await buildTestApp(kind);
  try {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const errors: unknown[] = [];
    const buffer = auditBuffer(t.app.db, (error) => errors.push(error), 250);
    const entry = (n: number) => ({
      actor_id: null,
      actor_email: null,
      action: 'talent.search',
      target_type: null,
      target_id: null,
      detail: JSON.stringify({ total: n }),
      ip: '127.0.0.1',
      user_agent: null,
    });
    for (let n = 0; n < 120; n++) buffer.add(entry(n));
    expect(buffer.pending).toBe(120);
    await vi.advanceTimersByTimeAsync(249);
    expect(await searchRows(t.app.db)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(buffer.pending).toBe(0);
    await buffer.flush();
    const rows = await searchRows(t.app.db);
    expect(
      rows
        .map((row) => JSON.parse(row.detail ?? '{}') as { total: number })
        .map((d) => d.total)
        .sort((a, b) => a - b),
    ).toEqual(Array.from({ length: 120 }, (_, n) => n));
    // Stamped when the search happened, not when written.
    expect(new Set(rows.map((row) => row.at)).size).toBeGreaterThanOrEqual(1);

    buffer.add(entry(500));
    await buffer.flush();
    expect(await searchRows(t.app.db)).toHaveLength(121);
    expect(errors).toEqual([]);
  } finally {
    vi.useRealTimers();
    await t.close();
  }
});

it.each(databaseKinds)(
  '%s: a search answers before its audit row is written, and closing the app writes it',
  async (kind) => {
    const t = await buildTestApp(kind, { SEED_DEMO_DATA: 'false' });
    const recruiter = await staffMember(t, 'recruiter');
    const answer = await as(t, recruiter)('GET', `${adminPaths.talent}${listQuery({ q: 'kafka' })}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await searchRows(t.app.db)).toHaveLength(0);

    // The console's audit log shows it: the rows waiting are written before the log is read.
    const admin = await staffMember(t, 'admin');
    const log = await as(t, admin)('GET', `${adminPaths.audit}${listQuery({ action: 'talent.search' })}`);
    expect(log.statusCode, log.body).toBe(200);
    expect(log.json<{ total: number }>().total).toBe(1);

    await as(t, recruiter)('GET', `${adminPaths.talent}${listQuery({ q: 'spring' })}`);
    expect(await searchRows(t.app.db)).toHaveLength(1);
    await t.app.close();
    const { db } = createDatabase(t.config.databaseUrl);
    try {
      expect(await searchRows(db)).toHaveLength(2);
    } finally {
      await db.destroy();
      await t.close();
    }
  },
);

/**
 * Bulk actions on SQLite and PostgreSQL: a selection by ids or by the list's filters (resolved by
 * the server, every match, not one page) moves to a stage in one request with a history entry per
 * application and one audit entry; a CSV export holds exactly the selection with formula-looking
 * cells defused; more than the limit is a 422; and the guard holds for the new routes (no session,
 * an unknown role, another origin).
 */
import { beforeAll, expect, it } from 'vitest';
import type { ApplicationDetail } from '#contracts/admin/applications';
import type { Board } from '#contracts/admin/board';
import { BULK_LIMIT, type BulkResult, EXPORT_COLUMNS, type MatchingIds } from '#contracts/admin/bulk';
import type { OpeningDetail } from '#contracts/admin/openings';
import { adminPaths, listQuery } from '#contracts/admin/paths';
import { as, type Staff, staffMember } from '../../test-support/console-client';
import { describeEachDatabase } from '../../test-support/each-database';
import { postOpening, seedApplication } from '../../test-support/seed-applications';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describeEachDatabase('bulk actions on applications', (t) => {
  let recruiter: Staff;
  let opening: OpeningDetail;
  let other: OpeningDetail;
  const ids: string[] = [];

  beforeAll(async () => {
    recruiter = await staffMember(t, 'recruiter');
    opening = await postOpening(t, recruiter, { title: 'Bulk Engineer', descriptionHtml: '<p>Bulk.</p>' });
    other = await postOpening(t, recruiter, { title: 'Other Engineer', descriptionHtml: '<p>Other.</p>' });
    const people = ['Ada Bulk', 'Ben Bulk', 'Cy Bulk', '=HYPERLINK("http://evil.example")', 'Eve Bulk'];
    for (const [index, name] of people.entries()) {
      ids.push(
        await seedApplication(t, {
          openingUuid: opening.uuid,
          name,
          email: `bulk${index}@example.com`,
          phone: index === 1 ? '+1 913 555 0142' : '9135550142',
          city: index === 2 ? '@Pune' : 'Wichita',
          createdAt: `2026-11-1${index}T09:00:00.000Z`,
        }),
      );
    }
    await seedApplication(t, { openingUuid: other.uuid, name: 'Olga Other', email: 'olga@example.com' });
  }, 60_000);

  const board = async (reqId: number) => {
    const answer = (await as(t, recruiter)('GET', adminPaths.openingBoard(reqId))).json<Board>();
    return Object.fromEntries(answer.columns.map((column) => [column.status, column.count]));
  };

  it('moves chosen applications in one request, with a history entry each and one audit entry', async () => {
    const [ada, ben, cy] = ids as [string, string, string];
    const answer = await as(t, recruiter)('POST', adminPaths.applicationsBulk, {
      selection: { ids: [ada, ben, cy, ben, uuid(9)] },
      action: {
        kind: 'move',
        status: 'rejected',
        rejectedBy: 'client',
        reasonId: 'client-filled',
        note: 'Position filled.',
      },
    });
    expect(answer.statusCode).toBe(200);
    const result = answer.json<BulkResult>();
    expect(result).toEqual({ status: 'rejected', moved: [ada, ben, cy], unchanged: [], missing: [uuid(9)] });
    expect(await board(opening.reqId)).toMatchObject({ new: 2, rejected: 3 });

    for (const id of [ada, ben, cy]) {
      const detail = (await as(t, recruiter)('GET', adminPaths.application(id))).json<ApplicationDetail>();
      expect(detail).toMatchObject({ status: 'rejected', rejectedBy: 'client' });
      expect(detail.history[0]).toMatchObject({
        kind: 'status',
        fromStatus: 'new',
        toStatus: 'rejected',
        note: 'Position filled.',
        by: { id: recruiter.id, name: 'recruiter person' },
      });
    }
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['actor_id', 'detail'])
      .where('action', '=', 'applications.bulk-move')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actor_id).toBe(recruiter.id);
    expect(JSON.parse(audit[0]?.detail ?? '{}')).toMatchObject({
      status: 'rejected',
      rejectedBy: 'client',
      count: 3,
      ids: [ada, ben, cy],
      missing: 1,
      selection: 'ids',
    });

    // Again: nothing moves, no second history entry.
    const again = (
      await as(t, recruiter)('POST', adminPaths.applicationsBulk, {
        selection: { ids: [ada] },
        action: { kind: 'move', status: 'rejected', reasonId: 'us-other' },
      })
    ).json<BulkResult>();
    expect(again).toMatchObject({ moved: [], unchanged: [ada] });
    const history = await t.app.db.selectFrom('review_events').select('id').where('subject_id', '=', ada).execute();
    expect(history).toHaveLength(1);
  });

  it('moves every application matching the filters, not only a page, and refuses a stale count', async () => {
    const query = { reqId: opening.reqId, status: 'new' };
    const matching = (
      await as(t, recruiter)('GET', `${adminPaths.applicationIds}${listQuery(query)}`)
    ).json<MatchingIds>();
    expect(matching).toEqual({ total: 2, ids: [ids[4], ids[3]] });

    const stale = await as(t, recruiter)('POST', adminPaths.applicationsBulk, {
      selection: { query, expected: 5 },
      action: { kind: 'move', status: 'screening' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ message: string }>().message).toMatch(/now matches 2 applications, not 5/);

    const moved = await as(t, recruiter)('POST', adminPaths.applicationsBulk, {
      selection: { query: { ...query, pageSize: undefined }, expected: 2 },
      action: { kind: 'move', status: 'screening' },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<BulkResult>().moved.sort()).toEqual([ids[3], ids[4]].sort());
    expect(await board(opening.reqId)).toMatchObject({ new: 0, screening: 2, rejected: 3 });
    // The other opening's application did not match.
    expect(await board(other.reqId)).toMatchObject({ new: 1 });
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select('detail')
      .where('action', '=', 'applications.bulk-move')
      .execute();
    expect(audit.map((row) => JSON.parse(row.detail ?? '{}') as unknown)).toContainEqual(
      expect.objectContaining({ count: 2, selection: { query: { reqId: opening.reqId, status: 'new' } } }),
    );

    const none = await as(t, recruiter)('POST', adminPaths.applicationsBulk, {
      selection: { query: { reqId: opening.reqId, status: 'offer' } },
      action: { kind: 'move', status: 'placed' },
    });
    expect(none.statusCode).toBe(422);
  });

  it('exports the selection as CSV with formula-looking cells defused, and audits it', async () => {
    const answer = await as(t, recruiter)('POST', adminPaths.applicationsExport, {
      selection: { query: { reqId: opening.reqId } },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="applicants-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(answer.headers['cache-control']).toBe('no-store');
    const lines = answer.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(EXPORT_COLUMNS.join(','));
    expect(lines).toHaveLength(6);
    // Newest first; the name that was a formula starts with a quote, as do '+1…' and '@Pune'.
    expect(lines[1]).toMatch(
      /^Eve Bulk,bulk4@example\.com,9135550142,\d+,Bulk Engineer,Screening,,2026-11-14T09:00:00\.000Z,/,
    );
    expect(lines[2]).toMatch(/^"'=HYPERLINK\(""http:\/\/evil\.example""\)",bulk3@example\.com,/);
    expect(lines[3]).toContain(",'@Pune,");
    expect(lines[4]).toContain(",'+1 913 555 0142,");
    expect(lines.join('\n')).not.toContain('Olga');

    const byIds = await as(t, recruiter)('POST', adminPaths.applicationsExport, { selection: { ids: [ids[0]] } });
    expect(byIds.body.trimEnd().split('\r\n')).toHaveLength(2);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select('detail')
      .where('action', '=', 'applications.export')
      .execute();
    const details = audit.map((row) => JSON.parse(row.detail ?? '{}') as unknown);
    expect(details).toHaveLength(2);
    expect(details).toContainEqual(
      expect.objectContaining({ count: 5, selection: { query: { reqId: opening.reqId } } }),
    );
    expect(details).toContainEqual({ count: 1, ids: [ids[0]], selection: 'ids' });
  });

  it(`answers 422 past ${BULK_LIMIT} applications and 400 for a malformed request`, async () => {
    const many = Array.from({ length: BULK_LIMIT + 1 }, (_, n) => uuid(n + 1));
    const tooMany = await as(t, recruiter)('POST', adminPaths.applicationsBulk, {
      selection: { ids: many },
      action: { kind: 'move', status: 'rejected', reasonId: 'us-other' },
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json<{ message: string }>().message).toMatch(/501 applications are selected; act on at most 500/);
    const exportTooMany = await as(t, recruiter)('POST', adminPaths.applicationsExport, { selection: { ids: many } });
    expect(exportTooMany.statusCode).toBe(422);

    for (const body of [
      { selection: { ids: [] }, action: { kind: 'move', status: 'rejected' } },
      { selection: { ids: ['not-a-uuid'] }, action: { kind: 'move', status: 'rejected' } },
      { selection: { ids: [ids[0]] }, action: { kind: 'move', status: 'archived' } },
      { selection: { ids: [ids[0]] }, action: { kind: 'delete' } },
      { selection: { ids: [ids[0]], query: {} }, action: { kind: 'move', status: 'new' } },
      { selection: { query: { status: 'nope' } }, action: { kind: 'move', status: 'new' } },
    ]) {
      expect((await as(t, recruiter)('POST', adminPaths.applicationsBulk, body)).statusCode, JSON.stringify(body)).toBe(
        400,
      );
    }
  });

  it('keeps the new routes behind the guard: no session, an unknown role, another origin', async () => {
    const body = { selection: { ids: [ids[0]] }, action: { kind: 'move', status: 'placed' } };
    const exportBody = { selection: { ids: [ids[0]] } };
    const nobody = as(t, null);
    expect((await nobody('POST', adminPaths.applicationsBulk, body)).statusCode).toBe(401);
    expect((await nobody('POST', adminPaths.applicationsExport, exportBody)).statusCode).toBe(401);
    expect((await nobody('GET', adminPaths.applicationIds)).statusCode).toBe(401);

    for (const headers of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }] as Array<
      Record<string, string>
    >) {
      expect((await as(t, recruiter)('POST', adminPaths.applicationsBulk, body, headers)).statusCode).toBe(403);
      expect((await as(t, recruiter)('POST', adminPaths.applicationsExport, exportBody, headers)).statusCode).toBe(403);
    }

    // A role the console does not know (an account row changed by hand, a role added later) gets nothing.
    const stranger = await staffMember(t, 'recruiter');
    await t.app.db
      .updateTable('staff_users')
      .set({ role: 'viewer' as Staff['role'] })
      .where('id', '=', stranger.id)
      .execute();
    expect((await as(t, stranger)('POST', adminPaths.applicationsBulk, body)).statusCode).toBe(403);
    expect((await as(t, stranger)('POST', adminPaths.applicationsExport, exportBody)).statusCode).toBe(403);
    expect((await as(t, stranger)('GET', adminPaths.applicationIds)).statusCode).toBe(403);

    const detail = (await as(t, recruiter)('GET', adminPaths.application(ids[0] ?? ''))).json<ApplicationDetail>();
    expect(detail.status).toBe('rejected');
    for (const url of ['/api/admin/applications/bulk', '/api/admin/applications/bulk/export']) {
      expect(t.app.adminRoutes).toContainEqual({
        method: 'POST',
        url,
        access: { roles: ['admin', 'account_manager', 'recruiter'] },
      });
    }
  });
});

/**
 * The applications list for a working day, on SQLite and PostgreSQL: sorted by any column (both
 * ways), filtered by applied-date range, location, source and minimum rating, searched by phone too;
 * each item carries its location and source; a bad filter is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationsPage } from '#contracts/admin/applications';
import type { OpeningDetail } from '#contracts/admin/openings';
import { adminPaths, listQuery } from '#contracts/admin/paths';
import { as, type Staff, staffMember } from '../../test-support/console-client';
import { postOpening, seedApplication } from '../../test-support/seed-applications';
import { databaseKinds } from '../../test-support/each-database';
import { buildTestApp, type TestApp } from '../../test-support/test-app';

describe.each(databaseKinds)('the applications list query on %s', (kind) => {
  let t: TestApp;
  let recruiter: Staff;
  let opening: OpeningDetail;
  const id: Record<string, string> = {};

  beforeAll(async () => {
    t = await buildTestApp(kind);
    recruiter = await staffMember(t, 'recruiter');
    opening = await postOpening(t, recruiter, { title: 'Listed Engineer', descriptionHtml: '<p>Lists.</p>' });
    const people = [
      { name: 'Zoe Zed', city: 'Pune', source: 'linkedin', createdAt: '2026-11-01T10:00:00.000Z', phone: '9000000001' },
      {
        name: 'adam Ant',
        city: 'Mumbai',
        source: 'indeed',
        createdAt: '2026-11-10T10:00:00.000Z',
        phone: '9000000002',
      },
      {
        name: 'Maya Mid',
        city: 'Pune',
        source: 'linkedin',
        createdAt: '2026-11-20T10:00:00.000Z',
        phone: '9000000003',
      },
    ];
    for (const person of people) {
      id[person.name] = await seedApplication(t, {
        openingUuid: opening.uuid,
        ...person,
        email: `${person.name.split(' ')[0]?.toLowerCase()}@example.com`,
      });
    }
    const api = as(t, recruiter);
    await api('POST', adminPaths.applicationStatus(id['Zoe Zed'] ?? ''), { status: 'offer' });
    await api('POST', adminPaths.applicationStatus(id['Maya Mid'] ?? ''), { status: 'screening' });
    await api('PUT', adminPaths.applicationRating(id['Maya Mid'] ?? ''), { score: 4, comment: '' });
    await api('PUT', adminPaths.applicationRating(id['adam Ant'] ?? ''), { score: 2, comment: '' });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const names = async (query: Record<string, string | number>) => {
    const answer = await as(t, recruiter)(
      'GET',
      `${adminPaths.applications}${listQuery({ reqId: opening.reqId, ...query })}`,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<ApplicationsPage>().items.map((item) => item.name);
  };

  it('sorts by date, name, stage and rating, both ways', async () => {
    expect(await names({})).toEqual(['Maya Mid', 'adam Ant', 'Zoe Zed']);
    expect(await names({ sort: 'created' })).toEqual(['Zoe Zed', 'adam Ant', 'Maya Mid']);
    expect(await names({ sort: 'name' })).toEqual(['adam Ant', 'Maya Mid', 'Zoe Zed']);
    expect(await names({ sort: '-name' })).toEqual(['Zoe Zed', 'Maya Mid', 'adam Ant']);
    expect(await names({ sort: 'status' })).toEqual(['adam Ant', 'Maya Mid', 'Zoe Zed']);
    expect(await names({ sort: '-rating' })).toEqual(['Maya Mid', 'adam Ant', 'Zoe Zed']);
    expect(await names({ sort: 'rating' })).toEqual(['adam Ant', 'Maya Mid', 'Zoe Zed']);
  });

  it('filters by date range, location, source, rating and phone, and says where each came from', async () => {
    expect(await names({ from: '2026-11-05', to: '2026-11-20' })).toEqual(['Maya Mid', 'adam Ant']);
    expect(await names({ location: 'pune' })).toEqual(['Maya Mid', 'Zoe Zed']);
    expect(await names({ source: 'indeed' })).toEqual(['adam Ant']);
    expect(await names({ minRating: 3 })).toEqual(['Maya Mid']);
    expect(await names({ search: '0000003' })).toEqual(['Maya Mid']);
    const page = (
      await as(t, recruiter)(
        'GET',
        `${adminPaths.applications}${listQuery({ reqId: opening.reqId, source: 'indeed' })}`,
      )
    ).json<ApplicationsPage>();
    expect(page.items[0]).toMatchObject({ location: 'Mumbai', source: 'indeed', rating: { average: 2, count: 1 } });
  });

  it('refuses a bad sort, date or rating', async () => {
    for (const query of [{ sort: 'salary' }, { from: '25/11/2026' }, { minRating: '5' }]) {
      const answer = await as(t, recruiter)('GET', `${adminPaths.applications}${listQuery(query)}`);
      expect(answer.statusCode, JSON.stringify(query)).toBe(400);
    }
  });
});

/**
 * Previous and next on an application screen: the neighbours in the list the recruiter came from
 * (same opening, filters, search and sort), across that list's pages; none when the application is
 * not in it.
 */
import { expect, it } from 'vitest';
import type { Neighbours } from '#contracts/admin/applications';
import { adminPaths, listQuery } from '#contracts/admin/paths';
import { describeEachDatabase } from '../../test-support/each-database';
import { as, staffMember } from '../../test-support/console-client';
import { postOpening, seedApplication } from '../../test-support/seed-applications';

describeEachDatabase('neighbours of an application', (t) => {
  it('steps through a filtered, sorted list across its pages', async () => {
    const recruiter = await staffMember(t, 'recruiter');
    const call = as(t, recruiter);
    const opening = await postOpening(t, recruiter, { title: 'Neighbour test', descriptionHtml: '<p>Work.</p>' });
    const day = (n: number) => `2026-11-${String(n).padStart(2, '0')}T09:00:00.000Z`;
    const [carla, anna, bea, other] = [
      await seedApplication(t, {
        openingUuid: opening.uuid,
        name: 'Carla Nbr',
        email: 'c@nbr.example',
        createdAt: day(3),
      }),
      await seedApplication(t, {
        openingUuid: opening.uuid,
        name: 'Anna Nbr',
        email: 'a@nbr.example',
        createdAt: day(1),
      }),
      await seedApplication(t, {
        openingUuid: opening.uuid,
        name: 'Bea Nbr',
        email: 'b@nbr.example',
        createdAt: day(2),
      }),
      await seedApplication(t, {
        openingUuid: opening.uuid,
        name: 'Dora Elsewhere',
        email: 'd@x.example',
        createdAt: day(4),
      }),
    ];
    const around = async (id: string, query: Record<string, string | number>) => {
      const answer = await call('GET', `${adminPaths.applicationNeighbours(id)}${listQuery(query)}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<Neighbours>();
    };
    // Sorted by name, searched, one per page: Anna, Bea, Carla; the page does not matter.
    const byName = { reqId: opening.reqId, search: 'nbr', sort: 'name', pageSize: 1, page: 3 };
    expect(await around(bea, byName)).toEqual({
      previous: { id: anna, name: 'Anna Nbr' },
      next: { id: carla, name: 'Carla Nbr' },
      position: 2,
      total: 3,
    });
    expect(await around(anna, byName)).toMatchObject({ previous: null, next: { id: bea }, position: 1 });
    // Newest first (the default), with a date range: Carla (3rd), Bea (2nd).
    expect(await around(carla, { reqId: opening.reqId, from: '2026-11-02', to: '2026-11-03' })).toMatchObject({
      previous: null,
      next: { id: bea },
      position: 1,
      total: 2,
    });
    // Not in the list: no neighbours.
    expect(await around(other, byName)).toEqual({ previous: null, next: null, position: null, total: 3 });
  });

  it('refuses a malformed list query', async () => {
    const recruiter = await staffMember(t, 'recruiter');
    const answer = await as(t, recruiter)(
      'GET',
      `${adminPaths.applicationNeighbours('00000000-0000-4000-8000-000000000000')}?sort=evil`,
    );
    expect(answer.statusCode).toBe(400);
  });
});

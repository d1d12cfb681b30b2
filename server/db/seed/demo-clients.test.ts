/**
 * The demo openings belong to their clients, on both databases: each client's opening shows the client's
 * description on the public board and job, never its name; Northwind's own roles show no client; the
 * console sees every client by name.
 */
import { expect, it } from 'vitest';
import type { Opening, OpeningDetail } from '#contracts/api/staffing/openings';
import { NORTHWIND_CLIENT_ID } from '../migrations/0016-staffing-desk';
import { describeEachDatabase } from '../../test-support/each-database';
import { DEMO_CLIENTS, isNorthwind } from './demo-clients';
import { DEMO_ROLES } from './demo-roles';

const external = DEMO_ROLES.filter((role) => !isNorthwind(role.client));

it('give every role that is not Northwind’s own a client of its own, and every demo client a role', () => {
  expect(external.length).toBeGreaterThan(30);
  expect(new Set(DEMO_CLIENTS.map((client) => client.description)).size).toBe(DEMO_CLIENTS.length);
  expect(new Set(DEMO_CLIENTS.map((client) => client.name)).size).toBe(DEMO_CLIENTS.length);
  expect(external.map((role) => role.client).sort()).toEqual(DEMO_CLIENTS.map((client) => client.description).sort());
});

describeEachDatabase('the demo openings’ clients', (t) => {
  const search = async (query: string) =>
    (await t.app.inject({ url: `/api/staffing/openings?${query}` })).json<{ items: Opening[]; total: number }>();

  it('show each client’s description on the board and the job page, never its name; Northwind’s roles show none', async () => {
    const items: Opening[] = [];
    for (let page = 1; items.length < DEMO_ROLES.length; page++) {
      const result = await search(`page=${page}`);
      expect(result.items.length).toBeGreaterThan(0);
      items.push(...result.items);
    }
    for (const role of DEMO_ROLES) {
      const opening = items.find((item) => item.PSTN_TITLE === role.title);
      if (isNorthwind(role.client)) expect(opening, role.title).not.toHaveProperty('CLIENT_LABEL');
      else expect(opening?.CLIENT_LABEL, role.title).toBe(role.client);
    }
    const answers = JSON.stringify(items);
    for (const client of DEMO_CLIENTS) expect(answers).not.toContain(client.name);

    const withClient = items.find((item) => item.CLIENT_LABEL);
    const [job] = (await t.app.inject({ url: `/api/staffing/get/RequirementID/${withClient?.REQ_ID}` })).json<
      OpeningDetail[]
    >();
    expect(job?.CLIENT_LABEL).toBe(withClient?.CLIENT_LABEL);
  });

  it('are the console’s clients, by name, each with its requirement; Northwind keeps its own', async () => {
    const rows = await t.app.db
      .selectFrom('openings')
      .innerJoin('clients', 'clients.id', 'openings.client_id')
      .select(['openings.title', 'clients.id', 'clients.name', 'openings.show_client_name'])
      .execute();
    for (const role of DEMO_ROLES) {
      const row = rows.find((candidate) => candidate.title === role.title);
      if (isNorthwind(role.client)) {
        expect(row?.id, role.title).toBe(NORTHWIND_CLIENT_ID);
      } else {
        expect(row?.name, role.title).toBe(DEMO_CLIENTS.find((client) => client.description === role.client)?.name);
        expect(row?.show_client_name).toBe(0);
      }
    }
  });
});

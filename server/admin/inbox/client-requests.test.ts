/**
 * Client requests in the console, on SQLite and PostgreSQL: a recruiter finds a request sent from
 * the Hire talent page, reads it (every answer, the reference the client was given), marks it
 * handled with a note and adds a note; every step audited. Nobody without a session, with a role the
 * resource does not name, or from another site reads or changes one; 'converted' is not set by hand.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { ClientRequestDetail, ClientRequestsPage } from '#contracts/admin/client-requests';
import { adminPaths, listQuery } from '#contracts/admin/paths';
import { aRequest } from '../../test-support/client-request';
import { as, staffMember, useStaff } from '../../test-support/console-client';
import { describeEachDatabase } from '../../test-support/each-database';

describeEachDatabase('client requests in the console', (t) => {
  const recruiter = useStaff(t, 'recruiter');
  const admin = useStaff(t, 'admin');

  const sendRequest = async (overrides: object = {}) => {
    const key = randomUUID();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/client-requests',
      payload: aRequest(overrides),
      headers: { 'idempotency-key': key },
    });
    expect(res.statusCode).toBe(201);
    return key;
  };

  it('lists, shows, marks handled and takes notes, each audited', async () => {
    const id = await sendRequest({ company: 'Fabrikam Insurance', workMode: 'hybrid', location: 'Charlotte, NC' });
    await sendRequest({ company: 'Woodgrove Bank' });
    const get = as(t, recruiter);

    const list = await get('GET', `${adminPaths.clientRequests}${listQuery({ search: 'fabrikam', status: 'new' })}`);
    expect(list.statusCode).toBe(200);
    const page = list.json<ClientRequestsPage>();
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      id,
      reference: `HIR-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`,
      company: 'Fabrikam Insurance',
      headcount: 2,
      seniority: 'Senior (6–9 years)',
      workMode: 'Hybrid',
      location: 'Charlotte, NC',
      status: 'new',
    });

    const detail = (await get('GET', adminPaths.clientRequest(id))).json<ClientRequestDetail>();
    expect(detail).toMatchObject({
      skills: 'Java 17, Spring Boot, Kafka',
      duration: '6 to 12 months',
      budget: 'USD 80–95 an hour',
      phone: '+1 913 555 0142',
      emailDomain: 'contoso.example',
      history: [],
    });

    const handled = await get('POST', adminPaths.clientRequestStatus(id), {
      status: 'handled',
      note: 'Called, sent rates.',
    });
    expect(handled.statusCode).toBe(200);
    expect(handled.json<ClientRequestDetail>()).toMatchObject({
      status: 'handled',
      history: [
        expect.objectContaining({
          kind: 'status',
          fromStatus: 'new',
          toStatus: 'handled',
          note: 'Called, sent rates.',
        }),
      ],
    });
    const noted = await get('POST', adminPaths.clientRequestNotes(id), { text: 'Wants a second call in January.' });
    expect(noted.json<ClientRequestDetail>().history).toHaveLength(2);

    // 'converted' belongs to the flow that makes the client and the requirement.
    expect((await get('POST', adminPaths.clientRequestStatus(id), { status: 'converted' })).statusCode).toBe(400);

    const actions = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'target_id'])
      .where('action', 'like', 'client-request%')
      .execute();
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining([
        'client-requests.list',
        'client-request.view',
        'client-request.status',
        'client-request.note',
      ]),
    );
    expect((await get('GET', adminPaths.clientRequest(randomUUID()))).statusCode).toBe(404);
  });

  it('is closed to a request without a session, to a role it does not name, and to another site', async () => {
    const id = await sendRequest();
    const nobody = as(t, null);
    expect((await nobody('GET', adminPaths.clientRequests)).statusCode).toBe(401);
    expect((await nobody('GET', adminPaths.clientRequest(id))).statusCode).toBe(401);
    expect((await nobody('POST', adminPaths.clientRequestStatus(id), { status: 'handled' })).statusCode).toBe(401);

    // Deny by default: an account whose role the resource does not list (a role added later) is refused.
    const other = await useRoleless();
    expect((await as(t, other)('GET', adminPaths.clientRequests)).statusCode).toBe(403);
    expect((await as(t, other)('GET', adminPaths.clientRequest(id))).statusCode).toBe(403);

    const fromElsewhere = await as(t, admin)(
      'POST',
      adminPaths.clientRequestStatus(id),
      { status: 'handled' },
      { origin: 'https://evil.example' },
    );
    expect(fromElsewhere.statusCode).toBe(403);
    const readElsewhere = await as(t, admin)('GET', adminPaths.clientRequest(id), undefined, {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(readElsewhere.statusCode).toBe(403);
    expect((await t.app.repos.clientRequests.findById(id))?.review_status).toBe('new');
  });

  /** A signed-in account whose role is one no console resource names yet. */
  async function useRoleless() {
    const member = await staffMember(t, 'recruiter');
    await t.app.db
      .updateTable('staff_users')
      .set({ role: 'account-manager' as never })
      .where('id', '=', member.id)
      .execute();
    return member;
  }
});

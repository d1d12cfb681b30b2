/**
 * A client request becomes a client and a draft requirement in one call, on SQLite and PostgreSQL:
 * a new client from the company with the requester as its contact, or the request joins an active
 * client of the same e-mail domain; the requirement carries the role, skills and headcount, never the
 * client's budget (a bill rate: it stays in the client's history), and stays unpublished; the
 * request is converted with links to both, once (a second call is a 409 with the links); audited. Account managers and admins convert; recruiters, nobody without a
 * session and other origins do not.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { ClientRequestConvertConflict, ClientRequestDetail } from '#contracts/admin/client-requests';
import type { ClientDetail } from '#contracts/admin/clients';
import { adminPaths } from '#contracts/admin/paths';
import { aRequest } from '../../test-support/client-request';
import { as, useStaff } from '../../test-support/console-client';
import { describeEachDatabase } from '../../test-support/each-database';
import { convertClientRequest, nextReqId } from './convert-client-request';

describeEachDatabase('converting a client request', (t) => {
  const manager = useStaff(t, 'account_manager');
  const admin = useStaff(t, 'admin');
  const recruiter = useStaff(t, 'recruiter');

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

  it('makes a new client with the requester as contact and a draft requirement, once', async () => {
    const id = await sendRequest({ email: 'maya@fabrikam-new.example', company: 'Fabrikam <Health>' });
    const api = as(t, manager);
    const before = (await api('GET', adminPaths.clientRequest(id))).json<ClientRequestDetail>();
    expect(before).toMatchObject({ sameDomainClients: [], converted: null });

    const res = await api('POST', adminPaths.clientRequestConvert(id), { clientId: null });
    expect(res.statusCode).toBe(201);
    const record = res.json<ClientRequestDetail>();
    expect(record.status).toBe('converted');
    expect(record.converted).toMatchObject({
      client: { name: 'Fabrikam <Health>' },
      requirement: { title: 'Java engineer' },
    });
    expect(record.history[0]).toMatchObject({ kind: 'status', fromStatus: 'new', toStatus: 'converted' });
    const links = record.converted!;

    const client = (await api('GET', adminPaths.client(links.client.id))).json<ClientDetail>();
    expect(client).toMatchObject({
      name: 'Fabrikam <Health>',
      domain: 'fabrikam-new.example',
      owner: { id: manager.id },
      contacts: [
        {
          name: 'Maya Collins',
          email: 'maya@fabrikam-new.example',
          phone: '+1 913 555 0142',
          hiringManager: true,
        },
      ],
      requirements: [{ reqId: links.requirement.reqId, title: 'Java engineer', status: 'draft', positions: 2 }],
    });

    const opening = await t.app.db
      .selectFrom('openings')
      .selectAll()
      .where('req_id', '=', links.requirement.reqId)
      .executeTakeFirstOrThrow();
    expect(opening).toMatchObject({
      status: 'draft',
      client_id: links.client.id,
      positions: 2,
      rate: '',
      work_location_preference: 'Remote',
      show_client_name: 0,
    });
    expect(opening.description_html).toContain('Java 17, Spring Boot, Kafka');
    expect(opening.description_html).toContain('Senior (6–9 years)');
    expect(opening.description_html).not.toContain('<script>');
    expect(opening.description_html).not.toContain('80–95');
    const clientNotes = await t.app.db
      .selectFrom('review_events')
      .select('note')
      .where('subject_type', '=', 'client')
      .where('subject_id', '=', links.client.id)
      .execute();
    expect(clientNotes.map((event) => event.note).join(' ')).toContain('budget: USD 80–95 an hour');

    // A second convert, even into another client, makes nothing and answers what the first made.
    const again = await as(t, admin)('POST', adminPaths.clientRequestConvert(id), { clientId: links.client.id });
    expect(again.statusCode).toBe(409);
    expect(again.json<ClientRequestConvertConflict>().converted).toEqual(links);
    // Converted stays: the status route does not move it back; notes still go on.
    const back = await api('POST', adminPaths.clientRequestStatus(id), { status: 'new' });
    expect(back.statusCode).toBe(409);
    expect((await api('POST', adminPaths.clientRequestNotes(id), { text: 'Kick-off on Monday.' })).statusCode).toBe(
      200,
    );
    const made = await t.app.db
      .selectFrom('clients')
      .select('id')
      .where('domain', '=', 'fabrikam-new.example')
      .execute();
    expect(made).toHaveLength(1);

    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'target_id', 'actor_id'])
      .where('action', '=', 'client-request.convert')
      .where('target_id', '=', id)
      .execute();
    expect(audit).toEqual([{ action: 'client-request.convert', target_id: id, actor_id: manager.id }]);
  });

  it('flags an active client with the same e-mail domain and adds the requester to it', async () => {
    const created = await as(t, admin)('POST', adminPaths.clients, {
      name: 'Woodgrove Bank',
      description: 'a US regional bank',
      industry: 'Banking',
      location: 'Chicago, IL',
      website: 'https://woodgrove.example',
      domain: 'woodgrove.example',
      ownerId: null,
    });
    expect(created.statusCode).toBe(201);
    const clientId = created.json<ClientDetail>().id;
    const id = await sendRequest({ email: 'Ravi.Shah@Woodgrove.example', name: 'Ravi Shah', company: 'Woodgrove' });
    const api = as(t, admin);

    const record = (await api('GET', adminPaths.clientRequest(id))).json<ClientRequestDetail>();
    expect(record.sameDomainClients).toEqual([{ id: clientId, name: 'Woodgrove Bank' }]);

    const res = await api('POST', adminPaths.clientRequestConvert(id), { clientId });
    expect(res.statusCode).toBe(201);
    expect(res.json<ClientRequestDetail>().converted?.client).toEqual({ id: clientId, name: 'Woodgrove Bank' });
    const client = (await api('GET', adminPaths.client(clientId))).json<ClientDetail>();
    expect(client.contacts).toEqual([
      expect.objectContaining({ name: 'Ravi Shah', email: 'ravi.shah@woodgrove.example' }),
    ]);
    expect(client.requirements).toHaveLength(1);
    expect(client.history).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'note', note: expect.stringContaining('Ravi Shah') })]),
    );
    expect(await t.app.db.selectFrom('clients').select('id').where('name', '=', 'Woodgrove').execute()).toEqual([]);

    // Joining a client that does not exist is refused, and nothing is made.
    const other = await sendRequest({ email: 'x@woodgrove.example' });
    const missing = await api('POST', adminPaths.clientRequestConvert(other), { clientId: randomUUID() });
    expect(missing.statusCode).toBe(422);
    expect((await t.app.repos.clientRequests.findById(other))?.review_status).toBe('new');
  });

  it('is refused without a session (401), to a recruiter (403) and from another origin (403)', async () => {
    const id = await sendRequest({ email: 'guarded@tailspin.example' });
    const url = adminPaths.clientRequestConvert(id);
    expect((await as(t, null)('POST', url, { clientId: null })).statusCode).toBe(401);
    expect((await as(t, recruiter)('POST', url, { clientId: null })).statusCode).toBe(403);
    const elsewhere = await as(t, admin)('POST', url, { clientId: null }, { origin: 'https://evil.example' });
    expect(elsewhere.statusCode).toBe(403);
    expect(
      (await as(t, manager)('POST', adminPaths.clientRequestConvert(randomUUID()), { clientId: null })).statusCode,
    ).toBe(404);
    const row = await t.app.repos.clientRequests.findById(id);
    expect(row).toMatchObject({ review_status: 'new', client_id: null, requirement_req_id: null });
    // A recruiter still reads the request (and sees it is not converted).
    expect(
      (await as(t, recruiter)('GET', adminPaths.clientRequest(id))).json<ClientRequestDetail>().converted,
    ).toBeNull();
  });

  it('takes the next requirement number again when another writer took it first', async () => {
    const id = await sendRequest({ email: 'raced@adatum-race.example', company: 'Adatum Race' });
    const row = await t.app.repos.clientRequests.findById(id);
    if (!row) throw new Error('no request');
    const taken = await t.app.db
      .selectFrom('openings')
      .select(['req_id', 'title'])
      .orderBy('req_id', 'desc')
      .executeTakeFirstOrThrow();
    // The first attempt picks a number another opening already holds, as a concurrent writer would leave it.
    const picks: number[] = [];
    const conversion = await convertClientRequest(
      t.app.db,
      row,
      null,
      { id: manager.id, name: 'Race Manager' },
      {
        takeReqId: async (trx) => {
          const reqId = picks.length === 0 ? taken.req_id : await nextReqId(trx);
          picks.push(reqId);
          return reqId;
        },
      },
    );
    expect(picks).toEqual([taken.req_id, taken.req_id + 1]);
    expect(conversion).toMatchObject({ outcome: 'converted', links: { requirement: { reqId: taken.req_id + 1 } } });
    // The failed attempt left nothing behind: one client, the other opening as it was.
    const clients = await t.app.db
      .selectFrom('clients')
      .select('id')
      .where('domain', '=', 'adatum-race.example')
      .execute();
    expect(clients).toEqual([{ id: conversion.links.client.id }]);
    expect(
      await t.app.db
        .selectFrom('openings')
        .select('title')
        .where('req_id', '=', taken.req_id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ title: taken.title });
    expect((await t.app.repos.clientRequests.findById(id))?.requirement_req_id).toBe(taken.req_id + 1);
  });

  it('gives up on a taken number after a few attempts, and on any other error at once', async () => {
    const id = await sendRequest({ email: 'stuck@adatum-stuck.example', company: 'Adatum Stuck' });
    const row = await t.app.repos.clientRequests.findById(id);
    if (!row) throw new Error('no request');
    const taken = await t.app.db.selectFrom('openings').select('req_id').executeTakeFirstOrThrow();
    let tries = 0;
    const always = () => {
      tries += 1;
      return Promise.resolve(taken.req_id);
    };
    const by = { id: manager.id, name: 'Race Manager' };
    await expect(convertClientRequest(t.app.db, row, null, by, { takeReqId: always })).rejects.toThrow();
    expect(tries).toBe(5);
    tries = 0;
    const broken = () => {
      tries += 1;
      return Promise.reject(new Error('the database went away'));
    };
    await expect(convertClientRequest(t.app.db, row, null, by, { takeReqId: broken })).rejects.toThrow(
      'the database went away',
    );
    expect(tries).toBe(1);
    expect(
      await t.app.db.selectFrom('clients').select('id').where('domain', '=', 'adatum-stuck.example').execute(),
    ).toEqual([]);
    expect((await t.app.repos.clientRequests.findById(id))?.review_status).toBe('new');
  });
});

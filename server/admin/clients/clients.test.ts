/**
 * Clients on both databases: account managers create, edit, archive and restore clients and keep
 * their contacts; recruiters read them and add notes but change nothing else; Northwind owns the
 * openings that existed before the desk and cannot be archived; every new route refuses requests
 * without a session, with the wrong role and from another origin.
 */
import { expect, it } from 'vitest';
import type { ClientDetail, ClientsPage } from '#contracts/admin/clients';
import { adminPaths, listQuery } from '#contracts/admin/paths';
import { NORTHWIND_CLIENT_ID } from '../../db/migrations/0016-staffing-desk';
import { as, useStaff } from '../../test-support/console-client';
import { describeEachDatabase } from '../../test-support/each-database';

const CONTOSO = {
  name: 'Contoso Health',
  description: 'a US health insurer',
  industry: 'Health insurance',
  location: 'Wichita, KS',
  website: 'https://contoso.example',
  domain: 'Contoso.com',
  ownerId: null,
};

describeEachDatabase('clients', (t) => {
  const manager = useStaff(t, 'account_manager');
  const recruiter = useStaff(t, 'recruiter');
  const admin = useStaff(t, 'admin');

  it('lets an account manager create, edit, archive and restore a client, each on its history and audited', async () => {
    const api = as(t, manager);
    const created = await api('POST', adminPaths.clients, { ...CONTOSO, ownerId: manager.id });
    expect(created.statusCode).toBe(201);
    const client = created.json<ClientDetail>();
    expect(client).toMatchObject({
      name: 'Contoso Health',
      domain: 'contoso.com',
      status: 'active',
      isNorthwind: false,
      owner: { id: manager.id },
      contacts: [],
      requirements: [],
    });

    const edited = await api('PUT', adminPaths.client(client.id), {
      ...CONTOSO,
      name: 'Contoso Health Plans',
      ownerId: null,
    });
    expect(edited.json<ClientDetail>()).toMatchObject({ name: 'Contoso Health Plans', owner: null });

    const contact = await api('PUT', adminPaths.clientAction(client.id, 'contacts'), {
      name: 'Megan Bowen',
      title: 'VP Engineering',
      email: 'Megan.Bowen@contoso.com',
      phone: '+1 316 555 0100',
      hiringManager: true,
    });
    expect(contact.statusCode).toBe(200);
    const [megan] = contact.json<ClientDetail>().contacts;
    expect(megan).toMatchObject({ name: 'Megan Bowen', email: 'megan.bowen@contoso.com', hiringManager: true });
    const renamed = await api('PUT', adminPaths.clientAction(client.id, 'contacts'), {
      contactId: megan?.id,
      name: 'Megan Bowen',
      title: 'CTO',
      email: '',
      phone: '',
      hiringManager: false,
    });
    expect(renamed.json<ClientDetail>().contacts).toEqual([
      expect.objectContaining({ title: 'CTO', hiringManager: false }),
    ]);

    const list = async (query: Record<string, string>) =>
      (await api('GET', `${adminPaths.clients}${listQuery(query)}`)).json<ClientsPage>();
    expect((await list({ search: 'megan' })).items.map((item) => item.name)).toEqual(['Contoso Health Plans']);
    expect((await list({ search: 'contoso.com' })).items[0]).toMatchObject({ contactCount: 1 });

    expect((await api('POST', adminPaths.clientAction(client.id, 'archive'))).json<ClientDetail>().status).toBe(
      'archived',
    );
    expect((await list({ search: 'contoso' })).total).toBe(0);
    expect((await list({ search: 'contoso', status: 'archived' })).total).toBe(1);
    const restored = (await api('POST', adminPaths.clientAction(client.id, 'restore'))).json<ClientDetail>();
    expect(restored.status).toBe('active');
    expect(restored.history.map((entry) => [entry.fromStatus, entry.toStatus])).toEqual([
      ['archived', 'active'],
      ['active', 'archived'],
    ]);

    const removed = await api('DELETE', adminPaths.clientAction(client.id, 'contacts'), { contactId: megan?.id });
    expect(removed.json<ClientDetail>().contacts).toEqual([]);

    const audit = await t.app.db.selectFrom('audit_log').select('action').where('target_id', '=', client.id).execute();
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining([
        'client.create',
        'client.update',
        'client.saveContact',
        'client.archive',
        'client.restore',
        'client.removeContact',
      ]),
    );
  });

  it('refuses a bad client and an owner who is not an account manager or admin (422)', async () => {
    const api = as(t, admin);
    const bad = await api('POST', adminPaths.clients, { ...CONTOSO, name: '', domain: 'not a domain' });
    expect(bad.statusCode).toBe(400);
    const owner = await api('POST', adminPaths.clients, { ...CONTOSO, ownerId: recruiter.id });
    expect(owner.statusCode).toBe(422);
  });

  it('has Northwind own the openings that existed, and never archives it', async () => {
    const northwind = (await as(t, recruiter)('GET', adminPaths.client(NORTHWIND_CLIENT_ID))).json<ClientDetail>();
    expect(northwind).toMatchObject({ name: 'Northwind Technologies', isNorthwind: true });
    expect(northwind.requirements.length).toBeGreaterThan(0);
    expect((await as(t, admin)('POST', adminPaths.clientAction(NORTHWIND_CLIENT_ID, 'archive'))).statusCode).toBe(409);
  });

  it('lets a recruiter read and note, and refuses them every change (403)', async () => {
    const api = as(t, recruiter);
    expect((await api('GET', adminPaths.clients)).statusCode).toBe(200);
    const noted = await api('POST', adminPaths.clientAction(NORTHWIND_CLIENT_ID, 'notes'), { text: 'Called Megan.' });
    expect(noted.json<ClientDetail>().history[0]).toMatchObject({ kind: 'note', note: 'Called Megan.' });
    expect((await api('POST', adminPaths.clients, CONTOSO)).statusCode).toBe(403);
    expect((await api('PUT', adminPaths.client(NORTHWIND_CLIENT_ID), CONTOSO)).statusCode).toBe(403);
    expect((await api('POST', adminPaths.clientAction(NORTHWIND_CLIENT_ID, 'archive'))).statusCode).toBe(403);
    const contact = { name: 'X', title: '', email: '', phone: '', hiringManager: false };
    expect((await api('PUT', adminPaths.clientAction(NORTHWIND_CLIENT_ID, 'contacts'), contact)).statusCode).toBe(403);
  });

  it("exports and erases a client contact with the person's address (privacy)", async () => {
    const client = (
      await as(t, manager)('POST', adminPaths.clients, { ...CONTOSO, name: 'Fabrikam' })
    ).json<ClientDetail>();
    await as(t, manager)('PUT', adminPaths.clientAction(client.id, 'contacts'), {
      name: 'Pat Privacy',
      title: 'CTO',
      email: 'pat.privacy@fabrikam.example',
      phone: '+1 316 555 0199',
      hiringManager: true,
    });
    const exported = await as(t, admin)('POST', adminPaths.privacyExport, { email: 'Pat.Privacy@fabrikam.example' });
    expect(exported.json<{ clientContacts: unknown[] }>().clientContacts).toEqual([
      expect.objectContaining({ name: 'Pat Privacy', client_name: 'Fabrikam', phone: '+1 316 555 0199' }),
    ]);
    const erased = await as(t, admin)('POST', adminPaths.privacyErase, {
      email: 'pat.privacy@fabrikam.example',
      confirmation: 'erase pat.privacy@fabrikam.example',
    });
    expect(erased.json()).toMatchObject({ clientContacts: 1 });
    expect((await as(t, admin)('GET', adminPaths.client(client.id))).json<ClientDetail>().contacts).toEqual([]);
  });

  it('refuses every client route without a session and from another origin', async () => {
    const routes: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string, object?]> = [
      ['GET', adminPaths.clients],
      ['GET', adminPaths.client(NORTHWIND_CLIENT_ID)],
      ['POST', adminPaths.clients, CONTOSO],
      ['PUT', adminPaths.client(NORTHWIND_CLIENT_ID), CONTOSO],
      ['POST', adminPaths.clientAction(NORTHWIND_CLIENT_ID, 'restore'), {}],
      [
        'PUT',
        adminPaths.clientAction(NORTHWIND_CLIENT_ID, 'contacts'),
        { name: 'X', title: '', email: '', phone: '', hiringManager: false },
      ],
    ];
    for (const [method, url, body] of routes) {
      expect((await as(t, null)(method, url, body)).statusCode, `${method} ${url}`).toBe(401);
      const cross = await as(t, manager)(method, url, body, {
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      });
      expect(cross.statusCode, `${method} ${url} cross-site`).toBe(403);
    }
  });
});

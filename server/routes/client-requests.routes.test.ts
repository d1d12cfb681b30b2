/**
 * POST /api/client-requests against SQLite and PostgreSQL: checked by the form's schema (422 naming
 * every bad field), stored, mailed to the sales inbox and confirmed to the client through the outbox,
 * idempotent by its key, a honeypot answered without a trace, erased and purged with the person's
 * other records; and both mails delivered through a real SMTP server.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it } from 'vitest';
import { personRecordsRepository } from '../repositories/person-records.repository';
import { privacyRepository } from '../repositories/privacy.repository';
import { describeEachDatabase } from '../test-support/each-database';
import { buildTestApp } from '../test-support/test-app';
import { aRequest } from '../test-support/client-request';

const hexOf = (id: string) => id.replace(/-/g, '').slice(0, 8).toUpperCase();

describeEachDatabase('client requests', (t) => {
  const send = (payload: object, key: string = randomUUID()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/client-requests',
      payload,
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
    });
  const mailsOf = (id: string) =>
    t.app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('dedupe_key', 'in', [`client-request:${id}`, `client-request-confirmation:${id}`])
      .orderBy('kind')
      .execute();

  it('stores the request, mails the sales inbox every answer and confirms to the client with the reference', async () => {
    const key = randomUUID();
    const res = await send(aRequest(), key);
    expect(res.statusCode).toBe(201);
    const reference = `HIR-${hexOf(key)}`;
    expect(res.json()).toEqual({ id: key, reference });

    const stored = await t.app.repos.clientRequests.findById(key);
    expect(stored).toMatchObject({
      company: 'Contoso <Health>',
      email: 'maya.collins@contoso.example',
      headcount: 2,
      seniority: 'senior',
      start_date: '2027-01-04',
      work_mode: 'remote',
      review_status: 'new',
    });

    const [sales, confirmation, ...more] = await mailsOf(key);
    expect(more).toHaveLength(0);
    expect(sales?.kind).toBe('client-request');
    expect(JSON.parse(sales?.to_addresses ?? '[]')).toEqual(t.config.mail.inboxes.sales);
    expect(sales?.subject).toBe(`Talent request from Contoso <Health> (${reference})`);
    expect(sales?.html).toContain('Contoso &lt;Health&gt;');
    expect(sales?.html).toContain('Senior (6–9 years)');
    expect(sales?.html).toContain('6 to 12 months');
    expect(sales?.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(sales?.html).not.toContain('<script>');

    expect(confirmation?.kind).toBe('client-request-confirmation');
    expect(JSON.parse(confirmation?.to_addresses ?? '[]')).toEqual(['maya.collins@contoso.example']);
    expect(confirmation?.subject).toContain(reference);
    expect(confirmation?.text).toContain('Dear Maya,');
    expect(confirmation?.text).toContain(
      'An account manager from our staffing desk calls you back within one business day',
    );
    expect(confirmation?.text).toContain('2 engineers');
    // Nothing the visitor wrote but the first name rides to an unverified address.
    expect(confirmation?.html).not.toContain('Contoso');
    expect(confirmation?.html).not.toContain('Claims platform');
  });

  it('answers 422 naming every bad field, with the form’s messages', async () => {
    const res = await send(
      aRequest({
        company: '',
        email: 'maya.contoso.example',
        headcount: '0',
        seniority: 'guru',
        startDate: '4 January',
        workMode: 'onsite',
        location: '',
      }),
    );
    expect(res.statusCode).toBe(422);
    const body = res.json<{ message: string; errors: Record<string, string> }>();
    expect(body.errors).toEqual({
      company: 'Company is required.',
      email: 'Work e-mail must be an e-mail address like name@example.com.',
      headcount: 'How many must be a whole number from 1 to 50.',
      seniority: 'Seniority is required.',
      startDate: 'Start date must be a date (yyyy-mm-dd).',
      location: 'Location or time zone is required for hybrid or on-site work.',
    });
    expect(body.message).toBe('Company is required.');
    const missing = await send({});
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json<{ errors: object }>().errors)).toEqual(
      expect.arrayContaining(['company', 'name', 'email', 'role', 'skills', 'headcount', 'seniority', 'startDate']),
    );
    expect((await send(aRequest(), 'not-a-uuid')).statusCode).toBe(400);
  });

  it('stores and mails a replay once, and refuses other content under the same key', async () => {
    const key = randomUUID();
    const first = await send(aRequest(), key);
    const replay = await send(aRequest(), key);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
    expect(await mailsOf(key)).toHaveLength(2);
    const other = await send(aRequest({ headcount: '5' }), key);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ field: 'Idempotency-Key' });
  });

  it('answers a filled honeypot as usual and stores and mails nothing', async () => {
    const key = randomUUID();
    const res = await send(aRequest({ website: 'https://spam.example' }), key);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: key, reference: `HIR-${hexOf(key)}` });
    expect(await t.app.repos.clientRequests.findById(key)).toBeUndefined();
    expect(await mailsOf(key)).toHaveLength(0);
  });

  it('is exported, erased and purged with the person’s other records', async () => {
    const key = randomUUID();
    expect((await send(aRequest({ email: 'Erase.Client@contoso.example' }), key)).statusCode).toBe(201);
    const exported = await personRecordsRepository(t.app.db).exportByEmail('erase.client@contoso.example');
    expect(exported.clientRequests).toEqual([expect.objectContaining({ id: key, company: 'Contoso <Health>' })]);

    const report = await privacyRepository(t.app.db).eraseByEmail('erase.client@contoso.example');
    expect(report.clientRequests).toBe(1);
    expect(report.mails).toBe(2);
    expect(await t.app.repos.clientRequests.findById(key)).toBeUndefined();

    const old = randomUUID();
    expect((await send(aRequest({ email: 'old.client@contoso.example' }), old)).statusCode).toBe(201);
    await t.app.db
      .updateTable('client_requests')
      .set({ created_at: '2020-01-01T00:00:00.000Z' })
      .where('id', '=', old)
      .execute();
    await t.app.purgeExpired(new Date());
    expect(await t.app.repos.clientRequests.findById(old)).toBeUndefined();
  });
});

describe('client request mails over SMTP', () => {
  it('delivers the sales inbox’s mail and the client’s confirmation through a real SMTP server', async () => {
    const received: Array<{ to: string[]; raw: string }> = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    const t = await buildTestApp('sqlite', {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      INBOX_SALES: 'desk@northwind.example',
      PUBLIC_URL: 'https://www.northwind.example',
    });
    try {
      const key = randomUUID();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/client-requests',
        payload: aRequest(),
        headers: { 'idempotency-key': key },
      });
      expect(res.statusCode).toBe(201);
      expect(await t.app.outboxWorker.runOnce()).toBe(2);
      const reference = `HIR-${hexOf(key)}`;
      const sales = received.find((mail) => mail.to.includes('desk@northwind.example'));
      const client = received.find((mail) => mail.to.includes('maya.collins@contoso.example'));
      expect(sales?.raw).toContain(`Subject: Talent request from Contoso <Health> (${reference})`);
      // Quoted-printable, undone enough to read the links.
      const decoded = (raw = '') => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      expect(decoded(sales?.raw)).toContain(`https://www.northwind.example/admin/client-requests/${key}`);
      expect(client?.raw).toMatch(new RegExp(`Subject: We received your request for talent \\(${reference}\\)`));
      // The branded layout: the logo from the public origin.
      expect(decoded(client?.raw)).toContain('src="https://www.northwind.example/mail/');
      expect(decoded(client?.raw)).toContain(
        'An account manager from our staffing desk calls you back within one business day',
      );
    } finally {
      await t.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});

/**
 * Answering contact messages from the console on SQLite and PostgreSQL: the reply leaves through the
 * outbox in the company's layout (values escaped) from the company's sender with the staff member's
 * Reply-To, is on the message's history and mails and in the audit log; a message is linked to the
 * candidate it is about (offered by the same e-mail, or found by a search) and unlinked; who may call
 * what.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import type { ContactMessageDetail } from '#contracts/admin/inbox';
import type { OpeningDetail } from '#contracts/admin/openings';
import { adminPaths, listQuery } from '#contracts/admin/paths';
import type { LinkOptions } from '#contracts/admin/record-links';
import { as, useStaff } from '../../test-support/console-client';
import { describeEachDatabase } from '../../test-support/each-database';
import { postOpening, seedApplication, seedContactMessage } from '../../test-support/seed-applications';

describeEachDatabase('replies to contact messages and their links', (t) => {
  const recruiter = useStaff(t, 'recruiter');
  let opening: OpeningDetail;

  beforeAll(async () => {
    opening = await postOpening(t, recruiter, { title: 'QA Engineer', descriptionHtml: '<p>Test.</p>' });
  });

  const message = (email: string, name = 'Morgan Writer') =>
    seedContactMessage(t, { name, email, message: 'Is the QA role still open?' });
  const audit = (action: string, id: string) =>
    t.app.db.selectFrom('audit_log').selectAll().where('action', '=', action).where('target_id', '=', id).execute();

  it('sends a reply in the layout from the company with the staff member as Reply-To, logged on the message', async () => {
    const id = await message('morgan@example.com');
    const answer = await as(t, recruiter)('POST', adminPaths.contactMessageReply(id), {
      subject: 'Re: your message',
      body: 'Hello Morgan,\n\nYes, it is open. <script>alert(1)</script> & more',
    });
    expect(answer.statusCode).toBe(200);
    const detail = answer.json<ContactMessageDetail>();
    expect(detail.mails).toHaveLength(1);
    expect(detail.mails?.[0]).toMatchObject({ subject: 'Re: your message', to: ['morgan@example.com'] });
    expect(detail.history[0]).toMatchObject({ kind: 'mail' });
    expect(detail.history[0]?.note).toBe(
      'Re: your message\n\nHello Morgan,\n\nYes, it is open. <script>alert(1)</script> & more',
    );

    const row = await t.app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('id', '=', detail.mails![0]!.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'contact-reply', subject_email: 'morgan@example.com', about_id: id });
    expect(row.reply_to).toMatch(/^".+" <.+@.+>$/);
    expect(row.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; more');
    expect(row.html).not.toContain('<script>alert');
    expect(row.text).toContain('you wrote to Northwind');

    await t.app.outboxWorker.runOnce();
    const eml = await fs.readFile(path.join(t.dataDir, 'mail', `${row.id}.eml`), 'utf8');
    expect(eml).toMatch(/^Reply-To: .+ <.+@.+>$/m);
    expect(eml).toMatch(/^From: Northwind Technologies <no-reply@northwind\.example>$/m);
    expect(eml).toMatch(/^To: morgan@example\.com$/m);

    const rows = await audit('contact-message.reply', id);
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.detail ?? '{}')).toEqual({ mail: row.id });
  });

  it('refuses an empty or over-long reply and a missing message, and sends nothing', async () => {
    const id = await message('empty@example.com');
    const api = as(t, recruiter);
    const cases: [object, string][] = [
      [{ subject: '', body: 'x' }, 'subject'],
      [{ subject: 'Two\nlines', body: 'x' }, 'subject'],
      [{ subject: 'S', body: '   ' }, 'body'],
      [{ subject: 'S', body: 'x'.repeat(10_001) }, 'body'],
    ];
    for (const [payload, field] of cases) {
      const answer = await api('POST', adminPaths.contactMessageReply(id), payload);
      expect(answer.statusCode, field).toBe(400);
      expect(answer.json<{ field: string }>().field, field).toBe(field);
    }
    expect(
      (await api('POST', adminPaths.contactMessageReply(randomUUID()), { subject: 'S', body: 'B' })).statusCode,
    ).toBe(404);
    const queued = await t.app.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('subject_email', '=', 'empty@example.com');
    expect(await queued.execute()).toEqual([]);
  });

  it('offers the candidate with the same e-mail, finds others by search, links and unlinks, audited', async () => {
    const applicationId = await seedApplication(t, {
      openingUuid: opening.uuid,
      name: 'Jamie Candidate',
      email: 'jamie@example.com',
    });
    await seedApplication(t, { openingUuid: opening.uuid, name: 'Other Searchable', email: 'other@example.com' });
    // Reading an application attaches it to its profile.
    const application = await as(t, recruiter)('GET', adminPaths.application(applicationId));
    const personId = application.json<{ person: { id: string } }>().person.id;
    await as(t, recruiter)('GET', adminPaths.applications);
    const id = await message('JAMIE@example.com', 'Jamie');

    const offered = await as(t, recruiter)('GET', adminPaths.contactMessageLinkOptions(id));
    expect(offered.statusCode).toBe(200);
    expect(offered.json<LinkOptions>().items[0]).toMatchObject({
      kind: 'candidate',
      id: personId,
      name: 'Jamie Candidate',
      detail: 'same e-mail, jamie@example.com',
    });
    const searched = await as(t, recruiter)(
      'GET',
      `${adminPaths.contactMessageLinkOptions(id)}${listQuery({ search: 'searchable' })}`,
    );
    expect(searched.json<LinkOptions>().items.map((item) => item.name)).toEqual([
      'Jamie Candidate',
      'Other Searchable',
    ]);

    const linked = await as(t, recruiter)('PUT', adminPaths.contactMessageLink(id), {
      link: { kind: 'candidate', id: personId },
    });
    expect(linked.statusCode).toBe(200);
    expect(linked.json<ContactMessageDetail>().link).toEqual({
      kind: 'candidate',
      id: personId,
      name: 'Jamie Candidate',
    });
    expect(linked.json<ContactMessageDetail>().history[0]?.note).toBe('About candidate Jamie Candidate.');

    const missing = await as(t, recruiter)('PUT', adminPaths.contactMessageLink(id), {
      link: { kind: 'candidate', id: randomUUID() },
    });
    expect(missing.statusCode).toBe(404);
    const unknownKind = await as(t, recruiter)('PUT', adminPaths.contactMessageLink(id), {
      link: { kind: 'invoice', id: personId },
    });
    expect(unknownKind.statusCode).toBe(400);

    const unlinked = await as(t, recruiter)('PUT', adminPaths.contactMessageLink(id), { link: null });
    expect(unlinked.json<ContactMessageDetail>().link).toBeNull();
    const rows = await audit('contact-message.link', id);
    expect(rows.map((row) => JSON.parse(row.detail ?? '{}') as unknown)).toEqual([
      { link: { kind: 'candidate', id: personId } },
      { link: null },
    ]);
    expect(await audit('contact-message.link-options', id)).toHaveLength(2);
  });

  it('refuses every new route without a session and from another origin', async () => {
    const id = await message('guard@example.com');
    const calls: [string, string, object | undefined][] = [
      ['POST', adminPaths.contactMessageReply(id), { subject: 'S', body: 'B' }],
      ['PUT', adminPaths.contactMessageLink(id), { link: null }],
      ['GET', adminPaths.contactMessageLinkOptions(id), undefined],
    ];
    for (const [method, url, body] of calls) {
      expect((await as(t, null)(method as 'POST', url, body)).statusCode, url).toBe(401);
      if (method !== 'GET') {
        expect(
          (await as(t, recruiter)(method as 'POST', url, body, { origin: 'https://evil.example' })).statusCode,
        ).toBe(403);
      }
    }
    // A page elsewhere cannot read the options either.
    const crossSite = await t.app.inject({
      method: 'GET',
      url: adminPaths.contactMessageLinkOptions(id),
      headers: { cookie: recruiter.cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(
      await t.app.db.selectFrom('mail_outbox').select('id').where('subject_email', '=', 'guard@example.com').execute(),
    ).toEqual([]);
  });
});

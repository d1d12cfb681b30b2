/**
 * What erasure and the retention purge leave behind, on SQLite and PostgreSQL: nothing. Erasure
 * takes the address out of the audit log (staff searches for it included) and removes the `.eml`
 * copies of the person's mails; the purge removes the notes and history of the records it purges
 * and the `.eml` copies of the mails it purges.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import { expect, it } from 'vitest';
import { verhoeffCheckDigit } from '#contracts/aadhaar';
import { adminPaths } from '#contracts/admin/paths';
import { erasureConfirmation } from '#contracts/admin/privacy';
import { pdfBytes } from '../../test-support/fixtures';
import { applyUntilUpload, internship, multipart } from '../../test-support/requests';
import { as, useStaff } from '../../test-support/console-client';
import { describeEachDatabase } from '../../test-support/each-database';
import { seedContactMessage } from '../../test-support/seed-applications';
const AADHAAR = `23456789012${verhoeffCheckDigit('23456789012')}`;

describeEachDatabase('erasure and purge', (t, kind) => {
  const admin = useStaff(t, 'admin');

  const emlFiles = async () => (await fs.readdir(t.config.mail.emlDir).catch(() => [] as string[])).sort();
  const mailIdsTo = async (address: string) =>
    (await t.app.db.selectFrom('mail_outbox').select('id').where('to_addresses', 'like', `%${address}%`).execute()).map(
      (row) => row.id,
    );
  const note = (subject_type: 'application' | 'internship' | 'contact-message', subject_id: string) =>
    t.app.db
      .insertInto('review_events')
      .values({
        id: randomUUID(),
        subject_type,
        subject_id,
        kind: 'note',
        from_status: null,
        to_status: null,
        note: 'Strong SQL, call back Tuesday',
        by_id: admin.id,
        by_name: 'admin person',
        at: new Date().toISOString(),
      })
      .execute();

  it('erases the address from the audit log and the .eml copies of its mails', async () => {
    const address = `erase.me.${kind}@example.com`;
    const flow = await applyUntilUpload(t, { CND_EMAIL_ID: address });
    await t.app.inject({
      method: 'PUT',
      url: flow.uploadPath,
      payload: pdfBytes(),
      headers: { 'content-type': 'application/pdf' },
    });
    await t.app.outboxWorker.runOnce();
    const mailIds = await mailIdsTo(address);
    expect(mailIds.length).toBeGreaterThan(0);
    expect(await emlFiles()).toEqual(expect.arrayContaining(mailIds.map((id) => `${id}.eml`)));
    // A staff search for the person, as the console's lists record them.
    await t.app.db
      .insertInto('audit_log')
      .values({
        id: randomUUID(),
        at: new Date().toISOString(),
        actor_id: admin.id,
        actor_email: admin.email,
        action: 'applications.list',
        target_type: null,
        target_id: null,
        detail: JSON.stringify({ search: address.toUpperCase(), status: 'new' }),
        ip: '127.0.0.1',
        user_agent: null,
      })
      .execute();
    const erased = await as(t, admin)('POST', adminPaths.privacyErase, {
      email: address,
      confirmation: erasureConfirmation(address),
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const audit = await t.app.db.selectFrom('audit_log').select(['action', 'detail']).execute();
    const mentions = audit.filter((row) => (row.detail ?? '').toLowerCase().includes(address));
    expect(mentions).toEqual([]);
    expect(audit.some((row) => row.action === 'applications.list')).toBe(true);
    const left = await emlFiles();
    for (const id of mailIds) expect(left).not.toContain(`${id}.eml`);
  });

  it('purges the notes and history of the records it purges, and the .eml copies of purged mails', async () => {
    const flow = await applyUntilUpload(t, { CND_EMAIL_ID: `purged.${kind}@example.com` });
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/internship-applications',
      ...(await multipart(internship(AADHAAR), { name: 'cv.pdf', bytes: pdfBytes(), type: 'application/pdf' })),
    });
    const contactId = await seedContactMessage(t, { name: 'Erin', email: 'erin@example.com', message: 'Call me' });
    await note('application', String(flow.record.EXTERNALCANDIDATE_UUID));
    await note('internship', sent.json<{ id: string }>().id);
    await note('contact-message', contactId);
    await t.app.outboxWorker.runOnce();
    expect((await emlFiles()).length).toBeGreaterThan(0);
    const later = new Date(Date.now() + 3 * 366 * 86_400_000);
    await t.app.purgeExpired(later);
    expect(await t.app.db.selectFrom('review_events').select('id').execute()).toEqual([]);
    expect(await t.app.db.selectFrom('mail_outbox').select('id').execute()).toEqual([]);
    expect(await emlFiles()).toEqual([]);
  });
});

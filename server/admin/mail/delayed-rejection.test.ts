/**
 * Delayed rejection mails on SQLite and PostgreSQL: a mail that rejects waits
 * REJECTION_MAIL_DELAY_HOURS in the outbox (its not-before time), the application shows it with the
 * time it leaves, staff cancel it until then (audited, on the history), undoing the rejection cancels
 * it, and the outbox worker sends it only once the time has come. Time moves with fake timers (the
 * clock only), never with sleeps.
 */
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import type { ApplicationDetail } from '#contracts/admin/applications';
import type { CandidateMailPreview, CandidateMailResult, MailTemplate, MailTemplates } from '#contracts/admin/mail';
import type { OpeningDetail } from '#contracts/admin/openings';
import { adminPaths } from '#contracts/admin/paths';
import { as, type Staff, createStaff, signIn } from '../../test-support/console-client';
import { describeEachDatabase } from '../../test-support/each-database';
import { postOpening, seedApplication } from '../../test-support/seed-applications';

const HOUR = 3600_000;

describeEachDatabase('delayed rejection mails', (t) => {
  let ana: Staff;
  let opening: OpeningDetail;
  let reject: MailTemplate;
  let acknowledge: MailTemplate;

  beforeAll(async () => {
    const account = await createStaff(t, 'recruiter', { name: 'Ana Recruiter' });
    ana = { ...account, cookie: (await signIn(t, account)).cookie };
    opening = await postOpening(t, ana, { title: 'Data Engineer', descriptionHtml: '<p>Test.</p>' });
    const templates = (await as(t, ana)('GET', adminPaths.mailTemplates)).json<MailTemplates>().items;
    reject = templates.find((template) => template.purpose === 'reject')!;
    acknowledge = templates.find((template) => template.purpose === 'acknowledge')!;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const apply = (name: string, email: string) => seedApplication(t, { openingUuid: opening.uuid, name, email });
  const outboxRow = (id: string) =>
    t.app.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const rejectWithMail = async (ids: string[]) => {
    const answer = await as(t, ana)('POST', adminPaths.candidateMails, {
      applicationIds: ids,
      templateId: reject.id,
      subject: reject.subject,
      body: reject.body,
      moveTo: 'rejected',
      reasonId: 'us-skills',
    });
    expect(answer.statusCode).toBe(201);
    return answer.json<CandidateMailResult>().sent;
  };
  const detail = async (id: string) => (await as(t, ana)('GET', adminPaths.application(id))).json<ApplicationDetail>();

  it('says in the preview when a rejection mail will leave (24 hours by default), and sends other mail at once', async () => {
    const id = await apply('Preview Person', 'preview@example.com');
    const before = Date.now();
    const preview = await as(t, ana)('POST', adminPaths.candidateMailPreview, {
      applicationIds: [id],
      templateId: reject.id,
      subject: reject.subject,
      body: reject.body,
    });
    const sendAt = Date.parse(preview.json<CandidateMailPreview>().sendAt ?? '');
    expect(sendAt - before).toBeGreaterThanOrEqual(24 * HOUR - 1000);
    expect(sendAt - before).toBeLessThanOrEqual(24 * HOUR + 60_000);

    const sent = await as(t, ana)('POST', adminPaths.candidateMails, {
      applicationIds: [id],
      templateId: acknowledge.id,
      subject: acknowledge.subject,
      body: acknowledge.body,
    });
    const [mail] = sent.json<CandidateMailResult>().sent;
    expect(mail?.sendAt).toBeNull();
    expect((await outboxRow(mail!.mailId)).not_before).toBeNull();
  });

  it('keeps a rejection mail in the outbox until its time, then the worker sends it', async () => {
    const id = await apply('Later Person', 'later@example.com');
    const [mail] = await rejectWithMail([id]);
    expect(mail?.sendAt).toBeTruthy();

    const shown = await detail(id);
    expect(shown.status).toBe('rejected');
    expect(shown.mails[0]).toMatchObject({ id: mail!.mailId, status: 'pending', cancellable: true });
    expect(shown.mails[0]?.scheduledFor).toBe(mail!.sendAt);
    expect(shown.history.find((entry) => entry.kind === 'mail')?.note).toMatch(
      /\n\nLeaves \d{1,2} \w{3} \d{4}, \d{2}:\d{2} UTC unless cancelled\.$/,
    );

    await t.app.outboxWorker.runOnce();
    expect((await outboxRow(mail!.mailId)).status).toBe('pending');

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 23 * HOUR);
    await t.app.outboxWorker.runOnce();
    expect((await outboxRow(mail!.mailId)).status).toBe('pending');

    vi.setSystemTime(Date.now() + 1 * HOUR + 60_000);
    await t.app.outboxWorker.runOnce();
    const row = await outboxRow(mail!.mailId);
    expect(row.status).toBe('sent');
    expect(row.text).toContain('Dear Later,');
  });

  it('cancels a waiting mail from the application: audited, on the history, never sent; not twice', async () => {
    const id = await apply('Cancel Person', 'cancel@example.com');
    const [mail] = await rejectWithMail([id]);
    const answer = await as(t, ana)('POST', adminPaths.applicationCancelMail(id), { mailId: mail!.mailId });
    expect(answer.statusCode).toBe(200);
    const shown = answer.json<ApplicationDetail>();
    expect(shown.mails[0]).toMatchObject({ status: 'cancelled', cancellable: false, scheduledFor: null });
    expect(shown.history[0]).toMatchObject({ kind: 'note', by: { name: 'Ana Recruiter' } });
    expect(shown.history[0]?.note).toMatch(/^Mail cancelled before it left: “.*Data Engineer”\.$/);

    const audit = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'application.cancelMail')
      .where('target_id', '=', id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.detail ?? '{}')).toEqual({ mail: mail!.mailId });

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 48 * HOUR);
    await t.app.outboxWorker.runOnce();
    expect((await outboxRow(mail!.mailId)).status).toBe('cancelled');
    vi.useRealTimers();

    const again = await as(t, ana)('POST', adminPaths.applicationCancelMail(id), { mailId: mail!.mailId });
    expect(again.statusCode).toBe(409);
    // A mail about another application is not this one's to cancel.
    const other = await apply('Other Person', 'other@example.com');
    const [otherMail] = await rejectWithMail([other]);
    const wrong = await as(t, ana)('POST', adminPaths.applicationCancelMail(id), { mailId: otherMail!.mailId });
    expect(wrong.statusCode).toBe(404);
    expect((await outboxRow(otherMail!.mailId)).status).toBe('pending');
  });

  it('cancels the waiting rejection mail when the rejection is undone, one by one or in bulk', async () => {
    const one = await apply('Undo One', 'undo1@example.com');
    const two = await apply('Undo Two', 'undo2@example.com');
    const [first, second] = await rejectWithMail([one, two]);

    const moved = await as(t, ana)('POST', adminPaths.applicationStatus(one), { status: 'screening' });
    expect(moved.statusCode).toBe(200);
    expect((await outboxRow(first!.mailId)).status).toBe('cancelled');
    expect(moved.json<ApplicationDetail>().history.some((entry) => entry.note?.includes('rejection was undone'))).toBe(
      true,
    );

    const bulk = await as(t, ana)('POST', adminPaths.applicationsBulk, {
      selection: { ids: [two] },
      action: { kind: 'move', status: 'new' },
    });
    expect(bulk.statusCode).toBe(200);
    expect((await outboxRow(second!.mailId)).status).toBe('cancelled');
  });

  it('refuses cancelling without a session, from another origin, and a bad mail id', async () => {
    const id = await apply('Guarded Person', 'guarded@example.com');
    const [mail] = await rejectWithMail([id]);
    const body = { mailId: mail!.mailId };
    expect((await as(t, null)('POST', adminPaths.applicationCancelMail(id), body)).statusCode).toBe(401);
    expect(
      (await as(t, ana)('POST', adminPaths.applicationCancelMail(id), body, { origin: 'https://evil.example' }))
        .statusCode,
    ).toBe(403);
    expect((await as(t, ana)('POST', adminPaths.applicationCancelMail(id), { mailId: 'nope' })).statusCode).toBe(400);
    expect((await as(t, ana)('POST', adminPaths.applicationCancelMail(crypto.randomUUID()), body)).statusCode).toBe(
      404,
    );
    expect((await outboxRow(mail!.mailId)).status).toBe('pending');
  });
});

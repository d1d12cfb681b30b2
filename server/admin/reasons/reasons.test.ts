/**
 * Reasons on SQLite and PostgreSQL: the seeded lists, admins add, rename and retire a reason (a
 * retired one stays on the records that carry it); every way to reject or withdraw — one application
 * (and so the board), a bulk move, a mail that moves, the client's answer to a submittal — is refused
 * (422) without a reason of the matching list, and with one the reason is on the application, in its
 * history in words, in the list's filter and in the CSV. The new routes deny by default.
 */
import { beforeAll, expect, it } from 'vitest';
import type { ApplicationDetail, ApplicationsPage } from '#contracts/admin/applications';
import type { BulkResult } from '#contracts/admin/bulk';
import type { OpeningDetail } from '#contracts/admin/openings';
import { adminPaths, listQuery } from '#contracts/admin/paths';
import type { Reason, Reasons } from '#contracts/admin/reasons';
import type { Submittal } from '#contracts/admin/submittals';
import { as, staffMember, useStaff } from '../../test-support/console-client';
import { describeEachDatabase } from '../../test-support/each-database';
import { postOpening, seedApplication } from '../../test-support/seed-applications';

describeEachDatabase('reasons for rejections and withdrawals', (t) => {
  const admin = useStaff(t, 'admin');
  const ana = useStaff(t, 'recruiter');
  let opening: OpeningDetail;
  const ids: string[] = [];

  beforeAll(async () => {
    opening = await postOpening(t, ana, { title: 'Reasoned Engineer', descriptionHtml: '<p>Why.</p>' });
    for (const [index, name] of ['Ada Why', 'Ben Why', 'Cy Why', 'Di Why', 'Ed Why', 'Flo Why'].entries()) {
      ids.push(
        await seedApplication(t, {
          openingUuid: opening.uuid,
          name,
          email: `why${index}@example.com`,
          createdAt: `2026-11-1${index}T09:00:00.000Z`,
        }),
      );
    }
  }, 60_000);

  const detailOf = async (id: string) =>
    (await as(t, ana)('GET', adminPaths.application(id))).json<ApplicationDetail>();
  const move = (id: string, body: object) => as(t, ana)('POST', adminPaths.applicationStatus(id), body);
  const reasons = async () => (await as(t, ana)('GET', adminPaths.reasons)).json<Reasons>().items;

  it('starts with a list per kind that every staff member reads', async () => {
    const answer = await as(t, ana)('GET', adminPaths.reasons);
    expect(answer.statusCode).toBe(200);
    const items = answer.json<Reasons>().items;
    const labels = (kind: Reason['kind']) => items.filter((reason) => reason.kind === kind).map((r) => r.label);
    expect(labels('us')).toEqual(expect.arrayContaining(['Skills do not match', 'No response from the candidate']));
    expect(labels('client')).toContain('Client chose another candidate');
    expect(labels('candidate')).toEqual(expect.arrayContaining(['Took another offer', 'No longer looking']));
    expect(items.every((reason) => !reason.retired)).toBe(true);
  });

  it('refuses a rejection or a withdrawal without a reason of its own list, and records one given', async () => {
    const [ada, ben] = ids as [string, string];
    const none = await move(ada, { status: 'rejected' });
    expect(none.statusCode).toBe(422);
    expect(none.json<{ field?: string }>().field).toBe('reasonId');
    // A client's reason does not fit a rejection by us; an unknown one fits nothing.
    expect((await move(ada, { status: 'rejected', reasonId: 'client-skills' })).statusCode).toBe(422);
    expect((await move(ada, { status: 'rejected', reasonId: 'no-such-reason' })).statusCode).toBe(422);
    expect((await move(ben, { status: 'withdrawn', reasonId: 'us-skills' })).statusCode).toBe(422);
    expect((await detailOf(ada)).status).toBe('new');

    const rejected = await move(ada, { status: 'rejected', reasonId: 'us-experience', note: 'Two years only.' });
    expect(rejected.statusCode).toBe(200);
    const detail = rejected.json<ApplicationDetail>();
    expect(detail).toMatchObject({
      status: 'rejected',
      rejectedBy: 'us',
      reason: { id: 'us-experience', label: 'Experience level' },
    });
    expect(detail.history[0]).toMatchObject({
      kind: 'status',
      toStatus: 'rejected',
      reason: 'Experience level',
      note: 'Two years only.',
    });

    const withdrawn = await move(ben, { status: 'withdrawn', reasonId: 'candidate-other-offer' });
    expect(withdrawn.json<ApplicationDetail>().reason).toEqual({
      id: 'candidate-other-offer',
      label: 'Took another offer',
    });

    // The client's rejection takes the client's list.
    const byClient = await move(ben, {
      status: 'rejected',
      rejectedBy: 'client',
      reasonId: 'client-another-candidate',
    });
    expect(byClient.json<ApplicationDetail>()).toMatchObject({
      rejectedBy: 'client',
      reason: { label: 'Client chose another candidate' },
    });

    // Any other move carries no reason (a reason sent along is ignored).
    const back = await move(ben, { status: 'screening', reasonId: 'us-skills' });
    expect(back.json<ApplicationDetail>()).toMatchObject({ status: 'screening', reason: null });
    expect(back.json<ApplicationDetail>().history[0]?.reason).toBeNull();

    const audit = await t.app.db
      .selectFrom('audit_log')
      .select('detail')
      .where('action', '=', 'application.status')
      .where('target_id', '=', ada)
      .execute();
    expect(JSON.parse(audit[0]?.detail ?? '{}')).toMatchObject({ status: 'rejected', reason: 'us-experience' });
  });

  it('needs a reason for a bulk rejection, gives it to each application, and filters the list by it', async () => {
    const [, , cy, di] = ids as [string, string, string, string];
    const bulk = (action: object) =>
      as(t, ana)('POST', adminPaths.applicationsBulk, { selection: { ids: [cy, di] }, action });
    const none = await bulk({ kind: 'move', status: 'rejected' });
    expect(none.statusCode).toBe(422);
    expect((await detailOf(cy)).status).toBe('new');

    const done = await bulk({ kind: 'move', status: 'rejected', reasonId: 'us-rate', note: 'Above budget.' });
    expect(done.statusCode).toBe(200);
    expect(done.json<BulkResult>().moved).toEqual([cy, di]);
    for (const id of [cy, di]) {
      const detail = await detailOf(id);
      expect(detail.reason?.label).toBe('Rate or salary expectations');
      expect(detail.history[0]).toMatchObject({ reason: 'Rate or salary expectations', note: 'Above budget.' });
    }

    const list = await as(t, ana)(
      'GET',
      `${adminPaths.applications}${listQuery({ reqId: opening.reqId, reason: 'us-rate' })}`,
    );
    expect(list.statusCode).toBe(200);
    const page = list.json<ApplicationsPage>();
    expect(page.items.map((item) => item.name).sort()).toEqual(['Cy Why', 'Di Why']);
    expect(page.items[0]?.reason?.label).toBe('Rate or salary expectations');
  });

  it('writes the reason in the CSV beside the stage', async () => {
    const [ada, , cy] = ids as [string, string, string];
    const answer = await as(t, ana)('POST', adminPaths.applicationsExport, { selection: { ids: [ada, cy] } });
    expect(answer.statusCode).toBe(200);
    const [header = '', ...rows] = answer.body.replace('\uFEFF', '').trim().split('\r\n');
    const columns = header.split(',');
    const cell = (row: string, column: string) => row.split(',')[columns.indexOf(column)];
    expect(columns.indexOf('Reason')).toBe(columns.indexOf('Stage') + 1);
    const byName = Object.fromEntries(rows.map((row) => [row.split(',')[0], row]));
    expect(cell(byName['Ada Why'] ?? '', 'Reason')).toBe('Experience level');
    expect(cell(byName['Cy Why'] ?? '', 'Reason')).toBe('Rate or salary expectations');
  });

  it('needs a reason for a mail that rejects', async () => {
    const [, , , , ed] = ids as [string, string, string, string, string];
    const mail = {
      applicationIds: [ed],
      subject: 'Your application',
      body: 'Dear {{firstName}}, thank you.',
      moveTo: 'rejected',
    };
    const none = await as(t, ana)('POST', adminPaths.candidateMails, mail);
    expect(none.statusCode).toBe(422);
    expect(
      await t.app.db.selectFrom('mail_outbox').select('id').where('subject_email', '=', 'why4@example.com').execute(),
    ).toEqual([]);
    const sent = await as(t, ana)('POST', adminPaths.candidateMails, { ...mail, reasonId: 'us-no-response' });
    expect(sent.statusCode).toBe(201);
    const detail = await detailOf(ed);
    expect(detail).toMatchObject({ status: 'rejected', reason: { label: 'No response from the candidate' } });
    expect(detail.history.find((entry) => entry.kind === 'status')?.reason).toBe('No response from the candidate');
  });

  it('needs one of the client’s reasons for the client’s rejection of a submittal', async () => {
    const flo = ids[5] ?? '';
    const submitted = await as(t, ana)('POST', adminPaths.submittals, {
      applicationId: flo,
      recipients: [{ name: 'Dana Whitfield', email: 'dana@client.example' }],
      summary: 'Nine years of Java.',
      rateOffered: 95,
      currency: 'USD',
      rateUnit: 'hour',
      profile: {
        headline: 'Java engineer',
        skills: ['Java'],
        experience: '',
        education: '',
        availability: '',
        workAuthorization: '',
        location: 'Pune, India',
      },
    });
    expect(submitted.statusCode).toBe(201);
    const { id } = submitted.json<Submittal>();
    const answer = (body: object) => as(t, ana)('POST', adminPaths.submittalAnswer(id), body);
    const today = new Date().toISOString().slice(0, 10);
    expect((await answer({ answer: 'rejected', date: today })).statusCode).toBe(422);
    expect((await answer({ answer: 'rejected', date: today, reason: 'us-skills' })).statusCode).toBe(422);
    const done = await answer({ answer: 'rejected', date: today, reason: 'client-filled', note: 'Internal hire.' });
    expect(done.statusCode).toBe(200);
    expect(done.json<Submittal>()).toMatchObject({ reason: 'client-filled', reasonLabel: 'Position filled or closed' });
    const detail = await detailOf(flo);
    expect(detail).toMatchObject({ status: 'rejected', rejectedBy: 'client', reason: { id: 'client-filled' } });
    expect(detail.history.find((entry) => entry.kind === 'status')?.reason).toBe('Position filled or closed');
  });

  it('lets admins add, rename and retire reasons; a retired one stays on its records but is refused', async () => {
    const added = await as(t, admin)('POST', adminPaths.reasons, { kind: 'us', label: 'Failed the coding test' });
    expect(added.statusCode).toBe(201);
    const reason = added.json<Reason>();
    expect(reason).toMatchObject({ kind: 'us', label: 'Failed the coding test', retired: false });
    expect((await reasons()).filter((r) => r.kind === 'us').at(-1)?.id).toBe(reason.id);

    const renamed = await as(t, admin)('PATCH', adminPaths.reason('us-experience'), { label: 'Seniority' });
    expect(renamed.json<Reason>()).toMatchObject({ label: 'Seniority', retired: false });
    const retired = await as(t, admin)('PATCH', adminPaths.reason('us-experience'), { retired: true });
    expect(retired.json<Reason>()).toMatchObject({ label: 'Seniority', retired: true });

    // Ada keeps it, in its new words; nobody can choose it any more.
    const ada = await detailOf(ids[0] ?? '');
    expect(ada.reason).toEqual({ id: 'us-experience', label: 'Seniority' });
    expect(ada.history[0]?.reason).toBe('Seniority');
    const refused = await move(ids[1] ?? '', { status: 'rejected', reasonId: 'us-experience' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ message: string }>().message).toMatch(/retired/);

    expect((await as(t, admin)('PATCH', adminPaths.reason('us-experience'), {})).statusCode).toBe(400);
    expect((await as(t, admin)('PATCH', adminPaths.reason('no-such-reason'), { label: 'X' })).statusCode).toBe(404);
    expect((await as(t, admin)('POST', adminPaths.reasons, { kind: 'us', label: '' })).statusCode).toBe(400);
    const audit = await t.app.db.selectFrom('audit_log').select('action').where('action', 'like', 'reason.%').execute();
    expect(audit.map((row) => row.action).sort()).toEqual(['reason.change', 'reason.change', 'reason.create']);
  });

  it('denies by default: no session 401, a recruiter may read but not edit (403), another origin 403', async () => {
    const nobody = as(t, null);
    expect((await nobody('GET', adminPaths.reasons)).statusCode).toBe(401);
    expect((await nobody('POST', adminPaths.reasons, { kind: 'us', label: 'X' })).statusCode).toBe(401);
    expect((await nobody('PATCH', adminPaths.reason('us-other'), { label: 'X' })).statusCode).toBe(401);

    expect((await as(t, ana)('POST', adminPaths.reasons, { kind: 'us', label: 'X' })).statusCode).toBe(403);
    expect((await as(t, ana)('PATCH', adminPaths.reason('us-other'), { retired: true })).statusCode).toBe(403);
    const manager = await staffMember(t, 'account_manager');
    expect((await as(t, manager)('POST', adminPaths.reasons, { kind: 'us', label: 'X' })).statusCode).toBe(403);

    for (const headers of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }] as Array<
      Record<string, string>
    >) {
      expect((await as(t, admin)('POST', adminPaths.reasons, { kind: 'us', label: 'X' }, headers)).statusCode).toBe(
        403,
      );
      expect((await as(t, admin)('PATCH', adminPaths.reason('us-other'), { label: 'X' }, headers)).statusCode).toBe(
        403,
      );
    }
    expect((await reasons()).some((reason) => reason.label === 'X')).toBe(false);
  });
});

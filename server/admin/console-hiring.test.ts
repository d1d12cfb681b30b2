/**
 * The hiring loop at API level, on SQLite and PostgreSQL: a recruiter posts an opening (sanitised,
 * REQ_ID from the server), publishes it (on the public board and sitemap at once), a candidate
 * applies through the public API, the recruiter finds the application, opens the resume, moves it to
 * Client interview with a note, and closes the opening (off the board; its job page has no job). Then the
 * inbox (internship applications, contact messages), privacy (export, erase) and the audit log.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { verhoeffCheckDigit } from '#contracts/aadhaar';
import type { ApplicationDetail, ApplicationsPage } from '#contracts/admin/applications';
import type { ResumeLink } from '#contracts/admin/common';
import type { ContactMessageDetail } from '#contracts/admin/inbox';
import type { InternshipDetail, InternshipsPage } from '#contracts/admin/internships';
import type { OpeningDetail, OpeningInput, OpeningsPage } from '#contracts/admin/openings';
import { adminPaths, listQuery } from '#contracts/admin/paths';
import type { AuditPage, ErasureReport, PersonExport } from '#contracts/admin/privacy';
import type { Opening } from '#contracts/api/staffing/openings';
import { pdfBytes } from '../test-support/fixtures';
import { applyUntilUpload, internship, multipart } from '../test-support/requests';
import { as, useStaff } from '../test-support/console-client';
import { describeEachDatabase } from '../test-support/each-database';
import { seedContactMessage } from '../test-support/seed-applications';
const AADHAAR = `23456789012${verhoeffCheckDigit('23456789012')}`;

describeEachDatabase('the hiring loop', (t) => {
  const admin = useStaff(t, 'admin');
  const recruiter = useStaff(t, 'recruiter');
  let input: OpeningInput;

  beforeAll(async () => {
    const [usa] = await t.app.repos.reference.countries();
    input = {
      title: 'Staff Data Engineer',
      location: 'Austin, TX',
      countryUuid: usa?.COUNTRY_UUID ?? '',
      positionType: 'Full-Time',
      workMode: 'Hybrid',
      rate: '$150,000 - $180,000',
      interviewType: 'Video, then on-site',
      travel: false,
      descriptionHtml:
        '<h2>The role</h2><p>Build <strong>pipelines</strong>.</p><script>alert(1)</script><img src=x onerror=alert(1)>',
      validThrough: null,
    };
  });

  const publicList = async () => (await t.app.inject({ url: '/api/staffing/get/requirement' })).json<Opening[]>();
  const publicJob = async (reqId: number) =>
    (await t.app.inject({ url: `/api/staffing/get/RequirementID/${reqId}` })).json<unknown[]>();
  const sitemap = async () => (await t.app.inject({ url: '/sitemap.xml' })).body;
  const auditActions = async (targetId: string | number) =>
    (await t.app.db.selectFrom('audit_log').select('action').where('target_id', '=', String(targetId)).execute()).map(
      (row) => row.action,
    );

  it('runs from posting an opening to closing it', async () => {
    const api = as(t, recruiter);
    // Fill the public list's cache first: publishing must show through it at once.
    const before = await publicList();

    const created = await api('POST', adminPaths.openings, input);
    expect(created.statusCode).toBe(201);
    const opening = created.json<OpeningDetail>();
    expect(opening.reqId).toBeGreaterThan(Math.max(...before.map((o) => o.REQ_ID)));
    expect(opening.status).toBe('draft');
    expect(opening.descriptionHtml).toBe('<h2>The role</h2><p>Build <strong>pipelines</strong>.</p><img src="x">');
    expect(opening.updatedBy).toBe('recruiter person');
    expect((await publicList()).some((o) => o.REQ_ID === opening.reqId)).toBe(false);
    expect(await publicJob(opening.reqId)).toEqual([]);

    const published = await api('POST', adminPaths.openingAction(opening.reqId, 'publish'));
    expect(published.json<OpeningDetail>().status).toBe('published');
    expect((await publicList()).some((o) => o.REQ_ID === opening.reqId)).toBe(true);
    expect(await publicJob(opening.reqId)).toHaveLength(1);
    expect(await sitemap()).toContain(`jobId=${opening.reqId}<`);
    expect((await api('POST', adminPaths.openingAction(opening.reqId, 'publish'))).statusCode).toBe(409);

    // A candidate applies on the public site; another one never uploads a resume.
    const application = await applyUntilUpload(t, {
      REQUIREMENT_UUID: opening.uuid,
      CND_EMAIL_ID: 'casey.candidate@example.com',
      CND_NM_TX: 'Casey Candidate',
    });
    const put = await t.app.inject({
      method: 'PUT',
      url: application.uploadPath,
      headers: { 'content-type': 'application/pdf' },
      payload: pdfBytes(),
    });
    expect(put.statusCode).toBe(200);
    await applyUntilUpload(t, {
      REQUIREMENT_UUID: opening.uuid,
      CND_EMAIL_ID: 'ivy.incomplete@example.com',
      CND_NM_TX: 'Ivy Incomplete',
    });

    const list = await api('GET', `${adminPaths.applications}${listQuery({ reqId: opening.reqId })}`);
    const page = list.json<ApplicationsPage>();
    expect(page.total).toBe(2);
    expect(page.items.map((item) => [item.name, item.resume, item.status])).toEqual([
      ['Ivy Incomplete', 'pending', 'new'],
      ['Casey Candidate', 'stored', 'new'],
    ]);
    const incomplete = await api(
      'GET',
      `${adminPaths.applications}${listQuery({ reqId: opening.reqId, resume: 'incomplete' })}`,
    );
    expect(incomplete.json<ApplicationsPage>().items.map((item) => item.name)).toEqual(['Ivy Incomplete']);
    const searched = await api('GET', `${adminPaths.applications}${listQuery({ search: 'CASEY' })}`);
    expect(searched.json<ApplicationsPage>().items.map((item) => item.id)).toEqual([
      application.record.EXTERNALCANDIDATE_UUID,
    ]);

    const id = application.record.EXTERNALCANDIDATE_UUID;
    const detail = (await api('GET', adminPaths.application(id))).json<ApplicationDetail>();
    expect(detail.opening).toEqual({ reqId: opening.reqId, title: 'Staff Data Engineer' });
    expect(detail.answers).toEqual(
      expect.arrayContaining([
        { label: 'City', value: 'Wichita' },
        { label: 'State', value: 'Kansas' },
      ]),
    );
    expect(detail.resumeFile).toMatchObject({ fileName: 'jane-doe.pdf', contentType: 'application/pdf' });
    expect(detail.mails.map((mail) => mail.subject)).toEqual([expect.stringContaining('Staff Data Engineer')]);

    const link = (await api('POST', adminPaths.applicationResumeLink(id))).json<ResumeLink>();
    const inline = await api('GET', link.inlineUrl ?? '');
    expect(inline.statusCode).toBe(200);
    expect(inline.headers['content-type']).toBe('application/pdf');
    expect(inline.headers['content-disposition']).toMatch(/^inline; filename="jane-doe.pdf"/);
    expect(inline.headers['x-content-type-options']).toBe('nosniff');
    expect(inline.headers['cache-control']).toBe('no-store');
    expect(inline.rawPayload.equals(pdfBytes())).toBe(true);
    const download = await api('GET', link.downloadUrl);
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    // The link is for this person only, signed, and needs the session.
    expect((await as(t, admin)('GET', link.downloadUrl)).statusCode).toBe(403);
    expect((await api('GET', link.downloadUrl.replace(/signature=[^&]+/, 'signature=forged'))).statusCode).toBe(403);
    expect((await as(t, null)('GET', link.downloadUrl)).statusCode).toBe(401);

    const moved = await api('POST', adminPaths.applicationStatus(id), {
      status: 'client_interview',
      note: 'Strong SQL; book the panel.',
    });
    expect(moved.statusCode).toBe(200);
    const after = moved.json<ApplicationDetail>();
    expect(after.status).toBe('client_interview');
    expect(after.history[0]).toMatchObject({
      kind: 'status',
      fromStatus: 'new',
      toStatus: 'client_interview',
      note: 'Strong SQL; book the panel.',
      by: { id: recruiter.id, name: 'recruiter person' },
    });
    const noted = await api('POST', adminPaths.applicationNotes(id), { text: 'Prefers mornings.' });
    expect(noted.json<ApplicationDetail>().history.map((entry) => entry.kind)).toEqual(['note', 'status']);
    expect((await api('POST', adminPaths.applicationStatus(id), { status: 'maybe' })).statusCode).toBe(400);

    const closed = await api('POST', adminPaths.openingAction(opening.reqId, 'close'));
    expect(closed.json<OpeningDetail>().status).toBe('closed');
    expect((await publicList()).some((o) => o.REQ_ID === opening.reqId)).toBe(false);
    expect(await publicJob(opening.reqId)).toEqual([]);
    expect(await sitemap()).not.toContain(`jobId=${opening.reqId}<`);

    // Every change and view is in the audit log, with who and from where.
    expect(await auditActions(opening.reqId)).toEqual(
      expect.arrayContaining(['opening.create', 'opening.publish', 'opening.close']),
    );
    expect(await auditActions(id)).toEqual(
      expect.arrayContaining([
        'application.view',
        'application.resume-link',
        'resume.open',
        'application.status',
        'application.note',
      ]),
    );
    const row = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'application.status')
      .executeTakeFirst();
    expect(row).toMatchObject({
      actor_id: recruiter.id,
      actor_email: recruiter.email,
      target_type: 'application',
      ip: '127.0.0.1',
    });
  });

  it('lists, searches and filters openings on the server; edits, reopens and duplicates', async () => {
    const api = as(t, recruiter);
    const created = (
      await api('POST', adminPaths.openings, { ...input, title: 'Kotlin Mobile Lead' })
    ).json<OpeningDetail>();
    const drafts = (
      await api('GET', `${adminPaths.openings}${listQuery({ status: 'draft', search: 'kotlin' })}`)
    ).json<OpeningsPage>();
    expect(drafts.items.map((o) => o.reqId)).toEqual([created.reqId]);
    const page = (
      await api('GET', `${adminPaths.openings}${listQuery({ pageSize: 5, page: 2 })}`)
    ).json<OpeningsPage>();
    expect(page.items).toHaveLength(5);
    expect(page.total).toBeGreaterThanOrEqual(42);
    expect((await api('GET', `${adminPaths.openings}?pageSize=1000`)).statusCode).toBe(400);

    const edited = await api('PUT', adminPaths.opening(created.reqId), {
      ...input,
      title: 'Kotlin Mobile Lead (Android)',
      travel: true,
      validThrough: '2030-01-31',
    });
    expect(edited.json<OpeningDetail>()).toMatchObject({
      title: 'Kotlin Mobile Lead (Android)',
      travel: true,
      validThrough: '2030-01-31',
    });
    expect((await api('PUT', adminPaths.opening(created.reqId), { ...input, title: '' })).statusCode).toBe(400);
    expect(
      (await api('PUT', adminPaths.opening(created.reqId), { ...input, countryUuid: randomUUID() })).statusCode,
    ).toBe(400);
    expect((await api('PUT', adminPaths.opening(999_999), input)).statusCode).toBe(404);

    await api('POST', adminPaths.openingAction(created.reqId, 'publish'));
    await api('POST', adminPaths.openingAction(created.reqId, 'close'));
    const reopened = await api('POST', adminPaths.openingAction(created.reqId, 'reopen'));
    expect(reopened.json<OpeningDetail>().status).toBe('published');
    expect((await publicList()).some((o) => o.REQ_ID === created.reqId)).toBe(true);

    const copy = await api('POST', adminPaths.openingAction(created.reqId, 'duplicate'));
    expect(copy.statusCode).toBe(201);
    expect(copy.json<OpeningDetail>()).toMatchObject({
      status: 'draft',
      title: 'Kotlin Mobile Lead (Android)',
      travel: true,
    });
    expect(copy.json<OpeningDetail>().reqId).toBeGreaterThan(created.reqId);
  });

  it('works through internship applications and contact messages', async () => {
    const api = as(t, recruiter);
    const form = await multipart(internship(AADHAAR), {
      name: 'ananya.pdf',
      bytes: pdfBytes(),
      type: 'application/pdf',
    });
    const sent = await t.app.inject({ method: 'POST', url: '/api/internship-applications', ...form });
    expect(sent.statusCode).toBe(201);
    const { id } = sent.json<{ id: string }>();

    const list = (
      await api('GET', `${adminPaths.internships}${listQuery({ search: 'patil', status: 'new' })}`)
    ).json<InternshipsPage>();
    expect(list.items.map((item) => [item.id, item.areaOfInterest])).toEqual([[id, 'Data Science']]);
    const detail = (await api('GET', adminPaths.internship(id))).json<InternshipDetail>();
    expect(detail.answers).toEqual(
      expect.arrayContaining([{ label: 'Aadhaar number', value: expect.stringMatching(/^XXXX-XXXX-\d{4}$/) }]),
    );
    expect(JSON.stringify(detail)).not.toContain(AADHAAR);
    const screening = await api('POST', adminPaths.internshipStatus(id), { status: 'screening', note: 'Called back.' });
    expect(screening.json<InternshipDetail>()).toMatchObject({
      status: 'screening',
      history: [{ toStatus: 'screening', note: 'Called back.' }],
    });
    const link = (await api('POST', adminPaths.internshipResumeLink(id))).json<ResumeLink>();
    const file = await api('GET', link.inlineUrl ?? '');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^inline;/);

    const messageId = await seedContactMessage(t, {
      name: 'Morgan Buyer',
      email: 'morgan@example.com',
      message: 'We need three QA engineers.\nCan you help?',
    });
    const messages = await api('GET', `${adminPaths.contactMessages}${listQuery({ search: 'QA engineers' })}`);
    expect(messages.json<{ items: { id: string; preview: string }[] }>().items).toEqual([
      expect.objectContaining({ id: messageId, preview: 'We need three QA engineers.' }),
    ]);
    const noted = await api('POST', adminPaths.contactMessageNotes(messageId), { text: 'Sent to sales.' });
    expect(noted.json<ContactMessageDetail>().history[0]).toMatchObject({ kind: 'note', note: 'Sent to sales.' });
    const done = await api('POST', adminPaths.contactMessageStatus(messageId), { status: 'handled' });
    expect(done.json<ContactMessageDetail>().status).toBe('handled');
    expect((await api('GET', adminPaths.contactMessage(randomUUID()))).statusCode).toBe(404);
  });

  it('exports and erases a person (admin only, typed confirmation), and the audit log is read-only', async () => {
    const api = as(t, admin);
    const email = 'erase.me@example.com';
    const { record, uploadPath } = await applyUntilUpload(t, { CND_EMAIL_ID: email, CND_NM_TX: 'Erin Erase' });
    await t.app.inject({
      method: 'PUT',
      url: uploadPath,
      headers: { 'content-type': 'application/pdf' },
      payload: pdfBytes(),
    });
    await as(t, recruiter)('POST', adminPaths.applicationNotes(record.EXTERNALCANDIDATE_UUID), {
      text: 'Private note about Erin.',
    });

    const exported = (await api('POST', adminPaths.privacyExport, { email })).json<PersonExport>();
    expect(exported.applications).toHaveLength(1);
    expect(exported.notes).toEqual([expect.objectContaining({ note: 'Private note about Erin.' })]);
    expect(exported.mails.length).toBeGreaterThanOrEqual(1);

    expect((await api('POST', adminPaths.privacyErase, { email, confirmation: 'yes' })).statusCode).toBe(400);
    const erased = await api('POST', adminPaths.privacyErase, { email, confirmation: `erase ${email}` });
    expect(erased.json<ErasureReport>()).toMatchObject({ candidates: 1, attachments: 1, files: 1 });
    const again = (await api('POST', adminPaths.privacyExport, { email })).json<PersonExport>();
    expect([again.applications, again.notes, again.mails, again.contactMessages]).toEqual([[], [], [], []]);

    const audit = (await api('GET', `${adminPaths.audit}${listQuery({ action: 'privacy.erase' })}`)).json<AuditPage>();
    expect(audit.items).toEqual([
      expect.objectContaining({ actorId: admin.id, targetType: 'person', ip: '127.0.0.1' }),
    ]);
    expect(JSON.stringify(audit)).not.toContain(email);
    // Nobody can change the log: no console route writes to it.
    const writes = t.app.adminRoutes.filter(
      (route) => route.url.startsWith('/api/admin/audit') && route.method !== 'GET',
    );
    expect(writes).toEqual([]);
    expect((await as(t, recruiter)('GET', adminPaths.audit)).statusCode).toBe(403);
  });
});

/**
 * Templated mail to internship applicants through the candidate-mail routes (`owner: 'internship'`),
 * on SQLite and PostgreSQL: the preview with the applicant's values, one mail and a bulk of two through
 * the outbox (company sender, the staff member's Reply-To), the history's "mail" entry, the optional
 * move to an internship step, the audit rows; unknown ids and the wrong kind of application refused
 * with nothing queued. (No session and another origin: console-access.test.ts walks every route.)
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import type { InternshipDetail } from '#contracts/admin/internships';
import type {
  CandidateMailPreview,
  CandidateMailRequest,
  CandidateMailResult,
  MailTemplates,
} from '#contracts/admin/mail';
import { adminPaths } from '#contracts/admin/paths';
import { as, useStaff } from '../../test-support/console-client';
import { describeEachDatabase } from '../../test-support/each-database';
import { postOpening, seedApplication, seedInternship } from '../../test-support/seed-applications';

describeEachDatabase('mail to internship applicants', (t) => {
  const recruiter = useStaff(t, 'recruiter');
  const tag = randomUUID().slice(0, 8);
  const intern = (first: string) =>
    seedInternship(t, {
      firstName: first,
      lastName: `Intern${tag}`,
      email: `${first.toLowerCase()}.${tag}@example.com`,
    });
  let base: Pick<CandidateMailRequest, 'owner' | 'subject' | 'body'>;

  let templates: MailTemplates['items'];
  beforeAll(async () => {
    templates = (await as(t, recruiter)('GET', adminPaths.mailTemplates)).json<MailTemplates>().items;
    const acknowledge = templates.find(
      (template) => template.purpose === 'acknowledge' && template.audience === 'internship',
    )!;
    base = { owner: 'internship', subject: acknowledge.subject, body: 'Dear {{firstName}}, about {{jobTitle}}.' };
  });

  it('has texts written for students: no client, no opening, an internship in the footer', async () => {
    const internship = templates.filter((template) => template.audience === 'internship');
    expect(internship.map((template) => template.purpose)).toEqual(['acknowledge', 'interview', 'reject']);
    for (const template of internship) expect(`${template.subject} ${template.body}`).not.toMatch(/client|opening/i);
    // The job applicants' texts come first, as before.
    expect(templates.slice(0, 3).map((template) => template.audience)).toEqual([
      'application',
      'application',
      'application',
    ]);

    const reject = internship.find((template) => template.purpose === 'reject')!;
    const id = await intern('Tara');
    const answer = await as(t, recruiter)('POST', adminPaths.candidateMails, {
      owner: 'internship',
      subject: reject.subject,
      body: reject.body,
      applicationIds: [id],
    });
    expect(answer.statusCode).toBe(201);
    const [row] = await outboxFor(`tara.${tag}@example.com`);
    expect(row?.text).toContain('Thank you for applying for the internship');
    expect(row?.text).toContain('because you applied for an internship with');
    expect(row?.text).not.toContain('applied for a job');
  });

  const outboxFor = (email: string) =>
    t.app.db.selectFrom('mail_outbox').selectAll().where('subject_email', '=', email).execute();
  const audits = async (id: string) =>
    t.app.db
      .selectFrom('audit_log')
      .select(['detail', 'target_type'])
      .where('action', '=', 'internship.mail')
      .where('target_id', '=', id)
      .execute();

  it('previews the first applicant’s mail with their values and queues nothing', async () => {
    const id = await intern('Meera');
    const answer = await as(t, recruiter)('POST', adminPaths.candidateMailPreview, {
      ...base,
      applicationIds: [id],
      moveTo: 'screening',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json<CandidateMailPreview>()).toMatchObject({
      count: 1,
      candidate: { id, name: `Meera Intern${tag}` },
      to: `meera.${tag}@example.com`,
      body: 'Dear Meera, about the internship.',
      moveTo: 'screening',
      sendAt: null,
    });
    expect(await outboxFor(`meera.${tag}@example.com`)).toEqual([]);
  });

  it('sends one with the staff member’s Reply-To, moves it to a step, and shows it on the application', async () => {
    const id = await intern('Ravi');
    const answer = await as(t, recruiter)('POST', adminPaths.candidateMails, {
      ...base,
      applicationIds: [id],
      moveTo: 'interview',
    });
    expect(answer.statusCode).toBe(201);
    const { sent } = answer.json<CandidateMailResult>();
    expect(sent).toEqual([{ applicationId: id, mailId: expect.any(String), sendAt: null }]);

    const [row] = await outboxFor(`ravi.${tag}@example.com`);
    expect(row).toMatchObject({ id: sent[0]!.mailId, kind: 'candidate', about_type: 'internship', about_id: id });
    expect(row?.reply_to).toContain(`<${recruiter.email}>`);
    expect(row?.text).toContain('Dear Ravi, about the internship.');
    expect(row?.html).toContain('Dear Ravi');

    const detail = (await as(t, recruiter)('GET', adminPaths.internship(id))).json<InternshipDetail>();
    expect(detail.status).toBe('interview');
    expect(detail.history.find((entry) => entry.kind === 'mail')?.note).toContain('Dear Ravi, about the internship.');
    expect(detail.history.some((entry) => entry.kind === 'status' && entry.toStatus === 'interview')).toBe(true);
    expect(detail.mails.map((mail) => mail.id)).toContain(sent[0]!.mailId);
    const [audit] = await audits(id);
    expect(audit?.target_type).toBe('internship');
    expect(JSON.parse(audit?.detail ?? '{}')).toMatchObject({ mail: sent[0]!.mailId, moveTo: 'interview' });
  });

  it('sends to two at once, each with their own name; a rejection asks for a reason and leaves at once', async () => {
    const ids = [await intern('Asha'), await intern('Bilal')];
    const api = as(t, recruiter);
    const request = { ...base, applicationIds: ids, moveTo: 'rejected' };
    expect((await api('POST', adminPaths.candidateMails, request)).statusCode).toBe(422);
    const answer = await api('POST', adminPaths.candidateMails, { ...request, reasonId: 'us-skills' });
    expect(answer.statusCode).toBe(201);
    expect(answer.json<CandidateMailResult>().sent.map((sent) => sent.sendAt)).toEqual([null, null]);
    for (const [index, first] of ['Asha', 'Bilal'].entries()) {
      const [row] = await outboxFor(`${first.toLowerCase()}.${tag}@example.com`);
      expect(row?.text).toContain(`Dear ${first},`);
      expect(row?.not_before ?? null).toBeNull();
      const detail = (await api('GET', adminPaths.internship(ids[index]!))).json<InternshipDetail>();
      expect(detail).toMatchObject({ status: 'rejected', reason: { id: 'us-skills' } });
      expect(await audits(ids[index]!)).toHaveLength(1);
    }
  });

  it('refuses unknown ids, a job application’s id and a job application’s stage, sending nothing', async () => {
    const id = await intern('Chen');
    const api = as(t, recruiter);
    const unknown = await api('POST', adminPaths.candidateMails, {
      ...base,
      applicationIds: [id, randomUUID()],
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ message: string }>().message).toBe('No such internship application.');

    const opening = await postOpening(t, recruiter, { title: 'QA Lead', descriptionHtml: '<p>Test.</p>' });
    const job = await seedApplication(t, {
      openingUuid: opening.uuid,
      name: 'Job Seeker',
      email: `job.${tag}@example.com`,
    });
    // A job application is not an internship application, and the reverse.
    expect((await api('POST', adminPaths.candidateMails, { ...base, applicationIds: [job] })).statusCode).toBe(404);
    const { owner: _owner, ...asJob } = base;
    expect((await api('POST', adminPaths.candidateMails, { ...asJob, applicationIds: [id] })).statusCode).toBe(404);
    // Each pipeline's steps are its own.
    const wrongStep = await api('POST', adminPaths.candidateMails, { ...base, applicationIds: [id], moveTo: 'placed' });
    expect(wrongStep.statusCode).toBe(400);
    expect(wrongStep.json<{ field: string }>().field).toBe('moveTo');
    const jobStep = await api('POST', adminPaths.candidateMails, { ...asJob, applicationIds: [job], moveTo: 'joined' });
    expect(jobStep.statusCode).toBe(400);
    expect(
      (await api('POST', adminPaths.candidateMails, { ...base, owner: 'client', applicationIds: [id] })).statusCode,
    ).toBe(400);

    expect(await outboxFor(`chen.${tag}@example.com`)).toEqual([]);
    expect(await outboxFor(`job.${tag}@example.com`)).toEqual([]);
    expect(await audits(id)).toEqual([]);
  });
});

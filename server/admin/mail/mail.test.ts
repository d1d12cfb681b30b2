/**
 * Mail to candidates on SQLite and PostgreSQL: the seeded templates, admins' edits (unknown merge
 * fields refused), the preview with real merge values (escaped), the send through the outbox (the
 * company's sender, the recruiter's Reply-To, the .ics of an invitation), its history entry and audit
 * rows, the bulk send with a stage move, bad input, and who may call what.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import type { ApplicationDetail } from '#contracts/admin/applications';
import type {
  CandidateMailPreview,
  CandidateMailRequest,
  CandidateMailResult,
  MailTemplate,
  MailTemplates,
} from '#contracts/admin/mail';
import type { OpeningDetail } from '#contracts/admin/openings';
import { adminPaths } from '#contracts/admin/paths';
import { as, type Staff, createStaff, signIn } from '../../test-support/console-client';
import { describeEachDatabase } from '../../test-support/each-database';
import { postOpening, seedApplication } from '../../test-support/seed-applications';

const INVITE = {
  date: '2026-12-03',
  time: '15:30',
  timeZone: 'Europe/Berlin',
  durationMinutes: 45,
  location: 'Northwind office, Pune',
  videoUrl: 'https://meet.example.com/abc-defg',
};

/** Polls (no fixed sleep) until `read` gives a value. */
async function eventually<T>(read: () => Promise<T | undefined>, what: string): Promise<T> {
  for (let i = 0; i < 200; i += 1) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describeEachDatabase('mail to candidates', (t) => {
  let admin: Staff;
  let ana: Staff;
  let opening: OpeningDetail;
  let templates: MailTemplate[];

  const staff = async (role: 'admin' | 'recruiter', name: string): Promise<Staff> => {
    const account = await createStaff(t, role, { name });
    return { ...account, cookie: (await signIn(t, account)).cookie };
  };
  const apply = (name: string, email: string) => seedApplication(t, { openingUuid: opening.uuid, name, email });
  const audit = async (action: string) =>
    t.app.db.selectFrom('audit_log').selectAll().where('action', '=', action).execute();
  const templateFor = (purpose: string) => templates.find((template) => template.purpose === purpose)!;

  beforeAll(async () => {
    admin = await staff('admin', 'Ada Admin');
    ana = await staff('recruiter', 'Ana Recruiter');
    opening = await postOpening(t, ana, { title: 'QA Lead', descriptionHtml: '<p>Test.</p>' });
    templates = (await as(t, ana)('GET', adminPaths.mailTemplates)).json<MailTemplates>().items;
  });

  it('seeds three templates for job applicants, then three for internship applicants, every staff member may read', async () => {
    const answer = await as(t, ana)('GET', adminPaths.mailTemplates);
    expect(answer.statusCode).toBe(200);
    expect(answer.json<MailTemplates>().items).toEqual(templates);
    expect(templates.map((template) => `${template.audience} ${template.purpose}`)).toEqual([
      'application acknowledge',
      'application interview',
      'application reject',
      'internship acknowledge',
      'internship interview',
      'internship reject',
    ]);
    expect(templateFor('interview').body).toContain('{{firstName}}');
  });

  it('lets admins add, edit and delete templates, audited, and refuses unknown merge fields', async () => {
    const api = as(t, admin);
    const input = {
      name: 'Offer call',
      purpose: 'other',
      subject: 'A call about {{jobTitle}}',
      body: 'Hi {{firstName}},\n\nCall me.',
    };
    const created = await api('POST', adminPaths.mailTemplates, input);
    expect(created.statusCode).toBe(201);
    const template = created.json<MailTemplate>();
    expect(template).toMatchObject({ ...input, updatedBy: 'Ada Admin' });

    const bad = await api('PUT', adminPaths.mailTemplate(template.id), {
      ...input,
      body: 'Hi {{first_name}} and {{salary}}',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ field: string; message: string }>()).toMatchObject({ field: 'body' });
    expect(bad.json<{ message: string }>().message).toContain('unknown merge field: use only {{firstName}}');

    const edited = await api('PUT', adminPaths.mailTemplate(template.id), { ...input, name: 'Offer call (short)' });
    expect(edited.json<MailTemplate>().name).toBe('Offer call (short)');
    expect((await api('DELETE', adminPaths.mailTemplate(template.id))).statusCode).toBe(204);
    expect((await api('DELETE', adminPaths.mailTemplate(template.id))).statusCode).toBe(404);
    expect((await audit('mail-template.create')).length).toBe(1);
    expect((await audit('mail-template.update')).length).toBe(1);
    expect((await audit('mail-template.delete')).length).toBe(1);
  });

  it('refuses template changes to recruiters, requests without a session and from another origin', async () => {
    const input = { name: 'X', purpose: 'other', subject: 'S', body: 'B' };
    const id = templateFor('reject').id;
    expect((await as(t, ana)('POST', adminPaths.mailTemplates, input)).statusCode).toBe(403);
    expect((await as(t, ana)('PUT', adminPaths.mailTemplate(id), input)).statusCode).toBe(403);
    expect((await as(t, ana)('DELETE', adminPaths.mailTemplate(id))).statusCode).toBe(403);
    expect((await as(t, null)('GET', adminPaths.mailTemplates)).statusCode).toBe(401);
    expect(
      (await as(t, admin)('POST', adminPaths.mailTemplates, input, { origin: 'https://evil.example' })).statusCode,
    ).toBe(403);
    const one = await apply('Solo Person', 'solo@example.com');
    const mail = { applicationIds: [one], subject: 'S', body: 'B' };
    expect((await as(t, null)('POST', adminPaths.candidateMails, mail)).statusCode).toBe(401);
    expect((await as(t, null)('POST', adminPaths.candidateMailPreview, mail)).statusCode).toBe(401);
    for (const url of [adminPaths.candidateMails, adminPaths.candidateMailPreview]) {
      expect((await as(t, ana)('POST', url, mail, { origin: 'https://evil.example' })).statusCode).toBe(403);
    }
    expect(await t.app.db.selectFrom('mail_outbox').select('id').where('kind', '=', 'candidate').execute()).toEqual([]);
  });

  it('previews the first candidate’s mail with real values, escaped', async () => {
    const id = await apply('Grace <b>Hopper</b>', 'grace@example.com');
    const interview = templateFor('interview');
    const answer = await as(t, ana)('POST', adminPaths.candidateMailPreview, {
      applicationIds: [id],
      templateId: interview.id,
      subject: interview.subject,
      body: `${interview.body}\n\nP.S. <img src=x onerror=alert(1)> & more`,
      invite: INVITE,
    } satisfies CandidateMailRequest);
    expect(answer.statusCode).toBe(200);
    const preview = answer.json<CandidateMailPreview>();
    expect(preview).toMatchObject({
      count: 1,
      to: 'grace@example.com',
      subject: 'Interview for QA Lead',
      replyTo: '"Ana Recruiter" <' + ana.email + '>',
      from: t.config.mail.from,
    });
    expect(preview.body).toMatch(/^Dear Grace,/);
    expect(preview.body).toContain('Ana Recruiter\nNorthwind');
    expect(preview.html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; more');
    expect(preview.html).not.toContain('<img src=x');
    expect(preview.invite?.when).toBe('Thu, 3 Dec 2026, 15:30–16:15 (Europe/Berlin)');
    expect(preview.invite?.ics).toContain('DTSTART:20261203T143000Z');
    // A preview queues nothing.
    expect(
      await t.app.db.selectFrom('mail_outbox').select('id').where('subject_email', '=', 'grace@example.com').execute(),
    ).toEqual([]);
  });

  it('sends an invitation with its .ics from the company with the recruiter as Reply-To, on the history and audit log', async () => {
    const id = await apply('Katherine Johnson', 'kj@example.com');
    const interview = templateFor('interview');
    const answer = await as(t, ana)('POST', adminPaths.candidateMails, {
      applicationIds: [id],
      templateId: interview.id,
      subject: interview.subject,
      body: interview.body,
      moveTo: 'client_interview',
      invite: INVITE,
    } satisfies CandidateMailRequest);
    expect(answer.statusCode).toBe(201);
    const { sent } = answer.json<CandidateMailResult>();
    expect(sent).toHaveLength(1);

    const row = await t.app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('id', '=', sent[0]!.mailId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'candidate', subject: 'Interview for QA Lead', subject_email: 'kj@example.com' });
    expect(JSON.parse(row.to_addresses)).toEqual(['kj@example.com']);
    expect(row.reply_to).toBe(`"Ana Recruiter" <${ana.email}>`);
    expect(row.text).toContain('Dear Katherine,');

    // The outbox worker delivers it (here as an .eml file): Reply-To, and the invite as text/calendar.
    await t.app.outboxWorker.runOnce();
    const eml = await eventually(async () => {
      try {
        return await fs.readFile(path.join(t.dataDir, 'mail', `${row.id}.eml`), 'utf8');
      } catch {
        return undefined;
      }
    }, 'the delivered mail');
    expect(eml).toMatch(/^Reply-To: Ana Recruiter <.+>$/m);
    expect(eml).toMatch(/^From: Northwind Technologies <no-reply@northwind\.example>$/m);
    expect(eml).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST; name=invite\.ics/);
    const ics = Buffer.from(
      eml.split('filename=invite.ics')[1]!.split(/\n\n/)[1]!.split('\n--')[0]!.replace(/\s/g, ''),
      'base64',
    ).toString('utf8');
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain('DTSTART:20261203T143000Z');
    expect(ics).toContain('DURATION:PT45M');
    expect(ics).toContain('LOCATION:Northwind office\\, Pune');
    expect(ics).toContain(`ORGANIZER;CN="Ana Recruiter":MAILTO:${ana.email}`);
    expect(ics.replace(/\r\n\t/g, '')).toMatch(/ATTENDEE;RSVP=TRUE;.*CN="Katherine Johnson":mailto:kj@example\.com/);

    const detail = (await as(t, ana)('GET', adminPaths.application(id))).json<ApplicationDetail>();
    expect(detail.status).toBe('client_interview');
    const mailEntry = detail.history.find((entry) => entry.kind === 'mail');
    expect(mailEntry?.by.name).toBe('Ana Recruiter');
    expect(mailEntry?.note).toContain('Interview for QA Lead\n\nDear Katherine,');
    expect(mailEntry?.note).toContain('Calendar invite: Thu, 3 Dec 2026, 15:30–16:15 (Europe/Berlin)');
    expect(detail.history.some((entry) => entry.kind === 'status' && entry.toStatus === 'client_interview')).toBe(true);
    expect(detail.mails.map((mail) => mail.subject)).toContain('Interview for QA Lead');

    const rows = (await audit('application.mail')).filter((entry) => entry.target_id === id);
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.detail ?? '{}')).toMatchObject({
      invite: true,
      moveTo: 'client_interview',
      template: interview.id,
    });
  });

  it('rejects many with a template: one mail each with their own values, each moved to Rejected', async () => {
    const ids = [await apply('Alan Turing', 'alan@example.com'), await apply('Edsger Dijkstra', 'edsger@example.com')];
    const reject = templateFor('reject');
    const request = {
      applicationIds: ids,
      templateId: reject.id,
      subject: reject.subject,
      body: reject.body,
      moveTo: 'rejected',
      reasonId: 'us-skills',
    };
    const preview = (await as(t, ana)('POST', adminPaths.candidateMailPreview, request)).json<CandidateMailPreview>();
    expect(preview).toMatchObject({ count: 2, candidate: { id: ids[0], name: 'Alan Turing' }, moveTo: 'rejected' });
    const answer = await as(t, ana)('POST', adminPaths.candidateMails, request);
    expect(answer.statusCode).toBe(201);
    const texts = await t.app.db
      .selectFrom('mail_outbox')
      .select(['subject_email', 'text'])
      .where(
        'id',
        'in',
        answer.json<CandidateMailResult>().sent.map((s) => s.mailId),
      )
      .execute();
    expect(texts.find((m) => m.subject_email === 'alan@example.com')?.text).toContain('Dear Alan,');
    expect(texts.find((m) => m.subject_email === 'edsger@example.com')?.text).toContain('Dear Edsger,');
    for (const id of ids) {
      const detail = (await as(t, ana)('GET', adminPaths.application(id))).json<ApplicationDetail>();
      expect(detail.status).toBe('rejected');
    }
  });

  it('refuses bad input and sends nothing', async () => {
    const id = await apply('Barbara Liskov', 'barbara@example.com');
    const api = as(t, ana);
    const base = { applicationIds: [id], subject: 'Hello', body: 'Hi {{firstName}}' };
    const cases: [object, string][] = [
      [{ ...base, applicationIds: [] }, 'applicationIds'],
      [{ ...base, applicationIds: Array.from({ length: 201 }, () => crypto.randomUUID()) }, 'applicationIds'],
      [{ ...base, applicationIds: [id, id] }, 'applicationIds'],
      [{ ...base, applicationIds: ['not-a-uuid'] }, 'applicationIds.0'],
      [{ ...base, body: 'Hi {{candidateName}}' }, 'body'],
      [{ ...base, subject: 'Two\nlines' }, 'subject'],
      [{ ...base, subject: '' }, 'subject'],
      [{ ...base, moveTo: 'fired' }, 'moveTo'],
      [{ ...base, invite: { ...INVITE, timeZone: 'Mars/Olympus' } }, 'invite.timeZone'],
      [{ ...base, invite: { ...INVITE, time: '25:00' } }, 'invite.time'],
      [{ ...base, invite: { ...INVITE, location: '', videoUrl: '' } }, 'invite.location'],
      [{ ...base, invite: { ...INVITE, videoUrl: 'javascript:alert(1)' } }, 'invite.videoUrl'],
    ];
    for (const [payload, field] of cases) {
      const answer = await api('POST', adminPaths.candidateMails, payload);
      expect(answer.statusCode, field).toBe(400);
      expect(answer.json<{ field: string }>().field, field).toBe(field);
    }
    const missing = await api('POST', adminPaths.candidateMails, {
      ...base,
      applicationIds: [id, crypto.randomUUID()],
    });
    expect(missing.statusCode).toBe(404);
    expect(
      await t.app.db
        .selectFrom('mail_outbox')
        .select('id')
        .where('subject_email', '=', 'barbara@example.com')
        .execute(),
    ).toEqual([]);
  });
});

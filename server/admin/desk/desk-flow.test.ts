/**
 * The desk's flow on SQLite and PostgreSQL: a submittal (the client's contacts get the client-ready
 * PDF, which holds the skills and not the candidate's phone or e-mail; the original resume only when
 * ticked), the client's answer, a client interview set in IST for a US panel (every mail states the
 * invite's time in its reader's zone; reschedule: same UID, SEQUENCE 1; cancel: METHOD:CANCEL), and a
 * placement (bill 95, pay 70 → margin 25, markup 35.7 %; recruiters see the pay rate only and cannot
 * record one) that Home lists while it ends within the person's days. Every change is audited; no
 * session, another origin and the wrong role are refused.
 */
import { beforeAll, expect, it } from 'vitest';
import type { ApplicationDetail } from '#contracts/admin/applications';
import type { DeskToday } from '#contracts/admin/desk';
import type { Interview, InterviewRequest } from '#contracts/admin/interviews';
import type { OpeningDetail } from '#contracts/admin/openings';
import { adminPaths } from '#contracts/admin/paths';
import type { Placement, PlacementsPage } from '#contracts/admin/placements';
import type { Submittal, SubmittalDraft, SubmittalRequestInput } from '#contracts/admin/submittals';
import { as, useStaff } from '../../test-support/console-client';
import { describeEachDatabase } from '../../test-support/each-database';
import { pdfText } from '../../test-support/pdf-text';
import { postOpening, seedApplication } from '../../test-support/seed-applications';
import { calendarOf, deliveredMail, mimePart, plainText } from '../../test-support/sent-mail';
import { DESK_STAGES } from '../../desk/desk-stages';

const API = '/api/admin';
const DAY_MS = 86_400_000;
const dayIn = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

const CANDIDATE = { name: 'Arun Kumar', email: 'arun.kumar@example.com', phone: '+91 98765 43210' };

describeEachDatabase('the desk: submittals, client interviews, placements', (t) => {
  const admin = useStaff(t, 'admin');
  const ana = useStaff(t, 'recruiter');
  let opening: OpeningDetail;
  let applicationId: string;

  beforeAll(async () => {
    opening = await postOpening(t, ana, { title: 'Senior Java Engineer', descriptionHtml: '<p>Java.</p>' });
    applicationId = await seedApplication(t, { openingUuid: opening.uuid, ...CANDIDATE, city: 'Pune' });
  });

  const auditOf = async (action: string) =>
    t.app.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'target_id', 'detail'])
      .where('action', '=', action)
      .execute();
  const statusOf = async (id: string) =>
    (await as(t, ana)('GET', adminPaths.application(id))).json<ApplicationDetail>().status;

  const submittal = (overrides: Partial<SubmittalRequestInput> = {}): SubmittalRequestInput => ({
    applicationId,
    recipients: [{ name: 'Dana Whitfield', email: 'dana@client.example' }],
    summary: `Nine years of Java and Spring Boot; led payments at a bank. Call him on ${CANDIDATE.phone}.`,
    rateOffered: 95,
    currency: 'USD',
    rateUnit: 'hour',
    profile: {
      headline: 'Senior Java engineer, 9 years',
      skills: ['Java 21', 'Spring Boot', 'Kafka'],
      experience: `Lead engineer, Acme Bank (2019–2026). ${CANDIDATE.email}`,
      education: 'B.Tech, Computer Science',
      availability: 'Two weeks',
      workAuthorization: 'H-1B',
      location: 'Pune, India',
    },
    attachProfile: true,
    attachResume: false,
    ...overrides,
  });

  it('refuses every desk route without a session, from another origin, and placements to recruiters', async () => {
    for (const [method, url] of [
      ['GET', `${API}/submittals`],
      ['POST', `${API}/submittals`],
      ['GET', `${API}/interviews`],
      ['POST', `${API}/interviews`],
      ['GET', `${API}/placements`],
      ['POST', `${API}/placements`],
      ['GET', `${API}/desk/today`],
      ['PUT', `${API}/desk/settings`],
    ] as const) {
      expect((await as(t, null)(method, url, method === 'GET' ? undefined : {})).statusCode, url).toBe(401);
      if (method !== 'GET') {
        const foreign = await as(t, admin)(method, url, {}, { origin: 'https://evil.example' });
        expect(foreign.statusCode, url).toBe(403);
      }
    }
    const denied = await as(t, ana)('POST', `${API}/placements`, { applicationId, kind: 'contract' });
    expect(denied.statusCode).toBe(403);
    expect((await auditOf('access.denied')).some((row) => row.actor_id === ana.id)).toBe(true);
  });

  it('offers the form prefilled from the record, without contact details', async () => {
    const answer = await as(t, ana)('GET', `${API}/submittals/draft?applicationId=${applicationId}`);
    expect(answer.statusCode).toBe(200);
    const draft = answer.json<SubmittalDraft>();
    expect(draft.candidate.name).toBe(CANDIDATE.name);
    expect(draft.profile.availability).toBe('Immediate');
    expect(draft.hasResume).toBe(false);
    expect(answer.body).not.toContain(CANDIDATE.email);
    expect(answer.body).not.toContain('98765');
  });

  it('submits a candidate: the contact gets the client-ready PDF with the skills and without phone or e-mail', async () => {
    const noResume = await as(t, ana)('POST', `${API}/submittals`, submittal({ attachResume: true }));
    expect(noResume.statusCode).toBe(422);
    const bad = await as(t, ana)('POST', `${API}/submittals`, submittal({ recipients: [] }));
    expect(bad.statusCode).toBe(400);

    const pdfPreview = await as(t, ana)('POST', `${API}/submittals/profile-preview`, submittal());
    expect(pdfPreview.statusCode).toBe(200);
    expect(pdfPreview.headers['content-type']).toBe('application/pdf');

    const answer = await as(t, ana)('POST', `${API}/submittals`, submittal());
    expect(answer.statusCode).toBe(201);
    const sent = answer.json<Submittal>();
    expect(sent.state).toBe('submitted');
    expect(sent.sent).toEqual(['Arun-Kumar-profile.pdf']);
    expect(await statusOf(applicationId)).toBe(DESK_STAGES.submitted);

    const raw = await deliveredMail(t, sent.mailId ?? '');
    expect(raw).toMatch(/^From: Northwind Technologies <no-reply@northwind\.example>$/m);
    expect(raw).toMatch(/^Reply-To: "?recruiter person"? <.+>$/m);
    expect(raw).toMatch(/^To: dana@client\.example$/m);
    const text = plainText(raw);
    expect(text).toContain('USD 95.00/h');
    expect(text).not.toContain(CANDIDATE.email);
    expect(text).not.toContain('98765');
    const pdf = mimePart(raw, /^Content-Type: application\/pdf/im).body;
    const pdfWords = await pdfText(pdf);
    expect(pdfWords).toContain('Spring Boot');
    expect(pdfWords).toContain('Kafka');
    expect(pdfWords).not.toContain(CANDIDATE.email);
    expect(pdfWords).not.toMatch(/98765|43210/);

    const detail = (await as(t, ana)('GET', adminPaths.application(applicationId))).json<ApplicationDetail>();
    const entry = detail.history.find((h) => h.kind === 'mail');
    expect(entry?.note).toContain('Submitted to Dana Whitfield <dana@client.example>');
    expect(entry?.note).toContain('Sent: Arun-Kumar-profile.pdf');
    expect((await auditOf('submittal.create'))[0]).toMatchObject({ actor_id: ana.id, target_id: sent.id });

    // The client's answer: a rejection needs a reason; an interview request moves it on.
    const noReason = await as(t, ana)('POST', `${API}/submittals/${sent.id}/answer`, {
      answer: 'rejected',
      date: dayIn(0),
    });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json<{ field?: string }>().field).toBe('reason');
    const asked = await as(t, ana)('POST', `${API}/submittals/${sent.id}/answer`, {
      answer: 'interview_requested',
      date: dayIn(0),
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json<Submittal>()).toMatchObject({ state: 'interview_requested', answerDate: dayIn(0) });
    expect(await statusOf(applicationId)).toBe(DESK_STAGES.clientInterview);
    expect((await auditOf('submittal.answer')).length).toBe(1);
    const list = await as(t, ana)('GET', `${API}/submittals?state=interview_requested`);
    expect(list.json<{ total: number }>().total).toBe(1);
  });

  it('schedules in IST for a US panel: each mail states the invite’s time in its reader’s zone; reschedule and cancel update it', async () => {
    const request: InterviewRequest = {
      applicationId,
      round: 'technical',
      date: '2026-12-02',
      time: '20:30',
      timeZone: 'Asia/Kolkata',
      durationMinutes: 60,
      location: '',
      videoUrl: 'https://meet.example.com/arun-java',
      panel: [{ kind: 'contact', name: 'Dana Whitfield', email: 'dana@client.example', timeZone: 'America/Chicago' }],
      candidateTimeZone: 'Asia/Kolkata',
      message: 'Please join five minutes early ({{interview.length}}).',
    };
    const answer = await as(t, ana)('POST', `${API}/interviews`, request);
    expect(answer.statusCode).toBe(201);
    const interview = answer.json<Interview>();
    expect(interview).toMatchObject({ startsAt: '2026-12-02T15:00:00.000Z', sequence: 0, state: 'scheduled' });
    expect(interview.mails.map((m) => [m.role, m.when])).toEqual([
      ['candidate', 'Wed 2 Dec 2026, 20:30–21:30 India (IST)'],
      ['panel', 'Wed 2 Dec 2026, 09:00–10:00 US Central (CST)'],
    ]);

    const [toCandidate, toPanel] = await Promise.all(interview.mails.map((m) => deliveredMail(t, m.mailId)));
    const candidateText = plainText(toCandidate ?? '');
    expect(candidateText).toContain('Wed 2 Dec 2026 at 20:30–21:30 India (IST)');
    expect(candidateText).toContain('Please join five minutes early (1 hour).');
    expect(candidateText).toContain('https://meet.example.com/arun-java');
    const panelText = plainText(toPanel ?? '');
    expect(panelText).toContain('Wed 2 Dec 2026 at 09:00–10:00 US Central (CST)');
    expect(panelText).not.toContain(CANDIDATE.email);
    const candidateIcs = calendarOf(toCandidate ?? '');
    const panelIcs = calendarOf(toPanel ?? '');
    for (const ics of [candidateIcs, panelIcs]) {
      expect(ics).toContain('METHOD:REQUEST');
      expect(ics).toContain('DTSTART:20261202T150000Z');
      expect(ics).toContain('DURATION:PT60M');
      expect(ics).toContain(`UID:${interview.uid}`);
      expect(ics).toContain('SEQUENCE:0');
    }
    expect(panelIcs).not.toContain(CANDIDATE.email);

    const moved = await as(t, ana)('PUT', `${API}/interviews/${interview.id}`, {
      ...request,
      applicationId: undefined,
      time: '21:00',
    });
    expect(moved.statusCode).toBe(200);
    const rescheduled = moved.json<Interview>();
    expect(rescheduled).toMatchObject({ uid: interview.uid, sequence: 1, startsAt: '2026-12-02T15:30:00.000Z' });
    const movedMail = await deliveredMail(t, rescheduled.mails[1]?.mailId ?? '');
    expect(plainText(movedMail)).toContain('09:30–10:30 US Central (CST)');
    const movedIcs = calendarOf(movedMail);
    expect(movedIcs).toContain(`UID:${interview.uid}`);
    expect(movedIcs).toContain('SEQUENCE:1');
    expect(movedIcs).toContain('DTSTART:20261202T153000Z');

    const today = (await as(t, ana)('GET', `${API}/interviews?from=2026-12-02&to=2026-12-02`)).json<{
      items: Interview[];
    }>();
    expect(today.items.map((i) => i.id)).toContain(interview.id);

    const cancelled = await as(t, ana)('POST', `${API}/interviews/${interview.id}/cancel`, {
      reason: 'The client filled the role',
    });
    expect(cancelled.json<Interview>()).toMatchObject({ state: 'cancelled', sequence: 2 });
    const cancelIcs = calendarOf(await deliveredMail(t, cancelled.json<Interview>().mails[0]?.mailId ?? ''));
    expect(cancelIcs).toContain('METHOD:CANCEL');
    expect(cancelIcs).toContain('STATUS:CANCELLED');
    expect(cancelIcs).toContain('SEQUENCE:2');
    expect((await as(t, ana)('POST', `${API}/interviews/${interview.id}/cancel`, {})).statusCode).toBe(409);
    expect((await auditOf('interview.schedule')).length).toBe(1);
    expect((await auditOf('interview.reschedule')).length).toBe(1);
    expect((await auditOf('interview.cancel')).length).toBe(1);
  });

  it('records a placement with margin and markup; recruiters see the pay rate only; Home lists it as ending', async () => {
    const offered = (await as(t, ana)('GET', `${API}/submittals?applicationId=${applicationId}`)).json<{
      items: Submittal[];
    }>();
    await as(t, ana)('POST', `${API}/submittals/${offered.items[0]?.id ?? ''}/answer`, {
      answer: 'offer',
      date: dayIn(0),
    });
    expect(await statusOf(applicationId)).toBe(DESK_STAGES.offer);

    const placement = {
      applicationId,
      kind: 'contract',
      startDate: dayIn(-60),
      endDate: dayIn(20),
      currency: 'USD',
      rateUnit: 'hour',
      billRate: 95,
      payRate: 70,
    };
    const upside = await as(t, admin)('POST', `${API}/placements`, { ...placement, billRate: 60 });
    expect(upside.statusCode).toBe(400);
    const answer = await as(t, admin)('POST', `${API}/placements`, placement);
    expect(answer.statusCode).toBe(201);
    const placed = answer.json<Placement>();
    expect(placed).toMatchObject({
      billRate: 95,
      payRate: 70,
      margin: 25,
      markupPercent: 35.7,
      marginPercent: 26.3,
      daysLeft: 20,
    });
    expect(await statusOf(applicationId)).toBe(DESK_STAGES.placed);
    expect((await as(t, admin)('POST', `${API}/placements`, placement)).statusCode).toBe(409);

    const seen = (await as(t, ana)('GET', `${API}/placements/${placed.id}`)).json<Placement>();
    expect(seen).toMatchObject({ payRate: 70, billRate: null, margin: null, markupPercent: null, ratesHidden: true });
    const page = await as(t, ana)('GET', `${API}/placements?endingWithin=30`);
    expect(page.json<PlacementsPage>().items.map((p) => p.id)).toEqual([placed.id]);
    expect(page.body).not.toContain('9500');
    expect((await as(t, ana)('GET', `${API}/placements?endingWithin=10`)).json<PlacementsPage>().total).toBe(0);

    const home = (await as(t, admin)('GET', `${API}/desk/today?timeZone=Asia/Kolkata`)).json<DeskToday>();
    expect(home.endingDays).toBe(30);
    expect(home.ending.map((p) => [p.candidate.name, p.margin])).toEqual([[CANDIDATE.name, 25]]);
    const shorter = await as(t, admin)('PUT', `${API}/desk/settings`, { endingDays: 10 });
    expect(shorter.json<DeskToday>()).toMatchObject({ endingDays: 10, ending: [] });
    expect((await as(t, admin)('PUT', `${API}/desk/settings`, { endingDays: 0 })).statusCode).toBe(400);
    expect(await auditOf('desk.settings')).toEqual([
      expect.objectContaining({ actor_id: admin.id, detail: JSON.stringify({ endingDays: 10 }) }),
    ]);
    expect((await auditOf('placement.create'))[0]).toMatchObject({ actor_id: admin.id, target_id: placed.id });
  });

  it('leaves nothing of the desk behind when the candidate is erased', async () => {
    const erase = await as(t, admin)('POST', adminPaths.privacyErase, {
      email: CANDIDATE.email,
      confirmation: `erase ${CANDIDATE.email}`,
    });
    expect([200, 201]).toContain(erase.statusCode);
    for (const table of ['submittals', 'interviews', 'placements'] as const) {
      const rows = await t.app.db.selectFrom(table).select('id').where('application_id', '=', applicationId).execute();
      expect(rows, table).toEqual([]);
    }
  });
});

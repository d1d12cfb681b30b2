/**
 * The desk's records follow the requirement scope, on both databases: a recruiter reads the clients,
 * submittals, client interviews, placements, Home's desk part and reports of their own and shared
 * requirements; one of another recruiter's unshared requirement answers 404 to reads and changes
 * alike and is left out of every list; admins and account managers see all. No session: 401;
 * another origin: 403 (the routes' own tests cover the wrong role).
 */
import { beforeAll, expect, it } from 'vitest';
import type { ClientDetail, ClientsPage } from '#contracts/admin/clients';
import type { DeskToday } from '#contracts/admin/desk';
import type { Interview, InterviewsPage } from '#contracts/admin/interviews';
import type { OpeningDetail } from '#contracts/admin/openings';
import { adminPaths } from '#contracts/admin/paths';
import type { Placement, PlacementsPage } from '#contracts/admin/placements';
import type { Report } from '#contracts/admin/reports';
import type { Submittal, SubmittalsPage } from '#contracts/admin/submittals';
import { as, useStaff } from '../../test-support/console-client';
import { describeEachDatabase } from '../../test-support/each-database';
import { postOpening, seedApplication } from '../../test-support/seed-applications';

const API = '/api/admin';
const DAY_MS = 86_400_000;
const dayIn = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
const KEYS = ['own', 'others', 'shared'] as const;
type Key = (typeof KEYS)[number];
type Records = { client: string; opening: OpeningDetail; application: string; submittal: string; interview: string };

describeEachDatabase('the desk follows the requirement scope', (t) => {
  const manager = useStaff(t, 'account_manager');
  const admin = useStaff(t, 'admin');
  const recruiter = useStaff(t, 'recruiter');
  const colleague = useStaff(t, 'recruiter');
  const records = {} as Record<Key, Records & { placement: string }>;

  beforeAll(async () => {
    const owners = { own: recruiter.id, others: colleague.id, shared: colleague.id };
    for (const key of KEYS) {
      const client = (
        await as(t, manager)('POST', adminPaths.clients, {
          name: `Scope ${key} client`,
          description: `a ${key} insurer`,
          industry: 'Insurance',
          location: 'Austin, TX',
          website: '',
          domain: '',
          ownerId: null,
        })
      ).json<ClientDetail>();
      const opening = await postOpening(t, manager, { title: `Desk scope ${key} role`, descriptionHtml: '<p>Go.</p>' });
      await t.app.db
        .updateTable('openings')
        .set({ client_id: client.id, owner_id: owners[key], shared: key === 'shared' ? 1 : 0, status: 'published' })
        .where('req_id', '=', opening.reqId)
        .execute();
      const application = await seedApplication(t, {
        openingUuid: opening.uuid,
        name: `Desk ${key} candidate`,
        email: `desk-scope-${key}@example.com`,
      });
      const submittal = await as(t, admin)('POST', `${API}/submittals`, {
        applicationId: application,
        recipients: [{ name: 'Dana Client', email: `dana-${key}@client.example` }],
        summary: 'Java, Spring Boot.',
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
          location: '',
        },
        attachProfile: false,
        attachResume: false,
      });
      expect(submittal.statusCode, key).toBe(201);
      const interview = await as(t, admin)('POST', `${API}/interviews`, {
        applicationId: application,
        round: 'technical',
        date: dayIn(0),
        time: '12:00',
        timeZone: 'UTC',
        durationMinutes: 60,
        location: '',
        videoUrl: 'https://meet.example.com/scope',
        panel: [{ kind: 'contact', name: 'Dana Client', email: `dana-${key}@client.example`, timeZone: 'UTC' }],
        candidateTimeZone: 'UTC',
        message: '',
      });
      expect(interview.statusCode, key).toBe(201);
      const placement = await as(t, admin)('POST', `${API}/placements`, {
        applicationId: application,
        kind: 'contract',
        startDate: dayIn(-30),
        endDate: dayIn(10),
        currency: 'USD',
        rateUnit: 'hour',
        billRate: 95,
        payRate: 70,
      });
      expect(placement.statusCode, key).toBe(201);
      records[key] = {
        client: client.id,
        opening,
        application,
        submittal: submittal.json<Submittal>().id,
        interview: interview.json<Interview>().id,
        placement: placement.json<Placement>().id,
      };
    }
  });

  const idsOf = (page: { items: ReadonlyArray<{ id: string }> }) => page.items.map((item) => item.id);

  it("answers 404 for the records of another's unshared requirement, to reads and changes alike", async () => {
    const api = as(t, recruiter);
    const others = records.others;
    const refused = [
      ['GET', adminPaths.client(others.client)],
      ['POST', `${adminPaths.client(others.client)}/notes`, { text: 'Mine now.' }],
      ['GET', `${API}/submittals/${others.submittal}`],
      ['GET', `${API}/submittals/${others.submittal}/profile`],
      ['POST', `${API}/submittals/${others.submittal}/answer`, { answer: 'offer', date: dayIn(0) }],
      ['GET', `${API}/submittals/draft?applicationId=${others.application}`],
      ['GET', `${API}/interviews/${others.interview}`],
      ['POST', `${API}/interviews/${others.interview}/cancel`, {}],
      ['GET', `${API}/placements/${others.placement}`],
      ['GET', `${API}/reports/funnel?range=30d&reqId=${others.opening.reqId}`],
    ] as const;
    for (const [method, url, body] of refused) {
      const answer = await api(method, url, body);
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
    }
    // Nothing changed: the submittal and the interview are as they were.
    const submittal = (await as(t, admin)('GET', `${API}/submittals/${others.submittal}`)).json<Submittal>();
    expect(submittal.state).toBe('submitted');
    const interview = (await as(t, admin)('GET', `${API}/interviews/${others.interview}`)).json<Interview>();
    expect(interview.state).toBe('scheduled');
    const notes = await t.app.db
      .selectFrom('review_events')
      .select('id')
      .where('subject_type', '=', 'client')
      .where('subject_id', '=', others.client)
      .where('kind', '=', 'note')
      .execute();
    expect(notes).toEqual([]);

    // A new submittal or interview on another's application is refused too.
    const submit = await api('POST', `${API}/interviews`, {
      applicationId: others.application,
      round: 'technical',
      date: dayIn(1),
      time: '12:00',
      timeZone: 'UTC',
      durationMinutes: 30,
      location: 'Office',
      videoUrl: '',
      panel: [{ kind: 'staff', name: 'Pat', email: 'pat@northwind.example', timeZone: 'UTC' }],
    });
    expect(submit.statusCode).toBe(404);
  });

  it('opens the records of their own and shared requirements', async () => {
    const api = as(t, recruiter);
    for (const key of ['own', 'shared'] as const) {
      const mine = records[key];
      for (const url of [
        adminPaths.client(mine.client),
        `${API}/submittals/${mine.submittal}`,
        `${API}/interviews/${mine.interview}`,
        `${API}/placements/${mine.placement}`,
        `${API}/reports/funnel?range=30d&reqId=${mine.opening.reqId}`,
      ]) {
        expect((await api('GET', url)).statusCode, url).toBe(200);
      }
    }
    // Admins and account managers open every one.
    for (const desk of [admin, manager]) {
      for (const url of [
        adminPaths.client(records.others.client),
        `${API}/submittals/${records.others.submittal}`,
        `${API}/interviews/${records.others.interview}`,
        `${API}/placements/${records.others.placement}`,
      ]) {
        expect((await as(t, desk)('GET', url)).statusCode, url).toBe(200);
      }
    }
  });

  it("leaves another's unshared requirement's records out of a recruiter's lists", async () => {
    const lists = async (who: { cookie: string }) => {
      const api = as(t, who);
      const clients = (await api('GET', `${adminPaths.clients}?pageSize=100`)).json<ClientsPage>();
      const submittals = (await api('GET', `${API}/submittals?pageSize=100`)).json<SubmittalsPage>();
      const interviews = (await api('GET', `${API}/interviews?pageSize=100&from=${dayIn(-1)}`)).json<InterviewsPage>();
      const placements = (await api('GET', `${API}/placements?pageSize=100`)).json<PlacementsPage>();
      const today = (await api('GET', `${API}/desk/today?timeZone=UTC`)).json<DeskToday>();
      return {
        clients: idsOf(clients),
        clientsTotal: clients.total === clients.items.length,
        submittals: idsOf(submittals),
        interviews: idsOf(interviews),
        placements: idsOf(placements),
        todays: idsOf({ items: today.interviews }),
        ending: idsOf({ items: today.ending }),
      };
    };
    const mine = await lists(recruiter);
    const kinds = ['submittal', 'interview', 'placement'] as const;
    const listOf = { submittal: 'submittals', interview: 'interviews', placement: 'placements' } as const;
    for (const kind of kinds) {
      expect(mine[listOf[kind]], kind).toEqual(expect.arrayContaining([records.own[kind], records.shared[kind]]));
      expect(mine[listOf[kind]], kind).not.toContain(records.others[kind]);
    }
    expect(mine.clients).toEqual(expect.arrayContaining([records.own.client, records.shared.client]));
    expect(mine.clients).not.toContain(records.others.client);
    expect(mine.clientsTotal).toBe(true);
    expect(mine.todays).toEqual(expect.arrayContaining([records.own.interview, records.shared.interview]));
    expect(mine.todays).not.toContain(records.others.interview);
    expect(mine.ending).toEqual(expect.arrayContaining([records.own.placement, records.shared.placement]));
    expect(mine.ending).not.toContain(records.others.placement);

    // The colleague who owns it sees it; an account manager sees everything.
    expect((await lists(colleague)).submittals).toContain(records.others.submittal);
    const all = await lists(manager);
    expect(all.clients).toContain(records.others.client);
    expect(all.interviews).toContain(records.others.interview);
    expect(all.ending).toContain(records.others.placement);
  });

  it("keeps a client's record to the requirements the recruiter works", async () => {
    // Another recruiter's unshared requirement at a client the recruiter sees through a shared one.
    const hidden = await postOpening(t, manager, { title: 'Desk scope hidden role', descriptionHtml: '<p>Go.</p>' });
    await t.app.db
      .updateTable('openings')
      .set({ client_id: records.shared.client, owner_id: colleague.id, shared: 0 })
      .where('req_id', '=', hidden.reqId)
      .execute();
    const seen = (await as(t, recruiter)('GET', adminPaths.client(records.shared.client))).json<ClientDetail>();
    expect(seen.requirements.map((row) => row.reqId)).toEqual([records.shared.opening.reqId]);
    const whole = (await as(t, manager)('GET', adminPaths.client(records.shared.client))).json<ClientDetail>();
    expect(whole.requirements.map((row) => row.reqId).sort()).toEqual(
      [records.shared.opening.reqId, hidden.reqId].sort(),
    );
  });

  it("reports a recruiter's figures on their own and shared requirements only", async () => {
    // The three requirements opened 45 days ago: "open longer than 30 days" counts them.
    const reqIds = KEYS.map((key) => records[key].opening.reqId);
    const opened = new Date(Date.now() - 45 * DAY_MS).toISOString();
    await t.app.db.updateTable('openings').set({ created_at: opened }).where('req_id', 'in', reqIds).execute();
    const openLong = async (who: { cookie: string }) => {
      const answer = await as(t, who)('GET', `${API}/reports/time?range=30d`);
      expect(answer.statusCode).toBe(200);
      return answer.json<Report>().rows.find((row) => row.key === 'open-long')?.values[2];
    };
    const everyone = Number(await openLong(manager));
    // Each recruiter's count leaves out the other's requirement that is not shared.
    expect(await openLong(recruiter)).toBe(everyone - 1);
    expect(await openLong(colleague)).toBe(everyone - 1);
    expect(await openLong(admin)).toBe(everyone);
  });

  it('refuses the scoped routes without a session and from another origin', async () => {
    const others = records.others;
    for (const url of [
      adminPaths.client(others.client),
      `${API}/submittals/${others.submittal}`,
      `${API}/interviews/${others.interview}`,
      `${API}/placements/${others.placement}`,
    ]) {
      expect((await as(t, null)('GET', url)).statusCode, url).toBe(401);
    }
    const foreign = await as(t, recruiter)(
      'POST',
      `${API}/submittals/${records.own.submittal}/answer`,
      { answer: 'offer', date: dayIn(0) },
      { origin: 'https://evil.example' },
    );
    expect(foreign.statusCode).toBe(403);
  });
});

/**
 * Who works which requirement, on both databases: a recruiter's lists (openings, a requirement's
 * applications and board, Home's counts) hold the requirements they own and the shared ones; another's
 * unshared requirement, its applications and its board answer 404 (as if missing, so ids cannot be
 * probed), for reads and changes alike; admins and account managers see all and choose whether a
 * requirement is shared; a recruiter's edit keeps it as it was. No session: 401; another origin: 403.
 */
import { beforeAll, expect, it } from 'vitest';
import type { ApplicationsPage } from '#contracts/admin/applications';
import type { BulkResult } from '#contracts/admin/bulk';
import type { Home } from '#contracts/admin/home';
import type { OpeningDetail, OpeningsPage, RequirementInput } from '#contracts/admin/openings';
import { adminPaths } from '#contracts/admin/paths';
import { as, useStaff } from '../../test-support/console-client';
import { describeEachDatabase } from '../../test-support/each-database';
import { postOpening, seedApplication } from '../../test-support/seed-applications';

describeEachDatabase('requirement scope', (t) => {
  const manager = useStaff(t, 'account_manager');
  const admin = useStaff(t, 'admin');
  const recruiter = useStaff(t, 'recruiter');
  const colleague = useStaff(t, 'recruiter');
  const openings: Record<'own' | 'others' | 'shared', OpeningDetail> = {} as never;
  const applications: Record<'own' | 'others' | 'shared', string> = {} as never;

  beforeAll(async () => {
    for (const key of ['own', 'others', 'shared'] as const) {
      const opening = await postOpening(t, manager, { title: `Scope ${key} role`, descriptionHtml: '<p>Go.</p>' });
      openings[key] = opening;
      applications[key] = await seedApplication(t, {
        openingUuid: opening.uuid,
        name: `Ann ${key}`,
        email: `ann-${key}@example.com`,
      });
    }
    const owners = { own: recruiter.id, others: colleague.id, shared: colleague.id };
    for (const key of ['own', 'others', 'shared'] as const) {
      await t.app.db
        .updateTable('openings')
        .set({ owner_id: owners[key], shared: key === 'shared' ? 1 : 0 })
        .where('req_id', '=', openings[key].reqId)
        .execute();
    }
  });

  const reqIds = (page: OpeningsPage) => page.items.map((item) => item.reqId);

  it("lists a recruiter's own and shared requirements, and every one for admins and account managers", async () => {
    const mine = reqIds((await as(t, recruiter)('GET', `${adminPaths.openings}?pageSize=100`)).json<OpeningsPage>());
    expect(mine).toEqual(expect.arrayContaining([openings.own.reqId, openings.shared.reqId]));
    expect(mine).not.toContain(openings.others.reqId);
    const page = (await as(t, recruiter)('GET', `${adminPaths.openings}?pageSize=100`)).json<OpeningsPage>();
    expect(page.total).toBe(page.items.length);
    for (const desk of [manager, admin]) {
      const all = reqIds((await as(t, desk)('GET', `${adminPaths.openings}?pageSize=100`)).json<OpeningsPage>());
      expect(all).toEqual(expect.arrayContaining([openings.own.reqId, openings.others.reqId, openings.shared.reqId]));
    }
    const theirs = reqIds((await as(t, colleague)('GET', `${adminPaths.openings}?pageSize=100`)).json<OpeningsPage>());
    expect(theirs).toEqual(expect.arrayContaining([openings.others.reqId, openings.shared.reqId]));
    expect(theirs).not.toContain(openings.own.reqId);
  });

  it("answers 404 for another's unshared requirement, its board, its applications and their changes", async () => {
    const api = as(t, recruiter);
    const others = openings.others.reqId;
    expect((await api('GET', adminPaths.opening(others))).statusCode).toBe(404);
    expect((await api('GET', adminPaths.openingBoard(others))).statusCode).toBe(404);
    expect((await api('GET', `${adminPaths.applications}?reqId=${others}`)).statusCode).toBe(404);
    expect((await api('POST', adminPaths.openingAction(others, 'publish'))).statusCode).toBe(404);
    expect((await api('POST', adminPaths.openingAction(others, 'duplicate'))).statusCode).toBe(404);
    const edit = await api('PUT', adminPaths.opening(others), {
      title: 'Taken over',
      location: 'Pune',
      countryUuid: openings.others.countryUuid,
      positionType: 'Full-Time',
      workMode: 'Remote',
      rate: '',
      interviewType: '',
      travel: false,
      descriptionHtml: '<p>Go.</p>',
      validThrough: null,
    });
    expect(edit.statusCode).toBe(404);
    const application = applications.others;
    expect((await api('GET', adminPaths.application(application))).statusCode).toBe(404);
    expect(
      (await api('POST', `${adminPaths.application(application)}/status`, { status: 'screening' })).statusCode,
    ).toBe(404);
    expect((await api('POST', adminPaths.applicationResumeLink(application))).statusCode).toBe(404);
    // Nothing changed.
    const stored = await t.app.db
      .selectFrom('candidates')
      .select('review_status')
      .where('uuid', '=', application)
      .executeTakeFirstOrThrow();
    expect(stored.review_status).toBe('new');
    expect((await as(t, manager)('GET', adminPaths.opening(others))).json<OpeningDetail>().title).toBe(
      'Scope others role',
    );

    // Their own and shared ones open; the whole applications list leaves the others' out.
    expect((await api('GET', adminPaths.opening(openings.own.reqId))).statusCode).toBe(200);
    expect((await api('GET', adminPaths.openingBoard(openings.shared.reqId))).statusCode).toBe(200);
    expect((await api('GET', adminPaths.application(applications.shared))).statusCode).toBe(200);
    const listed = (await api('GET', `${adminPaths.applications}?pageSize=100`)).json<ApplicationsPage>();
    const ids = listed.items.map((item) => item.id);
    expect(ids).toEqual(expect.arrayContaining([applications.own, applications.shared]));
    expect(ids).not.toContain(applications.others);
    const all = (await as(t, admin)('GET', `${adminPaths.applications}?pageSize=100`)).json<ApplicationsPage>();
    expect(all.items.map((item) => item.id)).toContain(applications.others);
    expect((await as(t, admin)('GET', adminPaths.application(applications.others))).statusCode).toBe(200);
  });

  it("counts only a recruiter's own and shared requirements on Home", async () => {
    const counted = (home: Home) => home.newApplications.byOpening.map((row) => row.reqId);
    const mine = counted((await as(t, recruiter)('GET', adminPaths.home)).json<Home>());
    expect(mine).toEqual(expect.arrayContaining([openings.own.reqId, openings.shared.reqId]));
    expect(mine).not.toContain(openings.others.reqId);
    expect(counted((await as(t, manager)('GET', adminPaths.home)).json<Home>())).toContain(openings.others.reqId);
  });

  it("leaves another's unshared requirement's applications out of a recruiter's bulk moves, ids and exports", async () => {
    const api = as(t, recruiter);
    const moved = await api('POST', adminPaths.applicationsBulk, {
      selection: { ids: [applications.others, applications.shared] },
      action: { kind: 'move', status: 'screening' },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<BulkResult>()).toMatchObject({ moved: [applications.shared], missing: [applications.others] });
    const stored = await t.app.db
      .selectFrom('candidates')
      .select('review_status')
      .where('uuid', '=', applications.others)
      .executeTakeFirstOrThrow();
    expect(stored.review_status).toBe('new');
    const ids = (await api('GET', adminPaths.applicationIds)).json<{ ids: string[] }>().ids;
    expect(ids).toContain(applications.own);
    expect(ids).not.toContain(applications.others);
    const csv = await api('POST', adminPaths.applicationsExport, {
      selection: { ids: [applications.others, applications.own] },
    });
    expect(csv.body).toContain('Ann own');
    expect(csv.body).not.toContain('Ann others');
    // An admin's selection holds every requirement's.
    const all = (await as(t, admin)('GET', adminPaths.applicationIds)).json<{ ids: string[] }>().ids;
    expect(all).toContain(applications.others);
  });

  it('lets admins and account managers share a requirement or not; a recruiter edit keeps it', async () => {
    const detail = (await as(t, manager)('GET', adminPaths.opening(openings.own.reqId))).json<OpeningDetail>();
    expect(detail.requirement.shared).toBe(false);
    const body = (requirement: Partial<RequirementInput>) => ({
      title: detail.title,
      location: detail.location,
      countryUuid: detail.countryUuid,
      positionType: detail.positionType,
      workMode: detail.workMode,
      rate: detail.rate,
      interviewType: detail.interviewType,
      travel: detail.travel,
      descriptionHtml: detail.descriptionHtml,
      validThrough: null,
      requirement: {
        clientId: null,
        contactId: null,
        positions: 1,
        positionsFilled: 0,
        ownerId: recruiter.id,
        priority: 'normal',
        engagement: 'permanent',
        currency: 'USD',
        billRateMin: null,
        billRateMax: null,
        payRateMin: null,
        payRateMax: null,
        salaryMin: null,
        salaryMax: null,
        feePercent: null,
        showClientName: true,
        ...requirement,
      },
    });
    // The owner recruiter ticks "shared": it stays unshared.
    const byRecruiter = await as(t, recruiter)('PUT', adminPaths.opening(openings.own.reqId), body({ shared: true }));
    expect(byRecruiter.statusCode).toBe(200);
    expect(byRecruiter.json<OpeningDetail>().requirement.shared).toBe(false);
    // The account manager shares it: the colleague now works it too.
    const shared = await as(t, manager)('PUT', adminPaths.opening(openings.own.reqId), body({ shared: true }));
    expect(shared.json<OpeningDetail>().requirement.shared).toBe(true);
    expect((await as(t, colleague)('GET', adminPaths.opening(openings.own.reqId))).statusCode).toBe(200);
    // An edit that leaves it out keeps it.
    const kept = await as(t, admin)('PUT', adminPaths.opening(openings.own.reqId), body({}));
    expect(kept.json<OpeningDetail>().requirement.shared).toBe(true);
    const unshared = await as(t, admin)('PUT', adminPaths.opening(openings.own.reqId), body({ shared: false }));
    expect(unshared.json<OpeningDetail>().requirement.shared).toBe(false);
    expect((await as(t, colleague)('GET', adminPaths.opening(openings.own.reqId))).statusCode).toBe(404);
  });

  it('answers 401 without a session and 403 from another origin, as before', async () => {
    for (const url of [
      adminPaths.openings,
      adminPaths.opening(openings.own.reqId),
      adminPaths.openingBoard(openings.own.reqId),
      `${adminPaths.applications}?reqId=${openings.own.reqId}`,
      adminPaths.application(applications.own),
      adminPaths.home,
    ]) {
      expect((await as(t, null)('GET', url)).statusCode, url).toBe(401);
    }
    const evil = { origin: 'https://evil.example' };
    expect((await as(t, recruiter)('PUT', adminPaths.opening(openings.own.reqId), {}, evil)).statusCode).toBe(403);
    expect(
      (await as(t, recruiter)('POST', adminPaths.openingAction(openings.others.reqId, 'publish'), undefined, evil))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await as(t, recruiter)(
          'POST',
          `${adminPaths.application(applications.own)}/status`,
          { status: 'screening' },
          evil,
        )
      ).statusCode,
    ).toBe(403);
  });
});

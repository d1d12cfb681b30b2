/**
 * Candidate profiles on SQLite and PostgreSQL: applications group by e-mail (any case) and by phone
 * with the same name; the same phone under another name is flagged; an admin merges two profiles
 * (choosing the name and e-mail), undoes the merge exactly, or dismisses the flag; each is audited and
 * needs the admin role, from the console's own origin; recruiters view profiles; erasure and export
 * include them.
 */
import { expect, it } from 'vitest';
import type { ApplicationDetail, ApplicationsPage } from '#contracts/admin/applications';
import type { CandidateProfile, DuplicatesList } from '#contracts/admin/candidates';
import type { PersonExport } from '#contracts/admin/privacy';
import { adminPaths, listQuery } from '#contracts/admin/paths';
import { erasureConfirmation } from '#contracts/admin/privacy';
import { as, type Staff, staffMember } from '../../test-support/console-client';
import { describeEachDatabase } from '../../test-support/each-database';
import { candidate, referenceIds } from '../../test-support/requests';
import { postOpening, seedApplication } from '../../test-support/seed-applications';

describeEachDatabase('candidate profiles', (t) => {
  let admin: Staff;
  let recruiter: Staff;
  let openingUuid = '';
  let reqId = 0;

  const apply = async (name: string, email: string, phone: string) => {
    const record = {
      ...candidate(await referenceIds(t)),
      CND_NM_TX: name,
      CND_EMAIL_ID: email,
      CND_PRIM_PH_NUM: phone,
    };
    const answer = await t.app.inject({ method: 'POST', url: '/api/staffing/post/candidateData', payload: record });
    expect(answer.body).toBe('Inserted');
    return record.EXTERNALCANDIDATE_UUID;
  };
  const personOf = async (applicationId: string) =>
    (await as(t, recruiter)('GET', adminPaths.application(applicationId))).json<ApplicationDetail>().person;
  const profile = async (personId: string) =>
    (await as(t, recruiter)('GET', adminPaths.candidate(personId))).json<CandidateProfile>();
  const audited = async (action: string) =>
    t.app.db.selectFrom('audit_log').select(['actor_id', 'target_id', 'detail']).where('action', '=', action).execute();

  it('groups applications with the same e-mail, whatever its case', async () => {
    admin = await staffMember(t, 'admin');
    recruiter = await staffMember(t, 'recruiter');
    const opening = await postOpening(t, recruiter, { title: 'Profile Engineer', descriptionHtml: '<p>People.</p>' });
    openingUuid = opening.uuid;
    reqId = opening.reqId;
    const first = await apply('Mira Okafor', 'mira@example.com', '3165550101');
    const second = await apply('Mira O.', 'MIRA@Example.com', '3165550199');
    const person = await personOf(first);
    expect(person).toEqual({ id: expect.any(String), applications: 2, possibleDuplicate: false });
    expect((await personOf(second))?.id).toBe(person?.id);

    const shown = await profile(person?.id ?? '');
    expect(shown).toMatchObject({ name: 'Mira Okafor', email: 'mira@example.com', applications: 2, mergedInto: null });
    expect(shown.applicationsList.map((a) => a.id).sort()).toEqual([first, second].sort());
    expect(shown.phones).toEqual(['3165550101', '3165550199']);
    expect((await audited('candidate.view')).map((row) => row.target_id)).toContain(person?.id);
  });

  it('groups the same phone and name under another e-mail, reading the phone as one number', async () => {
    const first = await apply('Dev Patel', 'dev@example.com', '9135550177');
    // Written by another path (an import), in another format: the same number.
    const second = await seedApplication(t, {
      openingUuid,
      name: 'dev  PATEL',
      email: 'dev.work@example.com',
      phone: '+1 (913) 555-0177',
    });
    const person = await personOf(first);
    expect(person?.applications).toBe(2);
    expect((await personOf(second))?.id).toBe(person?.id);
    expect((await profile(person?.id ?? '')).emails).toEqual(['dev@example.com', 'dev.work@example.com']);
  });

  it('flags the same phone under another name; an admin merges, undoes exactly, and it is audited', async () => {
    const ana = await apply('Ana Silva', 'ana@example.com', '9135550123');
    const anna = await apply('Anna Silva-Costa', 'anna.sc@example.com', '9135550123');
    const a = await personOf(ana);
    const b = await personOf(anna);
    expect(a?.id).not.toBe(b?.id);
    expect(a?.possibleDuplicate).toBe(true);
    expect(b?.possibleDuplicate).toBe(true);

    const list = (
      await as(t, recruiter)('GET', `${adminPaths.applications}${listQuery({ search: 'silva' })}`)
    ).json<ApplicationsPage>();
    expect(list.items.map((row) => row.person?.possibleDuplicate)).toEqual([true, true]);

    const duplicates = (await as(t, recruiter)('GET', adminPaths.candidateDuplicates)).json<DuplicatesList>();
    const pair = duplicates.items.find((item) => [item.a.id, item.b.id].sort().join() === [a?.id, b?.id].sort().join());
    expect(pair?.reasons).toEqual(['phone']);
    expect((await profile(a?.id ?? '')).duplicates).toEqual([
      { candidate: expect.objectContaining({ id: b?.id, name: 'Anna Silva-Costa' }), reasons: ['phone'] },
    ]);

    // Recruiters view, but only admins merge.
    const merge = { other: b?.id, keepName: 'other', keepEmail: 'this' };
    expect((await as(t, recruiter)('POST', adminPaths.candidateMerge(a?.id ?? ''), merge)).statusCode).toBe(403);
    const before = await t.app.db.selectFrom('people').selectAll().orderBy('id').execute();
    const merged = await as(t, admin)('POST', adminPaths.candidateMerge(a?.id ?? ''), merge);
    expect(merged.statusCode).toBe(200);
    const one = merged.json<CandidateProfile>();
    expect(one).toMatchObject({ name: 'Anna Silva-Costa', email: 'ana@example.com', applications: 2, duplicates: [] });
    expect(one.merges).toEqual([expect.objectContaining({ undoable: true, applications: 1 })]);
    expect(await personOf(anna)).toMatchObject({ id: a?.id, applications: 2, possibleDuplicate: false });
    // The merged-away profile points to the one it joined.
    expect((await profile(b?.id ?? '')).mergedInto).toBe(a?.id);
    const [mergeRow] = await audited('candidate.merge');
    expect(mergeRow).toMatchObject({ actor_id: admin.id, target_id: a?.id });
    expect(mergeRow?.detail).not.toContain('silva');

    const mergeId = one.merges[0]?.id ?? '';
    expect((await as(t, recruiter)('POST', adminPaths.candidateMergeUndo(mergeId), {})).statusCode).toBe(403);
    const undone = await as(t, admin)('POST', adminPaths.candidateMergeUndo(mergeId), {});
    expect(undone.statusCode).toBe(200);
    expect(undone.json<CandidateProfile>()).toMatchObject({ name: 'Ana Silva', applications: 1, merges: [] });
    expect(await t.app.db.selectFrom('people').selectAll().orderBy('id').execute()).toEqual(
      before.map((row) => ({ ...row, updated_at: expect.any(String) })),
    );
    expect((await personOf(anna))?.id).toBe(b?.id);
    expect((await personOf(ana))?.possibleDuplicate).toBe(true);
    expect((await audited('candidate.merge-undo'))[0]).toMatchObject({ actor_id: admin.id, target_id: a?.id });
    // Undone once; again is a 404.
    expect((await as(t, admin)('POST', adminPaths.candidateMergeUndo(mergeId), {})).statusCode).toBe(404);
  });

  it('lets an admin dismiss a flag ("not the same person"), audited', async () => {
    const sam = await apply('Sam Lee', 'sam.lee@example.com', '6205550144');
    const y = await personOf(await apply('Samira Khan', 'samira@example.com', '6205550144'));
    const x = await personOf(sam);
    expect(x?.possibleDuplicate).toBe(true);
    expect(
      (await as(t, recruiter)('POST', adminPaths.candidateDismiss(x?.id ?? ''), { other: y?.id })).statusCode,
    ).toBe(403);
    const dismissed = await as(t, admin)('POST', adminPaths.candidateDismiss(x?.id ?? ''), { other: y?.id });
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json<CandidateProfile>().duplicates).toEqual([]);
    expect((await personOf((await profile(y?.id ?? '')).applicationsList[0]?.id ?? ''))?.possibleDuplicate).toBe(false);
    expect((await audited('candidate.dismiss-duplicate'))[0]).toMatchObject({ actor_id: admin.id, target_id: x?.id });
  });

  it('attaches applications written without a profile when the console reads them', async () => {
    const first = await seedApplication(t, { openingUuid, name: 'Lee Seeded', email: 'lee.seeded@example.com' });
    const second = await seedApplication(t, { openingUuid, name: 'Lee Seeded', email: 'LEE.seeded@example.com' });
    expect((await personOf(first))?.applications).toBe(2);
    expect((await personOf(second))?.id).toBe((await personOf(first))?.id);
    const list = (
      await as(t, recruiter)('GET', `${adminPaths.applications}${listQuery({ reqId, search: 'lee seeded' })}`)
    ).json<ApplicationsPage>();
    expect(list.items.map((row) => row.person?.applications)).toEqual([2, 2]);
  });

  it('exports the profile with the person and erases it with their applications', async () => {
    const kept = await apply('Zoe Brandt', 'zoe@example.com', '7855550166');
    const other = await apply('Zoe B', 'zoe.b@example.com', '7855550166');
    const z1 = await personOf(kept);
    const z2 = await personOf(other);
    const merged = await as(t, admin)('POST', adminPaths.candidateMerge(z1?.id ?? ''), {
      other: z2?.id,
      keepName: 'this',
      keepEmail: 'other',
    });
    expect(merged.json<CandidateProfile>().email).toBe('zoe.b@example.com');

    const exported = (
      await as(t, admin)('POST', adminPaths.privacyExport, { email: 'zoe.b@example.com' })
    ).json<PersonExport>();
    // The profile showing the address now, and the one merged into it (which showed it before).
    expect(exported.profiles).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: z1?.id, email: 'zoe.b@example.com' }),
        expect.objectContaining({ id: z2?.id, merged_into: z1?.id }),
      ]),
    );
    expect(exported.profiles).toHaveLength(2);

    const email = 'zoe.b@example.com';
    const erase = await as(t, admin)('POST', adminPaths.privacyErase, {
      email,
      confirmation: erasureConfirmation(email),
    });
    expect(erase.statusCode).toBe(200);
    // The profile keeps the other application and shows it, not the erased address; the merge is gone.
    const left = await profile(z1?.id ?? '');
    expect(left).toMatchObject({ name: 'Zoe Brandt', email: 'zoe@example.com', applications: 1, merges: [] });
    expect(
      await t.app.db
        .selectFrom('people')
        .select('id')
        .where('id', '=', z2?.id ?? '')
        .execute(),
    ).toEqual([]);
    const everything = JSON.stringify(await t.app.db.selectFrom('people').selectAll().execute());
    expect(everything).not.toContain(email);

    const last = 'zoe@example.com';
    await as(t, admin)('POST', adminPaths.privacyErase, { email: last, confirmation: erasureConfirmation(last) });
    expect((await as(t, recruiter)('GET', adminPaths.candidate(z1?.id ?? ''))).statusCode).toBe(404);
  });

  it('keeps every new route behind a session, the right role and the console’s origin', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const routes = [
      ['GET', adminPaths.candidateDuplicates, 'staff'],
      ['GET', adminPaths.candidate(id), 'staff'],
      ['POST', adminPaths.candidateMerge(id), 'admin'],
      ['POST', adminPaths.candidateDismiss(id), 'admin'],
      ['POST', adminPaths.candidateMergeUndo(id), 'admin'],
    ] as const;
    for (const [method, url, role] of routes) {
      const body = method === 'GET' ? undefined : { other: id, keepName: 'this', keepEmail: 'this' };
      expect((await as(t, null)(method, url, body)).statusCode, url).toBe(401);
      if (role === 'admin') expect((await as(t, recruiter)(method, url, body)).statusCode, url).toBe(403);
      if (method === 'POST') {
        const foreign = await as(t, admin)(method, url, body, { origin: 'https://evil.example' });
        expect(foreign.statusCode, url).toBe(403);
      }
      expect([200, 400, 404], url).toContain((await as(t, admin)(method, url, body)).statusCode);
    }
  });
});

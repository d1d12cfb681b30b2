/**
 * The audit log's filters on SQLite and PostgreSQL: by person, action, kind of record, one record and
 * date range (whole UTC days, both ends included), the choices the filters offer, and each entry's
 * record named as it is called now (an applicant's name, an opening's title); gone records unnamed.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import type { AuditFacets, AuditPage } from '#contracts/admin/privacy';
import { adminPaths, listQuery } from '#contracts/admin/paths';
import { as, useStaff } from '../../test-support/console-client';
import { describeEachDatabase } from '../../test-support/each-database';
import { postOpening, seedApplication } from '../../test-support/seed-applications';

describeEachDatabase('the audit log’s filters', (t) => {
  const admin = useStaff(t, 'admin');
  const recruiter = useStaff(t, 'recruiter');
  let applicationId = '';
  let reqId = 0;
  const gone = randomUUID();

  const entry = (values: {
    at: string;
    actor: { id: string; email: string };
    action: string;
    type?: string;
    id?: string;
  }) =>
    t.app.db
      .insertInto('audit_log')
      .values({
        id: randomUUID(),
        at: values.at,
        actor_id: values.actor.id,
        actor_email: values.actor.email,
        action: values.action,
        target_type: values.type ?? null,
        target_id: values.id ?? null,
        detail: null,
        ip: '127.0.0.1',
        user_agent: null,
      })
      .execute();

  beforeAll(async () => {
    const opening = await postOpening(t, recruiter, { title: 'Audit Trail Engineer', descriptionHtml: '<p>Log.</p>' });
    reqId = opening.reqId;
    applicationId = await seedApplication(t, {
      openingUuid: opening.uuid,
      name: 'Tara Audit',
      email: 'tara@audit.example',
    });
    // Written in the past, so the entries made while the suite runs fall outside these days.
    await entry({
      at: '2024-03-01T23:59:59.000Z',
      actor: recruiter,
      action: 'resume.open',
      type: 'application',
      id: applicationId,
    });
    await entry({
      at: '2024-03-02T00:00:00.000Z',
      actor: recruiter,
      action: 'application.status',
      type: 'application',
      id: applicationId,
    });
    await entry({
      at: '2024-03-02T10:00:00.000Z',
      actor: admin,
      action: 'opening.publish',
      type: 'opening',
      id: String(reqId),
    });
    await entry({
      at: '2024-03-03T08:00:00.000Z',
      actor: admin,
      action: 'application.view',
      type: 'application',
      id: gone,
    });
  });

  const page = async (query: Record<string, string>) => {
    const answer = await as(t, admin)('GET', `${adminPaths.audit}${listQuery(query)}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<AuditPage>().items;
  };
  const actions = async (query: Record<string, string>) => (await page(query)).map((item) => item.action);

  it('narrows by date range: whole days, both ends included', async () => {
    expect(await actions({ from: '2024-03-02', to: '2024-03-02' })).toEqual(['opening.publish', 'application.status']);
    expect(await actions({ from: '2024-03-01', to: '2024-03-03' })).toHaveLength(4);
    expect(await actions({ to: '2024-03-01' })).toEqual(['resume.open']);
  });

  it('narrows by person, action, kind of record and one record, together', async () => {
    const range = { from: '2024-03-01', to: '2024-03-03' };
    expect(await actions({ ...range, actorId: recruiter.id })).toEqual(['application.status', 'resume.open']);
    expect(await actions({ ...range, action: 'opening.publish' })).toEqual(['opening.publish']);
    expect(await actions({ ...range, targetType: 'application' })).toEqual([
      'application.view',
      'application.status',
      'resume.open',
    ]);
    expect(
      await actions({ ...range, targetType: 'application', targetId: applicationId, actorId: recruiter.id }),
    ).toEqual(['application.status', 'resume.open']);
    expect((await as(t, admin)('GET', `${adminPaths.audit}${listQuery({ from: 'yesterday' })}`)).statusCode).toBe(400);
  });

  it('names each record as it is called now, and leaves a gone one unnamed', async () => {
    const items = await page({ from: '2024-03-01', to: '2024-03-03' });
    const label = (action: string) => items.find((item) => item.action === action)?.targetLabel;
    expect(label('resume.open')).toBe('Tara Audit');
    expect(label('opening.publish')).toBe('Audit Trail Engineer');
    expect(label('application.view')).toBeNull();
  });

  it('offers the people, actions and kinds of record in the log as the filters’ choices (admins only)', async () => {
    const answer = await as(t, admin)('GET', adminPaths.auditFacets);
    expect(answer.statusCode).toBe(200);
    const facets = answer.json<AuditFacets>();
    expect(facets.actors).toEqual(
      expect.arrayContaining([
        { id: admin.id, email: admin.email },
        { id: recruiter.id, email: recruiter.email },
      ]),
    );
    expect(facets.actions).toEqual(expect.arrayContaining(['resume.open', 'opening.publish', 'application.status']));
    expect(facets.actions).toEqual([...facets.actions].sort());
    expect(facets.targetTypes).toEqual(expect.arrayContaining(['application', 'opening']));
    expect((await as(t, recruiter)('GET', adminPaths.auditFacets)).statusCode).toBe(403);
    expect((await as(t, null)('GET', adminPaths.auditFacets)).statusCode).toBe(401);
  });
});

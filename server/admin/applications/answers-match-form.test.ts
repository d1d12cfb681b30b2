/**
 * What a candidate typed under a question of the application form reads under that same question on
 * the console's application screen: applied through the public API, read back through the console's.
 * (The answer to "I-140 approved?" once read "H1B approved".)
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import type { ApplicationDetail } from '#contracts/admin/applications';
import { adminPaths } from '#contracts/admin/paths';
import { APPLICATION_LABELS as L, AVAILABILITY_OPTIONS } from '#contracts/forms/application-form';
import { as, useStaff } from '../../test-support/console-client';
import { describeEachDatabase } from '../../test-support/each-database';
import { pdfBytes } from '../../test-support/fixtures';

describeEachDatabase('application answers under the form’s questions', (t) => {
  const recruiter = useStaff(t, 'recruiter');
  let fields: Record<string, string>;

  beforeAll(async () => {
    const us = await t.app.db.selectFrom('countries').select('uuid').where('code', '=', 'US').executeTakeFirstOrThrow();
    const opening = await t.app.db
      .selectFrom('openings')
      .select('req_id')
      .where('country_uuid', '=', us.uuid)
      .where('status', '=', 'published')
      .orderBy('req_id')
      .executeTakeFirstOrThrow();
    await t.app.db
      .updateTable('openings')
      .set({ valid_through: '2999-01-01' })
      .where('req_id', '=', opening.req_id)
      .execute();
    const kansas = await t.app.db
      .selectFrom('states')
      .select('uuid')
      .where('name', '=', 'Kansas')
      .executeTakeFirstOrThrow();
    const [someone] = await t.app.repos.reference.recruiters();
    // Every answer different, so one shown under another question's label cannot pass.
    fields = {
      firstName: 'Ivana',
      lastName: 'Marsh',
      email: `ivana.${randomUUID().slice(0, 8)}@example.com`,
      contactNumber: '9135550101',
      whatsappNumber: '9135550102',
      country: 'US',
      state: kansas.uuid,
      city: 'Topeka',
      workAuthorization: 'H1B',
      h1bExpiryDate: '2028-04-30',
      i140Approved: 'Yes',
      intrestedInTransfer: 'No',
      bestTimeToCall: '16:45',
      availability: 'Serve notice period',
      reasonForChange: 'Technology change',
      customReason: '',
      currentSalary: '',
      expectedSalary: '118000',
      desiredLocation: 'Kansas City',
      recruiterContacted: String(someone?.USERID),
      jobId: String(opening.req_id),
    };
  });

  it('labels every answer with the question the candidate answered, and shows choices as the form did', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('resume', new Blob([new Uint8Array(pdfBytes())], { type: 'application/pdf' }), 'ivana.pdf');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const key = randomUUID();
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/applications',
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type') ?? '', 'idempotency-key': key },
    });
    expect(applied.statusCode).toBe(201);

    const answer = await as(t, recruiter)('GET', adminPaths.application(key));
    const { answers } = answer.json<ApplicationDetail>();
    const byLabel = Object.fromEntries(answers.map((a) => [a.label, a.value]));
    expect(byLabel).toMatchObject({
      [L.contactNumber]: '+1 9135550101',
      [L.whatsappNumber]: '+1 9135550102',
      [L.state]: 'Kansas',
      [L.city]: 'Topeka',
      [L.workAuthorization]: 'H1B',
      [L.h1bExpiryDate]: '2028-04-30',
      [L.i140Approved]: 'Yes',
      [L.intrestedInTransfer]: 'No',
      [L.bestTimeToCall]: '16:45',
      [L.availability]: AVAILABILITY_OPTIONS.find((o) => o.value === 'Serve notice period')?.label,
      [L.reasonForChange]: 'Technology change',
      [L.expectedSalary]: '$118,000',
      [L.desiredLocation]: 'Kansas City',
    });
    // Every label is one of the form's questions, and no question is asked twice.
    const formLabels: string[] = Object.values(L);
    expect(answers.map((a) => a.label).filter((label) => !formLabels.includes(label))).toEqual([]);
    expect(new Set(answers.map((a) => a.label)).size).toBe(answers.length);
  });
});

/**
 * Openings as the desk's requirements, on both databases: an account manager sets the client, the
 * contact, positions and the money; recruiters read the pay rate but never the bill rate, the
 * client's salary range or the fee, and their edits leave those as they were; a confidential client's
 * name and every rate stay out of every public API, feed and the sitemap (the job page's HTML is built
 * from the same public opening: server/seo).
 */
import { expect, it } from 'vitest';
import type { ClientDetail } from '#contracts/admin/clients';
import type { OpeningDetail, RequirementInput } from '#contracts/admin/openings';
import { adminPaths } from '#contracts/admin/paths';
import { NORTHWIND_CLIENT_ID } from '../../db/migrations/0016-staffing-desk';
import { as, useStaff } from '../../test-support/console-client';
import { describeEachDatabase } from '../../test-support/each-database';
import { postOpening } from '../../test-support/seed-applications';

const requirement = (clientId: string, contactId: string | null): RequirementInput => ({
  clientId,
  contactId,
  positions: 2,
  positionsFilled: 0,
  ownerId: null,
  priority: 'high',
  engagement: 'contract',
  currency: 'USD',
  billRateMin: 95.25,
  billRateMax: 99.75,
  payRateMin: 70,
  payRateMax: 72,
  salaryMin: 123456,
  salaryMax: 234567,
  feePercent: 18.5,
  showClientName: false,
});

describeEachDatabase('requirements', (t) => {
  const manager = useStaff(t, 'account_manager');
  const recruiter = useStaff(t, 'recruiter');

  it('keeps rates and fees to the desk, and a confidential client off every public page and API', async () => {
    const client = (
      await as(t, manager)('POST', adminPaths.clients, {
        name: 'Zyxwv Confidential Insurer',
        description: 'a US health insurer',
        industry: '',
        location: '',
        website: '',
        domain: 'zyxwv.example',
        ownerId: null,
      })
    ).json<ClientDetail>();
    const withContact = (
      await as(t, manager)('PUT', adminPaths.clientAction(client.id, 'contacts'), {
        name: 'Hana Hiring',
        title: 'Director',
        email: 'hana@zyxwv.example',
        phone: '',
        hiringManager: true,
      })
    ).json<ClientDetail>();
    const contactId = withContact.contacts[0]?.id ?? null;

    const opening = await postOpening(t, manager, {
      title: 'Java Engineer (desk test)',
      descriptionHtml: '<p>Java.</p>',
    });
    expect(opening.requirement).toMatchObject({ clientId: NORTHWIND_CLIENT_ID, positions: 1 });
    const body = {
      title: opening.title,
      location: opening.location,
      countryUuid: opening.countryUuid,
      positionType: opening.positionType,
      workMode: opening.workMode,
      rate: '',
      interviewType: '',
      travel: false,
      descriptionHtml: opening.descriptionHtml,
      validThrough: null,
    };
    const saved = await as(t, manager)('PUT', adminPaths.opening(opening.reqId), {
      ...body,
      requirement: requirement(client.id, contactId),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<OpeningDetail>().requirement).toMatchObject({
      client: { name: 'Zyxwv Confidential Insurer' },
      contact: { name: 'Hana Hiring' },
      billRateMin: 95.25,
      feePercent: 18.5,
      ratesHidden: false,
    });

    // A contact of another client is refused.
    const other = await as(t, manager)('PUT', adminPaths.opening(opening.reqId), {
      ...body,
      requirement: requirement(NORTHWIND_CLIENT_ID, contactId),
    });
    expect(other.statusCode).toBe(422);

    // The recruiter sees the pay rate, not the bill rate, the client's salary range or the fee.
    const seen = (await as(t, recruiter)('GET', adminPaths.opening(opening.reqId))).json<OpeningDetail>();
    expect(seen.requirement).toMatchObject({
      payRateMin: 70,
      billRateMin: null,
      billRateMax: null,
      salaryMin: null,
      feePercent: null,
      ratesHidden: true,
    });
    // …and their edit (with the hidden fields empty) keeps them.
    const edited = await as(t, recruiter)('PUT', adminPaths.opening(opening.reqId), {
      ...body,
      requirement: { ...requirement(client.id, contactId), positionsFilled: 1, billRateMin: null, feePercent: null },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<OpeningDetail>().requirement).toMatchObject({ positionsFilled: 1, billRateMin: null });
    const after = (await as(t, manager)('GET', adminPaths.opening(opening.reqId))).json<OpeningDetail>();
    expect(after.requirement).toMatchObject({ positionsFilled: 1, billRateMin: 95.25, feePercent: 18.5 });

    expect((await as(t, manager)('POST', adminPaths.openingAction(opening.reqId, 'publish'))).statusCode).toBe(200);
    const publicUrls = [
      `/api/staffing/get/RequirementID/${opening.reqId}`,
      '/api/staffing/get/requirement',
      '/api/staffing/openings?search=desk%20test',
      '/feeds/jobs.xml',
      '/feeds/openings.rss',
      '/sitemap.xml',
    ];
    for (const url of publicUrls) {
      const answer = await t.app.inject({ url });
      const text = answer.body;
      expect(answer.statusCode, url).toBeLessThan(500);
      for (const secret of ['Zyxwv', 'zyxwv', 'Hana Hiring', '95.25', '99.75', '123456', '234567', '18.5']) {
        expect(text, `${url} shows ${secret}`).not.toContain(secret);
      }
    }
    // The job itself is there (the checks above looked at a real answer).
    expect((await t.app.inject({ url: `/api/staffing/get/RequirementID/${opening.reqId}` })).body).toContain(
      'Java Engineer (desk test)',
    );
  });
});

/**
 * Where an application came from (utm_*, referrer, landing page) is stored with the candidate on
 * both databases and shows in the operator's export; it stays optional.
 */
import { expect, it } from 'vitest';
import { exportJobApplications } from '../cli/export-applications';
import { candidate, referenceIds } from '../test-support/requests';
import { describeEachDatabase } from '../test-support/each-database';

describeEachDatabase('application source', (t) => {
  const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/staffing/post/candidateData', payload });

  it('stores the source with the candidate and exports it', async () => {
    const record = {
      ...candidate(await referenceIds(t)),
      UTM_SOURCE: 'linkedin',
      UTM_MEDIUM: 'social',
      UTM_CAMPAIGN: 'fall-hiring',
      UTM_TERM: 'java',
      UTM_CONTENT: 'post-2',
      REFERRER: 'https://www.linkedin.com/',
      LANDING_PAGE: '/current-openings/job-description?jobId=1001&utm_source=linkedin',
    };
    expect((await post(record)).body).toBe('Inserted');
    const row = await t.app.db
      .selectFrom('candidates')
      .select(['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'referrer', 'landing_page'])
      .where('uuid', '=', record.EXTERNALCANDIDATE_UUID)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      utm_source: 'linkedin',
      utm_medium: 'social',
      utm_campaign: 'fall-hiring',
      utm_term: 'java',
      utm_content: 'post-2',
      referrer: 'https://www.linkedin.com/',
      landing_page: '/current-openings/job-description?jobId=1001&utm_source=linkedin',
    });
    const csv = await exportJobApplications(t.app.db);
    const [header = '', ...lines] = csv.trim().split(/\r?\n/);
    expect(header).toContain('utm_source,utm_medium,utm_campaign,utm_term,utm_content,referrer,landing_page');
    expect(lines.find((line) => line.includes(record.EXTERNALCANDIDATE_UUID))).toContain(
      'linkedin,social,fall-hiring,java,post-2,https://www.linkedin.com/,',
    );
  });

  it('accepts an application without a source, and refuses a source that is not one short line', async () => {
    const ids = await referenceIds(t);
    const plain = candidate(ids);
    expect((await post(plain)).body).toBe('Inserted');
    const row = await t.app.db
      .selectFrom('candidates')
      .select(['utm_source', 'referrer'])
      .where('uuid', '=', plain.EXTERNALCANDIDATE_UUID)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ utm_source: null, referrer: null });
    const long = await post({ ...candidate(ids), UTM_SOURCE: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json<{ field: string }>().field).toBe('UTM_SOURCE');
    const twoLines = await post({ ...candidate(ids), REFERRER: 'https://a.example/\r\nX-Header: 1' });
    expect(twoLines.statusCode).toBe(400);
  });
});

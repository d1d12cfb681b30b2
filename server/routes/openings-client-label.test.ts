/**
 * Who the role is with, on every public answer and on both databases: a client that may be named
 * shows its name; a confidential client shows only its description ("a US health insurer"), never
 * its name; Northwind's own openings show no client. Bill rates, pay-rate ranges, salary ranges and
 * fees appear in no public answer (lists, search, one job, similar jobs, the job page's HTML and
 * JSON-LD, the feeds and the sitemap). The JSON-LD's hiring organisation is the named client, else
 * Northwind.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import type { Opening, OpeningDetail } from '#contracts/api/staffing/openings';
import { JOB_BODY_ISLAND_ID, JOB_TITLE_ISLAND_ID } from '#contracts/seo';
import { brand } from '#content/brand';
import { NORTHWIND_CLIENT_ID } from '../db/migrations/0016-staffing-desk';
import type { OpeningsTable } from '../db/schema';
import { describeEachDatabase } from '../test-support/each-database';

const CONFIDENTIAL = { id: 'client-zyxwv', name: 'Zyxwv Confidential Insurer', description: 'a US health insurer' };
const NAMED = { id: 'client-qorvex', name: 'Qorvex Analytics', description: 'a data analytics firm' };
/** Numbers only the desk may see. */
const SECRETS = ['95.25', '99.75', '71.5', '123456', '234567', '18.5'];

describeEachDatabase('who the role is with, on public answers', (t) => {
  beforeAll(async () => {
    const db = t.app.db;
    const now = new Date().toISOString();
    await db
      .insertInto('clients')
      .values(
        [CONFIDENTIAL, NAMED].map((client) => ({
          ...client,
          owner_id: null,
          created_at: now,
          updated_at: null,
          updated_by: null,
        })),
      )
      .execute();
    const country = (await t.app.repos.reference.countries())[0];
    if (!country) throw new Error('no countries');
    const row = (req_id: number, title: string): OpeningsTable =>
      ({
        req_id,
        uuid: `00000000-0000-4000-8000-0000000${req_id}`,
        title,
        location: 'Austin, TX',
        position_type: 'Contract',
        work_location_preference: 'Remote',
        rate: '$70/hr',
        country_uuid: country.COUNTRY_UUID,
        description_html: '<p>Build Kotlin services.</p>',
        is_multi_location: 0,
        interview_type: 'Video',
        posted_date: now.slice(0, 10),
        valid_through: null,
      }) as OpeningsTable;
    await t.app.repos.openings.upsert([
      row(88001, 'Kotlin Engineer Zeta'),
      row(88002, 'Kotlin Engineer Eta'),
      row(88003, 'Kotlin Engineer Theta'),
    ]);
    const money = {
      bill_rate_min: 95.25,
      bill_rate_max: 99.75,
      pay_rate_min: 70,
      pay_rate_max: 71.5,
      salary_min: 123456,
      salary_max: 234567,
      fee_percent: 18.5,
    };
    await db
      .updateTable('openings')
      .set({ ...money, client_id: CONFIDENTIAL.id, show_client_name: 0 })
      .where('req_id', '=', 88001)
      .execute();
    await db
      .updateTable('openings')
      .set({ ...money, client_id: NAMED.id, show_client_name: 1 })
      .where('req_id', '=', 88002)
      .execute();
    await db.updateTable('openings').set({ client_id: NORTHWIND_CLIENT_ID }).where('req_id', '=', 88003).execute();
    // A job page to fill (the built site's stands in).
    const file = path.join(t.config.webRoot, 'current-openings/job-description/index.html');
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(
      file,
      `<!doctype html><html><head><title>Job</title></head><body><div id="${JOB_TITLE_ISLAND_ID}"></div><div id="${JOB_BODY_ISLAND_ID}"></div></body></html>`,
    );
  });

  const get = (url: string) => t.app.inject({ url });
  const labelOf = (items: Opening[], reqId: number) => items.find((item) => item.REQ_ID === reqId)?.CLIENT_LABEL;

  it('labels the list, the search, one job and similar jobs: a name, a description, or nothing for Northwind', async () => {
    const list = (await get('/api/staffing/get/requirement')).json<Opening[]>();
    expect(labelOf(list, 88001)).toBe('a US health insurer');
    expect(labelOf(list, 88002)).toBe('Qorvex Analytics');
    expect(list.find((item) => item.REQ_ID === 88003)).not.toHaveProperty('CLIENT_LABEL');

    const search = (await get('/api/staffing/openings?search=kotlin')).json<{ items: Opening[] }>();
    expect(labelOf(search.items, 88001)).toBe('a US health insurer');
    expect(labelOf(search.items, 88002)).toBe('Qorvex Analytics');
    expect(search.items.find((item) => item.REQ_ID === 88003)).not.toHaveProperty('CLIENT_LABEL');

    const [one] = (await get('/api/staffing/get/RequirementID/88001')).json<OpeningDetail[]>();
    expect(one?.CLIENT_LABEL).toBe('a US health insurer');

    const similar = (await get('/api/staffing/openings/88003/similar')).json<Opening[]>();
    expect(labelOf(similar, 88001)).toBe('a US health insurer');
    expect(labelOf(similar, 88002)).toBe('Qorvex Analytics');
  });

  it('shows the confidential client only as its description on the job page, and no client for Northwind', async () => {
    const page = await get('/current-openings/job-description?jobId=88001');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<dt>Client</dt><dd>a US health insurer</dd>');
    const own = await get('/current-openings/job-description?jobId=88003');
    expect(own.body).toContain('Kotlin Engineer Theta');
    expect(own.body).not.toContain('<dt>Client</dt>');
    expect((await get('/current-openings/job-description?jobId=88002')).body).toContain(
      '<dt>Client</dt><dd>Qorvex Analytics</dd>',
    );
  });

  it("says who hires in the job page's JSON-LD: the named client, else Northwind; never a description or a rate", async () => {
    const postingOf = async (reqId: number) => {
      const page = (await get(`/current-openings/job-description?jobId=${reqId}`)).body;
      const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(page)?.[1] ?? '';
      return { json, posting: JSON.parse(json) as { hiringOrganization: { name: string } } };
    };
    const confidential = await postingOf(88001);
    expect(confidential.posting.hiringOrganization.name).toBe(brand.name);
    expect(confidential.json).not.toContain(CONFIDENTIAL.description);
    const named = await postingOf(88002);
    expect(named.posting.hiringOrganization).toEqual({ '@type': 'Organization', name: NAMED.name });
    expect((await postingOf(88003)).posting.hiringOrganization.name).toBe(brand.name);
    for (const { json } of [confidential, named]) {
      expect(json).not.toMatch(/zyxwv/i);
      for (const secret of SECRETS) expect(json).not.toContain(secret);
    }
  });

  it("never shows a confidential client's name, a bill rate, a pay-rate range, a salary range or a fee in public", async () => {
    const urls = [
      '/api/staffing/get/requirement',
      '/api/staffing/openings?search=kotlin',
      '/api/staffing/get/RequirementID/88001',
      '/api/staffing/openings/88001/similar',
      '/api/staffing/openings/88002/similar',
      '/api/staffing/openings/88003/similar',
      '/current-openings/job-description?jobId=88001',
      '/feeds/jobs.xml',
      '/feeds/openings.rss',
      '/sitemap.xml',
    ];
    for (const url of urls) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(200);
      for (const secret of ['Zyxwv', 'zyxwv', ...SECRETS]) {
        expect(answer.body, `${url} shows ${secret}`).not.toContain(secret);
      }
    }
    // The job page (its JSON-LD included) is a real one: the confidential job is there, by description.
    const page = (await get('/current-openings/job-description?jobId=88001')).body;
    expect(page).toContain('application/ld+json');
    expect(page).toContain('Kotlin Engineer Zeta');
    expect(page).toContain('a US health insurer');
  });
});

import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_ORIGIN_PLACEHOLDER } from '#contracts/seo';
import type { OpeningsTable } from '../db/schema';
import { buildTestApp, type TestApp } from '../test-support/test-app';

const PUBLIC_URL = 'https://careers.northwind.example';
const JOB_HTML = [
  '<!doctype html><html><head><title>Job Description | Northwind Technologies</title>',
  `<link rel="canonical" href="${PUBLIC_ORIGIN_PLACEHOLDER}/current-openings/job-description"/>`,
  '</head><body>job</body></html>',
].join('');

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('seo plugin', () => {
  let t: TestApp;
  let other: TestApp;

  beforeAll(async () => {
    [t, other] = await Promise.all([
      buildTestApp('sqlite', { PUBLIC_URL }),
      buildTestApp('sqlite', { SEED_DEMO_DATA: 'false', ALLOWED_HOSTS: 'www.example.org' }),
    ]);
    const file = path.join(t.config.webRoot, 'current-openings/job-description/index.html');
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, JOB_HTML);
    const country = (await t.app.repos.reference.countries())[0];
    if (!country) throw new Error('no countries');
    const row = (req_id: number, valid_through: string | null): OpeningsTable => ({
      req_id,
      uuid: `00000000-0000-4000-8000-00000000${req_id}`,
      title: `Engineer ${req_id}`,
      location: 'Pune, Maharashtra',
      position_type: 'Full-Time',
      work_location_preference: 'Hybrid',
      rate: '₹12 - 18 LPA',
      country_uuid: country.COUNTRY_UUID,
      description_html: '<p>Build things.</p>',
      is_multi_location: 0,
      interview_type: 'Video',
      posted_date: day(-10),
      valid_through,
    });
    await t.app.repos.openings.upsert([row(7001, day(30)), row(7002, day(-1)), row(7003, null)]);
  });

  afterAll(async () => {
    await Promise.all([t?.close(), other?.close()]);
  });

  const page = (url: string) => t.app.inject({ url });

  it('sends a job page compressed for the client, the same bytes each time, new ones once the opening changes', async () => {
    const url = '/current-openings/job-description?jobId=7001';
    const plain = await page(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const [encoding, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const [first, second] = [
        await t.app.inject({ url, headers: { 'accept-encoding': encoding } }),
        await t.app.inject({ url, headers: { 'accept-encoding': encoding } }),
      ];
      expect(first.headers['content-encoding']).toBe(encoding);
      expect(first.headers.vary).toContain('Accept-Encoding');
      expect(decode(first.rawPayload).toString('utf8')).toBe(plain.body);
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    }
    await t.app.db
      .updateTable('openings')
      .set({ title: 'Platform Engineer 7001' })
      .where('req_id', '=', 7001)
      .execute();
    t.app.openingsChanged.notify();
    const changed = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(zlib.brotliDecompressSync(changed.rawPayload).toString('utf8')).toContain('Platform Engineer 7001');
    await t.app.db.updateTable('openings').set({ title: 'Engineer 7001' }).where('req_id', '=', 7001).execute();
    t.app.openingsChanged.notify();
  });

  it('gives an open job its title and JSON-LD, and the CSP names that script too', async () => {
    const response = await page('/current-openings/job-description?jobId=7001');
    expect(response.body).toContain('<title>Engineer 7001 | Northwind Technologies</title>');
    expect(response.body).toContain(`href="${PUBLIC_URL}/current-openings/job-description?jobId=7001"`);
    const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(response.body)?.[1] ?? '';
    expect(JSON.parse(json)).toMatchObject({
      '@type': 'JobPosting',
      employmentType: 'FULL_TIME',
      validThrough: day(30),
      jobLocation: { address: { addressCountry: expect.stringMatching(/^[A-Z]{2}$/) } },
      baseSalary: { currency: 'INR', value: { minValue: 1_200_000, maxValue: 1_800_000, unitText: 'YEAR' } },
    });
    const hash = createHash('sha256').update(json, 'utf8').digest('base64');
    expect(response.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
  });

  it.each([
    ['a closed job', '7002'],
    ['an unknown job', '9999'],
    ['a malformed id', '7001x'],
    ['no id', ''],
  ])('leaves the page as built, but not for the index, for %s', async (_name, jobId) => {
    const response = await page(`/current-openings/job-description${jobId ? `?jobId=${jobId}` : ''}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(
      JOB_HTML.replace(PUBLIC_ORIGIN_PLACEHOLDER, PUBLIC_URL).replace(
        '</head>',
        '<meta name="robots" content="noindex"/></head>',
      ),
    );
  });

  it('lists open jobs in the sitemap, never closed ones, and caches it briefly', async () => {
    const response = await page('/sitemap.xml');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.body).toContain(`<loc>${PUBLIC_URL}/current-openings/job-description?jobId=7001</loc>`);
    expect(response.body).toContain(`<loc>${PUBLIC_URL}/current-openings/job-description?jobId=7003</loc>`);
    expect(response.body).not.toContain('jobId=7002');
    expect(response.body).toContain(`<loc>${PUBLIC_URL}/home</loc>`);
  });

  it('without PUBLIC_URL uses the origin the request came to only for a trusted Host (400 otherwise)', async () => {
    const robots = (host: string) => other.app.inject({ url: '/robots.txt', headers: { host } });
    expect((await robots('www.example.org:8080')).body).toContain('Sitemap: http://www.example.org:8080/sitemap.xml');
    expect((await robots('localhost:3102')).body).toContain('Sitemap: http://localhost:3102/sitemap.xml');
    expect((await robots('evil"><script>')).statusCode).toBe(400);
    expect((await robots('attacker.example')).statusCode).toBe(400);
    const home = await other.app.inject({ url: '/home', headers: { host: 'www.example.org' } });
    expect(home.statusCode).toBe(200);
  });
});

/**
 * The job feeds are well-formed XML of the shape their readers expect, whatever the openings hold,
 * and the server serves them fresh: closed jobs left out, a change shown once it is announced.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importOpenings } from '../cli/import-openings';
import { buildTestApp, type TestApp } from '../test-support/test-app';
import { type FeedJob, cityAndState, indeedFeedXml, rssFeedXml } from './job-feeds';
import { opening } from './test-opening';

// jsdom (the web tests' DOM) parses XML strictly, like a browser; it ships no types of its own.
const jsdomModule = 'jsdom';
const { JSDOM } = (await import(jsdomModule)) as { JSDOM: new () => { window: typeof globalThis } };
const { DOMParser } = new JSDOM().window;
const parseXml = (xml: string) => {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const error = doc.querySelector('parsererror');
  if (error) throw new Error(`not well-formed XML: ${error.textContent ?? ''}`);
  return doc;
};
const text = (parent: Element | Document, selector: string) => parent.querySelector(selector)?.textContent ?? null;
const RFC_822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;

const hostile = opening({
  REQ_ID: 1002,
  PSTN_TITLE: 'R&D <Engineer> ]]> "lead"',
  PSTN_LCTN: 'Overland Park, KS',
  INTERNAL_JOB_DESCRIPTION: '<p>Uses ]]> and <b>bold</b> & more\u0001.</p>',
  PSTN_RATE: '$70 - $80 per hour',
});
const jobs: FeedJob[] = [
  { opening: opening(), countryCode: 'US' },
  { opening: hostile, countryCode: 'US' },
  {
    opening: opening({ REQ_ID: 1003, PSTN_LCTN: 'Pune', PSTN_TYP: 'Full-Time', POSTED_DATE: '2026-11-05' }),
    countryCode: 'IN',
  },
];
const ORIGIN = 'https://n.example';

describe('the Indeed-style XML feed', () => {
  it('is well-formed and carries every field for each job, values intact', () => {
    const doc = parseXml(indeedFeedXml(jobs, ORIGIN, new Date('2026-11-20T10:00:00Z')));
    expect(doc.documentElement.tagName).toBe('source');
    expect(text(doc, 'source > publisher')).toBe('Northwind Technologies');
    expect(text(doc, 'source > publisherurl')).toBe(ORIGIN);
    expect(text(doc, 'source > lastBuildDate')).toMatch(RFC_822);
    const items = [...doc.querySelectorAll('source > job')];
    expect(items).toHaveLength(3);
    const fields = [
      'title',
      'date',
      'referencenumber',
      'url',
      'company',
      'city',
      'state',
      'country',
      'description',
      'salary',
      'jobtype',
    ];
    for (const item of items) {
      for (const field of fields) expect(item.querySelector(field), field).not.toBeNull();
      expect(text(item, 'date')).toMatch(RFC_822);
      expect(text(item, 'jobtype')).toMatch(/^(contract|fulltime)$/);
    }
    const second = items[1]!;
    expect(text(second, 'title')).toBe(hostile.PSTN_TITLE);
    expect(text(second, 'description')).toBe('<p>Uses ]]> and <b>bold</b> & more.</p>');
    expect(text(second, 'url')).toBe(`${ORIGIN}/current-openings/job-description?jobId=1002`);
    expect([text(second, 'city'), text(second, 'state'), text(second, 'country')]).toEqual([
      'Overland Park',
      'KS',
      'US',
    ]);
    expect(text(items[2]!, 'city')).toBe('Pune');
    expect(text(items[2]!, 'jobtype')).toBe('fulltime');
  });

  it('reads city and state from the location', () => {
    expect(cityAndState('Charlotte, NC')).toEqual({ city: 'Charlotte', state: 'NC' });
    expect(cityAndState('Noida')).toEqual({ city: 'Noida', state: '' });
    expect(cityAndState('Remote')).toEqual({ city: '', state: '' });
  });
});

describe('the RSS 2.0 feed', () => {
  it('is well-formed RSS 2.0 with a channel and one item per job, newest first', () => {
    const doc = parseXml(rssFeedXml(jobs, ORIGIN, new Date('2026-11-20T10:00:00Z')));
    expect(doc.documentElement.tagName).toBe('rss');
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    const channel = doc.querySelector('rss > channel')!;
    for (const field of ['title', 'link', 'description']) expect(text(channel, `:scope > ${field}`)).toBeTruthy();
    const items = [...channel.querySelectorAll(':scope > item')];
    expect(items.map((item) => text(item, 'guid'))).toEqual([
      `${ORIGIN}/current-openings/job-description?jobId=1003`,
      `${ORIGIN}/current-openings/job-description?jobId=1002`,
      `${ORIGIN}/current-openings/job-description?jobId=1001`,
    ]);
    for (const item of items) {
      expect(text(item, 'pubDate')).toMatch(RFC_822);
      expect(text(item, 'link')).toBe(text(item, 'guid'));
    }
    expect(text(items[1]!, 'title')).toBe(`${hostile.PSTN_TITLE} (Overland Park, KS)`);
    // The description is text (readers may show it as HTML): the job's markup is not in it.
    expect(text(items[1]!, 'description')).not.toContain('<b>');
  });
});

describe('the feeds on the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('sqlite', { PUBLIC_URL: ORIGIN });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists the open jobs, and a job announced as changed at once', async () => {
    const before = await t.app.inject({ url: '/feeds/jobs.xml' });
    expect(before.statusCode).toBe(200);
    expect(before.headers['content-type']).toMatch(/^application\/xml/);
    const count = parseXml(before.body).querySelectorAll('job').length;
    expect(count).toBeGreaterThan(30);
    await importOpenings(
      t.app.db,
      t.app.dialect,
      [
        {
          REQ_ID: 9001,
          PSTN_TITLE: 'Feed Engineer',
          PSTN_LCTN: 'Pune',
          PSTN_TYP: 'Contract',
          WORK_LOCATION_PREFERENCE: 'Remote',
          COUNTRY: 'IN',
          INTERNAL_JOB_DESCRIPTION: '<p>x</p>',
        },
        {
          REQ_ID: 9002,
          PSTN_TITLE: 'Closed Engineer',
          PSTN_LCTN: 'Pune',
          PSTN_TYP: 'Contract',
          WORK_LOCATION_PREFERENCE: 'Remote',
          COUNTRY: 'IN',
          INTERNAL_JOB_DESCRIPTION: '<p>x</p>',
          VALID_THROUGH: '2020-01-01',
        },
      ],
      t.app.openingsChanged,
    );
    const after = parseXml((await t.app.inject({ url: '/feeds/jobs.xml' })).body);
    const refs = [...after.querySelectorAll('job > referencenumber')].map((node) => node.textContent);
    expect(refs).toHaveLength(count + 1);
    expect(refs).toContain('9001');
    expect(refs).not.toContain('9002');

    const rss = await t.app.inject({ url: '/feeds/openings.rss' });
    expect(rss.headers['content-type']).toMatch(/^application\/rss\+xml/);
    expect(text(parseXml(rss.body), 'item > title')).toBe('Feed Engineer (Pune)');
  });

  it('names the feeds in robots.txt and links them from the openings page', async () => {
    const file = path.join(t.config.webRoot, 'current-openings/job-openings/index.html');
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, '<!doctype html><html><head><title>Openings</title></head><body>openings</body></html>');
    const robots = (await t.app.inject({ url: '/robots.txt' })).body;
    expect(robots).toContain(`Sitemap: ${ORIGIN}/feeds/openings.rss`);
    expect(robots).toContain(`${ORIGIN}/feeds/jobs.xml`);
    const openings = (await t.app.inject({ url: '/current-openings/job-openings' })).body;
    expect(openings).toContain(
      '<link rel="alternate" type="application/rss+xml" title="Current openings (RSS)" href="/feeds/openings.rss"/>',
    );
  });
});

import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENINGS_DATA_ELEMENT_ID, OPENINGS_ISLAND_ID } from '#contracts/seo';
import { escapeHtml } from '../lib/html';
import { buildTestApp, type TestApp } from '../test-support/test-app';

/** The board's page as the build writes it: the board's element empty, for the server to fill. */
const BOARD_HTML = [
  '<!doctype html><html><head><title>Current Openings</title></head><body>',
  `<div class="container"><div id="${OPENINGS_ISLAND_ID}" class="openings-board"></div></div>`,
  '</body></html>',
].join('');
const URL = '/current-openings/job-openings';

describe('the openings board as the server sends it', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp('sqlite');
    const file = path.join(t.config.webRoot, 'current-openings/job-openings/index.html');
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, BOARD_HTML);
  });

  afterAll(async () => {
    await t?.close();
  });

  const newest = async (filter: (opening: { PSTN_TYP: string }) => boolean = () => true) => {
    const today = new Date().toISOString().slice(0, 10);
    const open = (await t.app.repos.openings.list()).filter(
      (opening) => filter(opening) && opening.POSTED_DATE <= today,
    );
    return open.sort((a, b) => b.REQ_ID - a.REQ_ID);
  };
  const titlesIn = (html: string) =>
    [...html.matchAll(/<th scope="row"[^>]*><a [^>]*>([^<]*)<\/a><\/th>/g)].map((match) => match[1]);

  it('holds the first page of openings, newest first, with the total and the data for the app', async () => {
    const response = await t.app.inject({ url: URL });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const expected = (await newest()).slice(0, 15);
    expect(expected.length).toBeGreaterThan(10);
    expect(titlesIn(html)).toEqual(expected.map((opening) => escapeHtml(opening.PSTN_TITLE)));
    expect(html).toContain(`href="/current-openings/job-description?jobId=${expected[0]!.REQ_ID}"`);
    expect(html).toMatch(/Showing 1–15 of \d+ openings/);
    expect(html).toContain(`<script type="application/json" id="${OPENINGS_DATA_ELEMENT_ID}">`);
    // No spinner: the list is there.
    expect(html).not.toContain('Loading openings');
  });

  it('writes the first page of a filtered URL too, with the filters shown as chosen', async () => {
    const html = (await t.app.inject({ url: `${URL}?type=contractual&q=` })).body;
    const expected = (await newest((opening) => opening.PSTN_TYP === 'Contract')).slice(0, 15);
    expect(expected.length).toBeGreaterThan(0);
    expect(titlesIn(html)).toEqual(expected.map((opening) => escapeHtml(opening.PSTN_TITLE)));
    expect(html).toMatch(/id="openings-type-contractual" value="contractual" checked=""/);
  });

  it('shows a URL with a bad filter the default list rather than failing', async () => {
    const response = await t.app.inject({ url: `${URL}?type=%3Cscript%3E&page=-4&sort=nope` });
    expect(response.statusCode).toBe(200);
    expect(titlesIn(response.body)).toHaveLength(15);
    expect(response.body).not.toContain('<script>');
  });
});

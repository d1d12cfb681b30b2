/**
 * The openings list is served from memory, pre-encoded: the same JSON in every encoding, and an
 * operator's import (another process writing the database) shows once the cache's time runs out.
 */
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { importOpenings } from '../cli/import-openings';
import { buildTestApp, type TestApp } from '../test-support/test-app';
import { OPENINGS_LIST_TTL_MS } from './staffing.routes';

describe('GET /api/staffing/get/requirement', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('sqlite');
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t?.close();
  });

  const list = (acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/staffing/get/requirement',
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('answers the same JSON as brotli, gzip or plain, by Accept-Encoding', async () => {
    const plain = await list();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toMatch(/^application\/json/);
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    const openings = plain.json<{ REQ_ID: number }[]>();
    expect(openings.length).toBeGreaterThan(30);

    const br = await list('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gz = await list('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it('shows openings written behind its back once the cache time has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const before = (await list()).json<{ REQ_ID: number }[]>();
    const country = await t.app.db.selectFrom('countries').select('code').executeTakeFirstOrThrow();
    await importOpenings(t.app.db, t.app.dialect, [
      {
        REQ_ID: 987_654,
        PSTN_TITLE: 'Cache Test Engineer',
        PSTN_LCTN: 'Remote',
        PSTN_TYP: 'Contract',
        WORK_LOCATION_PREFERENCE: 'Remote',
        COUNTRY: country.code,
        INTERNAL_JOB_DESCRIPTION: '<p>Test</p>',
      },
    ]);
    expect((await list()).json<unknown[]>()).toHaveLength(before.length);
    vi.setSystemTime(Date.now() + OPENINGS_LIST_TTL_MS);
    const after = (await list()).json<{ REQ_ID: number }[]>();
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]?.REQ_ID).toBe(987_654);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test-support/test-app';

describe('API documentation (/api/docs)', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });
  const get = (url: string) => t!.app.inject({ method: 'GET', url });

  it('is not served unless API_DOCS turns it on', async () => {
    t = await buildTestApp('sqlite');
    expect(t.config.apiDocs).toBe(false);
    for (const url of ['/api/docs', '/api/docs/', '/api/docs/json']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: 'Not found' });
    }
    expect((await get('/api/health')).statusCode).toBe(200);
  });

  it('serves Swagger UI and the OpenAPI description of every API with API_DOCS=true', async () => {
    t = await buildTestApp('sqlite', { API_DOCS: 'true' });
    const ui = await get('/api/docs/');
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
    const spec = (await get('/api/docs/json')).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/api/staffing/post/candidateData',
        '/api/mail/v1/sendMail',
        '/api/internship-applications',
      ]),
    );
  });
});

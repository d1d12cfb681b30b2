import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, INLINE_SCRIPT, type TestApp } from '../test-support/test-app';
import { inlineScriptHashes } from '../plugins/security-headers';

const SHELL = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/></head><body>loading<script>${INLINE_SCRIPT}</script></body></html>`;

describe('serving the staff console', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp('sqlite');
    await fs.writeFile(path.join(t.config.webRoot, '__spa-fallback.html'), SHELL);
  });

  afterAll(async () => {
    await t?.close();
  });

  it.each(['/admin', '/admin/', '/admin/openings/12/edit', '/admin/sign-in?next=%2Fadmin'])(
    'answers %s with the app shell, noindex, never cached',
    async (url) => {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toContain('<head><meta name="robots" content="noindex, nofollow"/>');
      expect(response.body).toContain('loading');
      // The shell's inline script is allowed by its hash, and nothing else inline is.
      const [hash] = inlineScriptHashes(SHELL);
      expect(response.headers['content-security-policy']).toContain(hash);
    },
  );

  it('lets console pages frame the resume path alone, and public pages frame nothing', async () => {
    const consolePage = await t.app.inject({ url: '/admin/applications/x', headers: { host: 'localhost:8080' } });
    const framing = /frame-src ([^;]+)/.exec(String(consolePage.headers['content-security-policy']))?.[1];
    expect(framing).toBe('http://localhost:8080/api/admin/files/inline/');
    // A Host the server does not know gets no frame at all.
    const stranger = await t.app.inject({ url: '/admin', headers: { host: 'evil.example' } });
    expect(String(stranger.headers['content-security-policy'])).toContain("frame-src 'none'");
    const publicPage = await t.app.inject({ url: '/administration' });
    expect(String(publicPage.headers['content-security-policy'])).toContain("frame-src 'none'");
  });

  it('leaves paths that only look alike to the public site (not-found, indexable)', async () => {
    const response = await t.app.inject({ url: '/administration' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['x-robots-tag']).toBeUndefined();
    expect(response.body).not.toContain('noindex');
  });

  it('keeps unknown API paths a JSON 404, under /api/admin too', async () => {
    const response = await t.app.inject({ url: '/api/admin-nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });

  it('never lists the console in the sitemap', async () => {
    const response = await t.app.inject({ url: '/sitemap.xml' });
    expect(response.body).not.toContain('/admin');
  });
});

/**
 * Nobody without an account, or with the wrong role, or from another site, reaches the console's
 * API. The cases are generated from the app's own route table, so a new route is covered the moment
 * it exists (and a route registered without an access rule stops the app from starting).
 */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type DbKind, postgresAvailable, type TestApp } from '../test-support/test-app';
import type { AdminRoute } from './access';
import { recordAccessRule } from './admin.plugin';
import { adminPaths } from '#contracts/admin/paths';
import { as, ORIGIN, type Staff, staffMember } from '../test-support/console-client';

const kinds: DbKind[] = ['sqlite', ...((await postgresAvailable()) ? (['postgres'] as const) : [])];

/** A concrete URL for a route pattern (ids that exist or not: the checks come before the handler). */
const concrete = (url: string) =>
  url.replace(':reqId', '1001').replace(':owner', 'application').replace(':id', '00000000-0000-4000-8000-000000000000');

const label = (route: AdminRoute) => `${route.method} ${route.url}`;

describe.each(kinds)('console access on %s', (kind) => {
  let t: TestApp;
  let admin: Staff;
  let recruiter: Staff;
  let accountManager: Staff;
  let routes: AdminRoute[];

  beforeAll(async () => {
    t = await buildTestApp(kind);
    admin = await staffMember(t, 'admin');
    recruiter = await staffMember(t, 'recruiter');
    accountManager = await staffMember(t, 'account_manager');
    routes = t.app.adminRoutes;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('knows every console route, each with an access rule', () => {
    expect(routes.length).toBeGreaterThanOrEqual(40);
    const publicRoutes = routes
      .filter((r) => r.access === 'public')
      .map(label)
      .sort();
    expect(publicRoutes).toEqual([
      'POST /api/admin/auth/passkey',
      'POST /api/admin/auth/passkey/options',
      'POST /api/admin/auth/password-reset/complete',
      'POST /api/admin/auth/password-reset/request',
      'POST /api/admin/auth/setup/complete',
      'POST /api/admin/auth/setup/start',
      'POST /api/admin/auth/sign-in',
    ]);
  });

  it('answers 401 to every non-public route without a session, and no-store', async () => {
    for (const route of routes.filter((r) => r.access !== 'public')) {
      const answer = await as(t, null)(
        route.method as 'GET',
        concrete(route.url),
        route.method === 'GET' ? undefined : {},
      );
      expect(answer.statusCode, label(route)).toBe(401);
      expect(answer.headers['cache-control'], label(route)).toBe('no-store');
    }
  });

  it('answers 401 to a made-up session cookie', async () => {
    for (const route of routes.filter((r) => r.access !== 'public')) {
      const answer = await as(t, { cookie: 'nw_console=forged-token-value' })(
        route.method as 'GET',
        concrete(route.url),
        route.method === 'GET' ? undefined : {},
      );
      expect(answer.statusCode, label(route)).toBe(401);
    }
  });

  it('answers 403 to a recruiter on every admin-only route', async () => {
    const adminOnly = routes.filter((r) => r.access !== 'public' && !r.access.roles.includes('recruiter'));
    expect(adminOnly.map(label)).toEqual(
      expect.arrayContaining([
        'GET /api/admin/users',
        'POST /api/admin/users/:id/sign-out',
        'POST /api/admin/privacy/erase',
        'GET /api/admin/audit',
      ]),
    );
    for (const route of adminOnly) {
      const answer = await as(t, recruiter)(
        route.method as 'GET',
        concrete(route.url),
        route.method === 'GET' ? undefined : {},
      );
      expect(answer.statusCode, label(route)).toBe(403);
    }
  });

  it('answers 403 to an account manager on every route their role is not given (users, erasure, audit)', async () => {
    const notTheirs = routes.filter((r) => r.access !== 'public' && !r.access.roles.includes('account_manager'));
    expect(notTheirs.map(label)).toEqual(expect.arrayContaining(['GET /api/admin/users', 'GET /api/admin/audit']));
    for (const route of notTheirs) {
      const answer = await as(t, accountManager)(
        route.method as 'GET',
        concrete(route.url),
        route.method === 'GET' ? undefined : {},
      );
      expect(answer.statusCode, label(route)).toBe(403);
    }
    // The pipeline is theirs too.
    expect((await as(t, accountManager)('GET', adminPaths.applications)).statusCode).toBe(200);
    expect((await as(t, accountManager)('GET', adminPaths.me)).json()).toMatchObject({ role: 'account_manager' });
  });

  it('answers 403 to every state-changing route from another origin, or with no Origin', async () => {
    const changing = routes.filter((r) => r.method !== 'GET');
    for (const route of changing) {
      for (const origin of ['https://evil.example', 'null', 'http://localhost.evil.example']) {
        const answer = await as(t, admin)(route.method as 'POST', concrete(route.url), {}, { origin });
        expect(answer.statusCode, `${label(route)} from ${origin}`).toBe(403);
      }
      const noOrigin = await t.app.inject({
        method: route.method as 'POST',
        url: concrete(route.url),
        headers: { cookie: admin.cookie },
        payload: {},
      });
      expect(noOrigin.statusCode, `${label(route)} without Origin`).toBe(403);
      const crossSite = await as(t, admin)(
        route.method as 'POST',
        concrete(route.url),
        {},
        { 'sec-fetch-site': 'cross-site' },
      );
      expect(crossSite.statusCode, `${label(route)} cross-site`).toBe(403);
    }
  });

  it('answers 403 to every reading route a browser marks as coming from another site', async () => {
    const reading = routes.filter((r) => r.method === 'GET');
    expect(reading.map(label)).toEqual(
      expect.arrayContaining([
        'GET /api/admin/files/inline/:owner/:id',
        'GET /api/admin/files/preview/:owner/:id',
        'GET /api/admin/applications/:id/neighbours',
      ]),
    );
    for (const route of reading) {
      for (const site of ['cross-site', 'same-site']) {
        const answer = await as(t, admin)('GET', concrete(route.url), undefined, {
          origin: 'https://evil.example',
          'sec-fetch-site': site,
        });
        expect(answer.statusCode, `${label(route)} ${site}`).toBe(403);
      }
    }
  });

  it('lets the right role through (the handler answers, not the guard)', async () => {
    const storedSecrets = await t.app.db.selectFrom('staff_users').select(['password_hash', 'totp_secret']).execute();
    for (const route of routes.filter((r) => r.method === 'GET' && r.access !== 'public')) {
      const answer = await as(t, admin)('GET', concrete(route.url));
      expect([200, 400, 404], label(route)).toContain(answer.statusCode);
      // No answer carries a password hash or a TOTP secret.
      for (const secret of storedSecrets.flatMap((row) => [row.password_hash, row.totp_secret])) {
        if (secret) expect(answer.body, label(route)).not.toContain(secret);
      }
      expect(answer.body, label(route)).not.toContain('scrypt$');
    }
    const list = await as(t, recruiter)('GET', '/api/admin/openings');
    expect(list.statusCode).toBe(200);
  });

  it('does not start when a console route has no access rule', async () => {
    const bare = Fastify();
    const table: AdminRoute[] = [];
    bare.register(async (scope) => {
      scope.addHook('onRoute', recordAccessRule(table));
      scope.get('/with-rule', { config: { access: { roles: ['admin'] } } }, async () => 'ok');
      scope.get('/no-rule', async () => 'open');
    });
    await expect(bare.ready()).rejects.toThrow(/GET \/no-rule declares no access rule/);
    expect(table).toEqual([{ method: 'GET', url: '/with-rule', access: { roles: ['admin'] } }]);
    await bare.close();
  });

  it('sends the origin the console answers to', () => {
    expect(ORIGIN).toBe('http://localhost');
  });
});

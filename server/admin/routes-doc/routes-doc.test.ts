/**
 * docs/console-routes.md is the server's route table as it is: every console route, with the roles its
 * access rule lets in. Fails when a route, or a route's roles, changed without `npm run docs:routes`.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-support/each-database';
import { renderRoutesDoc, ROUTES_DOC } from './routes-doc';

describe('the console routes document', () => {
  const t = useTestApp('sqlite');

  it('lists every console route with the roles that may call it, as the server enforces them', async () => {
    const committed = await fs.readFile(path.resolve(import.meta.dirname, '../../..', ROUTES_DOC), 'utf8');
    expect(committed, 'docs/console-routes.md is out of date: run `npm run docs:routes`').toBe(
      renderRoutesDoc(t.app.adminRoutes),
    );
  });

  it('ticks the roles of a route and marks public routes', () => {
    const doc = renderRoutesDoc([
      { method: 'POST', url: '/api/admin/auth/sign-in', access: 'public' },
      { method: 'GET', url: '/api/admin/clients', access: { roles: ['admin', 'account_manager'] } },
      { method: 'DELETE', url: '/api/admin/users/:id', access: { roles: ['admin'] } },
    ]);
    expect(doc).toContain('| `POST auth/sign-in` | public | public | public |');
    expect(doc).toContain('| `GET clients` | ✓ | ✓ |  |');
    expect(doc).toContain('| `DELETE users/:id` | ✓ |  |  |');
    expect(doc.indexOf('## auth')).toBeLessThan(doc.indexOf('## clients'));
  });
});

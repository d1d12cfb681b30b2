/**
 * The console lists' shared search and paging (search.ts), through two lists that use them, on each
 * database: a search matches any of the list's columns, whatever the case, takes LIKE's wildcards
 * as plain characters, and the total counts every match while a page holds at most its size.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../test-support/each-database';
import { auditRepository } from './audit.repository';
import { staffRepository } from './staff.repository';

describeEachDatabase('console list search and paging', (t) => {
  // Unique to this run, so rows other suites add never match.
  const tag = randomUUID().slice(0, 8);

  beforeAll(async () => {
    const audit = auditRepository(t.app.db);
    // Each entry matches the tag in another column: who, which record, what it carried (twice).
    const entries = [
      { actor_email: `Lead.${tag}@example.com`, action: 'user.invited', target_id: null, detail: null },
      { actor_email: null, action: 'opening.closed', target_id: `REQ-${tag}`, detail: null },
      { actor_email: null, action: 'export', target_id: null, detail: `{"note":"100% ${tag}"}` },
      { actor_email: null, action: 'export', target_id: null, detail: `{"note":"100x ${tag}"}` },
    ];
    for (const entry of entries) {
      await audit.append({ ...entry, actor_id: null, target_type: null, user_agent: null, ip: '127.0.0.1' });
    }

    const staff = staffRepository(t.app.db);
    await staff.createUser({ email: `ana.${tag}@example.com`, name: 'Ana Ortiz', role: 'recruiter' });
    await staff.createUser({ email: `raj.${tag}@example.com`, name: `Raj_${tag} Mehta`, role: 'admin' });
    await staff.createUser({ email: `raj.x${tag}@example.com`, name: `Rajx${tag} Rao`, role: 'admin' });
  });

  const auditSearch = async (search: string, page = 1, pageSize = 10) =>
    auditRepository(t.app.db).list({ page, pageSize, search });

  it('matches any of the searched columns, whatever the case', async () => {
    const found = await auditSearch(tag.toUpperCase());
    expect(found.total).toBe(4);
    expect(new Set(found.items.map((item) => item.action))).toEqual(
      new Set(['user.invited', 'opening.closed', 'export']),
    );
  });

  it('takes % and _ as the characters themselves', async () => {
    const percent = await auditSearch(`100% ${tag}`);
    expect(percent.items.map((item) => item.detail)).toEqual([`{"note":"100% ${tag}"}`]);

    const users = await staffRepository(t.app.db).listUsers({ page: 1, pageSize: 10, search: `raj_${tag}` });
    expect(users.items.map((user) => user.name)).toEqual([`Raj_${tag} Mehta`]);
  });

  it('counts every match while a page holds at most its size', async () => {
    const first = await auditSearch(tag, 1, 3);
    const second = await auditSearch(tag, 2, 3);
    expect([first.total, second.total]).toEqual([4, 4]);
    expect([first.items.length, second.items.length]).toEqual([3, 1]);
    const ids = [...first.items, ...second.items].map((item) => item.id);
    expect(new Set(ids).size).toBe(4);

    const users = await staffRepository(t.app.db).listUsers({ page: 1, pageSize: 2, search: tag });
    expect(users).toMatchObject({ total: 3 });
    expect(users.items).toHaveLength(2);
  });
});

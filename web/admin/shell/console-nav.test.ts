import { describe, expect, it } from 'vitest';
import { consolePaths } from '../console-paths';
import { type NavItem, TOP_ROW_LIMIT, navFor, navGroups, navItems } from './console-nav';

const shape = (role: 'admin' | 'recruiter') =>
  navFor(role).map((entry) =>
    entry.kind === 'link' ? entry.item.label : `${entry.group.label}: ${entry.items.map((i) => i.label).join(', ')}`,
  );

describe('the console navigation', () => {
  it('puts the desk on the header row and every other group in a menu of its own', () => {
    expect(shape('admin')).toEqual([
      'Home',
      'Openings',
      'Applicants',
      'Inbox: Internships, Messages',
      'Admin: Mail templates, Users, Audit log, Privacy',
    ]);
  });

  it('shows a role only its sections; a group with one of them is a plain link', () => {
    expect(shape('recruiter')).toEqual([
      'Home',
      'Openings',
      'Applicants',
      'Inbox: Internships, Messages',
      'Mail templates',
    ]);
  });

  it('takes a new section from one line, in its group', () => {
    const more: NavItem[] = [
      ...navItems,
      { label: 'Client requests', href: `${consolePaths.home}/client-requests`, roles: ['admin'], group: 'inbox' },
    ];
    const inbox = navFor('admin', more).find((entry) => entry.kind === 'menu' && entry.group.id === 'inbox');
    expect(inbox?.kind === 'menu' && inbox.items.map((item) => item.label)).toEqual([
      'Internships',
      'Messages',
      'Client requests',
    ]);
  });

  it('keeps the header row within what fits from 1024 px wide', () => {
    // Over the limit? Put the new section in a group (a menu) instead of on the desk row.
    for (const role of ['admin', 'recruiter'] as const) expect(navFor(role).length).toBeLessThanOrEqual(TOP_ROW_LIMIT);
  });

  it('files every section under a known group, each section once', () => {
    const groups = new Set(navGroups.map((group) => group.id));
    expect(navItems.filter((item) => !groups.has(item.group))).toEqual([]);
    expect(new Set(navItems.map((item) => item.href)).size).toBe(navItems.length);
  });
});

import { describe, expect, it } from 'vitest';
import type { Role } from '#contracts/admin/common';
import { consolePaths } from '../console-paths';
import { type NavItem, TOP_ROW_LIMIT, navFor, navGroups, navItems } from './console-nav';

const shape = (role: Role) =>
  navFor(role).map((entry) =>
    entry.kind === 'link' ? entry.item.label : `${entry.group.label}: ${entry.items.map((i) => i.label).join(', ')}`,
  );

describe('the console navigation', () => {
  it('puts the desk on the header row and every other group in a menu of its own', () => {
    expect(shape('admin')).toEqual([
      'Home',
      'Clients',
      'Openings',
      'Pipeline: Applicants, Talent, Submittals, Interviews, Placements, Reports',
      'Inbox: Internships, Client requests, Messages',
      'Admin: Mail templates, Reasons, Users, Audit log, Privacy',
    ]);
  });

  it('shows a role only its sections; a group with one of them is a plain link', () => {
    expect(shape('recruiter')).toEqual([
      'Home',
      'Clients',
      'Openings',
      'Pipeline: Applicants, Talent, Submittals, Interviews, Placements, Reports',
      'Inbox: Internships, Client requests, Messages',
      'Mail templates',
    ]);
    expect(shape('account_manager')).toEqual(shape('recruiter'));
  });

  it('takes a new section from one line, in its group', () => {
    const more: NavItem[] = [
      ...navItems,
      { label: 'Partner leads', href: `${consolePaths.home}/partner-leads`, roles: ['admin'], group: 'inbox' },
    ];
    const inbox = navFor('admin', more).find((entry) => entry.kind === 'menu' && entry.group.id === 'inbox');
    expect(inbox?.kind === 'menu' && inbox.items.map((item) => item.label)).toEqual([
      'Internships',
      'Client requests',
      'Messages',
      'Partner leads',
    ]);
  });

  it('keeps the header row within what fits from 1024 px wide', () => {
    // Over the limit? Put the new section in a group (a menu) instead of on the desk row.
    for (const role of ['admin', 'account_manager', 'recruiter'] as const)
      expect(navFor(role).length).toBeLessThanOrEqual(TOP_ROW_LIMIT);
  });

  it('files every section under a known group, each section once', () => {
    const groups = new Set(navGroups.map((group) => group.id));
    expect(navItems.filter((item) => !groups.has(item.group))).toEqual([]);
    expect(new Set(navItems.map((item) => item.href)).size).toBe(navItems.length);
  });
});

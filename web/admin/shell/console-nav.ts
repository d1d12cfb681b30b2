/**
 * The console's sections, as data: the header (web/admin/shell/console-layout.tsx) draws them. A new
 * section is one line in `navItems` with its group; the header needs no change.
 *
 * - `desk` sections are the daily work: links on the header's own row. Keep them few: the row holds
 *   at most TOP_ROW_LIMIT entries (desk links and group menus together) so the header fits from
 *   1024 px (a test counts them).
 * - Every other group is one menu on that row (a button that discloses its sections), in the order
 *   of `navGroups`; a group with a single section for a role is a plain link.
 * - On a phone (below Bootstrap's lg) the header folds into one "Menu": desk links first, then each
 *   group's button.
 */
import type { Role } from '#contracts/admin/common';
import { consolePaths } from '../console-paths';

export type NavGroupId = 'desk' | 'pipeline' | 'inbox' | 'admin';
export type NavItem = { label: string; href: string; roles: readonly Role[]; group: NavGroupId };
export type NavGroup = { id: NavGroupId; label: string };

/** The header row's entries at most, for the role that sees the most (desk links plus group menus). */
export const TOP_ROW_LIMIT = 6;

const staff = ['admin', 'account_manager', 'recruiter'] as const;
const admins = ['admin'] as const;

/** The groups, in the header's order; `desk` is the row of links, the others its menus. */
export const navGroups: readonly NavGroup[] = [
  { id: 'desk', label: 'Desk' },
  { id: 'pipeline', label: 'Pipeline' },
  { id: 'inbox', label: 'Inbox' },
  { id: 'admin', label: 'Admin' },
];

/** The console's sections, in the order a recruiter works through them within each group. */
export const navItems: NavItem[] = [
  { label: 'Home', href: consolePaths.today, roles: staff, group: 'desk' },
  { label: 'Clients', href: consolePaths.clients, roles: staff, group: 'desk' },
  { label: 'Openings', href: consolePaths.openings, roles: staff, group: 'desk' },
  { label: 'Applicants', href: consolePaths.applications, roles: staff, group: 'pipeline' },
  { label: 'Talent', href: consolePaths.talent, roles: staff, group: 'pipeline' },
  { label: 'Submittals', href: consolePaths.submittals, roles: staff, group: 'pipeline' },
  { label: 'Interviews', href: consolePaths.interviews, roles: staff, group: 'pipeline' },
  { label: 'Placements', href: consolePaths.placements, roles: staff, group: 'pipeline' },
  { label: 'Reports', href: consolePaths.reports, roles: staff, group: 'pipeline' },
  { label: 'Internships', href: consolePaths.internships, roles: staff, group: 'inbox' },
  { label: 'Client requests', href: consolePaths.clientRequests, roles: staff, group: 'inbox' },
  { label: 'Messages', href: consolePaths.messages, roles: staff, group: 'inbox' },
  { label: 'Mail templates', href: consolePaths.mailTemplates, roles: staff, group: 'admin' },
  { label: 'Reasons', href: consolePaths.reasons, roles: admins, group: 'admin' },
  { label: 'Users', href: consolePaths.users, roles: admins, group: 'admin' },
  { label: 'Audit log', href: consolePaths.audit, roles: admins, group: 'admin' },
  { label: 'Privacy', href: consolePaths.privacy, roles: admins, group: 'admin' },
];

/** One entry of the header's row: a section's link, or a group's menu of sections. */
export type NavEntry = { kind: 'link'; item: NavItem } | { kind: 'menu'; group: NavGroup; items: NavItem[] };

/** The header's row for a role: the desk's links, then one menu per other group it sees. */
export function navFor(role: Role, items: readonly NavItem[] = navItems): NavEntry[] {
  const mine = items.filter((item) => item.roles.includes(role));
  return navGroups.flatMap((group): NavEntry[] => {
    const inGroup = mine.filter((item) => item.group === group.id);
    if (group.id === 'desk' || inGroup.length === 1) return inGroup.map((item) => ({ kind: 'link', item }));
    return inGroup.length ? [{ kind: 'menu', group, items: inGroup }] : [];
  });
}

/** Whether `pathname` is inside the section at `href`. */
export const inSection = (pathname: string, href: string) => pathname === href || pathname.startsWith(`${href}/`);

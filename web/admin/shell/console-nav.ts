import type { Role } from '#contracts/admin/common';
import { consolePaths } from '../console-paths';

export type NavItem = { label: string; href: string; roles: readonly Role[] };

const staff = ['admin', 'recruiter'] as const;
const admins = ['admin'] as const;

/** The console's sections, in the order a recruiter works through them; admin-only ones last. */
export const navItems: NavItem[] = [
  { label: 'Home', href: consolePaths.today, roles: staff },
  { label: 'Openings', href: consolePaths.openings, roles: staff },
  { label: 'Applicants', href: consolePaths.applications, roles: staff },
  { label: 'Internships', href: consolePaths.internships, roles: staff },
  { label: 'Messages', href: consolePaths.messages, roles: staff },
  { label: 'Mail templates', href: consolePaths.mailTemplates, roles: staff },
  { label: 'Users', href: consolePaths.users, roles: admins },
  { label: 'Audit log', href: consolePaths.audit, roles: admins },
  { label: 'Privacy', href: consolePaths.privacy, roles: admins },
];

/** Whether `pathname` is inside the section at `href`. */
export const inSection = (pathname: string, href: string) => pathname === href || pathname.startsWith(`${href}/`);

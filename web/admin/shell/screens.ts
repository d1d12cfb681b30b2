/**
 * The console's screens: which path shows which screen, to whom. Each screen is its own chunk, loaded
 * when first shown. One React Router route (`admin/*`, web/routes.ts) hands every console path here,
 * so public pages carry one route entry for the console, however many screens it has.
 */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { consolePaths } from '../console-paths';

/** anyone: sign-in and the one-time links; staff: admins and recruiters; admin: admins only. */
export type Access = 'anyone' | 'staff' | 'admin';

export type ScreenEntry = { pattern: string; access: Access; Screen: LazyExoticComponent<ComponentType> };

const screen = (pattern: string, access: Access, load: () => Promise<{ default: ComponentType }>): ScreenEntry => ({
  pattern,
  access,
  Screen: lazy(load),
});

/** In order: the first pattern that matches wins (`openings/new` before `openings/:reqId`). */
export const screens: ScreenEntry[] = [
  screen(consolePaths.signIn, 'anyone', () => import('../auth/sign-in-screen')),
  screen(consolePaths.setup, 'anyone', () => import('../auth/setup-screen')),
  screen(consolePaths.resetPassword, 'anyone', () => import('../auth/reset-password-screen')),
  screen(consolePaths.today, 'staff', () => import('../home/home-screen')),
  screen(consolePaths.account, 'staff', () => import('../auth/account-screen')),
  screen(consolePaths.openings, 'staff', () => import('../openings/openings-screen')),
  screen(consolePaths.newOpening, 'staff', () => import('../openings/opening-editor-screen')),
  screen(consolePaths.editOpening(':reqId'), 'staff', () => import('../openings/opening-editor-screen')),
  screen(consolePaths.board(':reqId'), 'staff', () => import('../board/board-screen')),
  screen(consolePaths.opening(':reqId'), 'staff', () => import('../openings/opening-screen')),
  screen(consolePaths.clients, 'staff', () => import('../clients/clients-screen')),
  screen(consolePaths.newClient, 'staff', () => import('../clients/client-editor-screen')),
  screen(consolePaths.editClient(':id'), 'staff', () => import('../clients/client-editor-screen')),
  screen(consolePaths.client(':id'), 'staff', () => import('../clients/client-screen')),
  screen(consolePaths.applications, 'staff', () => import('../applications/applications-screen')),
  screen(consolePaths.application(':id'), 'staff', () => import('../applications/application-screen')),
  screen(consolePaths.candidate(':id'), 'staff', () => import('../candidates/candidate-screen')),
  screen(consolePaths.submittals, 'staff', () => import('../desk/submittals-screen')),
  screen(consolePaths.interviews, 'staff', () => import('../desk/interviews-screen')),
  screen(consolePaths.placements, 'staff', () => import('../desk/placements-screen')),
  screen(consolePaths.talentAdd, 'staff', () => import('../talent/talent-add-screen')),
  screen(consolePaths.talent, 'staff', () => import('../talent/talent-screen')),
  screen(consolePaths.internships, 'staff', () => import('../internships/internships-screen')),
  screen(consolePaths.internshipsBoard, 'staff', () => import('../internships/internships-board-screen')),
  screen(consolePaths.internship(':id'), 'staff', () => import('../internships/internship-screen')),
  screen(consolePaths.clientRequests, 'staff', () => import('../inbox/client-requests-screen')),
  screen(consolePaths.clientRequest(':id'), 'staff', () => import('../inbox/client-request-screen')),
  screen(consolePaths.messages, 'staff', () => import('../inbox/messages-screen')),
  screen(consolePaths.message(':id'), 'staff', () => import('../inbox/message-screen')),
  screen(consolePaths.mailTemplates, 'staff', () => import('../mail/templates-screen')),
  screen(consolePaths.reasons, 'admin', () => import('../reasons/reasons-screen')),
  screen(consolePaths.users, 'admin', () => import('../users/users-screen')),
  screen(consolePaths.audit, 'admin', () => import('../audit/audit-screen')),
  screen(consolePaths.privacy, 'admin', () => import('../privacy/privacy-screen')),
  screen(consolePaths.reports, 'staff', () => import('../reports/reports-screen')),
  screen(consolePaths.report(':report'), 'staff', () => import('../reports/reports-screen')),
];

/** Every page of the staff console, in one place: links and the screen table read these. */
import { consolePages } from '#contracts/admin/paths';

export const CONSOLE_BASE = consolePages.home;

export const consolePaths = {
  home: CONSOLE_BASE,
  signIn: consolePages.signIn,
  /** The set-up link of an invitation or of the CLI's create-admin (token in the fragment). */
  setup: consolePages.setup,
  /** Asks for a reset mail; with the mail's token in the fragment, sets the new password. */
  resetPassword: consolePages.resetPassword,
  /** What needs attention (the home screen). */
  today: `${CONSOLE_BASE}/home`,
  account: `${CONSOLE_BASE}/account`,
  openings: `${CONSOLE_BASE}/openings`,
  newOpening: `${CONSOLE_BASE}/openings/new`,
  opening: (reqId: number | string) => `${CONSOLE_BASE}/openings/${reqId}`,
  editOpening: (reqId: number | string) => `${CONSOLE_BASE}/openings/${reqId}/edit`,
  board: (reqId: number | string) => `${CONSOLE_BASE}/openings/${reqId}/board`,
  applications: `${CONSOLE_BASE}/applications`,
  application: (id: string) => `${CONSOLE_BASE}/applications/${id}`,
  /** A candidate's profile: the person and every application they sent. */
  candidate: (id: string) => `${CONSOLE_BASE}/candidates/${id}`,
  internships: `${CONSOLE_BASE}/internships`,
  internship: (id: string) => `${CONSOLE_BASE}/internships/${id}`,
  messages: `${CONSOLE_BASE}/messages`,
  message: (id: string) => `${CONSOLE_BASE}/messages/${id}`,
  /** The texts recruiters mail candidates from (admins edit them). */
  mailTemplates: `${CONSOLE_BASE}/mail-templates`,
  users: `${CONSOLE_BASE}/users`,
  audit: `${CONSOLE_BASE}/audit`,
  privacy: `${CONSOLE_BASE}/privacy`,
} as const;

/**
 * Where sign-in leads: `next` when it is a console path (so a link cannot send anyone elsewhere),
 * else Home, which says what needs attention.
 */
export function safeNext(next: string | null): string {
  if (next && next.startsWith(`${CONSOLE_BASE}/`) && !next.startsWith('//') && !next.includes('\\')) return next;
  return consolePaths.today;
}

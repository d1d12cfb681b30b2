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
  clients: `${CONSOLE_BASE}/clients`,
  newClient: `${CONSOLE_BASE}/clients/new`,
  client: (id: string) => `${CONSOLE_BASE}/clients/${id}`,
  editClient: (id: string) => `${CONSOLE_BASE}/clients/${id}/edit`,
  applications: `${CONSOLE_BASE}/applications`,
  application: (id: string) => `${CONSOLE_BASE}/applications/${id}`,
  /** A candidate's profile: the person and every application they sent. */
  candidate: (id: string) => `${CONSOLE_BASE}/candidates/${id}`,
  /** Candidates put forward to clients, with the clients' answers. */
  submittals: `${CONSOLE_BASE}/submittals`,
  /** Client interviews, from today on. */
  interviews: `${CONSOLE_BASE}/interviews`,
  /** Placements; `?endingWithin=30` lists contractors to redeploy. */
  placements: `${CONSOLE_BASE}/placements`,
  /** The talent database: search, and adding candidates. */
  talent: `${CONSOLE_BASE}/talent`,
  talentAdd: `${CONSOLE_BASE}/talent/add`,
  internships: `${CONSOLE_BASE}/internships`,
  /** Every internship application, a column per step. */
  internshipsBoard: `${CONSOLE_BASE}/internships/board`,
  internship: (id: string) => `${CONSOLE_BASE}/internships/${id}`,
  /** Requests for talent from the Hire talent page. */
  clientRequests: `${CONSOLE_BASE}/client-requests`,
  clientRequest: (id: string) => `${CONSOLE_BASE}/client-requests/${id}`,
  messages: `${CONSOLE_BASE}/messages`,
  message: (id: string) => `${CONSOLE_BASE}/messages/${id}`,
  /** The texts recruiters mail candidates from (admins edit them). */
  mailTemplates: `${CONSOLE_BASE}/mail-templates`,
  /** The reasons rejections and withdrawals give (admins edit them). */
  reasons: `${CONSOLE_BASE}/reasons`,
  users: `${CONSOLE_BASE}/users`,
  audit: `${CONSOLE_BASE}/audit`,
  privacy: `${CONSOLE_BASE}/privacy`,
  /** The desk's reports: the funnel first. */
  reports: `${CONSOLE_BASE}/reports`,
  report: (name: string) => `${CONSOLE_BASE}/reports/${name}`,
} as const;

/**
 * Where sign-in leads: `next` when it is a console path (so a link cannot send anyone elsewhere),
 * else Home, which says what needs attention.
 */
export function safeNext(next: string | null): string {
  if (next && next.startsWith(`${CONSOLE_BASE}/`) && !next.startsWith('//') && !next.includes('\\')) return next;
  return consolePaths.today;
}

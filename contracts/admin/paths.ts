/**
 * The staff console's API: every path, in one place, for the console's browser code and the server.
 * Schemas are in this folder (auth, users, openings, applications, candidates, inbox, mail, privacy, common).
 *
 * Every route answers `Cache-Control: no-store`. Every route except the seven `auth/*` ones needs a
 * session (401 without) and a role (403 with the wrong one); every POST/PUT/PATCH/DELETE must come
 * from the site's own origin (`Origin` header; 403 otherwise). Errors are `{ message, field? }`.
 *
 *  role      method  path (under /api/admin)            body → answer
 *  —         POST    /auth/sign-in                      SignInRequest → SignInResponse (401 generic, 429)
 *  —         POST    /auth/setup/start                  SetupStartRequest → SetupStartResponse
 *  —         POST    /auth/setup/complete               SetupCompleteRequest → SetupCompleteResponse
 *  —         POST    /auth/password-reset/request       PasswordResetRequest → 202
 *  —         POST    /auth/password-reset/complete      PasswordResetComplete → 204
 *  any       POST    /auth/sign-out                     → 204
 *  any       GET     /me                                → Me
 *  any       POST    /me/password                       ChangePasswordRequest → Me (new session)
 *  any       POST    /me/totp/start                     → TotpEnrolment
 *  any       POST    /me/totp/confirm                   TotpConfirmRequest → RecoveryCodes
 *  any       POST    /me/totp/disable                   PasswordConfirmRequest → 204 (recruiters only)
 *  any       POST    /me/reauth                         ReauthRequest → ReauthResponse (password + TOTP or passkey)
 *  any       POST    /me/reauth/passkey-options         → WebAuthnOptions (a passkey for /me/reauth)
 *  any       POST    /me/recovery-codes                 → RecoveryCodes (after /me/reauth)
 *  any       GET     /me/sessions                       → StaffSessions (account-security.ts)
 *  any       DELETE  /me/sessions/:id                   → 204 (another session of one's own)
 *  any       POST    /me/sessions/end-others            → EndedSessions
 *  any       GET     /me/sign-ins                       → SignInHistory (the last 20)
 *  any       GET     /me/passkeys                       → Passkeys
 *  any       POST    /me/passkeys/options               → WebAuthnOptions (after /me/reauth)
 *  any       POST    /me/passkeys                       AddPasskeyRequest → PasskeyView (after /me/reauth)
 *  any       DELETE  /me/passkeys/:id                   → 204 (after /me/reauth)
 *  —         POST    /auth/passkey/options              → WebAuthnOptions (a discoverable passkey)
 *  —         POST    /auth/passkey                      PasskeySignInRequest → SignInResponse
 *  staff     GET     /home                              → Home (what needs attention)
 *  staff     POST    /home/seen                         → Home (new ones counted from now)
 *  staff     PUT     /home/settings                     HomeSettings → Home
 *  admin     GET     /users                             ?UsersQuery → UsersPage
 *  admin     POST    /users                             InviteRequest → 201 StaffUser (mails the link)
 *  admin     PATCH   /users/:id                         UpdateUserRequest → StaffUser
 *  admin     POST    /users/:id/invitation              → 204 (a new set-up link, mailed)
 *  admin     POST    /users/:id/sign-out                → 204 (ends every session of the account)
 *  staff     GET     /openings                          ?OpeningsQuery → OpeningsPage
 *  staff     POST    /openings                          OpeningInput → 201 OpeningDetail (draft)
 *  staff     GET     /openings/:reqId                   → OpeningDetail
 *  staff     PUT     /openings/:reqId                   OpeningInput → OpeningDetail
 *  staff     POST    /openings/:reqId/publish           → OpeningDetail
 *  staff     POST    /openings/:reqId/close             → OpeningDetail
 *  staff     POST    /openings/:reqId/reopen            → OpeningDetail (published again)
 *  staff     POST    /openings/:reqId/duplicate         → 201 OpeningDetail (a new draft)
 *  staff     GET     /openings/:reqId/board             → Board (a column per stage, with counts)
 *  staff     GET     /applications                      ?ApplicationsQuery → ApplicationsPage
 *  staff     GET     /applications/ids                  ?ApplicationsFilter → MatchingIds (422 past 500)
 *  staff     POST    /applications/bulk                 BulkRequest → BulkResult (422 past 500)
 *  staff     POST    /applications/bulk/export          BulkExportRequest → text/csv attachment
 *  staff     GET     /applications/:id                  → ApplicationDetail
 *  staff     GET     /applications/:id/neighbours       ?ApplicationsQuery → Neighbours (previous/next in that list)
 *  staff     POST    /applications/:id/status           ApplicationStatusRequest → ApplicationDetail
 *  staff     POST    /applications/:id/notes            NoteRequest → ApplicationDetail
 *  staff     PUT     /applications/:id/rating           RatingRequest → ApplicationDetail (the caller's own)
 *  staff     POST    /applications/:id/resume-link      → ResumeLink
 *  staff     GET     /candidates/duplicates             → DuplicatesList (profiles that look like one person)
 *  staff     GET     /candidates/:id                    → CandidateProfile (every application, notes, mails)
 *  admin     POST    /candidates/:id/merge              MergeRequest → CandidateProfile (the other one merged in)
 *  admin     POST    /candidates/:id/dismiss            DismissRequest → CandidateProfile ("not the same person")
 *  admin     POST    /candidate-merges/:id/undo         → CandidateProfile (the kept one, as before the merge)
 *  staff     GET     /mail-templates                    → MailTemplates
 *  admin     POST    /mail-templates                    MailTemplateInput → 201 MailTemplate
 *  admin     PUT     /mail-templates/:id                MailTemplateInput → MailTemplate
 *  admin     DELETE  /mail-templates/:id                → 204
 *  staff     POST    /candidate-mails/preview           CandidateMailRequest → CandidateMailPreview (the first one)
 *  staff     POST    /candidate-mails                   CandidateMailRequest → 201 CandidateMailResult (1–200 mails)
 *  staff     GET     /internships                       ?InboxQuery → InternshipsPage
 *  staff     GET     /internships/:id                   → InternshipDetail
 *  staff     POST    /internships/:id/status            InboxStatusRequest → InternshipDetail
 *  staff     POST    /internships/:id/notes             NoteRequest → InternshipDetail
 *  staff     POST    /internships/:id/resume-link       → ResumeLink
 *  staff     GET     /contact-messages                  ?InboxQuery → ContactMessagesPage
 *  staff     GET     /contact-messages/:id              → ContactMessageDetail
 *  staff     POST    /contact-messages/:id/status       InboxStatusRequest → ContactMessageDetail
 *  staff     POST    /contact-messages/:id/notes        NoteRequest → ContactMessageDetail
 *  staff     GET     /files/resume?…                    the file (the signed URL of a ResumeLink)
 *  staff     GET     /files/preview/:owner/:id          → ResumePreview (owner: application | internship)
 *  staff     GET     /files/inline/:owner/:id           the PDF itself, for the console's frame (sandboxed)
 *  admin     POST    /privacy/export                    PersonQuery → PersonExport
 *  admin     POST    /privacy/erase                     EraseRequest → ErasureReport
 *  admin     GET     /audit                             ?AuditQuery → AuditPage
 *  admin     GET     /audit/facets                      → AuditFacets (the filters' choices)
 *
 *  "any" = admin or recruiter (the account itself); "staff" = admin or recruiter.
 *  Lists take `page` (1-based), `pageSize` (≤ 100) and `search`.
 */

export const ADMIN_API = '/api/admin';

const id = (value: string) => encodeURIComponent(value);

export const adminPaths = {
  signIn: `${ADMIN_API}/auth/sign-in`,
  signOut: `${ADMIN_API}/auth/sign-out`,
  setupStart: `${ADMIN_API}/auth/setup/start`,
  setupComplete: `${ADMIN_API}/auth/setup/complete`,
  passwordResetRequest: `${ADMIN_API}/auth/password-reset/request`,
  passwordResetComplete: `${ADMIN_API}/auth/password-reset/complete`,

  me: `${ADMIN_API}/me`,
  changePassword: `${ADMIN_API}/me/password`,
  totpStart: `${ADMIN_API}/me/totp/start`,
  totpConfirm: `${ADMIN_API}/me/totp/confirm`,
  totpDisable: `${ADMIN_API}/me/totp/disable`,
  recoveryCodes: `${ADMIN_API}/me/recovery-codes`,
  reauth: `${ADMIN_API}/me/reauth`,
  reauthPasskeyOptions: `${ADMIN_API}/me/reauth/passkey-options`,
  mySessions: `${ADMIN_API}/me/sessions`,
  mySession: (sessionId: string) => `${ADMIN_API}/me/sessions/${id(sessionId)}`,
  endOtherSessions: `${ADMIN_API}/me/sessions/end-others`,
  mySignIns: `${ADMIN_API}/me/sign-ins`,
  myPasskeys: `${ADMIN_API}/me/passkeys`,
  myPasskey: (passkeyId: string) => `${ADMIN_API}/me/passkeys/${id(passkeyId)}`,
  passkeyRegistrationOptions: `${ADMIN_API}/me/passkeys/options`,
  passkeySignInOptions: `${ADMIN_API}/auth/passkey/options`,
  passkeySignIn: `${ADMIN_API}/auth/passkey`,

  home: `${ADMIN_API}/home`,
  homeSeen: `${ADMIN_API}/home/seen`,
  homeSettings: `${ADMIN_API}/home/settings`,

  users: `${ADMIN_API}/users`,
  user: (userId: string) => `${ADMIN_API}/users/${id(userId)}`,
  userInvitation: (userId: string) => `${ADMIN_API}/users/${id(userId)}/invitation`,
  userSignOut: (userId: string) => `${ADMIN_API}/users/${id(userId)}/sign-out`,

  openings: `${ADMIN_API}/openings`,
  opening: (reqId: number) => `${ADMIN_API}/openings/${reqId}`,
  openingAction: (reqId: number, action: 'publish' | 'close' | 'reopen' | 'duplicate') =>
    `${ADMIN_API}/openings/${reqId}/${action}`,
  openingBoard: (reqId: number) => `${ADMIN_API}/openings/${reqId}/board`,

  applications: `${ADMIN_API}/applications`,
  applicationIds: `${ADMIN_API}/applications/ids`,
  applicationsBulk: `${ADMIN_API}/applications/bulk`,
  applicationsExport: `${ADMIN_API}/applications/bulk/export`,
  application: (applicationId: string) => `${ADMIN_API}/applications/${id(applicationId)}`,
  applicationStatus: (applicationId: string) => `${ADMIN_API}/applications/${id(applicationId)}/status`,
  applicationNotes: (applicationId: string) => `${ADMIN_API}/applications/${id(applicationId)}/notes`,
  applicationNeighbours: (applicationId: string) => `${ADMIN_API}/applications/${id(applicationId)}/neighbours`,
  applicationRating: (applicationId: string) => `${ADMIN_API}/applications/${id(applicationId)}/rating`,
  applicationResumeLink: (applicationId: string) => `${ADMIN_API}/applications/${id(applicationId)}/resume-link`,

  candidateDuplicates: `${ADMIN_API}/candidates/duplicates`,
  candidate: (personId: string) => `${ADMIN_API}/candidates/${id(personId)}`,
  candidateMerge: (personId: string) => `${ADMIN_API}/candidates/${id(personId)}/merge`,
  candidateDismiss: (personId: string) => `${ADMIN_API}/candidates/${id(personId)}/dismiss`,
  candidateMergeUndo: (mergeId: string) => `${ADMIN_API}/candidate-merges/${id(mergeId)}/undo`,
  mailTemplates: `${ADMIN_API}/mail-templates`,
  mailTemplate: (templateId: string) => `${ADMIN_API}/mail-templates/${id(templateId)}`,
  candidateMails: `${ADMIN_API}/candidate-mails`,
  candidateMailPreview: `${ADMIN_API}/candidate-mails/preview`,

  internships: `${ADMIN_API}/internships`,
  internship: (internshipId: string) => `${ADMIN_API}/internships/${id(internshipId)}`,
  internshipStatus: (internshipId: string) => `${ADMIN_API}/internships/${id(internshipId)}/status`,
  internshipNotes: (internshipId: string) => `${ADMIN_API}/internships/${id(internshipId)}/notes`,
  internshipResumeLink: (internshipId: string) => `${ADMIN_API}/internships/${id(internshipId)}/resume-link`,

  contactMessages: `${ADMIN_API}/contact-messages`,
  contactMessage: (messageId: string) => `${ADMIN_API}/contact-messages/${id(messageId)}`,
  contactMessageStatus: (messageId: string) => `${ADMIN_API}/contact-messages/${id(messageId)}/status`,
  contactMessageNotes: (messageId: string) => `${ADMIN_API}/contact-messages/${id(messageId)}/notes`,

  resumeFile: `${ADMIN_API}/files/resume`,
  /** The one path the console's pages may frame (their CSP names it). */
  resumeInlineBase: `${ADMIN_API}/files/inline/`,
  resumeInline: (owner: 'application' | 'internship', recordId: string) =>
    `${ADMIN_API}/files/inline/${owner}/${id(recordId)}`,
  resumePreview: (owner: 'application' | 'internship', recordId: string) =>
    `${ADMIN_API}/files/preview/${owner}/${id(recordId)}`,

  privacyExport: `${ADMIN_API}/privacy/export`,
  privacyErase: `${ADMIN_API}/privacy/erase`,
  audit: `${ADMIN_API}/audit`,
  auditFacets: `${ADMIN_API}/audit/facets`,
} as const;

/** Query string for a list request; empty values are left out. */
export function listQuery(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * Links the server mails or prints. The one-time token is in the fragment, which browsers never
 * send to a server (so it is in no access log); the page posts it in a request body.
 */
export const consolePages = {
  home: '/admin',
  signIn: '/admin/sign-in',
  setup: '/admin/setup',
  resetPassword: '/admin/reset-password',
  account: '/admin/account',
} as const;
export const setupLink = (origin: string, token: string) => `${origin}${consolePages.setup}#token=${token}`;
export const resetLink = (origin: string, token: string) => `${origin}${consolePages.resetPassword}#token=${token}`;

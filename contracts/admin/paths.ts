/**
 * The staff console's API: every path, in one place, for the console's browser code and the server.
 * Schemas are in this folder (auth, users, openings, applications, candidates, inbox, client-requests, mail,
 * privacy, common).
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
 *  staff     GET     /clients                           ?ClientsQuery → ClientsPage
 *  staff     GET     /clients/:id                       → ClientDetail (contacts, requirements, history)
 *  desk      POST    /clients                           ClientInput → 201 ClientDetail
 *  desk      PUT     /clients/:id                       ClientInput → ClientDetail
 *  desk      POST    /clients/:id/archive|restore       → ClientDetail (Northwind cannot be archived: 409)
 *  desk      PUT     /clients/:id/contacts              ContactInput → ClientDetail (adds, or changes contactId)
 *  desk      DELETE  /clients/:id/contacts              ContactRemoval → ClientDetail
 *  staff     POST    /clients/:id/notes                 NoteRequest → ClientDetail
 *  staff     GET     /mail-templates                    → MailTemplates
 *  admin     POST    /mail-templates                    MailTemplateInput → 201 MailTemplate
 *  admin     PUT     /mail-templates/:id                MailTemplateInput → MailTemplate
 *  admin     DELETE  /mail-templates/:id                → 204
 *  staff     GET     /reasons                           → Reasons (rejection and withdrawal reasons, retired too)
 *  admin     POST    /reasons                           NewReason → 201 Reason
 *  admin     PATCH   /reasons/:id                       ReasonChange → Reason (rename, retire, bring back)
 *  staff     POST    /candidate-mails/preview           CandidateMailRequest → CandidateMailPreview (the first one)
 *  staff     POST    /candidate-mails                   CandidateMailRequest → 201 CandidateMailResult (1–200 mails)
 *  staff     GET     /internships                       ?InternshipsQuery → InternshipsPage
 *  staff     GET     /internships/board                 → InternshipBoard (a column per step, with counts)
 *  staff     GET     /internships/ids                   ?InternshipsFilter → MatchingIds (422 past 500)
 *  staff     POST    /internships/bulk                  InternshipBulkRequest → InternshipBulkResult
 *  staff     GET     /internships/:id                   → InternshipDetail
 *  staff     POST    /internships/:id/status            InternshipStatusRequest → InternshipDetail
 *  staff     POST    /internships/:id/notes             NoteRequest → InternshipDetail
 *  staff     PUT     /internships/:id/rating            RatingRequest → InternshipDetail (the caller's own)
 *  staff     POST    /internships/:id/resume-link       → ResumeLink
 *  staff     GET     /contact-messages                  ?InboxQuery → ContactMessagesPage
 *  staff     GET     /contact-messages/:id              → ContactMessageDetail
 *  staff     POST    /contact-messages/:id/status       InboxStatusRequest → ContactMessageDetail
 *  staff     POST    /contact-messages/:id/notes        NoteRequest → ContactMessageDetail
 *  staff     GET     /client-requests                   ?ClientRequestsQuery → ClientRequestsPage
 *  staff     GET     /client-requests/:id               → ClientRequestDetail
 *  staff     POST    /client-requests/:id/status        ClientRequestStatusRequest → ClientRequestDetail (new | handled)
 *  staff     POST    /client-requests/:id/notes         NoteRequest → ClientRequestDetail
 *  desk      POST    /client-requests/:id/convert       ClientRequestConvertRequest → 201 ClientRequestDetail (409 ClientRequestConvertConflict)
 *  staff     GET     /files/resume?…                    the file (the signed URL of a ResumeLink)
 *  staff     GET     /files/preview/:owner/:id          → ResumePreview (owner: application | internship)
 *  staff     GET     /files/inline/:owner/:id           the PDF itself, for the console's frame (sandboxed)
 *  staff     GET     /submittals                        ?SubmittalsQuery → SubmittalsPage
 *  staff     GET     /submittals/draft                  ?applicationId → SubmittalDraft (the form's starting values)
 *  staff     POST    /submittals/preview                SubmittalRequest → SubmittalPreview (the mail, not sent)
 *  staff     POST    /submittals/profile-preview        SubmittalRequest → application/pdf (the client-ready profile)
 *  staff     POST    /submittals                        SubmittalRequest → 201 Submittal (mailed; application → Submitted)
 *  staff     GET     /submittals/:id                    → Submittal
 *  staff     GET     /submittals/:id/profile            → application/pdf (the profile as it was sent)
 *  staff     POST    /submittals/:id/answer             SubmittalAnswer → Submittal (the client's answer)
 *  staff     GET     /interviews                        ?InterviewsQuery → InterviewsPage (from today on by default)
 *  staff     POST    /interviews                        InterviewRequest → 201 Interview (mails + .ics to candidate and panel)
 *  staff     GET     /interviews/:id                    → Interview
 *  staff     PUT     /interviews/:id                    InterviewSchedule → Interview (rescheduled: same UID, SEQUENCE + 1)
 *  staff     POST    /interviews/:id/cancel             InterviewCancel → Interview (METHOD:CANCEL)
 *  staff     GET     /placements                        ?PlacementsQuery → PlacementsPage (bill rate, margin: rate viewers only)
 *  rates     POST    /placements                        PlacementRequest → 201 Placement (application → Placed)
 *  staff     GET     /placements/:id                    → Placement
 *  staff     GET     /desk/today                        ?timeZone → DeskToday (interviews today, contracts ending)
 *  staff     PUT     /desk/settings                     DeskSettings → DeskToday
 *  staff     GET     /talent                            ?TalentQuery → TalentPage (talent.ts: search the database)
 *  staff     GET     /talent/export                     ?TalentQuery → text/csv (the search's results)
 *  staff     GET     /talent/tags                       → TagsList (the shared list)
 *  staff     GET     /talent/pools                      → TalentPools
 *  staff     POST    /talent/pools                      PoolInput → 201 TalentPool
 *  staff     POST    /talent/pools/:id/members          PoolMembersRequest → PoolMembersResult
 *  staff     GET     /talent/searches                   → SavedSearches (the caller's own)
 *  staff     POST    /talent/searches                   SavedSearchInput → 201 SavedSearch
 *  staff     POST    /talent/searches/:id/run           → SavedSearchRun (with what is new since the last run)
 *  staff     DELETE  /talent/searches/:id               → 204
 *  staff     POST    /talent/resumes?name=              the file as the body → ResumeDraft (text read, fields proposed)
 *  staff     POST    /talent                            AddTalentRequest → AddTalentResult (or the duplicates)
 *  staff     POST    /talent/import                     ImportRequest → ImportReport (dry run by default)
 *  staff     POST    /talent/put-forward                PutForwardRequest → PutForwardResult
 *  staff     GET     /talent/:id                        → TalentProfile (a profile's talent part)
 *  staff     PATCH   /talent/:id                        TalentUpdate → TalentProfile
 *  staff     POST    /talent/:id/resume                 AttachResumeRequest → TalentProfile
 *  admin     POST    /privacy/export                    PersonQuery → PersonExport
 *  admin     POST    /privacy/erase                     EraseRequest → ErasureReport
 *  admin     GET     /audit                             ?AuditQuery → AuditPage
 *  admin     GET     /audit/facets                      → AuditFacets (the filters' choices)
 *  staff     GET     /reports/:report                   ?ReportQuery → Report (a recruiter reads their own figures)
 *  staff     GET     /reports/:report/csv               ?ReportQuery the same table as a CSV file
 *  (placements: money columns for "rates" only; a recruiter asking for a currency → 403)
 *  staff     GET     /report-filters                    → ReportFilterOptions (the desk's people, the sources)
 *  desk      GET     /report-settings                   → ReportSettings (hours a month; my digest opt-in)
 *  admin     PUT     /report-settings                   HoursSetting → ReportSettings
 *  desk      PUT     /report-settings/digest            DigestSetting → ReportSettings (my own)
 *
 *  "any" = any role (the account itself); "staff" = admin, account manager or recruiter; "desk" = admin or
 *  account manager (clients, requirements' rates: recruiters read a requirement's pay rate only); "rates" = the roles
 *  that see bill rates and margins (RATE_VIEWERS, contracts/admin/rates.ts).
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

  clients: `${ADMIN_API}/clients`,
  client: (clientId: string) => `${ADMIN_API}/clients/${id(clientId)}`,
  clientAction: (clientId: string, action: 'archive' | 'restore' | 'contacts' | 'notes') =>
    `${ADMIN_API}/clients/${id(clientId)}/${action}`,

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
  applicationCancelMail: (applicationId: string) => `${ADMIN_API}/applications/${id(applicationId)}/cancel-mail`,

  candidateDuplicates: `${ADMIN_API}/candidates/duplicates`,
  candidate: (personId: string) => `${ADMIN_API}/candidates/${id(personId)}`,
  candidateMerge: (personId: string) => `${ADMIN_API}/candidates/${id(personId)}/merge`,
  candidateDismiss: (personId: string) => `${ADMIN_API}/candidates/${id(personId)}/dismiss`,
  candidateMergeUndo: (mergeId: string) => `${ADMIN_API}/candidate-merges/${id(mergeId)}/undo`,
  mailTemplates: `${ADMIN_API}/mail-templates`,
  mailTemplate: (templateId: string) => `${ADMIN_API}/mail-templates/${id(templateId)}`,
  reasons: `${ADMIN_API}/reasons`,
  reason: (reasonId: string) => `${ADMIN_API}/reasons/${id(reasonId)}`,
  candidateMails: `${ADMIN_API}/candidate-mails`,
  candidateMailPreview: `${ADMIN_API}/candidate-mails/preview`,

  internships: `${ADMIN_API}/internships`,
  internship: (internshipId: string) => `${ADMIN_API}/internships/${id(internshipId)}`,
  internshipsBoard: `${ADMIN_API}/internships/board`,
  internshipIds: `${ADMIN_API}/internships/ids`,
  internshipsBulk: `${ADMIN_API}/internships/bulk`,
  internshipRating: (internshipId: string) => `${ADMIN_API}/internships/${id(internshipId)}/rating`,
  internshipStatus: (internshipId: string) => `${ADMIN_API}/internships/${id(internshipId)}/status`,
  internshipNotes: (internshipId: string) => `${ADMIN_API}/internships/${id(internshipId)}/notes`,
  internshipResumeLink: (internshipId: string) => `${ADMIN_API}/internships/${id(internshipId)}/resume-link`,

  contactMessages: `${ADMIN_API}/contact-messages`,
  contactMessage: (messageId: string) => `${ADMIN_API}/contact-messages/${id(messageId)}`,
  contactMessageStatus: (messageId: string) => `${ADMIN_API}/contact-messages/${id(messageId)}/status`,
  contactMessageNotes: (messageId: string) => `${ADMIN_API}/contact-messages/${id(messageId)}/notes`,
  contactMessageReply: (messageId: string) => `${ADMIN_API}/contact-messages/${id(messageId)}/reply`,
  contactMessageLink: (messageId: string) => `${ADMIN_API}/contact-messages/${id(messageId)}/link`,
  contactMessageLinkOptions: (messageId: string) => `${ADMIN_API}/contact-messages/${id(messageId)}/link-options`,

  clientRequests: `${ADMIN_API}/client-requests`,
  clientRequest: (requestId: string) => `${ADMIN_API}/client-requests/${id(requestId)}`,
  clientRequestStatus: (requestId: string) => `${ADMIN_API}/client-requests/${id(requestId)}/status`,
  clientRequestNotes: (requestId: string) => `${ADMIN_API}/client-requests/${id(requestId)}/notes`,
  clientRequestConvert: (requestId: string) => `${ADMIN_API}/client-requests/${id(requestId)}/convert`,

  resumeFile: `${ADMIN_API}/files/resume`,
  /** The one path the console's pages may frame (their CSP names it). */
  resumeInlineBase: `${ADMIN_API}/files/inline/`,
  resumeInline: (owner: 'application' | 'internship', recordId: string) =>
    `${ADMIN_API}/files/inline/${owner}/${id(recordId)}`,
  resumePreview: (owner: 'application' | 'internship', recordId: string) =>
    `${ADMIN_API}/files/preview/${owner}/${id(recordId)}`,

  submittals: `${ADMIN_API}/submittals`,
  submittalDraft: `${ADMIN_API}/submittals/draft`,
  submittalPreview: `${ADMIN_API}/submittals/preview`,
  submittalProfilePreview: `${ADMIN_API}/submittals/profile-preview`,
  submittal: (submittalId: string) => `${ADMIN_API}/submittals/${id(submittalId)}`,
  submittalProfile: (submittalId: string) => `${ADMIN_API}/submittals/${id(submittalId)}/profile`,
  submittalAnswer: (submittalId: string) => `${ADMIN_API}/submittals/${id(submittalId)}/answer`,
  interviews: `${ADMIN_API}/interviews`,
  interview: (interviewId: string) => `${ADMIN_API}/interviews/${id(interviewId)}`,
  interviewCancel: (interviewId: string) => `${ADMIN_API}/interviews/${id(interviewId)}/cancel`,
  placements: `${ADMIN_API}/placements`,
  placement: (placementId: string) => `${ADMIN_API}/placements/${id(placementId)}`,
  deskToday: `${ADMIN_API}/desk/today`,
  deskSettings: `${ADMIN_API}/desk/settings`,
  talent: `${ADMIN_API}/talent`,
  talentExport: `${ADMIN_API}/talent/export`,
  talentTags: `${ADMIN_API}/talent/tags`,
  talentPools: `${ADMIN_API}/talent/pools`,
  talentPoolMembers: (poolId: string) => `${ADMIN_API}/talent/pools/${id(poolId)}/members`,
  talentSearches: `${ADMIN_API}/talent/searches`,
  talentSearch: (searchId: string) => `${ADMIN_API}/talent/searches/${id(searchId)}`,
  talentSearchRun: (searchId: string) => `${ADMIN_API}/talent/searches/${id(searchId)}/run`,
  talentResumes: `${ADMIN_API}/talent/resumes`,
  talentImport: `${ADMIN_API}/talent/import`,
  talentPutForward: `${ADMIN_API}/talent/put-forward`,
  talentProfile: (personId: string) => `${ADMIN_API}/talent/${id(personId)}`,
  talentResume: (personId: string) => `${ADMIN_API}/talent/${id(personId)}/resume`,

  privacyExport: `${ADMIN_API}/privacy/export`,
  privacyErase: `${ADMIN_API}/privacy/erase`,
  audit: `${ADMIN_API}/audit`,
  auditFacets: `${ADMIN_API}/audit/facets`,
  report: (name: string) => `${ADMIN_API}/reports/${id(name)}`,
  reportCsv: (name: string) => `${ADMIN_API}/reports/${id(name)}/csv`,
  reportFilters: `${ADMIN_API}/report-filters`,
  reportSettings: `${ADMIN_API}/report-settings`,
  reportDigest: `${ADMIN_API}/report-settings/digest`,
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

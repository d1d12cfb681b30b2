/**
 * Every call the console's screens make, typed by the contracts (#contracts/admin): screens call these,
 * never URLs.
 */
import { z } from '#contracts/zod';
import { ADMIN_API, adminPaths } from '#contracts/admin/paths';
import { ResumeLink, ResumePreview, type NoteRequest, type ResumeOwner } from '#contracts/admin/common';
import { OpeningDetail, OpeningsPage, type OpeningInput, type OpeningsQuery } from '#contracts/admin/openings';
import {
  ApplicationDetail,
  ApplicationsPage,
  Neighbours,
  type ApplicationStatusRequest,
  type ApplicationsQuery,
} from '#contracts/admin/applications';
import { Board, InternshipBoard } from '#contracts/admin/board';
import { CandidateProfile, type DismissRequest, DuplicatesList, type MergeRequest } from '#contracts/admin/candidates';
import {
  CandidateMailPreview,
  CandidateMailResult,
  MailTemplate,
  MailTemplates,
  type CandidateMailRequest,
  type MailTemplateInput,
} from '#contracts/admin/mail';
import {
  BulkResult,
  InternshipBulkResult,
  MatchingIds,
  type InternshipBulkRequest,
  type ApplicationsFilter,
  type BulkExportRequest,
  type BulkRequest,
} from '#contracts/admin/bulk';
import { Home, type HomeSettings } from '#contracts/admin/home';
import { Reason, Reasons, type NewReason, type ReasonChange } from '#contracts/admin/reasons';
import type { RatingRequest } from '#contracts/admin/ratings';
import {
  type InboxQuery,
  type InboxResource,
  type InboxStatusRequest,
  type ContactReplyRequest,
  contactMessagesResource,
} from '#contracts/admin/inbox';
import {
  type InternshipStatusRequest,
  type InternshipsFilter,
  type InternshipsQuery,
  internshipsResource,
} from '#contracts/admin/internships';
import { LinkOptions, type LinkRequest } from '#contracts/admin/record-links';
import {
  type ClientRequestConvertRequest,
  type ClientRequestStatusRequest,
  type ClientRequestsQuery,
  clientRequestsResource,
} from '#contracts/admin/client-requests';
import { StaffUser, UsersPage, type InviteRequest, type UpdateUserRequest } from '#contracts/admin/users';
import {
  AuditPage,
  type AuditQuery,
  ErasureReport,
  PersonExport,
  type EraseRequest,
  AuditFacets,
} from '#contracts/admin/privacy';
import {
  RecoveryCodes,
  ReauthResponse,
  SignInResponse,
  TotpEnrolment,
  Me,
  type ChangePasswordRequest,
  type ReauthRequest,
} from '#contracts/admin/auth';
import {
  type AddPasskeyRequest,
  EndedSessions,
  Passkeys,
  PasskeyView,
  SignInHistory,
  StaffSessions,
  WebAuthnOptions,
} from '#contracts/admin/account-security';
import { Country } from '#contracts/api/staffing/reference';
import {
  ClientDetail,
  type ClientInput,
  ClientsPage,
  type ClientsQuery,
  type ContactInput,
} from '#contracts/admin/clients';
import { env } from '../../config/env';
import {
  type DigestSetting,
  type HoursSetting,
  Report,
  ReportFilterOptions,
  type ReportName,
  type ReportQuery,
  ReportSettings,
} from '#contracts/admin/reports';
import { NoBody, getJson, sendJson } from './admin-client';

type Signal = { signal?: AbortSignal };
/** A list's query as the screens give it: any of the schema's parameters, already typed. */
type Query<S extends z.ZodMiniType> = Partial<z.infer<S>>;

export const openingsApi = {
  list: (query: Query<typeof OpeningsQuery>, { signal }: Signal = {}) =>
    getJson(adminPaths.openings, OpeningsPage, { query, signal }),
  get: (reqId: number, { signal }: Signal = {}) => getJson(adminPaths.opening(reqId), OpeningDetail, { signal }),
  create: (input: OpeningInput) => sendJson('POST', adminPaths.openings, OpeningDetail, input),
  update: (reqId: number, input: OpeningInput) => sendJson('PUT', adminPaths.opening(reqId), OpeningDetail, input),
  act: (reqId: number, action: 'publish' | 'close' | 'reopen' | 'duplicate') =>
    sendJson('POST', adminPaths.openingAction(reqId, action), OpeningDetail, {}),
  /**
   * The countries an opening can be in: the staffing API's public pick-list (the path the careers
   * feature's api-paths.ts names; not imported from there, so the careers chunks stay as they are).
   */
  countries: ({ signal }: Signal = {}) => getJson(`${env.staffingApiUrl}/get/country`, z.array(Country), { signal }),
};

export const clientsApi = {
  list: (query: Query<typeof ClientsQuery>, { signal }: Signal = {}) =>
    getJson(adminPaths.clients, ClientsPage, { query, signal }),
  get: (id: string, { signal }: Signal = {}) => getJson(adminPaths.client(id), ClientDetail, { signal }),
  create: (input: ClientInput) => sendJson('POST', adminPaths.clients, ClientDetail, input),
  update: (id: string, input: ClientInput) => sendJson('PUT', adminPaths.client(id), ClientDetail, input),
  act: (id: string, action: 'archive' | 'restore') =>
    sendJson('POST', adminPaths.clientAction(id, action), ClientDetail, {}),
  saveContact: (id: string, input: ContactInput) =>
    sendJson('PUT', adminPaths.clientAction(id, 'contacts'), ClientDetail, input),
  removeContact: (id: string, contactId: string) =>
    sendJson('DELETE', adminPaths.clientAction(id, 'contacts'), ClientDetail, { contactId }),
  addNote: (id: string, request: { text: string }) =>
    sendJson('POST', adminPaths.clientAction(id, 'notes'), ClientDetail, request),
};

export const applicationsApi = {
  list: (query: Query<typeof ApplicationsQuery>, { signal }: Signal = {}) =>
    getJson(adminPaths.applications, ApplicationsPage, { query, signal }),
  get: (id: string, { signal }: Signal = {}) => getJson(adminPaths.application(id), ApplicationDetail, { signal }),
  /** The applications before and after this one in the list `query` describes. */
  neighbours: (id: string, query: Query<typeof ApplicationsQuery>, { signal }: Signal = {}) =>
    getJson(adminPaths.applicationNeighbours(id), Neighbours, { query, signal }),
  setStatus: (id: string, request: ApplicationStatusRequest) =>
    sendJson('POST', adminPaths.applicationStatus(id), ApplicationDetail, request),
  addNote: (id: string, request: NoteRequest) =>
    sendJson('POST', adminPaths.applicationNotes(id), ApplicationDetail, request),
  resumeLink: (id: string) => sendJson('POST', adminPaths.applicationResumeLink(id), ResumeLink, {}),
  rate: (id: string, request: RatingRequest) =>
    sendJson('PUT', adminPaths.applicationRating(id), ApplicationDetail, request),
  /** Stops a delayed mail (a rejection) about this application before it leaves. */
  cancelMail: (id: string, mailId: string) =>
    sendJson('POST', adminPaths.applicationCancelMail(id), ApplicationDetail, { mailId }),
};

export const filesApi = {
  /** How to show a record's resume beside it (a framed PDF, a DOCX's text, or download only). */
  preview: (owner: ResumeOwner, id: string, { signal }: Signal = {}) =>
    getJson(adminPaths.resumePreview(owner, id), ResumePreview, { signal }),
};

/** Candidate profiles: staff view them; admins merge, undo a merge and dismiss a flag. */
export const candidatesApi = {
  get: (id: string, { signal }: Signal = {}) => getJson(adminPaths.candidate(id), CandidateProfile, { signal }),
  duplicates: ({ signal }: Signal = {}) => getJson(adminPaths.candidateDuplicates, DuplicatesList, { signal }),
  merge: (id: string, request: MergeRequest) =>
    sendJson('POST', adminPaths.candidateMerge(id), CandidateProfile, request),
  undoMerge: (mergeId: string) => sendJson('POST', adminPaths.candidateMergeUndo(mergeId), CandidateProfile, {}),
  dismiss: (id: string, request: DismissRequest) =>
    sendJson('POST', adminPaths.candidateDismiss(id), CandidateProfile, request),
};

export const mailApi = {
  templates: ({ signal }: Signal = {}) => getJson(adminPaths.mailTemplates, MailTemplates, { signal }),
  createTemplate: (input: MailTemplateInput) => sendJson('POST', adminPaths.mailTemplates, MailTemplate, input),
  updateTemplate: (id: string, input: MailTemplateInput) =>
    sendJson('PUT', adminPaths.mailTemplate(id), MailTemplate, input),
  deleteTemplate: (id: string) => sendJson('DELETE', adminPaths.mailTemplate(id), NoBody),
  preview: (request: CandidateMailRequest) =>
    sendJson('POST', adminPaths.candidateMailPreview, CandidateMailPreview, request),
  send: (request: CandidateMailRequest) => sendJson('POST', adminPaths.candidateMails, CandidateMailResult, request),
};

/** Reasons for rejections and withdrawals: every staff member reads them, admins edit them. */
export const reasonsApi = {
  list: ({ signal }: Signal = {}) => getJson(adminPaths.reasons, Reasons, { signal }),
  create: (request: NewReason) => sendJson('POST', adminPaths.reasons, Reason, request),
  change: (id: string, request: ReasonChange) => sendJson('PATCH', adminPaths.reason(id), Reason, request),
};

/** Several applications at once (at most 500): by id, or every match of the list's filters. */
export const bulkApi = {
  act: (request: BulkRequest) => sendJson('POST', adminPaths.applicationsBulk, BulkResult, request),
  /** The CSV's text. */
  exportCsv: (request: BulkExportRequest) => sendJson('POST', adminPaths.applicationsExport, z.string(), request),
  matchingIds: (query: ApplicationsFilter) => getJson(adminPaths.applicationIds, MatchingIds, { query }),
};

export const homeApi = {
  get: ({ signal }: Signal = {}) => getJson(adminPaths.home, Home, { signal }),
  seen: () => sendJson('POST', adminPaths.homeSeen, Home, {}),
  settings: (request: HomeSettings) => sendJson('PUT', adminPaths.homeSettings, Home, request),
};

export const boardApi = {
  get: (reqId: number, { signal }: Signal = {}) => getJson(adminPaths.openingBoard(reqId), Board, { signal }),
};

/** An inbox resource's calls (list, record, status, note), from its declaration. */
function inboxApi<Page extends z.ZodMiniType, Detail extends z.ZodMiniType>(resource: InboxResource<Page, Detail>) {
  const list = `${ADMIN_API}/${resource.path}`;
  const record = (id: string) => `${list}/${encodeURIComponent(id)}`;
  return {
    list: (query: Query<typeof InboxQuery>, { signal }: Signal = {}) => getJson(list, resource.page, { query, signal }),
    get: (id: string, { signal }: Signal = {}) => getJson(record(id), resource.detail, { signal }),
    setStatus: (id: string, request: InboxStatusRequest) =>
      sendJson('POST', `${record(id)}/status`, resource.detail, request),
    addNote: (id: string, request: NoteRequest) => sendJson('POST', `${record(id)}/notes`, resource.detail, request),
  };
}

/** Internship applications: the job applications' calls with their own steps (no neighbours, no export). */
export const internshipsApi = {
  list: (query: Query<typeof InternshipsQuery>, { signal }: Signal = {}) =>
    getJson(adminPaths.internships, internshipsResource.page, { query, signal }),
  get: (id: string, { signal }: Signal = {}) =>
    getJson(adminPaths.internship(id), internshipsResource.detail, { signal }),
  setStatus: (id: string, request: InternshipStatusRequest) =>
    sendJson('POST', adminPaths.internshipStatus(id), internshipsResource.detail, request),
  addNote: (id: string, request: NoteRequest) =>
    sendJson('POST', adminPaths.internshipNotes(id), internshipsResource.detail, request),
  rate: (id: string, request: RatingRequest) =>
    sendJson('PUT', adminPaths.internshipRating(id), internshipsResource.detail, request),
  resumeLink: (id: string) => sendJson('POST', adminPaths.internshipResumeLink(id), ResumeLink, {}),
  board: ({ signal }: Signal = {}) => getJson(adminPaths.internshipsBoard, InternshipBoard, { signal }),
  bulk: (request: InternshipBulkRequest) => sendJson('POST', adminPaths.internshipsBulk, InternshipBulkResult, request),
  matchingIds: (query: InternshipsFilter) => getJson(adminPaths.internshipIds, MatchingIds, { query }),
};

export const messagesApi = {
  ...inboxApi(contactMessagesResource),
  /** A reply through the outbox, in the company's layout, with the staff member as Reply-To. */
  reply: (id: string, request: ContactReplyRequest) =>
    sendJson('POST', adminPaths.contactMessageReply(id), contactMessagesResource.detail, request),
  /** Links the message to the record it is about (null unlinks). */
  link: (id: string, request: LinkRequest) =>
    sendJson('PUT', adminPaths.contactMessageLink(id), contactMessagesResource.detail, request),
  linkOptions: (id: string, search: string, { signal }: Signal = {}) =>
    getJson(adminPaths.contactMessageLinkOptions(id), LinkOptions, { query: search ? { search } : {}, signal }),
};

/** Requests for talent from the Hire talent page: list, record, status, notes, and the convert. */
export const clientRequestsApi = {
  list: (query: Query<typeof ClientRequestsQuery>, { signal }: Signal = {}) =>
    getJson(adminPaths.clientRequests, clientRequestsResource.page, { query, signal }),
  get: (id: string, { signal }: Signal = {}) =>
    getJson(adminPaths.clientRequest(id), clientRequestsResource.detail, { signal }),
  setStatus: (id: string, request: ClientRequestStatusRequest) =>
    sendJson('POST', adminPaths.clientRequestStatus(id), clientRequestsResource.detail, request),
  addNote: (id: string, request: NoteRequest) =>
    sendJson('POST', adminPaths.clientRequestNotes(id), clientRequestsResource.detail, request),
  /** Makes the client (or joins `clientId`) and the draft requirement; 409 when converted before. */
  convert: (id: string, request: ClientRequestConvertRequest) =>
    sendJson('POST', adminPaths.clientRequestConvert(id), clientRequestsResource.detail, request),
};

export const usersApi = {
  list: (query: { page?: number; search?: string }, { signal }: Signal = {}) =>
    getJson(adminPaths.users, UsersPage, { query, signal }),
  invite: (request: InviteRequest) => sendJson('POST', adminPaths.users, StaffUser, request),
  update: (id: string, request: UpdateUserRequest) => sendJson('PATCH', adminPaths.user(id), StaffUser, request),
  resendInvitation: (id: string) => sendJson('POST', adminPaths.userInvitation(id), NoBody, {}),
  signOut: (id: string) => sendJson('POST', adminPaths.userSignOut(id), NoBody, {}),
};

export const accountApi = {
  changePassword: (request: ChangePasswordRequest) => sendJson('POST', adminPaths.changePassword, Me, request),
  startTotp: () => sendJson('POST', adminPaths.totpStart, TotpEnrolment, {}),
  confirmTotp: (code: string) => sendJson('POST', adminPaths.totpConfirm, RecoveryCodes, { code }),
  disableTotp: (password: string) => sendJson('POST', adminPaths.totpDisable, NoBody, { password }),
  reauth: (request: ReauthRequest) => sendJson('POST', adminPaths.reauth, ReauthResponse, request),
  newRecoveryCodes: () => sendJson('POST', adminPaths.recoveryCodes, RecoveryCodes, {}),
  sessions: ({ signal }: Signal = {}) => getJson(adminPaths.mySessions, StaffSessions, { signal }),
  endSession: (sessionId: string) => sendJson('DELETE', adminPaths.mySession(sessionId), NoBody),
  endOtherSessions: () => sendJson('POST', adminPaths.endOtherSessions, EndedSessions, {}),
  signIns: ({ signal }: Signal = {}) => getJson(adminPaths.mySignIns, SignInHistory, { signal }),
  passkeys: ({ signal }: Signal = {}) => getJson(adminPaths.myPasskeys, Passkeys, { signal }),
  passkeyOptions: () => sendJson('POST', adminPaths.passkeyRegistrationOptions, WebAuthnOptions, {}),
  addPasskey: (request: AddPasskeyRequest) => sendJson('POST', adminPaths.myPasskeys, PasskeyView, request),
  removePasskey: (passkeyId: string) => sendJson('DELETE', adminPaths.myPasskey(passkeyId), NoBody),
  reauthPasskeyOptions: () => sendJson('POST', adminPaths.reauthPasskeyOptions, WebAuthnOptions, {}),
};

/** Signing in with a passkey (no session yet). */
export const passkeySignInApi = {
  options: () => sendJson('POST', adminPaths.passkeySignInOptions, WebAuthnOptions, {}),
  signIn: (response: object) => sendJson('POST', adminPaths.passkeySignIn, SignInResponse, { response }),
};

export const reportsApi = {
  get: (name: ReportName, query: Query<typeof ReportQuery>, { signal }: Signal = {}) =>
    getJson(adminPaths.report(name), Report, { query: { ...query }, signal }),
  filters: ({ signal }: Signal = {}) => getJson(adminPaths.reportFilters, ReportFilterOptions, { signal }),
  settings: ({ signal }: Signal = {}) => getJson(adminPaths.reportSettings, ReportSettings, { signal }),
  setHours: (request: HoursSetting) => sendJson('PUT', adminPaths.reportSettings, ReportSettings, request),
  setDigest: (request: DigestSetting) => sendJson('PUT', adminPaths.reportDigest, ReportSettings, request),
};

export const privacyApi = {
  exportPerson: (email: string) => sendJson('POST', adminPaths.privacyExport, PersonExport, { email }),
  erase: (request: EraseRequest) => sendJson('POST', adminPaths.privacyErase, ErasureReport, request),
  audit: (query: Query<typeof AuditQuery>, { signal }: Signal = {}) =>
    getJson(adminPaths.audit, AuditPage, { query, signal }),
  auditFacets: ({ signal }: Signal = {}) => getJson(adminPaths.auditFacets, AuditFacets, { signal }),
};

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
import { Board } from '#contracts/admin/board';
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
  MatchingIds,
  type ApplicationsFilter,
  type BulkExportRequest,
  type BulkRequest,
} from '#contracts/admin/bulk';
import { Home, type HomeSettings } from '#contracts/admin/home';
import type { RatingRequest } from '#contracts/admin/ratings';
import {
  type InboxQuery,
  type InboxResource,
  type InboxStatusRequest,
  contactMessagesResource,
  internshipsResource,
} from '#contracts/admin/inbox';
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
import { env } from '../../config/env';
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

export const internshipsApi = {
  ...inboxApi(internshipsResource),
  resumeLink: (id: string) => sendJson('POST', adminPaths.internshipResumeLink(id), ResumeLink, {}),
};

export const messagesApi = inboxApi(contactMessagesResource);

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

export const privacyApi = {
  exportPerson: (email: string) => sendJson('POST', adminPaths.privacyExport, PersonExport, { email }),
  erase: (request: EraseRequest) => sendJson('POST', adminPaths.privacyErase, ErasureReport, request),
  audit: (query: Query<typeof AuditQuery>, { signal }: Signal = {}) =>
    getJson(adminPaths.audit, AuditPage, { query, signal }),
  auditFacets: ({ signal }: Signal = {}) => getJson(adminPaths.auditFacets, AuditFacets, { signal }),
};

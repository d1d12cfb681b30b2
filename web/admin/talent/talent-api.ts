/** The talent database's calls (contracts/admin/talent.ts), for the Talent screens. */
import { z } from '#contracts/zod';
import { adminPaths, listQuery } from '#contracts/admin/paths';
import {
  AddTalentResult,
  ImportReport,
  PoolMembersResult,
  PutForwardResult,
  ResumeDraft,
  SavedSearchRun,
  SavedSearches,
  TalentPage,
  TalentPool,
  TalentPools,
  TalentProfile,
  type AddTalentRequest,
} from '#contracts/admin/talent';
import { getJson, sendJson, type QueryValue } from '../api/admin-client';

export const talentApi = {
  search: (query: Record<string, QueryValue>, signal?: AbortSignal) =>
    getJson(adminPaths.talent, TalentPage, { query, signal }),
  exportUrl: (query: Record<string, QueryValue>) => `${adminPaths.talentExport}${listQuery(query)}`,
  pools: () => getJson(adminPaths.talentPools, TalentPools),
  createPool: (name: string) => sendJson('POST', adminPaths.talentPools, TalentPool, { name, description: '' }),
  addToPool: (poolId: string, people: string[]) =>
    sendJson('POST', adminPaths.talentPoolMembers(poolId), PoolMembersResult, { people, action: 'add' }),
  putForward: (reqId: number, people: string[]) =>
    sendJson('POST', adminPaths.talentPutForward, PutForwardResult, { reqId, people }),
  add: (request: AddTalentRequest) => sendJson('POST', adminPaths.talent, AddTalentResult, request),
  attachResume: (personId: string, upload: string) =>
    sendJson('POST', adminPaths.talentResume(personId), TalentProfile, { upload }),
  profile: (personId: string, signal?: AbortSignal) =>
    getJson(adminPaths.talentProfile(personId), TalentProfile, { signal }),
  update: (personId: string, body: object) =>
    sendJson('PATCH', adminPaths.talentProfile(personId), TalentProfile, body),
  importCsv: (csv: string, dryRun: boolean) => sendJson('POST', adminPaths.talentImport, ImportReport, { csv, dryRun }),
  saveSearch: (name: string, query: string) =>
    sendJson('POST', adminPaths.talentSearches, z.object({ id: z.string() }), { name, query }),
  savedSearches: (signal?: AbortSignal) => getJson(adminPaths.talentSearches, SavedSearches, { signal }),
  runSearch: (id: string) => sendJson('POST', adminPaths.talentSearchRun(id), SavedSearchRun),
};

/** A dropped resume, sent as the request's body; the server reads it and proposes the fields. */
export async function readResume(
  file: File,
): Promise<{ ok: true; draft: ResumeDraft } | { ok: false; message: string }> {
  const response = await fetch(`${adminPaths.talentResumes}?name=${encodeURIComponent(file.name)}`, {
    method: 'POST',
    body: file,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/octet-stream' },
  });
  const body: unknown = await response.json().catch(() => ({}));
  if (!response.ok) {
    const message = (body as { message?: string }).message ?? 'The file could not be read.';
    return { ok: false, message };
  }
  const parsed = ResumeDraft.safeParse(body);
  return parsed.success ? { ok: true, draft: parsed.data } : { ok: false, message: 'The answer could not be read.' };
}

/**
 * A resume as the console shows it beside its record, judged by its bytes (server/storage/resume-type,
 * the upload check's detector), never by the name or type the candidate's browser gave: a PDF is
 * framed (served by GET /files/inline/…), a DOCX is shown as its text, extracted with mammoth; a
 * Word 97–2003 .doc, a damaged file or anything else is only offered for download.
 */
import mammoth from 'mammoth';
import type { ResumeType } from '#contracts/api/files';
import type { ResumeOwner, ResumePreview } from '#contracts/admin/common';
import { adminPaths } from '#contracts/admin/paths';
import { docxProblem } from '../../storage/docx-limits';
import { detectResumeType } from '../../storage/resume-type';
import type { ConsoleContext } from '../context';

/** More text than any resume has; a longer one is cut here (the download has it all). */
export const MAX_PREVIEW_CHARS = 60_000;

export type ReadResume = { bytes: Buffer; type: ResumeType | undefined };

/** Where a record's resume is stored, its name and type. */
export async function resumeOf(ctx: ConsoleContext, owner: ResumeOwner, id: string) {
  if (owner === 'application') {
    const application = await ctx.applications.byId(id);
    const file = application?.attachment;
    if (!file?.storage_key) return undefined;
    return {
      key: file.storage_key,
      name: file.file_name,
      type: file.stored_type ?? 'application/octet-stream',
      size: file.size,
    };
  }
  const internship = await ctx.internships.byId(id);
  if (!internship) return undefined;
  return {
    key: internship.resume_key,
    name: internship.resume_name,
    type: internship.resume_type,
    size: internship.resume_size,
  };
}

/** The stored bytes of a record's resume and the type they show, or undefined when there is none. */
export async function readResume(ctx: ConsoleContext, owner: ResumeOwner, id: string): Promise<ReadResume | undefined> {
  const file = await resumeOf(ctx, owner, id);
  const stored = file?.key ? await ctx.app.storage.inspect(file.key) : undefined;
  if (!stored || stored.head.length === 0 || stored.head.length < stored.size) return undefined;
  return { bytes: stored.head, type: await detectResumeType(stored.head) };
}

/** A DOCX's text, paragraphs on their own lines; undefined when it cannot be read. */
export async function docxText(bytes: Buffer): Promise<{ text: string; truncated: boolean } | undefined> {
  // Checked again here (the upload was checked too): the archive's directory must be sound and small
  // once unpacked before anything inflates it.
  if (docxProblem(bytes)) return undefined;
  try {
    const { value } = await mammoth.extractRawText({ buffer: bytes });
    const text = value
      .replace(/\r\n?/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim();
    if (!text) return undefined;
    return text.length > MAX_PREVIEW_CHARS
      ? { text: text.slice(0, MAX_PREVIEW_CHARS), truncated: true }
      : { text, truncated: false };
  } catch {
    return undefined;
  }
}

/** What the console shows for a resume. */
export async function previewOf(owner: ResumeOwner, id: string, resume: ReadResume): Promise<ResumePreview> {
  switch (resume.type) {
    case 'application/pdf':
      return { kind: 'pdf', url: adminPaths.resumeInline(owner, id) };
    case 'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
      const text = await docxText(resume.bytes);
      return text
        ? { kind: 'text', ...text }
        : { kind: 'download', reason: 'The text of this Word file could not be read.' };
    }
    case 'application/msword':
      return { kind: 'download', reason: 'A Word 97–2003 file (.doc) cannot be shown here.' };
    default:
      return { kind: 'download', reason: 'This file cannot be shown here.' };
  }
}

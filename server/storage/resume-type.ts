/**
 * What a resume really is, judged by its bytes (never by its name or the client's word):
 * PDF, DOCX (a ZIP holding word/document.xml) or DOC (an OLE compound file with a WordDocument stream).
 */
import { fileTypeFromBuffer } from 'file-type';
import type { ResumeType } from '#contracts/api/files';
import { MAX_RESUME_BYTES, RESUME_MESSAGES } from '#contracts/resume-file';
import { docxProblem } from './docx-limits';

export { MAX_RESUME_BYTES };

export const EXTENSION_OF: Record<ResumeType, string> = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
};

const EXTENSION_TYPE = { docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' } as const;

const WORD_DOCUMENT_STREAM = Buffer.from('WordDocument', 'utf16le');

/** Whether these bytes hold the name of a Word document's main stream (what tells a DOC from other OLE files). */
export const holdsWordStream = (bytes: Buffer) => bytes.includes(WORD_DOCUMENT_STREAM);
export const WORD_STREAM_NAME_BYTES = WORD_DOCUMENT_STREAM.length;

export async function detectResumeType(
  bytes: Buffer,
  hasWordStream = holdsWordStream(bytes),
): Promise<ResumeType | undefined> {
  const detected = await fileTypeFromBuffer(bytes);
  switch (detected?.mime) {
    case 'application/pdf':
      return 'application/pdf';
    case 'application/vnd.openxmlformats-officedocument.wordprocessingml.document':
      return detected.mime;
    case 'application/x-cfb':
      return hasWordStream ? 'application/msword' : undefined;
    default:
      return undefined;
  }
}

/** Why a file is refused, as an HTTP status: 413 too large, 415 not a resume type. */
export class ResumeRejected extends Error {
  constructor(
    readonly statusCode: 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

/** Checks size and content; returns the type the bytes show. */
export async function checkResume(bytes: Buffer): Promise<ResumeType> {
  if (bytes.length > MAX_RESUME_BYTES) throw new ResumeRejected(413, RESUME_MESSAGES.tooLarge);
  if (bytes.length === 0) throw new ResumeRejected(415, RESUME_MESSAGES.empty);
  const type = await detectResumeType(bytes);
  if (!type) throw new ResumeRejected(415, RESUME_MESSAGES.notADocument);
  if (type === EXTENSION_TYPE.docx) {
    const problem = docxProblem(bytes);
    if (problem) throw new ResumeRejected(415, problem);
  }
  return type;
}

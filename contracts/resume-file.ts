/**
 * The one resume check: what a resume may be (PDF, DOC or DOCX, at most 5 MB), how a file's first
 * bytes show its type, the file input's accept string, and the messages a candidate reads. Both forms
 * check a chosen file with it before anything is uploaded; the server checks the bytes again with its
 * own detector but answers with these limits and messages, so a bad file reads the same everywhere.
 */
import { MAX_RESUME_BYTES, type ResumeType } from './api/files';

export { MAX_RESUME_BYTES };

/** The file input's accept attribute: the extensions and types a resume may have. */
export const RESUME_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The hint under every resume input. */
export const RESUME_HINT = 'PDF, DOC or DOCX, up to 5 MB.';

export const RESUME_MESSAGES = {
  missing: 'Resume is required. Attach it as a PDF, DOC or DOCX file.',
  empty: 'Resume file is empty. Attach your resume again.',
  tooLarge: 'Resume must be 5 MB or smaller.',
  wrongType: 'Resume must be a PDF, DOC or DOCX file.',
  notADocument: 'Resume must be a PDF, DOC or DOCX file. This one is not a readable document.',
} as const;

/** The longest signature read from a file's start. */
export const RESUME_HEAD_BYTES = 8;

/** What a resume file is by its first bytes, or null when it is not a PDF, DOC or DOCX. */
export function resumeTypeOf(bytes: Uint8Array, fileName: string): ResumeType | null {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  // %PDF-
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf';
  // An OLE2 compound document: Word 97-2003 .doc
  if (starts(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)) return 'application/msword';
  // A ZIP container named .docx: Office Open XML
  if (starts(0x50, 0x4b, 0x03, 0x04) && /\.docx$/i.test(fileName)) {
    return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  }
  return null;
}

const readHead = async (file: Blob): Promise<Uint8Array> =>
  new Uint8Array(await file.slice(0, RESUME_HEAD_BYTES).arrayBuffer());

/** The resume's type read from its content, or null when it is not a PDF, DOC or DOCX. */
export const sniffResumeType = async (file: File): Promise<ResumeType | null> =>
  resumeTypeOf(await readHead(file), file.name);

/** What is wrong with a chosen resume (the message to show), or undefined when it can be sent. */
export async function resumeProblem(file: File | null | undefined): Promise<string | undefined> {
  if (!file) return RESUME_MESSAGES.missing;
  if (file.size === 0) return RESUME_MESSAGES.empty;
  if (file.size > MAX_RESUME_BYTES) return RESUME_MESSAGES.tooLarge;
  if (!/\.(pdf|docx?)$/i.test(file.name)) return RESUME_MESSAGES.wrongType;
  if ((await sniffResumeType(file)) === null) return RESUME_MESSAGES.notADocument;
  return undefined;
}

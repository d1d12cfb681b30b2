/**
 * The resume check done before upload: PDF, DOC or DOCX (by content, not only by name), at most 5 MB.
 * The server checks again; this spares a candidate a slow upload that would be refused.
 */
import { MAX_RESUME_BYTES, type ResumeType } from '#contracts/api/files';

export const RESUME_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export const RESUME_PROBLEMS = {
  missing: 'Resume is required.',
  type: 'Resume must be a PDF, DOC or DOCX file.',
  size: 'Resume must be 5 MB or smaller.',
} as const;

const SIGNATURES: { type: ResumeType; extension: string; bytes: number[] }[] = [
  { type: 'application/pdf', extension: '.pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'application/msword', extension: '.doc', bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] }, // OLE2
  {
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: '.docx',
    bytes: [0x50, 0x4b, 0x03, 0x04], // a ZIP container
  },
];

const readHead = (file: Blob, length: number) =>
  new Promise<Uint8Array>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('cannot read the file'));
    reader.readAsArrayBuffer(file.slice(0, length));
  });

/** The resume's type judged by its name and its first bytes; undefined when it is not a PDF, DOC or DOCX. */
export async function resumeTypeOf(file: File): Promise<ResumeType | undefined> {
  const name = file.name.toLowerCase();
  const signature = SIGNATURES.find((candidate) => name.endsWith(candidate.extension));
  if (!signature) return undefined;
  const head = await readHead(file, signature.bytes.length);
  return signature.bytes.every((byte, i) => head[i] === byte) ? signature.type : undefined;
}

/** What is wrong with the chosen resume, or undefined when it can be uploaded. */
export async function resumeProblem(file: File | undefined): Promise<string | undefined> {
  if (!file) return RESUME_PROBLEMS.missing;
  if (file.size > MAX_RESUME_BYTES) return RESUME_PROBLEMS.size;
  if (!(await resumeTypeOf(file))) return RESUME_PROBLEMS.type;
  return undefined;
}

/**
 * The name a resume leaves the server under (mail attachments, console downloads): the letters,
 * digits, `-` and `_` of the candidate's file name without its extension, then the extension of the
 * type the bytes were detected as. So `Jane-Doe-CV.html` holding a PDF is `Jane-Doe-CV.pdf`, and
 * nothing a candidate names a file can make it open as a page.
 */
import { RESUME_TYPES, type ResumeType } from '#contracts/api/files';
import { EXTENSION_OF } from './resume-type';

export function resumeFileName(fileName: string, type: ResumeType): string {
  const base =
    fileName
      .replace(/\.[A-Za-z0-9]{1,10}$/, '')
      .replace(/\.?(pdf|docx?)$/i, '')
      .replace(/[^A-Za-z0-9_-]/g, '')
      .slice(0, 80) || 'resume';
  return `${base}.${EXTENSION_OF[type]}`;
}

/** Whether a stored type is one of the resume types (anything else is served as bytes). */
export const isResumeType = (type: string): type is ResumeType => (RESUME_TYPES as readonly string[]).includes(type);

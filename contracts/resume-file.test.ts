import { describe, expect, it } from 'vitest';
import { RESUME_MESSAGES, resumeProblem, sniffResumeType } from './resume-file';

const file = (bytes: number[], name: string) => new File([new Uint8Array(bytes)], name);
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0x00];
const ZIP = [0x50, 0x4b, 0x03, 0x04, 0x14];

describe('sniffResumeType', () => {
  it('knows PDF, DOC and DOCX by their first bytes', async () => {
    expect(await sniffResumeType(file(PDF, 'CV.PDF'))).toBe('application/pdf');
    expect(await sniffResumeType(file(OLE, 'cv.doc'))).toBe('application/msword');
    expect(await sniffResumeType(file(ZIP, 'cv.docx'))).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });

  it('refuses a ZIP that is not named .docx, and bytes of no resume type', async () => {
    expect(await sniffResumeType(file(ZIP, 'cv.pdf'))).toBeNull();
    expect(await sniffResumeType(file([0x47, 0x49, 0x46, 0x38], 'cv.pdf'))).toBeNull();
  });
});

describe('resumeProblem', () => {
  it('names the resume in every message, and passes a file of exactly 5 MB', async () => {
    expect(await resumeProblem(undefined)).toBe(RESUME_MESSAGES.missing);
    expect(await resumeProblem(file([], 'cv.pdf'))).toBe(RESUME_MESSAGES.empty);
    expect(await resumeProblem(file(PDF, 'cv.txt'))).toBe(RESUME_MESSAGES.wrongType);
    expect(await resumeProblem(file(ZIP, 'cv.pdf'))).toBe(RESUME_MESSAGES.notADocument);
    expect(await resumeProblem(file(PDF, 'cv.pdf'))).toBeUndefined();
    const exactly5MB = new File([new Uint8Array(PDF), new Uint8Array(5 * 1024 * 1024 - PDF.length)], 'cv.pdf');
    expect(await resumeProblem(exactly5MB)).toBeUndefined();
    expect(await resumeProblem(new File([exactly5MB, new Uint8Array(1)], 'cv.pdf'))).toBe(RESUME_MESSAGES.tooLarge);
    for (const message of Object.values(RESUME_MESSAGES)) expect(message).toMatch(/^Resume /);
  });
});

import { describe, expect, it } from 'vitest';
import { RESUME_PROBLEMS, resumeProblem, resumeTypeOf } from './resume-file';

const file = (bytes: number[], name: string) => new File([new Uint8Array(bytes)], name);
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0x00];
const ZIP = [0x50, 0x4b, 0x03, 0x04, 0x14];

describe('resumeTypeOf', () => {
  it('knows PDF, DOC and DOCX by name and first bytes', async () => {
    expect(await resumeTypeOf(file(PDF, 'CV.PDF'))).toBe('application/pdf');
    expect(await resumeTypeOf(file(OLE, 'cv.doc'))).toBe('application/msword');
    expect(await resumeTypeOf(file(ZIP, 'cv.docx'))).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });

  it('refuses a file whose content does not match its name, or another kind of file', async () => {
    expect(await resumeTypeOf(file(ZIP, 'cv.pdf'))).toBeUndefined();
    expect(await resumeTypeOf(file(PDF, 'cv.docx'))).toBeUndefined();
    expect(await resumeTypeOf(file(PDF, 'cv.txt'))).toBeUndefined();
  });
});

describe('resumeProblem', () => {
  it('needs a file of at most 5 MB', async () => {
    expect(await resumeProblem(undefined)).toBe(RESUME_PROBLEMS.missing);
    expect(await resumeProblem(file(PDF, 'cv.pdf'))).toBeUndefined();
    const exactly5MB = new File([new Uint8Array(PDF), new Uint8Array(5 * 1024 * 1024 - PDF.length)], 'cv.pdf');
    expect(await resumeProblem(exactly5MB)).toBeUndefined();
    const larger = new File([exactly5MB, new Uint8Array(1)], 'cv.pdf');
    expect(await resumeProblem(larger)).toBe(RESUME_PROBLEMS.size);
  });
});

/**
 * A resume's text, extracted once when it arrives and kept with the person (the search indexes it):
 * a PDF's text with pdf.js (its Node build, no worker, no eval), a DOCX's with mammoth (after the
 * archive checks the console's preview uses), a Word 97–2003 file's runs of readable text. A file
 * whose text cannot be read gives '' (a scanned PDF): it is still stored, and found by its fields.
 */
import type { ResumeType } from '#contracts/api/files';
import { docxText } from '../admin/files/resume-view';

const MAX_TEXT = 60_000;
const MAX_PDF_PAGES = 12;

async function pdfText(bytes: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    verbosity: 0,
  }).promise;
  const lines: string[] = [];
  try {
    for (let number = 1; number <= Math.min(MAX_PDF_PAGES, document.numPages); number++) {
      const content = await (await document.getPage(number)).getTextContent();
      let line = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        line += item.str;
        if (item.hasEOL) {
          lines.push(line);
          line = '';
        }
      }
      if (line) lines.push(line);
    }
  } finally {
    await document.destroy();
  }
  return lines.join('\n');
}

/** A .doc's text: runs of readable characters in its UTF-16 and 8-bit text (good enough to search). */
function docText(bytes: Buffer): string {
  const runs: string[] = [];
  for (const match of bytes.toString('utf16le').matchAll(/[\p{L}\p{N}\p{P}\p{Zs}]{6,}/gu)) runs.push(match[0]);
  for (const match of bytes.toString('latin1').matchAll(/[\x20-\x7e]{8,}/g)) runs.push(match[0]);
  return runs.join('\n');
}

const tidy = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/\n\s*\n\s*\n+/g, '\n\n')
    .trim()
    .slice(0, MAX_TEXT);

export async function resumeText(bytes: Buffer, type: ResumeType): Promise<string> {
  try {
    if (type === 'application/pdf') return tidy(await pdfText(bytes));
    if (type === 'application/msword') return tidy(docText(bytes));
    return tidy((await docxText(bytes))?.text ?? '');
  } catch {
    return '';
  }
}

/**
 * Reads a chosen resume in the browser, for autofill only (nothing is sent): a PDF's text with pdf.js
 * in its worker, a DOCX's text from its word/document.xml. Loaded by a dynamic import when a file is
 * chosen, never in a page's first scripts; pdf.js and its worker load only for a PDF.
 */
import { type ResumeFields, resumeFields } from './resume-fields';

const PDF_PAGES = 2;

async function pdfText(bytes: Uint8Array): Promise<string> {
  const [pdfjs, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  const document = await pdfjs.getDocument({ data: bytes, isEvalSupported: false }).promise;
  const lines: string[] = [];
  for (let number = 1; number <= Math.min(PDF_PAGES, document.numPages); number++) {
    const content = await (await document.getPage(number)).getTextContent();
    let line = '';
    for (const item of content.items) {
      if (!('str' in item)) continue;
      line += item.str;
      if (item.hasEOL) {
        lines.push(line);
        line = '';
      } else line += ' ';
    }
    lines.push(line);
  }
  await document.destroy();
  return lines.join('\n');
}

async function docxText(bytes: Uint8Array): Promise<string> {
  const { unzipSync, strFromU8 } = await import('fflate');
  const xml = unzipSync(bytes, { filter: (entry) => entry.name === 'word/document.xml' })['word/document.xml'];
  if (!xml) return '';
  return strFromU8(xml)
    .replace(/<\/w:p>/g, '\n')
    .replace(/<w:tab\/>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'");
}

/** The fields a resume's text gives; empty when it cannot be read (a DOC, a scanned PDF, a damaged file). */
export async function readResumeFields(file: File): Promise<ResumeFields> {
  try {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const head = String.fromCharCode(...bytes.subarray(0, 5));
    if (head === '%PDF-') return resumeFields(await pdfText(bytes));
    if (head.startsWith('PK')) return resumeFields(await docxText(bytes));
  } catch {
    // Autofill is a convenience: a file it cannot read fills nothing.
  }
  return {};
}

/** A real PDF resume with the given lines (pdfkit), for tests that read a resume's text. */
import PDFDocument from 'pdfkit';

export async function resumePdf(lines: string[]): Promise<Buffer> {
  const document = new PDFDocument({ size: 'LETTER', margin: 54 });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => document.on('end', resolve));
  for (const line of lines) document.text(line);
  document.end();
  await ended;
  return Buffer.concat(chunks);
}

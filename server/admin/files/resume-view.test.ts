/**
 * The resume beside the record: a PDF (by its bytes) framed with a sandboxing policy, a DOCX as its
 * text, anything else only downloaded; a file whose bytes are not what its record says is never
 * served to be shown. For job and internship applications, on each database.
 */
import { zipSync, strToU8 } from 'fflate';
import { expect, it } from 'vitest';
import { verhoeffCheckDigit } from '#contracts/aadhaar';
import { adminPaths } from '#contracts/admin/paths';
import type { ResumePreview } from '#contracts/admin/common';
import { describeEachDatabase } from '../../test-support/each-database';
import { docBytes, pdfBytes } from '../../test-support/fixtures';
import { applyUntilUpload, internship, multipart } from '../../test-support/requests';
import type { TestApp } from '../../test-support/test-app';
import { as, staffMember } from '../../test-support/console-client';
import { INLINE_PDF_CSP } from './files.routes';

/** A small DOCX as Word writes it (its parts deflated), with a paragraph per line of `lines`. */
export function docxOf(lines: string[]): Buffer {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const body = lines.map((line) => `<w:p><w:r><w:t xml:space="preserve">${escape(line)}</w:t></w:r></w:p>`).join('');
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
      '_rels/.rels': strToU8(
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
      'word/document.xml': strToU8(
        `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
      ),
    }),
  );
}

const AADHAAR = `23456789012${verhoeffCheckDigit('23456789012')}`;

/** A job application whose upload carried these bytes; its id and storage key. */
async function applicationWith(t: TestApp, bytes: Buffer, type: string) {
  const flow = await applyUntilUpload(t);
  const put = await t.app.inject({
    method: 'PUT',
    url: flow.uploadPath,
    payload: bytes,
    headers: { 'content-type': type },
  });
  expect(put.statusCode, put.body).toBe(200);
  const row = await t.app.db
    .selectFrom('attachments')
    .select('storage_key')
    .where('id', '=', flow.attachment.ATCHMT_ID)
    .executeTakeFirstOrThrow();
  return { id: String(flow.record.EXTERNALCANDIDATE_UUID), key: row.storage_key ?? '' };
}

describeEachDatabase('the resume beside the record', (t) => {
  const recruiter = async () => as(t, await staffMember(t, 'recruiter'));

  it('frames a PDF with its detected type, a sandboxing policy, nosniff, inline and never cached', async () => {
    const call = await recruiter();
    const { id } = await applicationWith(t, pdfBytes(), 'application/pdf');
    const preview = await call('GET', adminPaths.resumePreview('application', id));
    expect(preview.statusCode).toBe(200);
    expect(preview.json<ResumePreview>()).toEqual({ kind: 'pdf', url: adminPaths.resumeInline('application', id) });

    const framed = await call('GET', adminPaths.resumeInline('application', id));
    expect(framed.statusCode).toBe(200);
    expect(framed.rawPayload.equals(pdfBytes())).toBe(true);
    expect(framed.headers['content-type']).toBe('application/pdf');
    expect(framed.headers['content-security-policy']).toBe(INLINE_PDF_CSP);
    expect(INLINE_PDF_CSP).toMatch(/^sandbox; default-src 'none'; frame-ancestors 'self'$/);
    expect(framed.headers['x-content-type-options']).toBe('nosniff');
    expect(framed.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(framed.headers['content-disposition']).toMatch(/^inline; filename="resume\.pdf"/);
    expect(framed.headers['cache-control']).toBe('private, no-store');

    const audit = await t.app.db.selectFrom('audit_log').select(['action']).where('target_id', '=', id).execute();
    expect(audit.map((row) => row.action)).toEqual(expect.arrayContaining(['resume.preview', 'resume.open']));
  });

  it('shows a DOCX as its text, markup and all as plain text, and never frames it', async () => {
    const call = await recruiter();
    const docx = docxOf(['Jane Doe', 'Platform engineer <script>alert(1)</script> & more']);
    const { id } = await applicationWith(
      t,
      docx,
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    const preview = await call('GET', adminPaths.resumePreview('application', id));
    expect(preview.json<ResumePreview>()).toEqual({
      kind: 'text',
      text: 'Jane Doe\n\nPlatform engineer <script>alert(1)</script> & more',
      truncated: false,
    });
    expect((await call('GET', adminPaths.resumeInline('application', id))).statusCode).toBe(415);
  });

  it('offers a Word 97–2003 file for download only', async () => {
    const call = await recruiter();
    const { id } = await applicationWith(t, docBytes(), 'application/msword');
    const preview = await call('GET', adminPaths.resumePreview('application', id));
    expect(preview.json<ResumePreview>()).toMatchObject({ kind: 'download' });
    expect((await call('GET', adminPaths.resumeInline('application', id))).statusCode).toBe(415);
  });

  it('judges by the bytes: a stored file that is HTML under a PDF record is never shown', async () => {
    const call = await recruiter();
    const { id, key } = await applicationWith(t, pdfBytes(), 'application/pdf');
    // The file changed behind the record's back (it still says application/pdf).
    await t.app.storage.put(
      key,
      Buffer.from('<html><script>alert(document.domain)</script></html>'),
      'application/pdf',
    );
    const preview = await call('GET', adminPaths.resumePreview('application', id));
    expect(preview.json<ResumePreview>()).toMatchObject({ kind: 'download' });
    const framed = await call('GET', adminPaths.resumeInline('application', id));
    expect(framed.statusCode).toBe(415);
    expect(framed.headers['content-type']).toContain('application/json');
  });

  it('frames an internship application’s PDF too', async () => {
    const call = await recruiter();
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/internship-applications',
      ...(await multipart(internship(AADHAAR), { name: 'cv.pdf', bytes: pdfBytes(), type: 'application/pdf' })),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const { id } = sent.json<{ id: string }>();
    expect((await call('GET', adminPaths.resumePreview('internship', id))).json<ResumePreview>()).toEqual({
      kind: 'pdf',
      url: adminPaths.resumeInline('internship', id),
    });
    const framed = await call('GET', adminPaths.resumeInline('internship', id));
    expect(framed.statusCode).toBe(200);
    expect(framed.headers['content-security-policy']).toBe(INLINE_PDF_CSP);
  });

  it('answers 404 for a record without a file, and refuses a malformed owner', async () => {
    const call = await recruiter();
    const flow = await applyUntilUpload(t);
    const id = String(flow.record.EXTERNALCANDIDATE_UUID);
    expect((await call('GET', adminPaths.resumePreview('application', id))).statusCode).toBe(404);
    expect((await call('GET', adminPaths.resumeInline('application', id))).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/files/inline/person/${id}`)).statusCode).toBe(400);
  });
});

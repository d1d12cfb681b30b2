/**
 * A resume leaves the console named by the type its bytes show, never by the candidate's file name:
 * `Jane-Doe-CV.html` holding a PDF downloads as `Jane-Doe-CV.pdf`, as an attachment, with nosniff,
 * for job applications and internship applications alike.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verhoeffCheckDigit } from '#contracts/aadhaar';
import { pdfBytes } from '../../test-support/fixtures';
import { applyUntilUpload, internship, multipart } from '../../test-support/requests';
import { buildTestApp, type TestApp } from '../../test-support/test-app';
import { as, type Staff, staffMember } from '../../test-support/console-client';
import { resumeLink } from './resume-links';
import { resumeFileName } from '../../storage/resume-file-name';

const hostile = Buffer.concat([pdfBytes(), Buffer.from('\n<html><script>alert(document.domain)</script></html>\n')]);
const AADHAAR = `23456789012${verhoeffCheckDigit('23456789012')}`;

describe('resume downloads', () => {
  let t: TestApp;
  let recruiter: Staff;
  beforeAll(async () => {
    t = await buildTestApp('sqlite');
    recruiter = await staffMember(t, 'recruiter');
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const open = (owner: 'application' | 'internship', id: string, disposition: 'inline' | 'attachment') =>
    as(t, recruiter)('GET', resumeLink(t.app.uploadSecret, owner, id, disposition, recruiter.id).url);

  const expectSafe = (headers: Record<string, unknown>, disposition: 'inline' | 'attachment') => {
    expect(headers['content-type']).toBe('application/pdf');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['content-disposition']).toBe(
      `${disposition}; filename="Jane-Doe-CV.pdf"; filename*=UTF-8''Jane-Doe-CV.pdf`,
    );
  };

  it('names a job application resume by its detected type', async () => {
    const flow = await applyUntilUpload(t);
    const put = await t.app.inject({
      method: 'PUT',
      url: flow.uploadPath,
      payload: hostile,
      headers: { 'content-type': 'application/pdf' },
    });
    expect(put.statusCode).toBe(200);
    await t.app.db
      .updateTable('attachments')
      .set({ file_name: 'Jane-Doe-CV.html' })
      .where('id', '=', flow.attachment.ATCHMT_ID)
      .execute();
    const id = String(flow.record.EXTERNALCANDIDATE_UUID);
    const download = await open('application', id, 'attachment');
    expect(download.statusCode).toBe(200);
    expectSafe(download.headers, 'attachment');
    expectSafe((await open('application', id, 'inline')).headers, 'inline');
  });

  it('names an internship resume by its detected type', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/internship-applications',
      ...(await multipart(internship(AADHAAR), { name: 'Jane-Doe-CV.html', bytes: hostile, type: 'text/html' })),
    });
    expect(sent.statusCode).toBe(201);
    const { id } = sent.json<{ id: string }>();
    const download = await open('internship', id, 'attachment');
    expect(download.statusCode).toBe(200);
    expectSafe(download.headers, 'attachment');
  });

  it('makes a safe name from anything a candidate sends', () => {
    const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    expect(resumeFileName('Jane-Doe-CV.html', 'application/pdf')).toBe('Jane-Doe-CV.pdf');
    expect(resumeFileName('../../etc/passwd', 'application/msword')).toBe('etcpasswd.doc');
    expect(resumeFileName('résumé "final".pdf.exe', docx)).toBe('rsumfinal.docx');
    expect(resumeFileName('', 'application/pdf')).toBe('resume.pdf');
    expect(resumeFileName('janedoepdf', 'application/pdf')).toBe('janedoe.pdf');
  });
});

/**
 * The recruiters' mail for a job application that arrived through POST /api/applications: every
 * field the candidate gave, where they came from, a link to the application in the console, and the
 * resume attached from storage. Every value the candidate typed is escaped where it lands; the
 * subject is one line.
 */
import type { ResumeType } from '#contracts/api/files';
import { escapeHtml, htmlToText } from '../lib/html';
import type { OutgoingMail } from '../repositories/outbox.repository';
import { EXTENSION_OF } from '../storage/resume-type';

export type ApplicationNotice = {
  /** The candidate's UUID (the application's id in the console). */
  id: string;
  reference: string;
  opening: { reqId: number; title: string; location: string };
  /** Label and value, in the form's order; empty values are left out. */
  answers: ReadonlyArray<readonly [string, string]>;
  /** Label and value of the source (utm_*, referrer, landing page); empty ones are left out. */
  source: ReadonlyArray<readonly [string, string | null | undefined]>;
  candidate: { name: string; email: string };
  resume: { storageKey: string; type: ResumeType };
  /** The console's page of this application (absolute when the site's origin is known). */
  consoleUrl: string;
};

const rows = (pairs: ReadonlyArray<readonly [string, string | null | undefined]>) =>
  pairs
    .filter((pair): pair is readonly [string, string] => Boolean(pair[1]))
    .map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('');

const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();

/** The resume's attachment name: the candidate's name in letters and digits, then the type's extension. */
export const resumeFileName = (name: string, type: ResumeType) =>
  `resume-${name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'candidate'}.${EXTENSION_OF[type]}`;

export function applicationNotification(to: string[], notice: ApplicationNotice): OutgoingMail {
  const { opening, candidate } = notice;
  const html = [
    `<p>${escapeHtml(candidate.name)} applied for requirement ${opening.reqId}, ${escapeHtml(opening.title)} (${escapeHtml(
      opening.location,
    )}), on the website. Reference ${escapeHtml(notice.reference)}. The resume is attached.</p>`,
    `<p><a href="${escapeHtml(notice.consoleUrl)}">Open the application in the console</a></p>`,
    `<table border="1" cellpadding="6" cellspacing="0">${rows([
      ['Requirement Id', String(opening.reqId)],
      ['Position Title', opening.title],
      ['Location', opening.location],
      ...notice.answers,
    ])}</table>`,
    notice.source.some(([, value]) => value)
      ? `<p><strong>Source</strong></p><table border="1" cellpadding="6" cellspacing="0">${rows(notice.source)}</table>`
      : '<p>Source: not known (a direct visit).</p>',
  ].join('\n');
  return {
    kind: 'application',
    to,
    subject: oneLine(`${candidate.name} External Resume Submission for Requirement ${opening.reqId}`),
    html,
    text: htmlToText(html),
    subjectEmail: candidate.email,
    dedupeKey: `application:${notice.id}`,
    attachments: [
      {
        filename: resumeFileName(candidate.name, notice.resume.type),
        contentType: notice.resume.type,
        storageKey: notice.resume.storageKey,
      },
    ],
  };
}

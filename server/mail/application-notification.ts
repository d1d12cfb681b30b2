/**
 * The recruiters' mail for a job application that arrived through POST /api/applications: the
 * branded template (templates/application-notification.tsx) with every answer the candidate gave,
 * where they came from and a button to the application in the console, and the resume attached from
 * storage. The subject is one line.
 */
import type { ResumeType } from '#contracts/api/files';
import type { OutgoingMail } from '../repositories/outbox.repository';
import { EXTENSION_OF } from '../storage/resume-type';
import { oneLine } from './compose';
import { applicationNotificationParts, type ApplicationNotificationProps } from './templates';

export type ApplicationNotice = Omit<ApplicationNotificationProps, 'resumeFileName'> & {
  /** The candidate's address: the mail is filed under it (erasure finds it). */
  candidateEmail: string;
  resume: { storageKey: string; type: ResumeType };
};

/** The resume's attachment name: the candidate's name in letters and digits, then the type's extension. */
export const resumeFileName = (name: string, type: ResumeType) =>
  `resume-${name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'candidate'}.${EXTENSION_OF[type]}`;

export function applicationNotification(to: string[], notice: ApplicationNotice): OutgoingMail {
  const { candidateEmail, resume, ...props } = notice;
  const filename = resumeFileName(`${props.candidate.firstName} ${props.candidate.lastName}`, resume.type);
  const { subject, html, text } = applicationNotificationParts({ ...props, resumeFileName: filename });
  return {
    kind: 'application',
    to,
    subject: oneLine(subject),
    html,
    text,
    subjectEmail: candidateEmail,
    dedupeKey: `application:${props.applicationId}`,
    attachments: [{ filename, contentType: resume.type, storageKey: resume.storageKey }],
  };
}

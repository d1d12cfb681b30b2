/**
 * Every mail the server writes, as { subject, html, text } from typed props. The React templates
 * beside this file share one layout (layout.tsx) and the brand (content/brand.ts).
 */
import { createElement } from 'react';
import {
  ApplicationConfirmation,
  applicationConfirmationSubject,
  type ApplicationConfirmationProps,
} from './application-confirmation';
import {
  ApplicationNotification,
  applicationNotificationSubject,
  type ApplicationNotificationProps,
} from './application-notification';
import {
  ClientRequestConfirmation,
  clientRequestConfirmationSubject,
  type ClientRequestConfirmationProps,
} from './client-request-confirmation';
import {
  ClientRequestNotification,
  clientRequestNotificationSubject,
  type ClientRequestNotificationProps,
} from './client-request-notification';
import { ContactNotification, type ContactNotificationProps } from './contact-notification';
import {
  InternshipConfirmation,
  internshipConfirmationSubject,
  type InternshipConfirmationProps,
} from './internship-confirmation';
import { InternshipNotification, type InternshipNotificationProps } from './internship-notification';
import { PasswordReset, passwordResetSubject, type PasswordResetProps } from './password-reset';
import { renderMail, type RenderedMail } from './render';
import { SignInAlert, signInAlertSubject, type SignInAlertProps } from './sign-in-alert';
import { StaffInvitation, staffInvitationSubject, type StaffInvitationProps } from './staff-invitation';
import { type DigestFigure, WeeklyDigest, weeklyDigestSubject, type WeeklyDigestProps } from './weekly-digest';

export type { ApplicationConfirmationProps, ApplicationNotificationProps, ContactNotificationProps };
export type { InternshipConfirmationProps, InternshipNotificationProps, PasswordResetProps, StaffInvitationProps };
export type { SignInAlertProps, ClientRequestConfirmationProps, ClientRequestNotificationProps };
export type { DigestFigure, RenderedMail, WeeklyDigestProps };
export type MailParts = RenderedMail & { subject: string };

export const applicationConfirmationParts = (props: ApplicationConfirmationProps): MailParts => ({
  subject: applicationConfirmationSubject(props),
  ...renderMail(createElement(ApplicationConfirmation, props)),
});

/** The recruiters' notification of a job application (subject as recruiters' filters know it). */
export const applicationNotificationParts = (props: ApplicationNotificationProps): MailParts => ({
  subject: applicationNotificationSubject(props),
  ...renderMail(createElement(ApplicationNotification, props)),
});

export const internshipConfirmationParts = (props: InternshipConfirmationProps): MailParts => ({
  subject: internshipConfirmationSubject(props),
  ...renderMail(createElement(InternshipConfirmation, props)),
});

/** Body only: the caller writes the subject from the applicant's name. */
export const internshipNotificationParts = (props: InternshipNotificationProps): RenderedMail =>
  renderMail(createElement(InternshipNotification, props));

/** Body only: the caller writes the subject from the visitor's name and the reference. */
export const contactNotificationParts = (props: ContactNotificationProps): RenderedMail =>
  renderMail(createElement(ContactNotification, props));

/** The sales inbox's mail of a client's request for talent. */
export const clientRequestNotificationParts = (props: ClientRequestNotificationProps): MailParts => ({
  subject: clientRequestNotificationSubject(props),
  ...renderMail(createElement(ClientRequestNotification, props)),
});

/** The client's confirmation of a request for talent. */
export const clientRequestConfirmationParts = (props: ClientRequestConfirmationProps): MailParts => ({
  subject: clientRequestConfirmationSubject(props),
  ...renderMail(createElement(ClientRequestConfirmation, props)),
});

export const staffInvitationParts = (props: StaffInvitationProps): MailParts => ({
  subject: staffInvitationSubject(),
  ...renderMail(createElement(StaffInvitation, props)),
});

export const passwordResetParts = (props: PasswordResetProps): MailParts => ({
  subject: passwordResetSubject(),
  ...renderMail(createElement(PasswordReset, props)),
});

export const signInAlertParts = (props: SignInAlertProps): MailParts => ({
  subject: signInAlertSubject(props),
  ...renderMail(createElement(SignInAlert, props)),
});

/** The weekly digest of the reports to an admin or account manager who asked for it. */
export const weeklyDigestParts = (props: WeeklyDigestProps): MailParts => ({
  subject: weeklyDigestSubject(props),
  ...renderMail(createElement(WeeklyDigest, props)),
});

export {
  CANDIDATE_TEMPLATES,
  INTERNSHIP_FOOTER_REASON,
  INTERNSHIP_TEMPLATES,
  MERGE_FIELDS,
  defaultCompany,
  fillMergeFields,
  renderCandidateMessage,
  wrapInLayout,
  type CandidateTemplate,
  type CandidateTemplateId,
  type MergeField,
  type MergeValues,
} from './candidate-message';

/**
 * Mails the console sends to staff through the durable outbox: the invitation (set-up link, 24 h),
 * the password reset (1 h) and the sign-in alerts (failed sign-ins, a new device). The bodies are the mail templates' (server/mail/templates/); names
 * are escaped there; the link is the only way in.
 */
import type { OutgoingMail } from '../../repositories/outbox.repository';
import { oneLine } from '../../mail/compose';
import {
  type MailParts,
  passwordResetParts,
  type SignInAlertProps,
  signInAlertParts,
  staffInvitationParts,
} from '../../mail/templates';

const mail = (to: string, { subject, html, text }: MailParts): OutgoingMail => ({
  kind: 'console',
  to: [to],
  subject: oneLine(subject),
  html,
  text,
});

export const invitationMail = (to: { email: string; name: string }, role: string, invitedBy: string, link: string) =>
  mail(to.email, staffInvitationParts({ name: to.name, role, invitedBy, link }));

export const resetMail = (to: { email: string; name: string }, link: string) =>
  mail(to.email, passwordResetParts({ name: to.name, link }));

export const signInAlertMail = (to: { email: string; name: string }, alert: Omit<SignInAlertProps, 'name'>) =>
  mail(to.email, signInAlertParts({ name: to.name, ...alert }));

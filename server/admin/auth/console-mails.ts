/**
 * Mails the console sends to staff through the durable outbox: the invitation (set-up link, 24 h)
 * and the password reset (1 h). Names are escaped; the link is the only way in.
 */
import { brand } from '#content/brand';
import type { OutgoingMail } from '../../repositories/outbox.repository';
import { escapeHtml } from '../../lib/html';
import { oneLine } from '../../mail/compose';

const mail = (to: string, subject: string, paragraphs: string[], link: string): OutgoingMail => ({
  kind: 'console',
  to: [to],
  subject: oneLine(subject),
  text: `${paragraphs.join('\n\n')}\n\n${link}\n`,
  html:
    paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n') +
    `\n<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>\n`,
});

export const invitationMail = (to: { email: string; name: string }, role: string, invitedBy: string, link: string) =>
  mail(
    to.email,
    `You're invited to the ${brand.name} console`,
    [
      `Hello ${to.name},`,
      `${invitedBy} has invited you to the ${brand.name} recruiting console as ${role === 'admin' ? 'an admin' : 'a recruiter'}.`,
      'Open the link below within 24 hours to choose your password' +
        (role === 'admin' ? ' and set up your authenticator app.' : '.') +
        ' The link works once.',
    ],
    link,
  );

export const resetMail = (to: { email: string; name: string }, link: string) =>
  mail(
    to.email,
    `Reset your ${brand.name} console password`,
    [
      `Hello ${to.name},`,
      'Someone asked to reset the password of your console account. If it was you, open the link below within an hour; it works once.',
      'If it was not you, ignore this mail: your password stays as it is.',
    ],
    link,
  );

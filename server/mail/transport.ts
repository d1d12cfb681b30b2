/**
 * How mail leaves the outbox: SMTP (nodemailer) when SMTP_URL is set, else an .eml file per mail
 * under DATA_DIR/mail so nothing is lost and an operator can read it.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { ReadyMail } from '../repositories/outbox.repository';

export interface MailTransport {
  readonly kind: 'smtp' | 'eml';
  send(mail: ReadyMail): Promise<void>;
  close(): void;
}

const messageOf = (from: string, mail: ReadyMail) => ({
  from,
  to: mail.to,
  cc: mail.cc,
  bcc: mail.bcc,
  subject: mail.subject,
  ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
  html: mail.html,
  text: mail.text,
  messageId: `<${mail.id}@outbox.northwind>`,
  attachments: mail.attachments.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })),
  // Never let nodemailer read files or URLs named in a message.
  disableFileAccess: true,
  disableUrlAccess: true,
});

export function smtpTransport(url: string, from: string, timeoutMs = 20_000): MailTransport {
  const transporter = nodemailer.createTransport(url, {
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  } as Parameters<typeof nodemailer.createTransport>[1]);
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail(messageOf(from, mail));
    },
    close: () => transporter.close(),
  };
}

export function emlTransport(dir: string, from: string): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'eml',
    async send(mail) {
      const info = await composer.sendMail(messageOf(from, mail));
      await fs.mkdir(dir, { recursive: true });
      const file = path.join(dir, `${mail.id}.eml`);
      await fs.writeFile(`${file}.tmp`, info.message as Buffer, { mode: 0o600 });
      await fs.rename(`${file}.tmp`, file);
    },
    close: () => composer.close(),
  };
}

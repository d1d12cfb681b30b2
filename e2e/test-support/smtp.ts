/**
 * A real SMTP server for the browser tests (smtp-server), and the little MIME reading they need.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; raw: string };

export type TestSmtp = { port: number; received: ReceivedMail[]; close: () => Promise<void> };

/** An SMTP server on a free loopback port that keeps every mail it receives. */
export async function startSmtp(): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) };
}

/** The decoded body of the mail's first part whose headers match `header` (base64 or quoted-printable, as nodemailer writes them). */
export function partOf(raw: string, header: RegExp): { head: string; body: Buffer } {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  const part = parts.find((candidate) => header.test(candidate.split(/\r?\n\r?\n/)[0] ?? ''));
  if (!part) throw new Error(`no part matching ${header} in:\n${raw.slice(0, 4000)}`);
  const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n').replace(/\r?\n--[^\r\n]+--\s*$/, '');
  if (/Content-Transfer-Encoding: base64/i.test(head)) return { head, body: Buffer.from(body, 'base64') };
  if (/Content-Transfer-Encoding: quoted-printable/i.test(head)) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return { head, body: Buffer.from(bytes, 'latin1') };
  }
  return { head, body: Buffer.from(body) };
}

/** The text of the mail's first part of a content type, e.g. 'text/html'. */
export const textPartOf = (raw: string, type: string) =>
  partOf(raw, new RegExp(`^Content-Type: ${type.replace('/', '\\/')}`, 'im')).body.toString('utf8');

/** The mail's Subject header, unfolded. */
export const subjectOf = (raw: string) =>
  /^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1]?.replace(/\r?\n[ \t]/g, ' ') ?? '';

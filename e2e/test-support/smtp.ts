/**
 * A real SMTP server for the browser tests (smtp-server), and the little MIME reading they need.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; raw: string };

export type TestSmtp = { port: number; received: ReceivedMail[]; close: () => Promise<void> };

/**
 * An SMTP server on a free loopback port that keeps every mail it receives; with `mailDir`, it also
 * writes each one there as a JSON file (how the global setup's server shares its mail with test files).
 */
export async function startSmtp(options: { mailDir?: string } = {}): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = { to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') };
        received.push(mail);
        if (options.mailDir) {
          // Written whole, then renamed: a reader never sees half a mail.
          const file = path.join(options.mailDir, `${Date.now()}-${received.length}.json`);
          fs.writeFileSync(`${file}.tmp`, JSON.stringify(mail));
          fs.renameSync(`${file}.tmp`, file);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) };
}

/** Every mail in a folder the shared SMTP server writes to, oldest first. */
export function mailsIn(mailDir: string): ReceivedMail[] {
  return fs
    .readdirSync(mailDir)
    .filter((file) => file.endsWith('.json'))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    .map((file) => JSON.parse(fs.readFileSync(path.join(mailDir, file), 'utf8')) as ReceivedMail);
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

/** Whether a mail holds `text` in its source or in its decoded plain text (quoted-printable folds long lines). */
function holds(mail: ReceivedMail, text: string): boolean {
  if (mail.raw.includes(text)) return true;
  try {
    return textPartOf(mail.raw, 'text/plain').includes(text);
  } catch {
    return false;
  }
}

/** The mails to `inbox` that hold `text` (in the subject, the source or the plain text), oldest first. */
export const mailsWith = (mails: ReceivedMail[], inbox: string, text: string) =>
  mails.filter((mail) => mail.to.includes(inbox) && holds(mail, text));

/**
 * The one mail to `inbox` that holds `text` (a reference, a name, a sentence of this test's own), once it
 * has arrived. Browser test files share their inboxes with every file running meanwhile, so a mail is
 * found by what it says, never by counting an inbox. Fails when none arrives within `timeout`, or when
 * more than one holds the text.
 */
export async function mailWith(
  mails: () => ReceivedMail[],
  inbox: string,
  text: string,
  { timeout = 20_000 }: { timeout?: number } = {},
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const found = mailsWith(mails(), inbox, text);
    if (found.length > 1) throw new Error(`${found.length} mails to ${inbox} hold "${text}", not one`);
    if (found[0]) return found[0];
    if (Date.now() > deadline) throw new Error(`no mail to ${inbox} holding "${text}" within ${timeout} ms`);
    // Paces the look-up only: the mail is written as a file when the shared SMTP server receives it.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A queued mail as it leaves: the outbox worker delivers it (here, without SMTP, as an .eml file
 * under the data folder) and the test reads the file, its parts decoded.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { TestApp } from './test-app';

/** The delivered .eml of an outbox mail (polled, no fixed sleep). */
export async function deliveredMail(t: TestApp, mailId: string): Promise<string> {
  await t.app.outboxWorker.runOnce();
  for (let i = 0; i < 200; i += 1) {
    try {
      return await fs.readFile(path.join(t.dataDir, 'mail', `${mailId}.eml`), 'utf8');
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
  throw new Error(`mail ${mailId} was not delivered`);
}

/** The decoded body of the first MIME part whose headers match `header`. */
export function mimePart(raw: string, header: RegExp): { head: string; body: Buffer } {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  const part = parts.find((candidate) => header.test(candidate.split(/\r?\n\r?\n/)[0] ?? ''));
  if (!part) throw new Error(`no part matching ${header}`);
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

/** The mail's plain-text part. */
export const plainText = (raw: string) => mimePart(raw, /^Content-Type: text\/plain/im).body.toString('utf8');

/** The .ics attached, unfolded. */
export const calendarOf = (raw: string) =>
  mimePart(raw, /^Content-Type: text\/calendar/im)
    .body.toString('utf8')
    .replace(/\r?\n[ \t]/g, '');

/**
 * Short-lived links to a resume for the console: signed (HMAC-SHA256 with the server's upload secret)
 * over the record, the disposition, the staff member and the expiry, so a link works for 5 minutes,
 * for the person it was made for, and still needs their session.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { adminPaths } from '#contracts/admin/paths';

export const RESUME_LINK_TTL_MS = 5 * 60 * 1000;

export type ResumeOwner = 'application' | 'internship';
export type Disposition = 'inline' | 'attachment';

const sign = (secret: string, parts: string[]) =>
  createHmac('sha256', secret)
    .update(`CONSOLE-RESUME\n${parts.join('\n')}`)
    .digest('base64url');

export function resumeLink(
  secret: string,
  owner: ResumeOwner,
  id: string,
  disposition: Disposition,
  userId: string,
  now = Date.now(),
) {
  const expires = String(Math.floor((now + RESUME_LINK_TTL_MS) / 1000));
  const signature = sign(secret, [owner, id, disposition, userId, expires]);
  const query = new URLSearchParams({ owner, id, disposition, expires, signature });
  return { url: `${adminPaths.resumeFile}?${query}`, expiresAt: new Date(Number(expires) * 1000).toISOString() };
}

export function verifyResumeLink(
  secret: string,
  query: { owner: ResumeOwner; id: string; disposition: Disposition; expires: string; signature: string },
  userId: string,
  now = Date.now(),
): 'valid' | 'expired' | 'invalid' {
  const expected = Buffer.from(sign(secret, [query.owner, query.id, query.disposition, userId, query.expires]));
  const given = Buffer.from(query.signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  return Number(query.expires) * 1000 < now ? 'expired' : 'valid';
}

/** A Content-Disposition header with an ASCII fallback name and the UTF-8 one (RFC 6266). */
export function contentDisposition(disposition: Disposition, fileName: string) {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'resume';
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

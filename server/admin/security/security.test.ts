// @ts-expect-error -- jsdom ships no type declarations; only its window is used here.
import { JSDOM } from 'jsdom';
import createDOMPurify from 'dompurify';
import { describe, expect, it } from 'vitest';
import { sanitizeDescription } from '../openings/sanitize-description';
import { hashPassword, verifyPassword } from './password';
import { hashToken, newRecoveryCode, newToken, normalizeRecoveryCode } from './tokens';
import { acceptTotp, newTotpSecret, totpCode, totpUri } from './totp';

// RFC 6238 appendix B (SHA-1): the ASCII secret "12345678901234567890", 8-digit codes; a 6-digit code
// is the same value's last six digits.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const RFC_VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(RFC_VECTORS)('matches the RFC test vector at T=%i', (seconds, eightDigits) => {
    expect(totpCode(RFC_SECRET, seconds * 1000)).toBe(eightDigits.slice(-6));
  });

  it('accepts a code one step early or late, not two, and each step only once', () => {
    const now = 1_800_000_000_000;
    const code = totpCode(RFC_SECRET, now);
    const step = acceptTotp(RFC_SECRET, code, null, now);
    expect(step).toBe(Math.floor(now / 30_000));
    expect(acceptTotp(RFC_SECRET, code, step ?? null, now)).toBeUndefined();
    expect(acceptTotp(RFC_SECRET, totpCode(RFC_SECRET, now - 30_000), null, now)).toBeDefined();
    expect(acceptTotp(RFC_SECRET, totpCode(RFC_SECRET, now + 30_000), null, now)).toBeDefined();
    expect(acceptTotp(RFC_SECRET, totpCode(RFC_SECRET, now - 61_000), null, now)).toBeUndefined();
    expect(acceptTotp(RFC_SECRET, 'abcdef', null, now)).toBeUndefined();
  });

  it('makes 160-bit secrets and an otpauth URI for the QR code', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(totpUri(secret, 'ann@northwind.example')).toMatch(
      /^otpauth:\/\/totp\/.*ann%40northwind\.example\?.*secret=/,
    );
  });
});

describe('passwords (scrypt)', () => {
  it('verifies the right password only, with a fresh salt each time', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).toMatch(/^scrypt\$32768\$8\$3\$/);
    expect(hash).not.toContain('correct horse');
    expect(await verifyPassword('correct horse battery staple', hash)).toBe(true);
    expect(await verifyPassword('correct horse battery stapl', hash)).toBe(false);
    expect(await hashPassword('correct horse battery staple')).not.toBe(hash);
    expect(await verifyPassword('anything', 'not-a-hash')).toBe(false);
  });
});

describe('tokens and recovery codes', () => {
  it('are random, and stored only as a hash', () => {
    const token = newToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newToken()).not.toBe(token);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    const code = newRecoveryCode();
    expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(normalizeRecoveryCode(code.toUpperCase().replace('-', ' - '))).toBe(code.replace('-', ''));
  });
});

describe('job description sanitising', () => {
  const { window } = new JSDOM('') as { window: unknown };
  const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  const publicPage = (html: string) => purify.sanitize(html, { USE_PROFILES: { html: true } });

  const hostile = [
    '<p>Build <b>things</b><script>alert(1)</script></p>',
    '<img src=x onerror="alert(1)"><a href="javascript:alert(1)">x</a>',
    '<iframe src="https://evil.example"></iframe><style>body{display:none}</style><p style="color:red">Hi</p>',
    '<form action="/steal"><input name="p"></form><svg><script>alert(1)</script></svg>',
    '<a href="https://northwind.example/about" target="_blank">About</a>',
  ];

  it.each(hostile)('leaves nothing that runs in %s', (html) => {
    const clean = sanitizeDescription(html);
    expect(clean).not.toMatch(/<script|onerror|javascript:|<iframe|<style|style=|<form|<input|<svg/i);
  });

  it('keeps the formatting a job description needs', () => {
    const html =
      '<h2>Role</h2><p>We <strong>build</strong> <em>data</em> platforms.</p><ul><li>Go</li><li>SQL</li></ul>' +
      '<ol start="2"><li>Two</li></ol><table><thead><tr><th colspan="2">Stack</th></tr></thead><tbody><tr><td>Go</td><td>Kafka</td></tr></tbody></table>' +
      '<p><a href="mailto:jobs@northwind.example">Write to us</a><br>Thanks</p><blockquote>Quote</blockquote>';
    expect(sanitizeDescription(html)).toBe(html);
  });

  it('drops link targets, as the public page does', () => {
    expect(sanitizeDescription('<a href="https://x.example" target="_top">x</a>')).toBe(
      '<a href="https://x.example">x</a>',
    );
  });

  it.each([...hostile, '<h2>Role</h2><p>Plain <u>text</u> &amp; more</p><dl><dt>A</dt><dd>B</dd></dl>'])(
    'stores only what the public page (DOMPurify) shows unchanged: %s',
    (html) => {
      const clean = sanitizeDescription(html);
      expect(publicPage(clean)).toBe(clean);
    },
  );
});

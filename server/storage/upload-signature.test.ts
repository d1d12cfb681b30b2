import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadUploadSecret, signUpload, verifyUpload } from './upload-signature';

const secret = 'a'.repeat(40);
const key = 'resumes/3f0e8d4c-1b7a-4c2e-9a55-2d7f3c9b1e01.pdf';

describe('upload signatures', () => {
  it('accepts its own signature until the expiry, then calls it expired', () => {
    const expires = 1_800_000_000;
    const signature = signUpload(secret, key, expires);
    expect(verifyUpload(secret, key, String(expires), signature, expires * 1000 - 1)).toBe('valid');
    expect(verifyUpload(secret, key, String(expires), signature, expires * 1000 + 1)).toBe('expired');
  });

  it('refuses another key, another expiry, another secret, or no signature', () => {
    const expires = 1_800_000_000;
    const signature = signUpload(secret, key, expires);
    const now = expires * 1000 - 1;
    expect(verifyUpload(secret, key.replace('3f', '4f'), String(expires), signature, now)).toBe('invalid');
    expect(verifyUpload(secret, key, String(expires + 60), signature, now)).toBe('invalid');
    expect(verifyUpload('b'.repeat(40), key, String(expires), signature, now)).toBe('invalid');
    expect(verifyUpload(secret, key, String(expires), undefined, now)).toBe('invalid');
    expect(verifyUpload(secret, key, 'soon', signature, now)).toBe('invalid');
  });

  it('generates a secret once and keeps it in the data directory', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'nw-secret-')), 'upload-secret');
    const first = loadUploadSecret(undefined, file);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadUploadSecret(undefined, file)).toBe(first);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(loadUploadSecret('configured-'.repeat(4), file)).toBe('configured-'.repeat(4));
  });
});

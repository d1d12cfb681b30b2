/**
 * Recovery codes are stored with a salted scrypt hash (never the code, never a bare SHA-256); a code
 * signs in once, and two requests with the same code at the same moment let exactly one in. Codes
 * stored as a bare SHA-256 before migration 0013 are wrapped by it and keep working once.
 */
import { expect, it } from 'vitest';
import { adminPaths } from '#contracts/admin/paths';
import { wrapLegacyRecoveryCodes } from '../../db/migrations/0013-console-security';
import { staffRepository } from '../../repositories/staff.repository';
import { describeEachDatabase } from '../../test-support/each-database';
import { createStaff, PASSWORD, postFrom } from '../../test-support/console-client';
import { RECOVERY_CODE_COST } from '../security/recovery-codes';
import { hashToken, normalizeRecoveryCode } from '../security/tokens';
import { issueRecoveryCodes } from './second-factor';

describeEachDatabase('recovery codes', (t) => {
  const stored = async (userId: string) =>
    (await t.app.db.selectFrom('staff_recovery_codes').select('code_hash').where('user_id', '=', userId).execute()).map(
      (row) => row.code_hash,
    );

  const signInWith = (email: string, code: string, ip: string) =>
    postFrom(t, ip, adminPaths.signIn, { email, password: PASSWORD, code });

  it('stores each code as a salted scrypt hash, not its SHA-256', async () => {
    const account = await createStaff(t, 'recruiter');
    // At the production cost (parseConfig's, server/config.test.ts), which the test apps lower.
    const codes = await issueRecoveryCodes(staffRepository(t.app.db), account.id, RECOVERY_CODE_COST);
    const hashes = await stored(account.id);
    expect(hashes).toHaveLength(10);
    for (const hash of hashes) expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    const bare = codes.map((code) => hashToken(normalizeRecoveryCode(code)));
    expect(hashes.some((hash) => bare.some((sha) => hash.includes(sha)))).toBe(false);
    // A fresh salt each: the same code hashed twice gives two hashes.
    expect(new Set(hashes.map((hash) => hash.split('$')[4])).size).toBe(10);
  });

  it('lets exactly one of two simultaneous sign-ins with the same code in', async () => {
    const account = await createStaff(t, 'recruiter');
    const [code] = await issueRecoveryCodes(staffRepository(t.app.db), account.id, t.config.hashCosts.recoveryCode);
    const answers = await Promise.all([
      signInWith(account.email, code ?? '', '10.14.0.1'),
      signInWith(account.email, code ?? '', '10.14.0.2'),
      signInWith(account.email, code ?? '', '10.14.0.3'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401, 401]);
    expect((await signInWith(account.email, code ?? '', '10.14.0.4')).statusCode).toBe(401);
    const used = await t.app.db
      .selectFrom('staff_recovery_codes')
      .select('used_at')
      .where('user_id', '=', account.id)
      .where('used_at', 'is not', null)
      .execute();
    expect(used).toHaveLength(1);
  });

  it('keeps a code stored as a bare SHA-256 before 0013 working once, wrapped in scrypt', async () => {
    const account = await createStaff(t, 'recruiter');
    const code = 'k7m2q-x9hfd';
    const now = new Date().toISOString();
    await t.app.db
      .insertInto('staff_recovery_codes')
      .values([
        { code_hash: hashToken(normalizeRecoveryCode(code)), user_id: account.id, created_at: now, used_at: null },
        { code_hash: hashToken('usedcode22'), user_id: account.id, created_at: now, used_at: now },
      ])
      .execute();
    await wrapLegacyRecoveryCodes(t.app.db as never);
    const hashes = await stored(account.id);
    expect(hashes).toHaveLength(1);
    expect(hashes[0]).toMatch(/^sha256\+scrypt\$/);
    expect(hashes[0]).not.toContain(hashToken(normalizeRecoveryCode(code)));
    expect((await signInWith(account.email, 'K7M2Q-X9HFD', '10.14.1.1')).statusCode).toBe(200);
    expect((await signInWith(account.email, code, '10.14.1.2')).statusCode).toBe(401);
  });
});

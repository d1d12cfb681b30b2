/**
 * Checks a second factor: a TOTP code (accepted once: its time step is remembered) or one of the
 * account's unused recovery codes (used up by this check).
 */
import type { StaffRepository, StaffUserRow } from '../../repositories/staff.repository';
import { hashToken, newRecoveryCode, normalizeRecoveryCode } from '../security/tokens';
import { acceptTotp } from '../security/totp';
import type { SignInAttempts } from './sign-in-limits';

export async function checkSecondFactor(
  staff: StaffRepository,
  attempts: Pick<SignInAttempts, 'claimTotpStep'>,
  user: StaffUserRow,
  code: string,
): Promise<'totp' | 'recovery-code' | undefined> {
  if (!user.totp_secret) return undefined;
  if (/^\d{3} ?\d{3}$/.test(code.trim())) {
    const step = acceptTotp(user.totp_secret, code, user.totp_last_step);
    if (step === undefined) return undefined;
    // Parallel requests with one code: only the one that moves the step forward passes.
    return (await attempts.claimTotpStep(user.id, step)) ? 'totp' : undefined;
  }
  return (await staff.useRecoveryCode(user.id, hashToken(normalizeRecoveryCode(code)))) ? 'recovery-code' : undefined;
}

/** Ten new recovery codes for the user (replacing any old ones); the codes are shown once. */
export async function issueRecoveryCodes(staff: StaffRepository, userId: string): Promise<string[]> {
  const codes = Array.from({ length: 10 }, newRecoveryCode);
  await staff.replaceRecoveryCodes(
    userId,
    codes.map((code) => hashToken(normalizeRecoveryCode(code))),
  );
  return codes;
}

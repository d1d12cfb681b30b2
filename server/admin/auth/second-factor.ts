/**
 * Checks a second factor: a TOTP code (accepted once: its time step is remembered) or one of the
 * account's unused recovery codes (used up by this check). Recovery codes are stored as salted scrypt
 * hashes, so the typed code is checked against each unused one; the first that matches is taken by a
 * conditional update, so two requests with the same code cannot both pass.
 */
import type { StaffRepository, StaffUserRow } from '../../repositories/staff.repository';
import { hashRecoveryCode, verifyRecoveryCode } from '../security/recovery-codes';
import type { ScryptCost } from '../security/password';
import { newRecoveryCode } from '../security/tokens';
import { acceptTotp } from '../security/totp';
import type { SignInAttempts } from './sign-in-limits';

const isTotpShaped = (code: string) => /^\d{3} ?\d{3}$/.test(code.trim());

/** A TOTP code, taken once (parallel requests with one code: only the one that moves the step on passes). */
export async function checkTotp(
  attempts: Pick<SignInAttempts, 'claimTotpStep'>,
  user: StaffUserRow,
  code: string,
): Promise<boolean> {
  if (!user.totp_secret || !isTotpShaped(code)) return false;
  const step = acceptTotp(user.totp_secret, code, user.totp_last_step);
  return step !== undefined && (await attempts.claimTotpStep(user.id, step));
}

/** Uses up one of the user's recovery codes when `code` is one; false otherwise. */
export async function spendRecoveryCode(staff: StaffRepository, userId: string, code: string): Promise<boolean> {
  for (const stored of await staff.unusedRecoveryCodes(userId)) {
    if (await verifyRecoveryCode(code, stored)) return staff.useRecoveryCode(userId, stored);
  }
  return false;
}

export async function checkSecondFactor(
  staff: StaffRepository,
  attempts: Pick<SignInAttempts, 'claimTotpStep'>,
  user: StaffUserRow,
  code: string,
): Promise<'totp' | 'recovery-code' | undefined> {
  if (!user.totp_secret) return undefined;
  if (isTotpShaped(code)) return (await checkTotp(attempts, user, code)) ? 'totp' : undefined;
  return (await spendRecoveryCode(staff, user.id, code)) ? 'recovery-code' : undefined;
}

/** Ten new recovery codes for the user (replacing any old ones), hashed at `cost`; the codes are shown once. */
export async function issueRecoveryCodes(staff: StaffRepository, userId: string, cost: ScryptCost): Promise<string[]> {
  const codes = Array.from({ length: 10 }, newRecoveryCode);
  await staff.replaceRecoveryCodes(userId, await Promise.all(codes.map((code) => hashRecoveryCode(code, cost))));
  return codes;
}

/**
 * Signing in and the signed-in staff member: sign-in (password + TOTP or a recovery code), sign-out,
 * account set-up from an invitation or the CLI's link, password reset, password change and TOTP
 * enrolment. One-time tokens travel in the link's fragment (#token=…), never in a path or query,
 * and are sent in request bodies, so they never reach a log line.
 */
import { z } from '../zod';
import { email, line } from '../fields';
import { Moment, Role } from './common';
import { WebAuthnResponse } from './account-security';

export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 256;

/** At least 12 characters (any characters; spaces count); no composition rules. */
export const Password = z
  .string()
  .check(
    z.minLength(MIN_PASSWORD_LENGTH, `must be at least ${MIN_PASSWORD_LENGTH} characters`),
    z.maxLength(MAX_PASSWORD_LENGTH, `must be at most ${MAX_PASSWORD_LENGTH} characters`),
  );

/** A 6-digit TOTP code, or a recovery code (xxxxx-xxxxx). Spaces are ignored. */
export const SecondFactorCode = z
  .string()
  .check(
    z.trim(),
    z.maxLength(32),
    z.regex(/^(\d{3} ?\d{3}|[a-z0-9]{5}-?[a-z0-9]{5})$/i, 'must be a 6-digit code or a recovery code'),
  );

/** A second-factor code where one may be left empty (a password reset for an account without one). */
export const OptionalSecondFactorCode = z
  .string()
  .check(
    z.trim(),
    z.maxLength(32),
    z.regex(/^(|\d{3} ?\d{3}|[a-z0-9]{5}-?[a-z0-9]{5})$/i, 'must be a 6-digit code or a recovery code'),
  );

/** A one-time token from a set-up or reset link. */
export const OneTimeToken = z.string().check(z.minLength(20), z.maxLength(200), z.regex(/^[A-Za-z0-9_-]+$/));

/** The signed-in staff member (GET /me, and the sign-in answer). */
export const Me = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: Role,
  totpEnabled: z.boolean(),
  /** When the session ends at the latest (12 h after sign-in); idle sessions end after 30 min. */
  sessionExpiresAt: Moment,
});
export type Me = z.infer<typeof Me>;

/** A TOTP secret to enrol in an authenticator app. */
export const TotpEnrolment = z.object({
  /** Base32, for typing into an authenticator app. */
  secret: z.string(),
  /** otpauth://totp/… for a QR code. */
  uri: z.string(),
});
export type TotpEnrolment = z.infer<typeof TotpEnrolment>;

/** POST /auth/sign-in */
export const SignInRequest = z.object({
  email: email,
  password: z.string().check(z.minLength(1, 'is required'), z.maxLength(MAX_PASSWORD_LENGTH)),
  /**
   * Leave out on the first try. Every account signs in with a second factor: a code from its
   * authenticator app (or a recovery code); an account without one yet sends a code from the secret
   * the `enrol-required` answer gave.
   */
  code: z.optional(SecondFactorCode),
});
export type SignInRequest = z.infer<typeof SignInRequest>;

/**
 * 200: signed in (the session cookie is set; `recoveryCodes` once, when the sign-in enrolled the
 * authenticator); or the password was right and the account needs its second factor: send the same
 * request again with `code`; or the account has no second factor yet (accounts made before every
 * account needed one): enrol `totp` in an app and send the same request again with its code. Any
 * wrong e-mail, password or code is a 401 with one generic message; too many attempts a 429.
 */
export const SignInResponse = z.discriminatedUnion('status', [
  z.object({ status: z.literal('signed-in'), me: Me, recoveryCodes: z.optional(z.array(z.string())) }),
  z.object({ status: z.literal('code-required') }),
  z.object({ status: z.literal('enrol-required'), totp: TotpEnrolment }),
]);
export type SignInResponse = z.infer<typeof SignInResponse>;

/** POST /auth/setup/start — what a set-up link is for, and a fresh TOTP secret to enrol. */
export const SetupStartRequest = z.object({ token: OneTimeToken });

export const SetupStartResponse = z.object({
  email: z.string(),
  name: z.string(),
  role: Role,
  /** Every account enrols TOTP to finish (always true; kept for older clients). */
  totpRequired: z.boolean(),
  totp: TotpEnrolment,
});
export type SetupStartResponse = z.infer<typeof SetupStartResponse>;

/** POST /auth/setup/complete — sets the password (and TOTP when `totpCode` is given); signs in. */
export const SetupCompleteRequest = z.object({
  token: OneTimeToken,
  password: Password,
  /** A current code from the secret of setup/start; required (every account has a second factor). */
  totpCode: z.optional(SecondFactorCode),
});
export type SetupCompleteRequest = z.infer<typeof SetupCompleteRequest>;
export const SetupCompleteResponse = z.object({
  me: Me,
  /** Shown once: ten single-use codes for when the authenticator is lost. Empty without TOTP. */
  recoveryCodes: z.array(z.string()),
});
export type SetupCompleteResponse = z.infer<typeof SetupCompleteResponse>;

/** POST /auth/password-reset/request — always 202, whether or not the address has an account. */
export const PasswordResetRequest = z.object({ email: email });
export type PasswordResetRequest = z.infer<typeof PasswordResetRequest>;

/** POST /auth/password-reset/complete — 204; every session of the account ends. */
export const PasswordResetComplete = z.object({
  token: OneTimeToken,
  password: Password,
  /** Required when the account has TOTP: a reset never bypasses the second factor. */
  code: z.optional(SecondFactorCode),
});
export type PasswordResetComplete = z.infer<typeof PasswordResetComplete>;

/** POST /me/password — 200 with a new session; every other session of the account ends. */
export const ChangePasswordRequest = z.object({
  currentPassword: z.string().check(z.minLength(1, 'is required'), z.maxLength(MAX_PASSWORD_LENGTH)),
  newPassword: Password,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

/** POST /me/totp/start → TotpEnrolment; POST /me/totp/confirm → RecoveryCodes. */
export const TotpConfirmRequest = z.object({ code: SecondFactorCode });
export type TotpConfirmRequest = z.infer<typeof TotpConfirmRequest>;
export const RecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodes>;

/** A 6-digit TOTP code (not a recovery code). */
export const TotpCode = z
  .string()
  .check(z.trim(), z.maxLength(16), z.regex(/^\d{3} ?\d{3}$/, 'must be the 6-digit code from your app'));

/**
 * POST /me/reauth — full re-authentication: the password and a TOTP code (or, with `passkey`, an
 * assertion of one of the account's passkeys from POST /me/reauth/passkey-options). For five minutes
 * after, the session may make new recovery codes and add or remove passkeys (403 otherwise). Wrong
 * answers count as failed sign-ins (the same limits, 429 with Retry-After).
 */
export const ReauthRequest = z.object({
  password: z.string().check(z.minLength(1, 'is required'), z.maxLength(MAX_PASSWORD_LENGTH)),
  code: z.optional(TotpCode),
  passkey: z.optional(WebAuthnResponse),
});
export type ReauthRequest = z.infer<typeof ReauthRequest>;
export const ReauthResponse = z.object({ reauthenticatedUntil: Moment });
/** The account page's form for it (the code required there; a passkey is its own button). */
export const ReauthForm = z.object({
  password: z.string().check(z.minLength(1, 'is required'), z.maxLength(MAX_PASSWORD_LENGTH)),
  code: TotpCode,
});
export type ReauthForm = z.infer<typeof ReauthForm>;
export type ReauthResponse = z.infer<typeof ReauthResponse>;

/** POST /me/recovery-codes — needs a re-authentication within five minutes (403 otherwise). */
export const NewRecoveryCodesRequest = z.object({});

/** POST /me/totp/disable, which every account is refused: 403. */
export const PasswordConfirmRequest = z.object({
  password: z.string().check(z.minLength(1, 'is required'), z.maxLength(MAX_PASSWORD_LENGTH)),
});
export type PasswordConfirmRequest = z.infer<typeof PasswordConfirmRequest>;

/** A person's name as staff see it. */
export const StaffName = line(100).check(z.minLength(1, 'is required'));

/**
 * The console's forms that choose a password ask for it twice (`confirm`); these schemas check the
 * fields in the browser, and the form sends the request above without `confirm`.
 */
const typedTwice = <K extends string>(field: K) =>
  z.refine<Record<K | 'confirm', unknown>>((values) => values[field] === values.confirm, {
    message: 'The two passwords are not the same.',
    path: ['confirm'],
  });

export const SetupForm = z
  .object({ password: Password, confirm: z.string(), totpCode: SecondFactorCode })
  .check(typedTwice('password'));
export type SetupForm = z.infer<typeof SetupForm>;

export const ResetPasswordForm = z
  .object({ password: Password, confirm: z.string(), code: OptionalSecondFactorCode })
  .check(typedTwice('password'));
export type ResetPasswordForm = z.infer<typeof ResetPasswordForm>;

export const ChangePasswordForm = z
  .extend(ChangePasswordRequest, { confirm: z.string() })
  .check(typedTwice('newPassword'));
export type ChangePasswordForm = z.infer<typeof ChangePasswordForm>;

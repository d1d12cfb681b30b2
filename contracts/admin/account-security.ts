/**
 * The signed-in staff member's sign-in security beyond the password: their sessions (see and end
 * them), their recent sign-ins, and their passkeys. Admins end every session of an account on the
 * Users screen (contracts/admin/users.ts).
 */
import { z } from '../zod';
import { line } from '../fields';
import { Moment } from './common';

/** A session as its owner sees it: never its token or the token's hash. */
export const StaffSessionView = z.object({
  /** An opaque key of the session (not its token), to end it by. */
  id: z.string(),
  /** Browser and system from the user agent ("Firefox on Windows"), or "Unknown device". */
  device: z.string(),
  ip: z.string(),
  startedAt: Moment,
  lastSeenAt: Moment,
  /** The session this request came with. */
  current: z.boolean(),
});
export type StaffSessionView = z.infer<typeof StaffSessionView>;

/** GET /me/sessions — the account's sessions that still work, the most recently used first. */
export const StaffSessions = z.object({ items: z.array(StaffSessionView) });
export type StaffSessions = z.infer<typeof StaffSessions>;

/** DELETE /me/sessions/:id — ends one other session (this one: sign out). */
export const SessionParams = z.object({ id: z.string().check(z.regex(/^[0-9a-f]{32}$/, 'is not a session')) });

/** POST /me/sessions/end-others — ends every session but this one. */
export const EndedSessions = z.object({ ended: z.number() });
export type EndedSessions = z.infer<typeof EndedSessions>;

/** One sign-in or failed sign-in of the account. */
export const SignInEntry = z.object({
  at: Moment,
  ip: z.string(),
  device: z.string(),
  method: z.enum(['password', 'passkey']),
  outcome: z.enum(['success', 'failure']),
});
export type SignInEntry = z.infer<typeof SignInEntry>;

/** GET /me/sign-ins — the account's last sign-ins and failed sign-ins, newest first. */
export const SignInHistory = z.object({ items: z.array(SignInEntry) });
export type SignInHistory = z.infer<typeof SignInHistory>;

/** A passkey of the account, as its owner sees it. */
export const PasskeyView = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: Moment,
  lastUsedAt: z.nullable(Moment),
  /** Synced across the owner's devices (a cloud passkey) or bound to one. */
  synced: z.boolean(),
});
export type PasskeyView = z.infer<typeof PasskeyView>;

/** GET /me/passkeys */
export const Passkeys = z.object({ items: z.array(PasskeyView) });
export type Passkeys = z.infer<typeof Passkeys>;

/** A passkey's name as its owner gives it ("Work laptop"). */
export const PasskeyName = line(60).check(z.minLength(1, 'is required'));

/**
 * What the browser's WebAuthn call answered (RegistrationResponseJSON / AuthenticationResponseJSON
 * of @simplewebauthn): checked field by field by the server's verification, so only its shape and
 * size are checked here.
 */
export const WebAuthnResponse = z.looseObject({
  id: z.string().check(z.maxLength(1400)),
  rawId: z.string().check(z.maxLength(1400)),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: z.string().check(z.maxLength(4000)) }),
});

/** POST /me/passkeys — registers the passkey just made (after /me/passkeys/options). */
export const AddPasskeyRequest = z.object({ name: PasskeyName, response: WebAuthnResponse });
export type AddPasskeyRequest = z.infer<typeof AddPasskeyRequest>;

/** DELETE /me/passkeys/:id */
export const PasskeyParams = z.object({ id: z.string().check(z.minLength(1), z.maxLength(1400)) });

/** POST /auth/passkey — signs in with a passkey's assertion (after POST /auth/passkey/options). */
export const PasskeySignInRequest = z.object({ response: WebAuthnResponse });

/**
 * WebAuthn options as @simplewebauthn/server makes them, for @simplewebauthn/browser: passed through
 * (their shape is the library's, checked there).
 */
export const WebAuthnOptions = z.looseObject({ challenge: z.string() });
export type WebAuthnOptions = z.infer<typeof WebAuthnOptions>;

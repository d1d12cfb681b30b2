/**
 * Passkeys (WebAuthn, through @simplewebauthn/server): the relying party, the challenges and the
 * stored credentials.
 * - The relying party follows the site: its origin is PUBLIC_URL when set, else the origin the request
 *   came to (server/plugins/public-origin.ts); its RP ID is that origin's host name (`localhost` in
 *   development and tests).
 * - Every challenge is random (the library's), kept only as its SHA-256 with its purpose, its account
 *   (none for a sign-in) and an expiry five minutes on; the verification takes it with one conditional
 *   delete, so it works once, for its purpose, before it expires.
 * - Passkeys are discoverable (resident) credentials with user verification required: one is a whole
 *   sign-in (something held and a PIN or biometric), instead of password + TOTP.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { PasskeyView, WebAuthnOptions } from '#contracts/admin/account-security';
import { brand } from '#content/brand';
import type { Db } from '../../db/database';
import type { StaffPasskeysTable, StaffWebauthnChallengesTable } from '../../db/schema';
import { isoIn, nowIso } from '../../lib/clock';
import type { StaffUserRow } from '../../repositories/staff.repository';
import { hashToken } from '../security/tokens';

export const CHALLENGE_TTL_MS = 5 * 60 * 1000;

type Purpose = StaffWebauthnChallengesTable['purpose'];

export function relyingParty(app: Pick<FastifyInstance, 'trustedOrigin'>, request: FastifyRequest) {
  const origin = new URL(app.trustedOrigin(request)).origin;
  return { origin, rpID: new URL(origin).hostname, rpName: `${brand.name} console` };
}

/** The library's options as the contract passes them through (its JSON, unchanged). */
const asOptions = (options: PublicKeyCredentialCreationOptionsJSON | PublicKeyCredentialRequestOptionsJSON) =>
  options as unknown as WebAuthnOptions;

/** The user handle a passkey carries: the account's id, as bytes. */
const userHandle = (userId: string) => new TextEncoder().encode(userId);

export const toPasskeyView = (row: StaffPasskeysTable): PasskeyView => ({
  id: row.id,
  name: row.name,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
  synced: Boolean(row.backed_up),
});

const transportsOf = (row: StaffPasskeysTable): string[] => {
  try {
    const parsed: unknown = JSON.parse(row.transports);
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
};

export function passkeys(db: Db) {
  const storeChallenge = async (challenge: string, purpose: Purpose, userId: string | null) => {
    await db.deleteFrom('staff_webauthn_challenges').where('expires_at', '<', nowIso()).execute();
    await db
      .insertInto('staff_webauthn_challenges')
      .values({ challenge_hash: hashToken(challenge), purpose, user_id: userId, expires_at: isoIn(CHALLENGE_TTL_MS) })
      .execute();
  };

  /** Takes a challenge: true once, for its purpose and account, before it expires. */
  const takeChallenge = async (challenge: string, purpose: Purpose, userId: string | null) => {
    let query = db
      .deleteFrom('staff_webauthn_challenges')
      .where('challenge_hash', '=', hashToken(challenge))
      .where('purpose', '=', purpose)
      .where('expires_at', '>', nowIso());
    query = userId === null ? query.where('user_id', 'is', null) : query.where('user_id', '=', userId);
    const result = await query.executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  };

  const ofUser = (userId: string) =>
    db.selectFrom('staff_passkeys').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();

  return {
    ofUser,

    async byId(id: string) {
      return db.selectFrom('staff_passkeys').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async remove(userId: string, id: string) {
      const result = await db
        .deleteFrom('staff_passkeys')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    /** Options to make a passkey for `user` (not one it already has on the same authenticator). */
    async registrationOptions(rp: ReturnType<typeof relyingParty>, user: StaffUserRow): Promise<WebAuthnOptions> {
      const existing = await ofUser(user.id);
      const options = await generateRegistrationOptions({
        rpName: rp.rpName,
        rpID: rp.rpID,
        userName: user.email,
        userDisplayName: user.name,
        userID: userHandle(user.id),
        attestationType: 'none',
        excludeCredentials: existing.map((row) => ({ id: row.id, transports: transportsOf(row) })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
      await storeChallenge(options.challenge, 'register', user.id);
      return asOptions(options);
    },

    /** Verifies and stores a new passkey; undefined when the answer does not prove one. */
    async register(
      rp: ReturnType<typeof relyingParty>,
      user: StaffUserRow,
      name: string,
      response: RegistrationResponseJSON,
    ): Promise<StaffPasskeysTable | undefined> {
      const verification = await verifyRegistrationResponse({
        response,
        expectedChallenge: (challenge) => takeChallenge(challenge, 'register', user.id),
        expectedOrigin: rp.origin,
        expectedRPID: rp.rpID,
        requireUserVerification: true,
      }).catch(() => undefined);
      if (!verification?.verified) return undefined;
      const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
      if (await this.byId(credential.id)) return undefined;
      const row: StaffPasskeysTable = {
        id: credential.id,
        user_id: user.id,
        name,
        public_key: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: JSON.stringify(credential.transports ?? []),
        device_type: credentialDeviceType,
        backed_up: credentialBackedUp ? 1 : 0,
        created_at: nowIso(),
        last_used_at: null,
      };
      await db.insertInto('staff_passkeys').values(row).execute();
      return row;
    },

    /**
     * Options to prove a passkey: any discoverable one (sign-in, no account yet), or one of `user`'s
     * (re-authentication).
     */
    async authenticationOptions(
      rp: ReturnType<typeof relyingParty>,
      user: StaffUserRow | null,
    ): Promise<WebAuthnOptions> {
      const allow = user ? (await ofUser(user.id)).map((row) => ({ id: row.id, transports: transportsOf(row) })) : [];
      const options = await generateAuthenticationOptions({
        rpID: rp.rpID,
        userVerification: 'required',
        allowCredentials: allow,
      });
      await storeChallenge(options.challenge, user ? 'reauth' : 'sign-in', user?.id ?? null);
      return asOptions(options);
    },

    /**
     * Verifies an assertion of `passkey` (which must be `user`'s) against a challenge of `purpose`;
     * moves its counter on. False for anything that does not hold.
     */
    async verify(
      rp: ReturnType<typeof relyingParty>,
      passkey: StaffPasskeysTable,
      user: StaffUserRow,
      response: AuthenticationResponseJSON,
      purpose: 'sign-in' | 'reauth',
    ): Promise<boolean> {
      if (passkey.user_id !== user.id) return false;
      const handle = response.response.userHandle;
      if (handle && handle !== Buffer.from(userHandle(user.id)).toString('base64url')) return false;
      const verification = await verifyAuthenticationResponse({
        response,
        expectedChallenge: (challenge) => takeChallenge(challenge, purpose, purpose === 'reauth' ? user.id : null),
        expectedOrigin: rp.origin,
        expectedRPID: rp.rpID,
        credential: {
          id: passkey.id,
          publicKey: new Uint8Array(Buffer.from(passkey.public_key, 'base64url')),
          counter: Number(passkey.counter),
          transports: transportsOf(passkey),
        },
        requireUserVerification: true,
      }).catch(() => undefined);
      if (!verification?.verified) return false;
      await db
        .updateTable('staff_passkeys')
        .set({ counter: verification.authenticationInfo.newCounter, last_used_at: nowIso() })
        .where('id', '=', passkey.id)
        .execute();
      return true;
    },
  };
}
export type PasskeyStore = ReturnType<typeof passkeys>;

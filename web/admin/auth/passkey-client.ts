/**
 * The browser's side of passkeys (@simplewebauthn/browser), loaded only when a passkey is used: it
 * lives in its own chunk of the console, never on a public page. Each call answers the browser's
 * response, or a sentence for the person when the browser or the person said no.
 */
import type { WebAuthnOptions } from '#contracts/admin/account-security';

type Answer<T> = { ok: true; response: T } | { ok: false; message: string };

const library = () => import('@simplewebauthn/browser');

const why = (error: unknown) =>
  error instanceof Error && error.name === 'NotAllowedError'
    ? 'The passkey was not used (cancelled, or it timed out).'
    : error instanceof Error && error.name === 'InvalidStateError'
      ? 'This device already holds a passkey for your account.'
      : 'This browser could not use a passkey.';

export const passkeysSupported = () => typeof window !== 'undefined' && 'PublicKeyCredential' in window;

/** Makes a passkey from the server's registration options. */
export async function createPasskey(options: WebAuthnOptions) {
  try {
    const { startRegistration } = await library();
    const response = await startRegistration({ optionsJSON: options as never });
    return { ok: true, response } satisfies Answer<typeof response>;
  } catch (error) {
    return { ok: false, message: why(error) } as const;
  }
}

/** Proves a passkey from the server's authentication options. */
export async function provePasskey(options: WebAuthnOptions) {
  try {
    const { startAuthentication } = await library();
    const response = await startAuthentication({ optionsJSON: options as never });
    return { ok: true, response } satisfies Answer<typeof response>;
  } catch (error) {
    return { ok: false, message: why(error) } as const;
  }
}

import { useState } from 'react';
import type { Me } from '#contracts/admin/auth';
import { isClientError } from '../api/admin-client';
import { passkeySignInApi } from '../api/console-api';
import { Notice } from '../ui/notice';
import { passkeysSupported, provePasskey } from './passkey-client';

/** Signing in with a passkey instead of the password and code (the browser asks which one). */
export function PasskeySignIn({ onSignedIn }: { onSignedIn: (me: Me) => void }) {
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  if (!passkeysSupported()) return null;

  const signIn = async () => {
    setFailure('');
    setBusy(true);
    const options = await passkeySignInApi.options();
    const proved = isClientError(options) ? null : await provePasskey(options);
    const answer = proved?.ok ? await passkeySignInApi.signIn(proved.response) : null;
    setBusy(false);
    if (isClientError(options)) return setFailure(options.message);
    if (proved && !proved.ok) return setFailure(proved.message);
    if (!answer || isClientError(answer)) {
      return setFailure(
        answer?.status === 429
          ? 'Too many attempts. Wait a little before you try again.'
          : 'That passkey did not sign you in. Try again, or use your password and code.',
      );
    }
    if (answer.status === 'signed-in') onSignedIn(answer.me);
  };

  return (
    <div className="mt-3">
      <p className="text-center text-body-secondary mb-2">or</p>
      {failure ? <Notice kind="error">{failure}</Notice> : null}
      <button type="button" className="btn btn-outline-primary w-100" disabled={busy} onClick={() => void signIn()}>
        Use a passkey
      </button>
    </div>
  );
}

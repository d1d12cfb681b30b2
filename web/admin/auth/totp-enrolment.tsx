import { Suspense, lazy } from 'react';
import type { TotpEnrolment as Enrolment } from '#contracts/admin/auth';
import { Loading } from '../ui/notice';

const TotpQr = lazy(() => import('./totp-qr'));

/** How to add the account to an authenticator app: scan the code, or type the key. */
export function TotpEnrolment({ enrolment }: { enrolment: Enrolment }) {
  return (
    <div className="mb-3">
      <p className="mb-1">
        Scan this code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…):
      </p>
      <Suspense fallback={<Loading label="Drawing the QR code…" />}>
        <TotpQr uri={enrolment.uri} />
      </Suspense>
      <p className="mb-1">Or type this key into the app:</p>
      <p className="font-monospace text-break bg-body-tertiary rounded px-3 py-2" data-testid="totp-secret">
        {enrolment.secret}
      </p>
    </div>
  );
}

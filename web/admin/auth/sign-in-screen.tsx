import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  SignInRequest,
  SignInResponse,
  TotpConfirmRequest,
  type TotpEnrolment as Enrolment,
} from '#contracts/admin/auth';
import { adminPaths } from '#contracts/admin/paths';
import { SubmitButton } from '../../components/ui/form';
import { isClientError, sendJson } from '../api/admin-client';
import { consolePaths, safeNext } from '../console-paths';
import { useSession } from '../shell/session';
import { Notice } from '../ui/notice';
import { PageTitle } from '../ui/page-title';
import { CodeField, ConsoleForm, CurrentPasswordField, EmailField, FieldRow } from '../ui/console-form';
import { useConsoleForm } from '../ui/use-console-form';
import { Redirect } from '../shell/redirect';
import { PasskeySignIn } from './passkey-sign-in';
import { RecoveryCodes } from './recovery-codes';
import { TotpEnrolment } from './totp-enrolment';
import { useCountdown } from './use-countdown';
import { waitInWords } from './wait-time';

/** When the server gives no Retry-After with its 429 (it always does): a minute. */
const DEFAULT_WAIT_SECONDS = 60;

type Credentials = { email: string; password: string };
type Step = 'password' | 'code' | 'enrol';

/**
 * Password first, then a code from the authenticator app (or a recovery code); or a passkey alone. An account without a
 * second factor yet (made before every account needed one) enrols here: the key to add to an app,
 * a code from it, then its recovery codes, shown once before the console opens.
 */
export default function SignInScreen() {
  const { session, signedIn } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const [step, setStep] = useState<Step>('password');
  const [credentials, setCredentials] = useState<Credentials | null>(null);
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [failure, setFailure] = useState('');
  // Too many tries: the server's Retry-After, counted down; the form opens again when it is over.
  const [limited, setLimited] = useState<{ until: number; seconds: number } | null>(null);
  const waitLeft = useCountdown(limited?.until ?? null);

  if (recoveryCodes) {
    return (
      <>
        <PageTitle title="Two-step sign-in is on" />
        <RecoveryCodes codes={recoveryCodes} />
        <button
          type="button"
          className="btn btn-primary w-100 mt-3"
          onClick={() => void navigate(next, { replace: true })}
        >
          I have kept my recovery codes — continue
        </button>
      </>
    );
  }
  if (session.state === 'signed-in') return <Redirect to={next} />;

  /** Sends the sign-in request; the answer says what comes next. */
  const send = async (request: SignInRequest) => {
    setFailure('');
    setLimited(null);
    const answer = await sendJson('POST', adminPaths.signIn, SignInResponse, request);
    if (isClientError(answer)) {
      if (answer.status === 429) {
        const seconds = answer.retryAfterSeconds ?? DEFAULT_WAIT_SECONDS;
        setLimited({ until: Date.now() + seconds * 1000, seconds });
        return;
      }
      setFailure(
        answer.status === 401
          ? request.code === undefined
            ? 'The e-mail address or the password is not right.'
            : 'That code did not work. Check the time on your phone, or use a recovery code.'
          : answer.message,
      );
      return;
    }
    setCredentials({ email: request.email, password: request.password });
    if (answer.status === 'code-required') return setStep('code');
    if (answer.status === 'enrol-required') {
      setEnrolment(answer.totp);
      return setStep('enrol');
    }
    if (answer.recoveryCodes?.length) setRecoveryCodes(answer.recoveryCodes);
    signedIn(answer.me);
    if (!answer.recoveryCodes?.length) void navigate(next, { replace: true });
  };

  return (
    <>
      <PageTitle
        title={step === 'password' ? 'Sign in' : step === 'enrol' ? 'Set up two-step sign-in' : 'Enter your code'}
      />
      {session.state === 'signed-out' && session.ended ? (
        <Notice kind="info">Your session ended. Sign in again to go on.</Notice>
      ) : null}
      {failure ? <Notice kind="error">{failure}</Notice> : null}
      {limited && waitLeft > 0 ? (
        <Notice kind="error">Too many attempts. Wait {waitInWords(limited.seconds)}, then try again.</Notice>
      ) : null}
      {limited && waitLeft === 0 ? <Notice kind="info">You can try again now.</Notice> : null}
      {step === 'password' || !credentials ? (
        <>
          <PasswordStep onSend={send} waitLeft={waitLeft} />
          <PasskeySignIn
            onSignedIn={(me) => {
              signedIn(me);
              void navigate(next, { replace: true });
            }}
          />
        </>
      ) : (
        <CodeStep
          enrolment={step === 'enrol' ? enrolment : null}
          onSend={(code) => send({ ...credentials, code })}
          waitLeft={waitLeft}
        />
      )}
      <p className="mt-3 mb-0">
        {step !== 'password' ? (
          <button type="button" className="btn btn-link p-0" onClick={() => setStep('password')}>
            Use another account
          </button>
        ) : (
          <Link to={consolePaths.resetPassword}>Forgot your password?</Link>
        )}
      </p>
    </>
  );
}

/** The submit button's words while a wait runs: the seconds left (the alert above says why, once). */
const waitingLabel = (seconds: number) => `Try again in ${waitInWords(seconds)}`;

function PasswordStep({ onSend, waitLeft }: { onSend: (request: SignInRequest) => Promise<void>; waitLeft: number }) {
  const { bind, onSubmit, formState } = useConsoleForm(SignInRequest, {
    defaultValues: { email: '', password: '' },
  });
  return (
    <ConsoleForm onSubmit={onSubmit(onSend)}>
      <FieldRow>
        <EmailField bind={bind('email', 'E-mail')} autoComplete="username" required />
        <CurrentPasswordField bind={bind('password', 'Password')} required />
      </FieldRow>
      <SubmitButton submitting={formState.isSubmitting} disabled={waitLeft > 0} className="w-100">
        {waitLeft > 0 ? waitingLabel(waitLeft) : 'Sign in'}
      </SubmitButton>
    </ConsoleForm>
  );
}

/** A code from the authenticator app (or a recovery code); with `enrolment`, the key to add to the app first. */
function CodeStep({
  enrolment,
  onSend,
  waitLeft,
}: {
  enrolment: Enrolment | null;
  onSend: (code: string) => Promise<void>;
  waitLeft: number;
}) {
  const { bind, onSubmit, formState } = useConsoleForm(TotpConfirmRequest, { defaultValues: { code: '' } });
  return (
    <ConsoleForm onSubmit={onSubmit((data) => onSend(data.code))}>
      {enrolment ? (
        <>
          <p>Every console account now signs in with a code from an authenticator app. Add yours now.</p>
          <TotpEnrolment enrolment={enrolment} />
        </>
      ) : null}
      <FieldRow>
        <CodeField
          bind={bind('code', 'Code from your authenticator app', {
            subject: 'The code',
            hint: enrolment
              ? 'The six digits the app shows for this account.'
              : 'Six digits from the app, or one of your recovery codes (xxxxx-xxxxx).',
          })}
          inputMode="text"
          autoFocus
          required
        />
      </FieldRow>
      <SubmitButton submitting={formState.isSubmitting} disabled={waitLeft > 0} className="w-100">
        {waitLeft > 0 ? waitingLabel(waitLeft) : enrolment ? 'Turn on and sign in' : 'Verify and sign in'}
      </SubmitButton>
    </ConsoleForm>
  );
}

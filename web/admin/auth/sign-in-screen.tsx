import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SignInRequest, SignInResponse, type TotpEnrolment as Enrolment } from '#contracts/admin/auth';
import { adminPaths } from '#contracts/admin/paths';
import { isClientError, sendJson } from '../api/admin-client';
import { consolePaths, safeNext } from '../console-paths';
import { useSession } from '../shell/session';
import { type FieldErrors, checkInput } from '../ui/check-input';
import { Notice } from '../ui/notice';
import { PageTitle } from '../ui/page-title';
import { TextField } from '../ui/text-field';
import { Redirect } from '../shell/redirect';
import { RecoveryCodes } from './recovery-codes';
import { TotpEnrolment } from './totp-enrolment';

const LABELS = { email: 'E-mail', password: 'Password', code: 'The code' };

/**
 * Password first, then a code from the authenticator app (or a recovery code). An account without a
 * second factor yet (made before every account needed one) enrols here: the key to add to an app,
 * a code from it, then its recovery codes, shown once before the console opens.
 */
export default function SignInScreen() {
  const { session, signedIn } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const [step, setStep] = useState<'password' | 'code' | 'enrol'>('password');
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const [values, setValues] = useState({ email: '', password: '', code: '' });

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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure('');
    const checked = checkInput(
      SignInRequest,
      { email: values.email, password: values.password, code: step === 'password' ? undefined : values.code },
      LABELS,
    );
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setBusy(true);
    const answer = await sendJson('POST', adminPaths.signIn, SignInResponse, checked.data);
    setBusy(false);
    if (isClientError(answer)) {
      setFailure(
        answer.status === 429
          ? 'Too many attempts. Wait a few minutes before you try again.'
          : answer.status === 401
            ? step === 'password'
              ? 'The e-mail address or the password is not right.'
              : 'That code did not work. Check the time on your phone, or use a recovery code.'
            : answer.message,
      );
      return;
    }
    if (answer.status === 'code-required') {
      setStep('code');
      return;
    }
    if (answer.status === 'enrol-required') {
      setEnrolment(answer.totp);
      setStep('enrol');
      return;
    }
    if (answer.recoveryCodes?.length) setRecoveryCodes(answer.recoveryCodes);
    signedIn(answer.me);
    if (!answer.recoveryCodes?.length) void navigate(next, { replace: true });
  };

  const set = (name: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  return (
    <>
      <PageTitle
        title={step === 'password' ? 'Sign in' : step === 'enrol' ? 'Set up two-step sign-in' : 'Enter your code'}
      />
      {session.state === 'signed-out' && session.ended ? (
        <Notice kind="info">Your session ended. Sign in again to go on.</Notice>
      ) : null}
      {failure ? <Notice kind="error">{failure}</Notice> : null}
      <form noValidate onSubmit={(event) => void submit(event)}>
        {step === 'password' ? (
          <>
            <TextField
              label="E-mail"
              name="email"
              type="email"
              autoComplete="username"
              required
              value={values.email}
              onChange={set('email')}
              error={errors.email}
            />
            <TextField
              label="Password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              value={values.password}
              onChange={set('password')}
              error={errors.password}
            />
          </>
        ) : (
          <>
            {step === 'enrol' && enrolment ? (
              <>
                <p>Every console account now signs in with a code from an authenticator app. Add yours now.</p>
                <TotpEnrolment enrolment={enrolment} />
              </>
            ) : null}
            <TextField
              label="Code from your authenticator app"
              name="code"
              autoComplete="one-time-code"
              inputMode="text"
              autoFocus
              required
              value={values.code}
              onChange={set('code')}
              error={errors.code}
              hint={
                step === 'enrol'
                  ? 'The six digits the app shows for this account.'
                  : 'Six digits from the app, or one of your recovery codes (xxxxx-xxxxx).'
              }
            />
          </>
        )}
        <button type="submit" className="btn btn-primary w-100" disabled={busy}>
          {busy
            ? 'Signing in…'
            : step === 'password'
              ? 'Sign in'
              : step === 'enrol'
                ? 'Turn on and sign in'
                : 'Verify and sign in'}
        </button>
      </form>
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

import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  MIN_PASSWORD_LENGTH,
  SetupCompleteRequest,
  SetupCompleteResponse,
  SetupStartResponse,
} from '#contracts/admin/auth';
import { adminPaths } from '#contracts/admin/paths';
import { isClientError, sendJson } from '../api/admin-client';
import { consolePaths } from '../console-paths';
import { useSession } from '../shell/session';
import { type FieldErrors, checkInput } from '../ui/check-input';
import { Loading, Notice } from '../ui/notice';
import { PageTitle } from '../ui/page-title';
import { TextField } from '../ui/text-field';
import { RecoveryCodes } from './recovery-codes';
import { TotpEnrolment } from './totp-enrolment';
import { useLinkToken } from './use-link-token';

const LABELS = { password: 'The password', totpCode: 'The code' };

/** Accepting an invitation (or the CLI's first-admin link): choose a password, enrol the authenticator. */
export default function SetupScreen() {
  const token = useLinkToken();
  const { signedIn } = useSession();
  const [start, setStart] = useState<SetupStartResponse | null>(null);
  const [failure, setFailure] = useState(token ? '' : 'This link is incomplete. Open the link from your e-mail again.');
  const [values, setValues] = useState({ password: '', confirm: '', totpCode: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    void sendJson('POST', adminPaths.setupStart, SetupStartResponse, { token }).then((answer) => {
      if (isClientError(answer)) {
        setFailure(
          answer.status === 400 || answer.status === 401 || answer.status === 404 || answer.status === 410
            ? 'This link has expired or was already used. Ask an admin for a new invitation.'
            : answer.message,
        );
      } else setStart(answer);
    });
  }, [token]);

  if (codes) {
    return (
      <>
        <PageTitle title="You are all set" />
        {codes.length > 0 ? <RecoveryCodes codes={codes} /> : null}
        <Link className="btn btn-primary" to={consolePaths.today}>
          I have saved them: open the console
        </Link>
      </>
    );
  }
  if (failure) {
    return (
      <>
        <PageTitle title="Set up your account" />
        <Notice kind="error">{failure}</Notice>
        <Link to={consolePaths.signIn}>Go to sign-in</Link>
      </>
    );
  }
  if (!start) return <Loading label="Checking your link…" />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {};
    const checked = checkInput(
      SetupCompleteRequest,
      { token, password: values.password, totpCode: values.totpCode },
      LABELS,
    );
    if (!checked.ok) Object.assign(found, checked.errors);
    if (!values.totpCode.trim()) found.totpCode = 'Enter the 6-digit code your app shows.';
    if (values.confirm !== values.password) found.confirm = 'The two passwords are not the same.';
    setErrors(found);
    if (!checked.ok || Object.keys(found).length > 0) return;
    setBusy(true);
    const answer = await sendJson('POST', adminPaths.setupComplete, SetupCompleteResponse, checked.data);
    setBusy(false);
    if (isClientError(answer)) {
      setErrors(
        answer.status === 400 || answer.status === 401
          ? {
              totpCode: 'That code did not work: check the time on your phone and try the new code.',
              form: answer.message,
            }
          : { form: answer.message },
      );
      return;
    }
    signedIn(answer.me);
    setCodes(answer.recoveryCodes);
  };

  const set = (name: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  return (
    <>
      <PageTitle title="Set up your account" />
      <p>
        Welcome, {start.name}. You are joining as {start.role === 'admin' ? 'an admin' : 'a recruiter'} with{' '}
        <strong>{start.email}</strong>.
      </p>
      {errors.form ? <Notice kind="error">{errors.form}</Notice> : null}
      <form noValidate onSubmit={(event) => void submit(event)}>
        <input type="email" name="email" autoComplete="username" value={start.email} readOnly hidden />
        <TextField
          label="Choose a password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          value={values.password}
          onChange={set('password')}
          error={errors.password}
          hint={`At least ${MIN_PASSWORD_LENGTH} characters. A few words you will remember make a good one.`}
        />
        <TextField
          label="Type it again"
          name="confirm"
          type="password"
          autoComplete="new-password"
          required
          value={values.confirm}
          onChange={set('confirm')}
          error={errors.confirm}
        />
        <fieldset className="mb-3">
          <legend className="h5">Two-step sign-in</legend>
          <p>Every account signs in with a code from an authenticator app as well as the password.</p>
          <TotpEnrolment enrolment={start.totp} />
          <TextField
            label="Code from the app"
            name="totpCode"
            autoComplete="one-time-code"
            inputMode="numeric"
            required
            value={values.totpCode}
            onChange={set('totpCode')}
            error={errors.totpCode || undefined}
          />
        </fieldset>
        <button type="submit" className="btn btn-primary w-100" disabled={busy}>
          {busy ? 'Saving…' : 'Set up my account'}
        </button>
      </form>
    </>
  );
}

import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { MIN_PASSWORD_LENGTH, PasswordResetComplete, PasswordResetRequest } from '#contracts/admin/auth';
import { adminPaths } from '#contracts/admin/paths';
import { NoBody, isClientError, sendJson } from '../api/admin-client';
import { consolePaths } from '../console-paths';
import { type FieldErrors, checkInput } from '../ui/check-input';
import { Notice } from '../ui/notice';
import { PageTitle } from '../ui/page-title';
import { TextField } from '../ui/text-field';
import { useLinkToken } from './use-link-token';

/** Without a token: ask for a reset mail. With the mail's token (#token=…): choose a new password. */
export default function ResetPasswordScreen() {
  const token = useLinkToken();
  return token ? <ChooseNewPassword token={token} /> : <AskForResetMail />;
}

function AskForResetMail() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkInput(PasswordResetRequest, { email }, { email: 'The e-mail address' });
    if (!checked.ok) return setError(checked.errors.email ?? 'Enter your e-mail address.');
    setError('');
    setBusy(true);
    const answer = await sendJson('POST', adminPaths.passwordResetRequest, NoBody, checked.data);
    setBusy(false);
    if (isClientError(answer)) setError(answer.status === 429 ? 'Too many requests. Try again later.' : answer.message);
    else setSent(true);
  };

  return (
    <>
      <PageTitle title="Reset your password" />
      {sent ? (
        <Notice kind="success">
          If {email} has an account, a mail with a reset link is on its way. The link works for one hour.
        </Notice>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)}>
          <p>Enter the e-mail address of your console account. We will mail you a link to choose a new password.</p>
          <TextField
            label="E-mail"
            name="email"
            type="email"
            autoComplete="username"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={error || undefined}
          />
          <button type="submit" className="btn btn-primary w-100" disabled={busy}>
            {busy ? 'Sending…' : 'Send the reset link'}
          </button>
        </form>
      )}
      <p className="mt-3 mb-0">
        <Link to={consolePaths.signIn}>Back to sign-in</Link>
      </p>
    </>
  );
}

function ChooseNewPassword({ token }: { token: string }) {
  const [values, setValues] = useState({ password: '', confirm: '', code: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkInput(
      PasswordResetComplete,
      { token, password: values.password, code: values.code.trim() || undefined },
      { password: 'The password', code: 'The code' },
    );
    const found: FieldErrors = checked.ok ? {} : { ...checked.errors };
    if (values.confirm !== values.password) found.confirm = 'The two passwords are not the same.';
    setErrors(found);
    if (!checked.ok || Object.keys(found).length > 0) return;
    setBusy(true);
    const answer = await sendJson('POST', adminPaths.passwordResetComplete, NoBody, checked.data);
    setBusy(false);
    if (isClientError(answer)) {
      setErrors({
        form:
          answer.status === 401 || answer.status === 400
            ? 'The link has expired or was used, or the code is not right. Ask for a new link if needed.'
            : answer.message,
      });
    } else setDone(true);
  };

  const set = (name: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  if (done) {
    return (
      <>
        <PageTitle title="Password changed" />
        <Notice kind="success">Your password is changed, and every session of your account was signed out.</Notice>
        <Link className="btn btn-primary" to={consolePaths.signIn}>
          Sign in
        </Link>
      </>
    );
  }
  return (
    <>
      <PageTitle title="Choose a new password" />
      {errors.form ? <Notice kind="error">{errors.form}</Notice> : null}
      <form noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
          error={errors.password}
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        />
        <TextField
          label="Type it again"
          name="confirm"
          type="password"
          autoComplete="new-password"
          value={values.confirm}
          onChange={set('confirm')}
          error={errors.confirm}
        />
        <TextField
          label="Code from your authenticator app (if you use one)"
          name="code"
          autoComplete="one-time-code"
          value={values.code}
          onChange={set('code')}
          error={errors.code}
          hint="A reset never skips the second step: accounts with an authenticator need a code or a recovery code."
        />
        <button type="submit" className="btn btn-primary w-100" disabled={busy}>
          {busy ? 'Saving…' : 'Change my password'}
        </button>
      </form>
    </>
  );
}

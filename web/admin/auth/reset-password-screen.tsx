import { useState } from 'react';
import { Link } from 'react-router';
import { PasswordResetRequest, ResetPasswordForm } from '#contracts/admin/auth';
import { adminPaths } from '#contracts/admin/paths';
import { SubmitButton } from '../../components/ui/form';
import { NoBody, isClientError, sendJson } from '../api/admin-client';
import { consolePaths } from '../console-paths';
import { Notice } from '../ui/notice';
import { PageTitle } from '../ui/page-title';
import { CodeField, ConsoleForm, EmailField, FieldRow } from '../ui/console-form';
import { useConsoleForm } from '../ui/use-console-form';
import { NewPasswordFields } from './new-password-fields';
import { useLinkToken } from './use-link-token';

/** Without a token: ask for a reset mail. With the mail's token (#token=…): choose a new password. */
export default function ResetPasswordScreen() {
  const token = useLinkToken();
  return token ? <ChooseNewPassword token={token} /> : <AskForResetMail />;
}

function AskForResetMail() {
  const [sentTo, setSentTo] = useState('');
  const { bind, onSubmit, setError, formState } = useConsoleForm(PasswordResetRequest, {
    defaultValues: { email: '' },
  });
  const send = async (data: PasswordResetRequest) => {
    const answer = await sendJson('POST', adminPaths.passwordResetRequest, NoBody, data);
    if (!isClientError(answer)) return setSentTo(data.email);
    setError('email', { message: answer.status === 429 ? 'Too many requests. Try again later.' : answer.message });
  };

  return (
    <>
      <PageTitle title="Reset your password" />
      {sentTo ? (
        <Notice kind="success">
          If {sentTo} has an account, a mail with a reset link is on its way. The link works for one hour.
        </Notice>
      ) : (
        <ConsoleForm onSubmit={onSubmit(send)}>
          <p>Enter the e-mail address of your console account. We will mail you a link to choose a new password.</p>
          <FieldRow>
            <EmailField bind={bind('email', 'E-mail', { subject: 'The e-mail address' })} autoComplete="username" />
          </FieldRow>
          <SubmitButton submitting={formState.isSubmitting} className="w-100">
            Send the reset link
          </SubmitButton>
        </ConsoleForm>
      )}
      <p className="mt-3 mb-0">
        <Link to={consolePaths.signIn}>Back to sign-in</Link>
      </p>
    </>
  );
}

function ChooseNewPassword({ token }: { token: string }) {
  const [done, setDone] = useState(false);
  const { bind, onSubmit, fail, failure, formState } = useConsoleForm(ResetPasswordForm, {
    defaultValues: { password: '', confirm: '', code: '' },
  });
  const send = async (data: ResetPasswordForm) => {
    const answer = await sendJson('POST', adminPaths.passwordResetComplete, NoBody, {
      token,
      password: data.password,
      code: data.code || undefined,
    });
    if (!isClientError(answer)) return setDone(true);
    fail(
      answer.status === 401 || answer.status === 400
        ? 'The link has expired or was used, or the code is not right. Ask for a new link if needed.'
        : answer.message,
    );
  };

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
      <ConsoleForm onSubmit={onSubmit(send)} failure={failure}>
        <FieldRow>
          <NewPasswordFields
            password={bind('password', 'New password', { subject: 'The password' })}
            confirm={bind('confirm', 'Type it again')}
          />
          <CodeField
            bind={bind('code', 'Code from your authenticator app (if you use one)', {
              subject: 'The code',
              hint: 'A reset never skips the second step: accounts with an authenticator need a code or a recovery code.',
            })}
            inputMode="text"
          />
        </FieldRow>
        <SubmitButton submitting={formState.isSubmitting} className="w-100">
          Change my password
        </SubmitButton>
      </ConsoleForm>
    </>
  );
}

import { useEffect, useRef, useState } from 'react';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router';
import {
  MIN_PASSWORD_LENGTH,
  SetupCompleteResponse,
  SetupForm as SetupFormSchema,
  SetupStartResponse,
} from '#contracts/admin/auth';
import { adminPaths } from '#contracts/admin/paths';
import { SubmitButton } from '../../components/ui/form';
import { isClientError, sendJson } from '../api/admin-client';
import { consolePaths } from '../console-paths';
import { useSession } from '../shell/session';
import { Loading, Notice } from '../ui/notice';
import { PageTitle } from '../ui/page-title';
import { CodeField, ConsoleForm, FieldRow } from '../ui/console-form';
import { useConsoleForm } from '../ui/use-console-form';
import { NewPasswordFields } from './new-password-fields';
import { RecoveryCodes } from './recovery-codes';
import { TotpEnrolment } from './totp-enrolment';
import { useLinkToken } from './use-link-token';

/** Accepting an invitation (or the CLI's first-admin link): choose a password, enrol the authenticator. */
export default function SetupScreen() {
  const token = useLinkToken();
  const [start, setStart] = useState<SetupStartResponse | null>(null);
  const [failure, setFailure] = useState(token ? '' : 'This link is incomplete. Open the link from your e-mail again.');
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

  return (
    <>
      <PageTitle title="Set up your account" />
      <p>
        Welcome, {start.name}. You are joining as{' '}
        {start.role === 'admin' ? 'an admin' : start.role === 'account_manager' ? 'an account manager' : 'a recruiter'}{' '}
        with <strong>{start.email}</strong>.
      </p>
      <SetupForm token={token} start={start} onDone={setCodes} />
    </>
  );
}

/** The password (twice) and a code from the authenticator app just enrolled; signs in when the server agrees. */
function SetupForm({
  token,
  start,
  onDone,
}: {
  token: string;
  start: SetupStartResponse;
  onDone: (recoveryCodes: string[]) => void;
}) {
  const { signedIn } = useSession();
  const { bind, onSubmit, fail, failure, setError, formState } = useConsoleForm(SetupFormSchema, {
    defaultValues: { password: '', confirm: '', totpCode: '' },
  });
  const send = async (data: SetupFormSchema) => {
    const answer = await sendJson('POST', adminPaths.setupComplete, SetupCompleteResponse, {
      token,
      password: data.password,
      totpCode: data.totpCode,
    });
    if (!isClientError(answer)) {
      signedIn(answer.me);
      return onDone(answer.recoveryCodes);
    }
    fail(answer.message);
    if (answer.status === 400 || answer.status === 401) {
      setError('totpCode', { message: 'That code did not work: check the time on your phone and try the new code.' });
    }
  };

  return (
    <>
      <ConsoleForm onSubmit={onSubmit(send)} failure={failure}>
        <input type="email" name="email" autoComplete="username" value={start.email} readOnly hidden />
        <FieldRow>
          <NewPasswordFields
            password={bind('password', 'Choose a password', { subject: 'The password' })}
            confirm={bind('confirm', 'Type it again')}
            hint={`At least ${MIN_PASSWORD_LENGTH} characters. A few words you will remember make a good one.`}
          />
        </FieldRow>
        <fieldset className="mb-3">
          <legend className="h5">Two-step sign-in</legend>
          <p>Every account signs in with a code from an authenticator app as well as the password.</p>
          <TotpEnrolment enrolment={start.totp} />
          <Row className="g-3">
            <CodeField bind={bind('totpCode', 'Code from the app', { subject: 'The code' })} required />
          </Row>
        </fieldset>
        <SubmitButton submitting={formState.isSubmitting} className="w-100">
          Set up my account
        </SubmitButton>
      </ConsoleForm>
    </>
  );
}

import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import {
  ChangePasswordForm,
  PasswordConfirmRequest,
  TotpConfirmRequest,
  type TotpEnrolment as Enrolment,
} from '#contracts/admin/auth';
import { SubmitButton } from '../../components/ui/form';
import { isClientError } from '../api/admin-client';
import { accountApi } from '../api/console-api';
import { useMe, useSession } from '../shell/session';
import { DetailList } from '../ui/detail-list';
import { formatMoment } from '../ui/format';
import { Notice } from '../ui/notice';
import { PageTitle } from '../ui/page-title';
import { CodeField, ConsoleForm, CurrentPasswordField, FieldRow } from '../ui/console-form';
import { Panel } from '../ui/panel';
import { useConsoleForm } from '../ui/use-console-form';
import { NewPasswordFields } from './new-password-fields';
import { RecoveryCodes } from './recovery-codes';
import { TotpEnrolment } from './totp-enrolment';

/** The signed-in staff member's own account: password, two-step sign-in, recovery codes. */
export default function AccountScreen() {
  const me = useMe();
  return (
    <>
      <PageTitle title="Your account" />
      <Panel id="account-facts" title="You">
        <DetailList
          items={[
            ['Name', me.name],
            ['E-mail', me.email],
            ['Role', me.role === 'admin' ? 'Admin' : 'Recruiter'],
            ['Two-step sign-in', me.totpEnabled ? 'On' : 'Off'],
            ['This session ends at the latest', formatMoment(me.sessionExpiresAt)],
          ]}
        />
      </Panel>
      <div className="console-grid">
        <ChangePassword />
        <TwoStep />
      </div>
    </>
  );
}

function ChangePassword() {
  const { signedIn } = useSession();
  const [done, setDone] = useState(false);
  const { bind, onSubmit, reset, setError, formState } = useConsoleForm(ChangePasswordForm, {
    defaultValues: { currentPassword: '', newPassword: '', confirm: '' },
  });
  const send = async (data: ChangePasswordForm) => {
    setDone(false);
    const answer = await accountApi.changePassword({
      currentPassword: data.currentPassword,
      newPassword: data.newPassword,
    });
    if (isClientError(answer)) {
      const message =
        answer.status === 400 || answer.status === 403 ? 'That is not your current password.' : answer.message;
      return setError('currentPassword', { message });
    }
    signedIn(answer);
    reset();
    setDone(true);
  };

  return (
    <Panel id="account-password" title="Change your password">
      {done ? <Notice kind="success">Password changed. Your other sessions were signed out.</Notice> : null}
      <ConsoleForm onSubmit={onSubmit(send)}>
        <FieldRow>
          <CurrentPasswordField
            bind={bind('currentPassword', 'Current password', { subject: 'Your current password' })}
          />
          <NewPasswordFields
            password={bind('newPassword', 'New password', { subject: 'The new password' })}
            confirm={bind('confirm', 'New password again')}
          />
        </FieldRow>
        <SubmitButton submitting={formState.isSubmitting}>Change password</SubmitButton>
      </ConsoleForm>
    </Panel>
  );
}

type Message = { kind: 'success' | 'error'; text: string };

function TwoStep() {
  const me = useMe();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setBusy(true);
    const answer = await accountApi.startTotp();
    setBusy(false);
    if (isClientError(answer)) setMessage({ kind: 'error', text: answer.message });
    else setEnrolment(answer);
  };
  const show = (recoveryCodes: string[], text: string) => {
    setEnrolment(null);
    setCodes(recoveryCodes);
    setMessage({ kind: 'success', text });
  };

  return (
    <Panel id="account-two-step" title="Two-step sign-in">
      {message ? <Notice kind={message.kind}>{message.text}</Notice> : null}
      {codes ? <RecoveryCodes codes={codes} /> : null}
      {!me.totpEnabled && !enrolment ? (
        <>
          <p>Ask for a code from your phone as well as your password when you sign in.</p>
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void start()}>
            Set up two-step sign-in
          </button>
        </>
      ) : null}
      {enrolment ? (
        <ConfirmCode enrolment={enrolment} onDone={(recoveryCodes) => show(recoveryCodes, 'Two-step sign-in is on.')} />
      ) : null}
      {me.totpEnabled ? (
        <NewRecoveryCodes
          onDone={(recoveryCodes) => show(recoveryCodes, 'New recovery codes: the old ones no longer work.')}
        />
      ) : null}
    </Panel>
  );
}

/** The first code from the app just enrolled turns two-step sign-in on. */
function ConfirmCode({ enrolment, onDone }: { enrolment: Enrolment; onDone: (recoveryCodes: string[]) => void }) {
  const me = useMe();
  const { signedIn } = useSession();
  const { bind, onSubmit, fail, failure, formState } = useConsoleForm(TotpConfirmRequest, {
    defaultValues: { code: '' },
  });
  const send = async (data: TotpConfirmRequest) => {
    const answer = await accountApi.confirmTotp(data.code);
    if (isClientError(answer)) return fail('That code did not work. Try the next one.');
    signedIn({ ...me, totpEnabled: true });
    onDone(answer.recoveryCodes);
  };
  return (
    <ConsoleForm onSubmit={onSubmit(send)} failure={failure}>
      <TotpEnrolment enrolment={enrolment} />
      <FieldRow>
        <CodeField bind={bind('code', 'Code from the app', { subject: 'The code' })} />
      </FieldRow>
      <SubmitButton submitting={formState.isSubmitting}>Turn on</SubmitButton>
    </ConsoleForm>
  );
}

/** New recovery codes for the password; the old ones stop working. */
function NewRecoveryCodes({ onDone }: { onDone: (recoveryCodes: string[]) => void }) {
  const { bind, onSubmit, fail, failure, reset, formState } = useConsoleForm(PasswordConfirmRequest, {
    defaultValues: { password: '' },
  });
  const send = async (data: PasswordConfirmRequest) => {
    reset();
    const answer = await accountApi.newRecoveryCodes(data.password);
    if (isClientError(answer)) return fail(`Not done: ${answer.message}`);
    onDone(answer.recoveryCodes);
  };
  return (
    <ConsoleForm onSubmit={onSubmit(send)} failure={failure}>
      <p>On (every account keeps it on). Lost your recovery codes? Make new ones (the old ones stop working).</p>
      <FieldRow>
        <CurrentPasswordField bind={bind('password', 'Your password')} />
      </FieldRow>
      <Button type="submit" variant="outline-primary" disabled={formState.isSubmitting}>
        New recovery codes
      </Button>
    </ConsoleForm>
  );
}

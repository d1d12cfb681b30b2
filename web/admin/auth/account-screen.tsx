import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { ROLE_LABELS } from '#contracts/admin/common';
import { ChangePasswordForm, TotpConfirmRequest, type TotpEnrolment as Enrolment } from '#contracts/admin/auth';
import { SubmitButton } from '../../components/ui/form';
import { isClientError } from '../api/admin-client';
import { accountApi } from '../api/console-api';
import { useMe, useSession } from '../shell/session';
import { DetailList } from '../ui/detail-list';
import { formatMoment } from '../ui/format';
import { Notice } from '../ui/notice';
import { PageTitle } from '../ui/page-title';
import { CodeField, ConsoleForm, CurrentPasswordField, FieldRow } from '../ui/console-form';
import { ConfirmItIsYou } from './confirm-it-is-you';
import { SessionsPanel } from './sessions-panel';
import { SignInsPanel } from './sign-ins-panel';
import { PasskeysSection } from './passkeys-section';
import { passkeysSupported, provePasskey } from './passkey-client';
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
            ['Role', ROLE_LABELS[me.role]],
            ['Two-step sign-in', me.totpEnabled ? 'On' : 'Off'],
            ['This session ends at the latest', formatMoment(me.sessionExpiresAt)],
          ]}
        />
      </Panel>
      <div className="console-grid">
        <ChangePassword />
        <TwoStep />
      </div>
      <SignInFactors />
      <div className="console-grid">
        <SessionsPanel />
        <SignInsPanel />
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
      {me.totpEnabled ? <p className="mb-0">On (every account keeps it on).</p> : null}
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

/**
 * Recovery codes and passkeys: changing them needs the password and a second factor again, within
 * five minutes (the server refuses otherwise, and then this asks again).
 */
function SignInFactors() {
  const me = useMe();
  const [until, setUntil] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);
  // The server keeps the time: when the five minutes are over it refuses, and this asks again.
  const confirmed = until !== null;
  /** An outcome to show; a refusal because the confirmation ran out asks for it again. */
  const outcome = (result: Message & { status?: number | undefined }) => {
    if (result.status === 403) setUntil(null);
    setMessage({ kind: result.kind, text: result.text });
  };

  const newCodes = async () => {
    setBusy(true);
    setMessage(null);
    const answer = await accountApi.newRecoveryCodes();
    setBusy(false);
    if (isClientError(answer))
      return outcome({ kind: 'error', text: `Not done: ${answer.message}`, status: answer.status });
    setCodes(answer.recoveryCodes);
    setMessage({ kind: 'success', text: 'New recovery codes: the old ones no longer work.' });
  };

  /** Re-authentication with the password and a passkey instead of the code; a sentence when it fails. */
  const withPasskey = async (password: string) => {
    const options = await accountApi.reauthPasskeyOptions();
    if (isClientError(options)) {
      return options.status === 409 ? 'You have no passkey yet: use the code from your app.' : options.message;
    }
    const proved = await provePasskey(options);
    if (!proved.ok) return proved.message;
    const answer = await accountApi.reauth({ password, passkey: proved.response as never });
    if (isClientError(answer)) return 'The password or the passkey is not right.';
    setUntil(answer.reauthenticatedUntil);
    return null;
  };

  return (
    <Panel id="account-factors" title="Recovery codes and passkeys">
      {message ? <Notice kind={message.kind}>{message.text}</Notice> : null}
      {codes ? <RecoveryCodes codes={codes} /> : null}
      {!confirmed ? (
        <ConfirmItIsYou onConfirmed={setUntil} {...(passkeysSupported() ? { passkey: withPasskey } : {})} />
      ) : (
        <>
          <Notice kind="info">Confirmed: you can change these until {formatMoment(until)}.</Notice>
          {me.totpEnabled ? (
            <>
              <p>Lost your recovery codes? Make new ones (the old ones stop working).</p>
              <Button type="button" variant="outline-primary" disabled={busy} onClick={() => void newCodes()}>
                New recovery codes
              </Button>
            </>
          ) : null}
        </>
      )}
      <PasskeysSection confirmed={confirmed} onOutcome={outcome} />
    </Panel>
  );
}

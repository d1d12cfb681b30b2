import { type FormEvent, useState } from 'react';
import { ChangePasswordRequest, MIN_PASSWORD_LENGTH, type TotpEnrolment as Enrolment } from '#contracts/admin/auth';
import { isClientError } from '../api/admin-client';
import { accountApi } from '../api/console-api';
import { useMe, useSession } from '../shell/session';
import { type FieldErrors, checkInput } from '../ui/check-input';
import { DetailList } from '../ui/detail-list';
import { formatMoment } from '../ui/format';
import { Notice } from '../ui/notice';
import { PageTitle } from '../ui/page-title';
import { TextField } from '../ui/text-field';
import { RecoveryCodes } from './recovery-codes';
import { TotpEnrolment } from './totp-enrolment';

/** The signed-in staff member's own account: password, two-step sign-in, recovery codes. */
export default function AccountScreen() {
  const me = useMe();
  return (
    <>
      <PageTitle title="Your account" />
      <section className="console-panel" aria-labelledby="account-facts">
        <h2 id="account-facts">You</h2>
        <DetailList
          items={[
            ['Name', me.name],
            ['E-mail', me.email],
            ['Role', me.role === 'admin' ? 'Admin' : 'Recruiter'],
            ['Two-step sign-in', me.totpEnabled ? 'On' : 'Off'],
            ['This session ends at the latest', formatMoment(me.sessionExpiresAt)],
          ]}
        />
      </section>
      <div className="console-grid">
        <ChangePassword />
        <TwoStep />
      </div>
    </>
  );
}

function ChangePassword() {
  const { signedIn } = useSession();
  const [values, setValues] = useState({ currentPassword: '', newPassword: '', confirm: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    const checked = checkInput(ChangePasswordRequest, values, {
      currentPassword: 'Your current password',
      newPassword: 'The new password',
    });
    const found: FieldErrors = checked.ok ? {} : { ...checked.errors };
    if (values.confirm !== values.newPassword) found.confirm = 'The two new passwords are not the same.';
    setErrors(found);
    if (!checked.ok || Object.keys(found).length > 0) return;
    setBusy(true);
    const answer = await accountApi.changePassword(checked.data);
    setBusy(false);
    if (isClientError(answer)) {
      setErrors({
        currentPassword:
          answer.status === 400 || answer.status === 403 ? 'That is not your current password.' : answer.message,
      });
      return;
    }
    signedIn(answer);
    setValues({ currentPassword: '', newPassword: '', confirm: '' });
    setDone(true);
  };
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  return (
    <section className="console-panel" aria-labelledby="account-password">
      <h2 id="account-password">Change your password</h2>
      {done ? <Notice kind="success">Password changed. Your other sessions were signed out.</Notice> : null}
      <form noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          value={values.currentPassword}
          onChange={set('currentPassword')}
          error={errors.currentPassword}
        />
        <TextField
          label="New password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          value={values.newPassword}
          onChange={set('newPassword')}
          error={errors.newPassword}
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        />
        <TextField
          label="New password again"
          name="confirm"
          type="password"
          autoComplete="new-password"
          value={values.confirm}
          onChange={set('confirm')}
          error={errors.confirm}
        />
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Saving…' : 'Change password'}
        </button>
      </form>
    </section>
  );
}

function TwoStep() {
  const me = useMe();
  const { signedIn } = useSession();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setBusy(true);
    const answer = await accountApi.startTotp();
    setBusy(false);
    if (isClientError(answer)) setMessage({ kind: 'error', text: answer.message });
    else setEnrolment(answer);
  };
  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const answer = await accountApi.confirmTotp(code.trim());
    setBusy(false);
    if (isClientError(answer)) return setMessage({ kind: 'error', text: 'That code did not work. Try the next one.' });
    setEnrolment(null);
    setCode('');
    setCodes(answer.recoveryCodes);
    setMessage({ kind: 'success', text: 'Two-step sign-in is on.' });
    signedIn({ ...me, totpEnabled: true });
  };
  const newCodes = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setMessage({ kind: 'error', text: 'Enter your password first.' });
    setBusy(true);
    setPassword('');
    const answer = await accountApi.newRecoveryCodes(password);
    setBusy(false);
    if (isClientError(answer)) return setMessage({ kind: 'error', text: `Not done: ${answer.message}` });
    setCodes(answer.recoveryCodes);
    setMessage({ kind: 'success', text: 'New recovery codes: the old ones no longer work.' });
  };

  return (
    <section className="console-panel" aria-labelledby="account-two-step">
      <h2 id="account-two-step">Two-step sign-in</h2>
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
        <form noValidate onSubmit={(event) => void confirm(event)}>
          <TotpEnrolment enrolment={enrolment} />
          <TextField
            label="Code from the app"
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <button type="submit" className="btn btn-primary" disabled={busy}>
            Turn on
          </button>
        </form>
      ) : null}
      {me.totpEnabled ? (
        <form noValidate onSubmit={(event) => void newCodes(event)}>
          <p>On (every account keeps it on). Lost your recovery codes? Make new ones (the old ones stop working).</p>
          <TextField
            label="Your password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <div className="d-flex flex-wrap gap-2">
            <button type="submit" className="btn btn-outline-primary" disabled={busy}>
              New recovery codes
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}

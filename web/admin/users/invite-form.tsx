import { type FormEvent, useState } from 'react';
import { ROLES } from '#contracts/admin/common';
import { InviteRequest, type StaffUser } from '#contracts/admin/users';
import { isClientError } from '../api/admin-client';
import { usersApi } from '../api/console-api';
import { type FieldErrors, checkInput } from '../ui/check-input';
import { Notice } from '../ui/notice';
import { TextField } from '../ui/text-field';

const LABELS = { name: 'The name', email: 'The e-mail address', role: 'The role' };

/** Invites a staff member: the server mails a one-time set-up link, valid 24 hours. */
export function InviteForm({ onInvited }: { onInvited: (user: StaffUser) => void }) {
  const [values, setValues] = useState({ name: '', email: '', role: 'recruiter' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    const checked = checkInput(InviteRequest, values, LABELS);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setBusy(true);
    const answer = await usersApi.invite(checked.data);
    setBusy(false);
    if (isClientError(answer)) {
      setResult({
        kind: 'error',
        text: answer.status === 409 ? 'Someone with this e-mail address already has an account.' : answer.message,
      });
      return;
    }
    setValues({ name: '', email: '', role: 'recruiter' });
    setResult({ kind: 'success', text: `Invitation sent to ${answer.email}. The link works for 24 hours.` });
    onInvited(answer);
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      {result ? <Notice kind={result.kind}>{result.text}</Notice> : null}
      <div className="console-form">
        <TextField
          className=""
          label="Name"
          name="name"
          autoComplete="off"
          value={values.name}
          maxLength={100}
          onChange={(event) => setValues({ ...values, name: event.target.value })}
          error={errors.name}
        />
        <TextField
          className=""
          label="E-mail"
          name="email"
          type="email"
          autoComplete="off"
          value={values.email}
          onChange={(event) => setValues({ ...values, email: event.target.value })}
          error={errors.email}
        />
        <div>
          <label className="form-label" htmlFor="invite-role">
            Role
          </label>
          <select
            id="invite-role"
            name="role"
            className="form-select"
            value={values.role}
            onChange={(event) => setValues({ ...values, role: event.target.value })}
          >
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {role === 'admin' ? 'Admin (everything, including users and privacy)' : 'Recruiter'}
              </option>
            ))}
          </select>
        </div>
        <div className="d-flex align-items-end">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? 'Sending…' : 'Send invitation'}
          </button>
        </div>
      </div>
    </form>
  );
}

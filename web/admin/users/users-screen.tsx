import { useState } from 'react';
import { ROLES, ROLE_LABELS, type Role } from '#contracts/admin/common';
import { type StaffUser, UsersQuery } from '#contracts/admin/users';
import { isClientError } from '../api/admin-client';
import { usersApi } from '../api/console-api';
import { useMe } from '../shell/session';
import { formatMoment } from '../ui/format';
import { type ListDeclaration, ListScreen, useList } from '../ui/list-screen';
import { Notice } from '../ui/notice';
import { StatusBadge } from '../ui/status-badge';
import { InviteForm } from './invite-form';
import { Panel } from '../ui/panel';

/** Staff accounts, searched on the server (the columns act on the signed-in admin's behalf: the screen makes them). */
export const usersList: ListDeclaration<typeof UsersQuery, StaffUser> = {
  query: UsersQuery,
  load: usersApi.list,
  title: 'Users',
  searchLabel: 'Search users (name, e-mail)',
  caption: 'Staff accounts',
  noun: 'users',
  loadError: 'Could not load the users',
  empty: 'No users match.',
  rowKey: (row) => row.id,
};

/** Staff accounts (admins only): invite, change a role, disable or enable, send a new set-up link. */
export default function UsersScreen() {
  const me = useMe();
  const users = useList(usersList);
  const list = users.resource;
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState('');

  const change = async (user: StaffUser, request: { role?: Role; disabled?: boolean }, done: string) => {
    setBusy(user.id);
    const answer = await usersApi.update(user.id, request);
    setBusy('');
    if (isClientError(answer)) {
      setNotice({
        kind: 'error',
        text:
          answer.status === 409
            ? `${user.name} must set up two-step sign-in before becoming an admin.`
            : `Not changed: ${answer.message}`,
      });
    } else {
      setNotice({ kind: 'success', text: done });
      list.reload();
    }
  };
  const resend = async (user: StaffUser) => {
    setBusy(user.id);
    const answer = await usersApi.resendInvitation(user.id);
    setBusy('');
    setNotice(
      isClientError(answer)
        ? { kind: 'error', text: `Not sent: ${answer.message}` }
        : { kind: 'success', text: `A new set-up link was sent to ${user.email}.` },
    );
  };

  const signOut = async (user: StaffUser) => {
    setBusy(user.id);
    const answer = await usersApi.signOut(user.id);
    setBusy('');
    setNotice(
      isClientError(answer)
        ? { kind: 'error', text: `Not signed out: ${answer.message}` }
        : { kind: 'success', text: `${user.name} is signed out everywhere.` },
    );
  };

  /** Resend, sign out, disable or enable: beside the row on a desktop, under the name on a phone. */
  const actions = (row: StaffUser) =>
    row.id === me.id ? null : (
      <span className="d-flex flex-wrap gap-1">
        {row.state === 'invited' ? (
          <button
            type="button"
            className="btn btn-outline-primary btn-sm"
            disabled={busy === row.id}
            onClick={() => void resend(row)}
          >
            Resend invitation<span className="visually-hidden"> to {row.name}</span>
          </button>
        ) : null}
        {row.state === 'active' ? (
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm"
            disabled={busy === row.id}
            onClick={() => void signOut(row)}
          >
            End all sessions<span className="visually-hidden"> of {row.name}</span>
          </button>
        ) : null}
        <button
          type="button"
          className={`btn btn-sm ${row.state === 'disabled' ? 'btn-outline-primary' : 'btn-outline-danger'}`}
          disabled={busy === row.id}
          onClick={() =>
            void change(
              row,
              { disabled: row.state !== 'disabled' },
              row.state === 'disabled'
                ? `${row.name} can sign in again.`
                : `${row.name} is disabled and signed out everywhere.`,
            )
          }
        >
          {row.state === 'disabled' ? 'Enable' : 'Disable'}
          <span className="visually-hidden"> {row.name}</span>
        </button>
      </span>
    );

  return (
    <ListScreen
      list={users}
      intro={
        <>
          <Panel id="invite-title" title="Invite a colleague">
            <InviteForm onInvited={() => list.reload()} />
          </Panel>
          {notice ? <Notice kind={notice.kind}>{notice.text}</Notice> : null}
        </>
      }
      columns={[
        {
          header: 'Name',
          cell: (row) => (
            <>
              <strong>{row.name}</strong>
              <span className="console-sub">{row.email}</span>
              {/* On a phone the state and the actions go under the name (their columns give way). */}
              <span className="d-flex d-md-none flex-wrap align-items-center gap-1 mt-1">
                <StatusBadge status={row.state} />
                {actions(row)}
              </span>
            </>
          ),
        },
        {
          header: 'Role',
          cell: (row) =>
            row.id === me.id ? (
              `${ROLE_LABELS[row.role]} (you)`
            ) : (
              <select
                className="form-select form-select-sm console-role-select"
                name="role"
                aria-label={`Role of ${row.name}`}
                value={row.role}
                disabled={busy === row.id}
                onChange={(event) =>
                  void change(
                    row,
                    { role: event.target.value as Role },
                    `${row.name} is now ${ROLE_LABELS[event.target.value as Role].toLowerCase()}.`,
                  )
                }
              >
                {ROLES.map((role) => (
                  <option key={role} value={role}>
                    {ROLE_LABELS[role]}
                  </option>
                ))}
              </select>
            ),
        },
        { header: 'State', wide: true, cell: (row) => <StatusBadge status={row.state} /> },
        { header: 'Two-step', wide: true, cell: (row) => (row.totpEnabled ? 'On' : 'Off') },
        { header: 'Last sign-in', wide: true, cell: (row) => formatMoment(row.lastSignInAt) },
        { header: 'Actions', wide: true, cell: actions },
      ]}
    />
  );
}

import { useState } from 'react';
import type { StaffSessionView } from '#contracts/admin/account-security';
import { isClientError } from '../api/admin-client';
import { accountApi } from '../api/console-api';
import { formatMoment } from '../ui/format';
import { Notice } from '../ui/notice';
import { Panel } from '../ui/panel';
import { useResource } from '../ui/use-resource';

type Message = { kind: 'success' | 'error'; text: string };

/** The account's sessions that still work: device, IP, started, last seen; end one or every other. */
export function SessionsPanel() {
  const sessions = useResource((signal) => accountApi.sessions({ signal }), 'sessions');
  const [message, setMessage] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);
  const items = sessions.data?.items ?? [];
  const others = items.filter((item) => !item.current).length;

  const end = async (session: StaffSessionView) => {
    setBusy(true);
    const answer = await accountApi.endSession(session.id);
    setBusy(false);
    setMessage(
      isClientError(answer)
        ? { kind: 'error', text: `Not ended: ${answer.message}` }
        : { kind: 'success', text: `The session on ${session.device} (${session.ip}) is ended: it is signed out.` },
    );
    sessions.reload();
  };
  const endOthers = async () => {
    setBusy(true);
    const answer = await accountApi.endOtherSessions();
    setBusy(false);
    setMessage(
      isClientError(answer)
        ? { kind: 'error', text: `Not ended: ${answer.message}` }
        : {
            kind: 'success',
            text:
              answer.ended === 1
                ? 'One other session is signed out.'
                : `${answer.ended} other sessions are signed out.`,
          },
    );
    sessions.reload();
  };

  return (
    <Panel id="account-sessions" title="Where you are signed in">
      {message ? <Notice kind={message.kind}>{message.text}</Notice> : null}
      {sessions.state === 'error' ? (
        <Notice kind="error">Could not load your sessions: {sessions.message}</Notice>
      ) : null}
      <ul className="list-group mb-3" aria-busy={sessions.state === 'loading'}>
        {items.map((session) => (
          <li
            key={session.id}
            className="list-group-item d-flex flex-wrap align-items-center justify-content-between gap-2"
            data-testid="session"
          >
            <span>
              <strong>{session.device}</strong>
              {session.current ? <span className="badge text-bg-success ms-2">This session</span> : null}
              <span className="d-block small text-body-secondary">
                {session.ip} · started {formatMoment(session.startedAt)} · last seen {formatMoment(session.lastSeenAt)}
              </span>
            </span>
            {session.current ? null : (
              <button
                type="button"
                className="btn btn-outline-danger btn-sm"
                disabled={busy}
                onClick={() => void end(session)}
              >
                Sign out
                <span className="visually-hidden">
                  {' '}
                  the session on {session.device}, {session.ip}
                </span>
              </button>
            )}
          </li>
        ))}
      </ul>
      {others > 0 ? (
        <button type="button" className="btn btn-outline-danger" disabled={busy} onClick={() => void endOthers()}>
          End every other session
        </button>
      ) : (
        <p className="mb-0 text-body-secondary">You are signed in nowhere else.</p>
      )}
    </Panel>
  );
}

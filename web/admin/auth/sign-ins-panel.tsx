import { accountApi } from '../api/console-api';
import { formatMoment } from '../ui/format';
import { Notice } from '../ui/notice';
import { Panel } from '../ui/panel';
import { useResource } from '../ui/use-resource';

/** The account's last sign-ins and failed sign-ins: when, from where, how. */
export function SignInsPanel() {
  const signIns = useResource((signal) => accountApi.signIns({ signal }), 'sign-ins');
  const items = signIns.data?.items ?? [];
  return (
    <Panel id="account-sign-ins" title="Recent sign-ins">
      <p>
        The last sign-ins to your account, failed ones too. One you do not recognise? Change your password and sign out
        your other sessions. After five failures in a row, and on a sign-in from a new device, we also mail you.
      </p>
      {signIns.state === 'error' ? <Notice kind="error">Could not load your sign-ins: {signIns.message}</Notice> : null}
      {signIns.state === 'ready' && items.length === 0 ? <p className="mb-0">None recorded yet.</p> : null}
      <ul className="list-group" aria-busy={signIns.state === 'loading'}>
        {items.map((entry, index) => (
          <li key={`${entry.at}-${index}`} className="list-group-item" data-testid="sign-in">
            <span className={`badge me-2 ${entry.outcome === 'success' ? 'text-bg-success' : 'text-bg-danger'}`}>
              {entry.outcome === 'success' ? 'Signed in' : 'Failed'}
            </span>
            <strong>{formatMoment(entry.at)}</strong>
            <span className="d-block small text-body-secondary">
              {entry.device} · {entry.ip} · {entry.method === 'passkey' ? 'with a passkey' : 'with password and code'}
            </span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

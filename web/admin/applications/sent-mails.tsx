import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import type { SentMail } from '#contracts/admin/applications';
import { formatMoment } from '../ui/format';
import { Notice } from '../ui/notice';
import { StatusBadge } from '../ui/status-badge';

/**
 * The mails about a record, newest first: sent, failed, cancelled, or waiting to leave (a delayed
 * rejection) with the time it leaves and, when this record may, a Cancel button.
 */
export function SentMails({
  mails,
  empty,
  onCancel,
}: {
  mails: readonly SentMail[];
  empty: string;
  /** Cancels a waiting mail; resolves with why it could not, or null once done. */
  onCancel?: (mail: SentMail) => Promise<string | null>;
}) {
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState('');
  if (mails.length === 0) return <p>{empty}</p>;
  return (
    <>
      {failure ? <Notice kind="error">{failure}</Notice> : null}
      <ul className="console-history">
        {mails.map((mail) => (
          <li key={mail.id}>
            <strong>{mail.subject}</strong> <StatusBadge status={mail.scheduledFor ? 'scheduled' : mail.status} />
            <span className="console-sub">
              To {mail.to.join(', ')} · {describe(mail)}
            </span>
            {mail.cancellable && onCancel ? (
              <Button
                variant="outline-danger"
                size="sm"
                className="mt-1"
                disabled={busy === mail.id}
                onClick={() => {
                  setBusy(mail.id);
                  setFailure('');
                  void onCancel(mail).then((problem) => {
                    setBusy(null);
                    if (problem) setFailure(`Not cancelled: ${problem}`);
                  });
                }}
              >
                Cancel this mail
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}

function describe(mail: SentMail): string {
  if (mail.scheduledFor) return `leaves ${formatMoment(mail.scheduledFor)} unless cancelled`;
  if (mail.status === 'sent') return `sent ${formatMoment(mail.sentAt)}`;
  if (mail.status === 'cancelled') return 'cancelled before it left';
  return mail.status;
}

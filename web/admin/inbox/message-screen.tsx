import { useState } from 'react';
import { Link } from 'react-router';
import { INBOX_STATUSES, type ContactMessageDetail } from '#contracts/admin/inbox';
import { messagesApi } from '../api/console-api';
import { consolePaths } from '../console-paths';
import { useScreenParam } from '../shell/screen-params';
import { DetailList } from '../ui/detail-list';
import { formatMoment } from '../ui/format';
import { Loading, Notice } from '../ui/notice';
import { PageTitle } from '../ui/page-title';
import { RecordHistory } from '../ui/record-history';
import { StatusBadge } from '../ui/status-badge';
import { StatusForm } from '../ui/status-form';
import { useResource } from '../ui/use-resource';
import { INBOX_STATUS_LABELS } from './inbox-statuses';

/** One contact message: the text, the sender, the SMS consent as given, status and notes. */
export default function MessageScreen() {
  const id = useScreenParam('id');
  const loaded = useResource((signal) => messagesApi.get(id, { signal }), id);
  const [changed, setChanged] = useState<ContactMessageDetail | null>(null);
  const [saved, setSaved] = useState('');

  if (loaded.state === 'error') {
    return (
      <>
        <PageTitle title="Contact message" />
        <Notice kind="error">{loaded.status === 404 ? 'There is no such message.' : loaded.message}</Notice>
      </>
    );
  }
  const record = changed?.id === id ? changed : loaded.data;
  if (!record) return <Loading />;
  return (
    <>
      <p className="mb-2">
        <Link to={consolePaths.messages}>← All messages</Link>
      </p>
      <PageTitle title={`Message from ${record.name}`}>
        <StatusBadge status={record.status} />
      </PageTitle>
      {saved ? <Notice kind="success">{saved}</Notice> : null}
      <div className="console-grid">
        <div>
          <section className="console-panel" aria-labelledby="message-text">
            <h2 id="message-text">Message</h2>
            <p className="console-history-note mb-0">{record.message}</p>
          </section>
          <section className="console-panel" aria-labelledby="message-sender">
            <h2 id="message-sender">Sender</h2>
            <DetailList
              items={[
                [
                  'E-mail',
                  <a key="e" href={`mailto:${record.email}`}>
                    {record.email}
                  </a>,
                ],
                ['Phone', record.phone],
                ['Received', formatMoment(record.createdAt)],
                ['Text messages', record.smsConsent ? `Agreed ${formatMoment(record.consentAt)}` : 'Not agreed'],
                ...(record.consentText ? [['Consent wording', record.consentText] as [string, string]] : []),
              ]}
            />
          </section>
        </div>
        <div>
          <section className="console-panel" aria-labelledby="message-update">
            <h2 id="message-update">Status or a note</h2>
            <StatusForm
              key={record.status}
              current={record.status}
              statuses={INBOX_STATUSES}
              labels={INBOX_STATUS_LABELS}
              onStatus={(status, note) => messagesApi.setStatus(record.id, { status, note })}
              onNote={(text) => messagesApi.addNote(record.id, { text })}
              onSaved={(next, message) => {
                setChanged(next);
                setSaved(message);
              }}
            />
          </section>
          <section className="console-panel" aria-labelledby="message-history">
            <h2 id="message-history">History</h2>
            <RecordHistory entries={record.history} labels={INBOX_STATUS_LABELS} />
          </section>
        </div>
      </div>
    </>
  );
}

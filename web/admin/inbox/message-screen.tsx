import { messagesApi } from '../api/console-api';
import { consolePaths } from '../console-paths';
import { DetailList, emailItem } from '../ui/detail-list';
import { formatMoment } from '../ui/format';
import { Panel } from '../ui/panel';
import { InboxRecordScreen } from './inbox-record-screen';

/** One contact message: the text, the sender, the SMS consent as given, status and notes. */
export default function MessageScreen() {
  return (
    <InboxRecordScreen
      api={messagesApi}
      kind="message"
      back={{ to: consolePaths.messages, label: 'All messages' }}
      title={(record) => `Message from ${record.name}`}
      main={(record) => (
        <>
          <Panel id="message-text" title="Message">
            <p className="console-history-note mb-0">{record.message}</p>
          </Panel>
          <Panel id="message-sender" title="Sender">
            <DetailList
              items={[
                emailItem(record.email),
                ['Phone', record.phone],
                ['Received', formatMoment(record.createdAt)],
                ['Text messages', record.smsConsent ? `Agreed ${formatMoment(record.consentAt)}` : 'Not agreed'],
                ...(record.consentText ? [['Consent wording', record.consentText] as [string, string]] : []),
              ]}
            />
          </Panel>
        </>
      )}
    />
  );
}

import { messagesApi } from '../api/console-api';
import { SentMails } from '../applications/sent-mails';
import { consolePaths } from '../console-paths';
import { DetailList, emailItem } from '../ui/detail-list';
import { formatMoment } from '../ui/format';
import { Panel } from '../ui/panel';
import { InboxRecordScreen } from './inbox-record-screen';
import { RecordLinkPanel } from './record-link-panel';
import { ReplyForm } from './reply-form';

/**
 * One contact message: its topic, the text, the sender and their company, the SMS consent as given; a reply from the console and
 * the replies sent; the candidate it is about; status and notes.
 */
export default function MessageScreen() {
  return (
    <InboxRecordScreen
      api={messagesApi}
      kind="message"
      back={{ to: consolePaths.messages, label: 'All messages' }}
      title={(record) => `Message from ${record.name}`}
      main={(record, change) => (
        <>
          <Panel id="message-text" title="Message">
            <div className="mb-3">
              <DetailList items={[['Topic', record.topic ?? 'Not asked (sent before topics)']]} />
            </div>
            <p className="console-history-note mb-0">{record.message}</p>
          </Panel>
          <Panel id="message-reply" title="Reply">
            <ReplyForm key={record.mails?.length ?? 0} message={record} onSent={change} />
          </Panel>
          <Panel id="message-replies" title="Replies sent">
            <SentMails mails={record.mails ?? []} empty="No reply yet." />
          </Panel>
          <Panel id="message-sender" title="Sender">
            <DetailList
              items={[
                emailItem(record.email),
                ['Company', record.company],
                ['Phone', record.phone],
                ['Received', formatMoment(record.createdAt)],
                ['Text messages', record.smsConsent ? `Agreed ${formatMoment(record.consentAt)}` : 'Not agreed'],
                ...(record.consentText ? [['Consent wording', record.consentText] as [string, string]] : []),
              ]}
            />
          </Panel>
        </>
      )}
      side={(record, change) => (
        <Panel id="message-about" title="About">
          <RecordLinkPanel message={record} onChanged={change} />
        </Panel>
      )}
    />
  );
}

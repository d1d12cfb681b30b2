import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import type { HistoryEntry } from '#contracts/admin/common';
import { INBOX_STATUSES, type InboxStatus, type InboxStatusRequest } from '#contracts/admin/inbox';
import type { NoteRequest } from '#contracts/admin/common';
import type { ClientResult } from '../api/admin-client';
import { useScreenParam } from '../shell/screen-params';
import { Loading, Notice } from '../ui/notice';
import { PageTitle } from '../ui/page-title';
import { Panel } from '../ui/panel';
import { RecordHistory } from '../ui/record-history';
import { StatusBadge } from '../ui/status-badge';
import { StatusForm } from '../ui/status-form';
import { useResource } from '../ui/use-resource';
import { INBOX_STATUS_LABELS } from './inbox-statuses';

type InboxRecord = { id: string; name: string; status: InboxStatus; history: HistoryEntry[] };

/**
 * One record of an inbox (an internship application, a contact message): what it says on the left;
 * on the right whatever `side` adds, then its status or a note, then its history.
 */
export function InboxRecordScreen<T extends InboxRecord>({
  api,
  kind,
  back,
  title,
  main,
  side,
}: {
  api: {
    get: (id: string, options: { signal: AbortSignal }) => Promise<ClientResult<T>>;
    setStatus: (id: string, request: InboxStatusRequest) => Promise<ClientResult<T>>;
    addNote: (id: string, request: NoteRequest) => Promise<ClientResult<T>>;
  };
  /** What one record is called ("internship application", "message"). */
  kind: string;
  back: { to: string; label: string };
  title: (record: T) => string;
  main: (record: T) => ReactNode;
  side?: (record: T) => ReactNode;
}) {
  const id = useScreenParam('id');
  const loaded = useResource((signal) => api.get(id, { signal }), id);
  const [changed, setChanged] = useState<T | null>(null);
  const [saved, setSaved] = useState('');

  if (loaded.state === 'error') {
    return (
      <>
        <PageTitle title={kind[0]?.toUpperCase() + kind.slice(1)} />
        <Notice kind="error">{loaded.status === 404 ? `There is no such ${kind}.` : loaded.message}</Notice>
      </>
    );
  }
  const record = changed?.id === id ? changed : loaded.data;
  if (!record) return <Loading />;
  return (
    <>
      <p className="mb-2">
        <Link to={back.to}>← {back.label}</Link>
      </p>
      <PageTitle title={title(record)}>
        <StatusBadge status={record.status} />
      </PageTitle>
      {saved ? <Notice kind="success">{saved}</Notice> : null}
      <div className="console-grid">
        <div>{main(record)}</div>
        <div>
          {side?.(record)}
          <Panel id="record-update" title="Status or a note">
            <StatusForm
              key={record.status}
              current={record.status}
              statuses={INBOX_STATUSES}
              labels={INBOX_STATUS_LABELS}
              onStatus={(status, note) => api.setStatus(record.id, { status, note })}
              onNote={(text) => api.addNote(record.id, { text })}
              onSaved={(next, message) => {
                setChanged(next);
                setSaved(message);
              }}
            />
          </Panel>
          <Panel id="record-history" title="History">
            <RecordHistory entries={record.history} labels={INBOX_STATUS_LABELS} />
          </Panel>
        </div>
      </div>
    </>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { HistoryEntry } from '#contracts/admin/common';
import type { InboxStatus, InboxStatusRequest } from '#contracts/admin/inbox';
import type { NoteRequest } from '#contracts/admin/common';
import type { ClientResult } from '../api/admin-client';
import { useScreenParam } from '../shell/screen-params';
import { Notice } from '../ui/notice';
import { PageTitle } from '../ui/page-title';
import { StatusBadge } from '../ui/status-badge';
import { StatusPanels } from '../ui/status-panels';
import { useRecord } from '../ui/use-record';
import { INBOX_WORKFLOW } from './inbox-statuses';

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
  /** `change(next, message)` shows a change's answer (a reply sent, a link set) and says what was done. */
  main: (record: T, change: (next: T, message: string) => void) => ReactNode;
  side?: (record: T, change: (next: T, message: string) => void) => ReactNode;
}) {
  const id = useScreenParam('id');
  const { record, fallback, saved, change } = useRecord({
    key: id,
    load: (signal) => api.get(id, { signal }),
    title: kind[0]?.toUpperCase() + kind.slice(1),
    missing: `There is no such ${kind}.`,
    sameKey: (changed) => changed.id === id,
  });
  if (!record) return fallback;
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
        <div>{main(record, change)}</div>
        <div>
          {side?.(record, change)}
          <StatusPanels record={record} workflow={INBOX_WORKFLOW} api={api} onSaved={change} />
        </div>
      </div>
    </>
  );
}

import type { HistoryEntry } from '#contracts/admin/common';
import type { ClientResult } from '../api/admin-client';
import { Panel } from './panel';
import { RecordHistory } from './record-history';
import { type ReasonChoice, type RejecterChoice, StatusForm } from './status-form';

/** A resource's statuses as its record screen moves them: which, their labels, the form's heading. */
export type Workflow<S extends string> = {
  statuses: readonly S[];
  labels: Record<S, string>;
  updateTitle: string;
  /** Asked with one status only (an application's Rejected: who rejected it). */
  rejecter?: RejecterChoice<S> | undefined;
  /** Moves that must give a reason (an application's Rejected and Withdrawn), and from which list. */
  reasonFor?: ReasonChoice<S> | undefined;
};

/**
 * A record's status form (move it, or add a note) and its history, as two panels: an application's
 * and an inbox record's.
 */
export function StatusPanels<S extends string, T extends { id: string; status: S; history: HistoryEntry[] }>({
  record,
  workflow: { statuses, labels, updateTitle, rejecter, reasonFor },
  api,
  onSaved,
}: {
  record: T;
  workflow: Workflow<S>;
  api: {
    setStatus: (
      id: string,
      request: { status: S; note?: string | undefined; rejectedBy?: 'us' | 'client'; reasonId?: string },
    ) => Promise<ClientResult<T>>;
    addNote: (id: string, request: { text: string }) => Promise<ClientResult<T>>;
  };
  onSaved: (record: T, message: string) => void;
}) {
  return (
    <>
      <Panel id="record-update" title={updateTitle}>
        <StatusForm
          key={record.status}
          current={record.status}
          statuses={statuses}
          labels={labels}
          rejecter={rejecter}
          reasonFor={reasonFor}
          onStatus={(status, note, extras) => api.setStatus(record.id, { status, note, ...extras })}
          onNote={(text) => api.addNote(record.id, { text })}
          onSaved={onSaved}
        />
      </Panel>
      <Panel id="record-history" title="History">
        <RecordHistory entries={record.history} labels={labels} />
      </Panel>
    </>
  );
}

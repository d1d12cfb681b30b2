import { useState } from 'react';
import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '#contracts/admin/applications';
import type { ApplicationsFilter } from '#contracts/admin/bulk';
import { type ClientResult, isClientError } from '../api/admin-client';
import { bulkApi } from '../api/console-api';
import { moveWords, type StageMove } from '../board/move-menu';
import { downloadFile } from '../ui/download';
import { formatCount } from '../ui/format';
import type { BulkSelection as Selected } from './use-bulk-selection';

type Notice = { kind: 'success' | 'error'; text: string };

const applicants = (count: number) => `${formatCount(count)} applicant${count === 1 ? '' : 's'}`;

/** A selection as the server takes it: chosen ids, or the filter with the count the list showed. */
type SelectionOf<F> = { ids: string[] } | { query: F; expected?: number };
type MoveAction<S extends string> = {
  kind: 'move';
  status: S;
  rejectedBy?: 'us' | 'client';
  reasonId?: string;
  note?: string;
};

/** A pipeline's bulk calls (job applications', internship applications') and its steps' labels. */
export type BulkCalls<S extends string, F> = {
  move: (
    selection: SelectionOf<F>,
    action: MoveAction<S>,
  ) => Promise<ClientResult<{ moved: string[]; unchanged: string[]; missing: string[] }>>;
  matchingIds: (filter: F) => Promise<ClientResult<{ ids: string[] }>>;
  exportCsv?: (selection: SelectionOf<F>) => Promise<ClientResult<string>>;
  labels: Record<S, string>;
};

export const applicationBulkCalls: BulkCalls<ApplicationStatus, ApplicationsFilter> = {
  move: (selection, action) => bulkApi.act({ selection, action }),
  matchingIds: bulkApi.matchingIds,
  exportCsv: (selection) => bulkApi.exportCsv({ selection }),
  labels: APPLICATION_STATUS_LABELS,
};

/**
 * What the bulk bar's actions do: the selection as the server takes it (ids, or the filter with
 * the count the list showed), a move with its result as a notice, the CSV as a download.
 */
export function useBulkActions<S extends string = ApplicationStatus, F = ApplicationsFilter>({
  calls = applicationBulkCalls as unknown as BulkCalls<S, F>,
  selected,
  filter,
  onNotice,
  onMoved,
}: {
  calls?: BulkCalls<S, F>;
  selected: Selected;
  filter: F;
  onNotice: (notice: Notice) => void;
  onMoved: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const request = (): SelectionOf<F> =>
    selected.selection.kind === 'ids'
      ? { ids: [...selected.selection.ids] }
      : { query: filter, expected: selected.selection.count };

  const run = async <T>(work: () => Promise<T>) => {
    setBusy(true);
    try {
      return await work();
    } finally {
      setBusy(false);
    }
  };

  return {
    busy,
    move: (to: StageMove<S>) =>
      run(async () => {
        const action = {
          kind: 'move' as const,
          status: to.status,
          ...(to.rejectedBy ? { rejectedBy: to.rejectedBy } : {}),
          ...(to.reasonId ? { reasonId: to.reasonId } : {}),
          ...(to.note ? { note: to.note } : {}),
        };
        const answer = await calls.move(request(), action);
        if (isClientError(answer)) return onNotice({ kind: 'error', text: `Nothing was moved: ${answer.message}` });
        const stage = moveWords(to, calls.labels);
        const more = [
          answer.unchanged.length ? `${formatCount(answer.unchanged.length)} already there` : '',
          answer.missing.length ? `${formatCount(answer.missing.length)} no longer exist` : '',
        ].filter(Boolean);
        onNotice({
          kind: 'success',
          text: `Moved ${applicants(answer.moved.length)} to ${stage}.${more.length ? ` (${more.join(', ')}.)` : ''}`,
        });
        selected.clear();
        onMoved();
      }),
    exportCsv: () =>
      run(async () => {
        if (!calls.exportCsv) return;
        const answer = await calls.exportCsv(request());
        if (isClientError(answer)) return onNotice({ kind: 'error', text: `No export: ${answer.message}` });
        downloadFile(answer, `applicants-${new Date().toISOString().slice(0, 10)}.csv`, 'text/csv;charset=utf-8');
      }),
    /** The selected ids ("every match" asked of the server); null (with a notice) when that fails. */
    resolveIds: async (): Promise<string[] | null> => {
      if (selected.selection.kind === 'ids') return [...selected.selection.ids];
      const answer = await calls.matchingIds(filter);
      if (!isClientError(answer)) return answer.ids;
      onNotice({ kind: 'error', text: answer.message });
      return null;
    },
  };
}

import { useState } from 'react';
import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '#contracts/admin/applications';
import type { ApplicationsFilter, BulkSelection } from '#contracts/admin/bulk';
import { isClientError } from '../api/admin-client';
import { bulkApi } from '../api/console-api';
import { downloadFile } from '../ui/download';
import { formatCount } from '../ui/format';
import type { BulkSelection as Selected } from './use-bulk-selection';

type Notice = { kind: 'success' | 'error'; text: string };

const applicants = (count: number) => `${formatCount(count)} applicant${count === 1 ? '' : 's'}`;

/**
 * What the bulk bar's actions do: the selection as the server takes it (ids, or the filter with
 * the count the list showed), a move with its result as a notice, the CSV as a download.
 */
export function useBulkActions({
  selected,
  filter,
  onNotice,
  onMoved,
}: {
  selected: Selected;
  filter: ApplicationsFilter;
  onNotice: (notice: Notice) => void;
  onMoved: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const request = (): BulkSelection =>
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
    move: (status: ApplicationStatus) =>
      run(async () => {
        const answer = await bulkApi.act({ selection: request(), action: { kind: 'move', status } });
        if (isClientError(answer)) return onNotice({ kind: 'error', text: `Nothing was moved: ${answer.message}` });
        const stage = APPLICATION_STATUS_LABELS[status];
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
        const answer = await bulkApi.exportCsv({ selection: request() });
        if (isClientError(answer)) return onNotice({ kind: 'error', text: `No export: ${answer.message}` });
        downloadFile(answer, `applicants-${new Date().toISOString().slice(0, 10)}.csv`, 'text/csv;charset=utf-8');
      }),
    /** The selected ids ("every match" asked of the server); null (with a notice) when that fails. */
    resolveIds: async (): Promise<string[] | null> => {
      if (selected.selection.kind === 'ids') return [...selected.selection.ids];
      const answer = await bulkApi.matchingIds(filter);
      if (!isClientError(answer)) return answer.ids;
      onNotice({ kind: 'error', text: answer.message });
      return null;
    },
  };
}

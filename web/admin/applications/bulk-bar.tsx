import { useState } from 'react';
import { type ApplicationStatus, applicationPipeline } from '#contracts/admin/applications';
import { BULK_LIMIT } from '#contracts/admin/bulk';
import type { Pipeline } from '#contracts/admin/pipeline';
import { MoveMenu, type StageMove } from '../board/move-menu';
import { ReasonDialog } from '../reasons/reason-dialog';
import { formatCount } from '../ui/format';

const applicants = (count: number) => `${formatCount(count)} applicant${count === 1 ? '' : 's'}`;

/**
 * The bar above the applicants list: how many are selected and what to do with them together —
 * move to a stage, reject (after a confirmation that asks why), export as CSV — and "select all that match"
 * once the whole page is selected. Always there (its actions disabled while nothing is selected),
 * so selecting never shifts the rows under the pointer.
 *
 * `onRejectWithTemplate` is where a mail composer plugs in: given, the bar offers "Reject with a
 * template…" and hands it the selected ids (`resolveIds` turns "every match" into ids); `onMail`
 * likewise offers "Send mail…".
 */
export function BulkBar<S extends string = ApplicationStatus>({
  count,
  busy,
  selectAll,
  pipeline = applicationPipeline as unknown as Pipeline<S>,
  onMove,
  onExport,
  onClear,
  resolveIds,
  onRejectWithTemplate,
  onMail,
}: {
  count: number;
  busy: boolean;
  /** Offered when the whole page is selected and more match: how many match, and the action. */
  selectAll?: { total: number; onSelect: () => void } | undefined;
  /** Whose steps: a job application's unless said (an internship's: no client, no export). */
  pipeline?: Pipeline<S>;
  onMove: (move: StageMove<S>) => void;
  onExport?: (() => void) | undefined;
  onClear: () => void;
  resolveIds: () => Promise<string[] | null>;
  onRejectWithTemplate?: ((ids: string[]) => void) | undefined;
  onMail?: ((ids: string[]) => void) | undefined;
}) {
  const [confirming, setConfirming] = useState(false);
  const none = count === 0;
  const rejected = pipeline.closed.find((status) => status === 'rejected');
  const clientRejects = (pipeline as Pipeline) === (applicationPipeline as Pipeline);
  return (
    <div
      className="console-bulk-bar d-flex flex-wrap align-items-center gap-2 mb-2"
      role="region"
      aria-label="Bulk actions"
    >
      <span role="status" className={none ? 'text-body-secondary' : 'fw-semibold'}>
        {none ? 'Select applicants to act on several at once.' : `${formatCount(count)} selected`}
      </span>
      {selectAll && selectAll.total > count ? (
        selectAll.total <= BULK_LIMIT ? (
          <button type="button" className="btn btn-link btn-sm p-0" onClick={selectAll.onSelect}>
            Select all {formatCount(selectAll.total)} that match this filter
          </button>
        ) : (
          <span className="console-sub">
            {formatCount(selectAll.total)} match; narrow the filter to act on at most {BULK_LIMIT} at once.
          </span>
        )
      ) : null}
      <div className="d-flex flex-wrap gap-2 ms-auto">
        <MoveMenu<S>
          name={`the ${applicants(count)} selected`}
          pipeline={pipeline}
          disabled={none || busy}
          onMove={onMove}
        />
        <button
          type="button"
          className="btn btn-sm btn-outline-danger"
          disabled={none || busy}
          onClick={() => setConfirming(true)}
        >
          Reject…
        </button>
        {onMail ? (
          <button
            type="button"
            className="btn btn-sm btn-outline-primary"
            disabled={none || busy}
            onClick={() => void resolveIds().then((ids) => ids && onMail(ids))}
          >
            Send mail…
          </button>
        ) : null}
        {onRejectWithTemplate ? (
          <button
            type="button"
            className="btn btn-sm btn-outline-danger"
            disabled={none || busy}
            onClick={() => void resolveIds().then((ids) => ids && onRejectWithTemplate(ids))}
          >
            Reject with a template…
          </button>
        ) : null}
        {onExport ? (
          <button type="button" className="btn btn-sm btn-outline-secondary" disabled={none || busy} onClick={onExport}>
            Export CSV
          </button>
        ) : null}
        <button type="button" className="btn btn-sm btn-link" disabled={none || busy} onClick={onClear}>
          Clear<span className="visually-hidden"> the selection</span>
        </button>
      </div>
      <ReasonDialog<S>
        move={confirming && rejected ? { status: rejected, rejectedBy: 'us' } : null}
        subject={applicants(count)}
        askRejecter={clientRejects}
        description={
          <p className="mb-0">
            They move to Rejected, and each application&apos;s history records who did it and why. No mail is sent to
            them.
          </p>
        }
        onCancel={() => setConfirming(false)}
        onConfirm={(move) => {
          setConfirming(false);
          onMove(move);
        }}
      />
    </div>
  );
}

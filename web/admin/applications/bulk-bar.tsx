import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import type { ApplicationStatus } from '#contracts/admin/applications';
import { BULK_LIMIT } from '#contracts/admin/bulk';
import { MoveMenu } from '../board/move-menu';
import { formatCount } from '../ui/format';

const applicants = (count: number) => `${formatCount(count)} applicant${count === 1 ? '' : 's'}`;

/**
 * The bar above the applicants list: how many are selected and what to do with them together —
 * move to a stage, reject (after a confirmation), export as CSV — and "select all that match"
 * once the whole page is selected. Always there (its actions disabled while nothing is selected),
 * so selecting never shifts the rows under the pointer.
 *
 * `onRejectWithTemplate` is where a mail composer plugs in: given, the bar offers "Reject with a
 * template…" and hands it the selected ids (`resolveIds` turns "every match" into ids).
 */
export function BulkBar({
  count,
  busy,
  selectAll,
  onMove,
  onExport,
  onClear,
  resolveIds,
  onRejectWithTemplate,
}: {
  count: number;
  busy: boolean;
  /** Offered when the whole page is selected and more match: how many match, and the action. */
  selectAll?: { total: number; onSelect: () => void } | undefined;
  onMove: (status: ApplicationStatus) => void;
  onExport: () => void;
  onClear: () => void;
  resolveIds: () => Promise<string[] | null>;
  onRejectWithTemplate?: ((ids: string[]) => void) | undefined;
}) {
  const [confirming, setConfirming] = useState(false);
  const none = count === 0;
  const move = (status: ApplicationStatus) => (status === 'rejected' ? setConfirming(true) : onMove(status));
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
        <MoveMenu name={`the ${applicants(count)} selected`} disabled={none || busy} onMove={move} />
        <button
          type="button"
          className="btn btn-sm btn-outline-danger"
          disabled={none || busy}
          onClick={() => setConfirming(true)}
        >
          Reject…
        </button>
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
        <button type="button" className="btn btn-sm btn-outline-secondary" disabled={none || busy} onClick={onExport}>
          Export CSV
        </button>
        <button type="button" className="btn btn-sm btn-link" disabled={none || busy} onClick={onClear}>
          Clear<span className="visually-hidden"> the selection</span>
        </button>
      </div>
      <Modal show={confirming} onHide={() => setConfirming(false)} aria-labelledby="bulk-reject-title">
        <Modal.Header closeButton>
          <Modal.Title id="bulk-reject-title">Reject {applicants(count)}?</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="mb-0">
            They move to Rejected, and each application&apos;s history records who did it. No mail is sent to them.
          </p>
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={() => setConfirming(false)}>
            Cancel
          </button>
          <button
            type="button"
            className="btn btn-danger"
            onClick={() => {
              setConfirming(false);
              onMove('rejected');
            }}
          >
            Reject {applicants(count)}
          </button>
        </Modal.Footer>
      </Modal>
    </div>
  );
}

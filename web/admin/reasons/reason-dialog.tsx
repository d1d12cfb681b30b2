import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { REJECTED_BY_LABELS, type RejectedBy } from '#contracts/admin/applications';
import { reasonKindOf } from '#contracts/admin/reasons';
import type { StageMove } from '../board/move-menu';
import { ReasonSelect } from './reason-select';

/**
 * The step a move out of the pipeline takes before it is made: why (a reason from the list of who
 * rejected it, or the candidate's for a withdrawal; required) and an optional note. `askRejecter`
 * also asks who rejected (the bulk "Reject…"). Keyboard: the reason has the focus as it opens, Tab
 * leads to the note and the button, Escape cancels.
 */
type Props<S extends string> = {
  /** The move asked for; null: the dialog is closed. */
  move: StageMove<S> | null;
  /** Who moves, as the title names them ("Ada Lovelace", "3 applicants"). */
  subject: string;
  description?: ReactNode;
  askRejecter?: boolean;
  onCancel: () => void;
  onConfirm: (move: StageMove<S>) => void;
};

export function ReasonDialog<S extends string>(props: Props<S>) {
  // Each opening starts afresh: no reason, no note.
  return props.move ? <OpenDialog {...props} move={props.move} /> : null;
}

function OpenDialog<S extends string>({
  move,
  subject,
  description,
  askRejecter = false,
  onCancel,
  onConfirm,
}: Props<S> & { move: StageMove<S> }) {
  const titleId = useId();
  const [rejectedBy, setRejectedBy] = useState<RejectedBy>(move.rejectedBy ?? 'us');
  const [reasonId, setReasonId] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const focusReason = () => form.current?.querySelector<HTMLElement>('select[name="reasonId"]')?.focus();
  const status = move.status;
  const kind = reasonKindOf(status, rejectedBy);
  const verb = status === 'withdrawn' ? 'Withdraw' : 'Reject';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reasonId) {
      setError('Choose a reason.');
      // Back to the question, so the keyboard goes on from there.
      return focusReason();
    }
    onConfirm({
      status,
      ...(status === 'rejected' ? { rejectedBy } : {}),
      reasonId,
      ...(note.trim() ? { note: note.trim() } : {}),
    });
  };
  return (
    <Modal
      show
      onHide={onCancel}
      aria-labelledby={titleId}
      // The question first: once open, the focus is on the reason (the dialog itself takes it before).
      onEntered={focusReason}
    >
      <form ref={form} noValidate onSubmit={submit}>
        <Modal.Header closeButton>
          <Modal.Title id={titleId}>
            {verb} {subject}
            {status === 'rejected' && !askRejecter && rejectedBy === 'client' ? ' (by the client)' : ''}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body className="row g-3 mx-0">
          {description ? <div className="col-12 px-0">{description}</div> : null}
          {status === 'rejected' && askRejecter ? (
            <fieldset className="col-12 px-0">
              <legend className="fs-6 fw-semibold">Who rejected?</legend>
              {(['us', 'client'] as const).map((by) => (
                <div className="form-check form-check-inline" key={by}>
                  <input
                    className="form-check-input"
                    type="radio"
                    name="rejectedBy"
                    id={`${titleId}-by-${by}`}
                    checked={rejectedBy === by}
                    onChange={() => {
                      setRejectedBy(by);
                      setReasonId('');
                    }}
                  />
                  <label className="form-check-label" htmlFor={`${titleId}-by-${by}`}>
                    {by === 'us' ? 'We did' : 'The client did'}
                    <span className="visually-hidden"> ({REJECTED_BY_LABELS[by]})</span>
                  </label>
                </div>
              ))}
            </fieldset>
          ) : null}
          {kind ? (
            <div className="px-0">
              <ReasonSelect
                kind={kind}
                value={reasonId}
                onChange={(id) => {
                  setReasonId(id);
                  setError(null);
                }}
                error={error}
              />
            </div>
          ) : null}
          <div className="col-12 px-0">
            <label className="form-label fw-semibold" htmlFor={`${titleId}-note`}>
              Note <span className="fw-normal text-body-secondary">(optional)</span>
            </label>
            <textarea
              id={`${titleId}-note`}
              name="note"
              className="form-control"
              rows={2}
              maxLength={5000}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          </div>
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className="btn btn-danger">
            {verb} {subject}
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}

import { type FormEvent, useId, useState } from 'react';
import type { ClientResult } from '../api/admin-client';
import { isClientError } from '../api/admin-client';
import { Notice } from './notice';

/**
 * Moves a record to another status with an optional note, or adds a note alone. `onSave` answers the
 * updated record (shown by the caller) or an error.
 */
export function StatusForm<S extends string, T>({
  current,
  statuses,
  labels,
  onStatus,
  onNote,
  onSaved,
}: {
  current: S;
  statuses: readonly S[];
  labels: Record<S, string>;
  onStatus: (status: S, note: string | undefined) => Promise<ClientResult<T>>;
  onNote: (text: string) => Promise<ClientResult<T>>;
  onSaved: (record: T, message: string) => void;
}) {
  const id = useId();
  const [status, setStatus] = useState<S>(current);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = note.trim();
    if (status === current && !text) return setError('Choose another status, or write a note.');
    setError('');
    setBusy(true);
    const answer = status === current ? await onNote(text) : await onStatus(status, text || undefined);
    setBusy(false);
    if (isClientError(answer)) return setError(`Not saved: ${answer.message}`);
    setNote('');
    onSaved(answer, status === current ? 'Note added.' : `Moved to ${labels[status]}.`);
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      {error ? <Notice kind="error">{error}</Notice> : null}
      <div className="mb-3">
        <label className="form-label" htmlFor={`${id}-status`}>
          Status
        </label>
        <select
          id={`${id}-status`}
          name="status"
          className="form-select"
          value={status}
          onChange={(event) => setStatus(event.target.value as S)}
        >
          {statuses.map((value) => (
            <option key={value} value={value}>
              {labels[value]}
              {value === current ? ' (now)' : ''}
            </option>
          ))}
        </select>
      </div>
      <div className="mb-3">
        <label className="form-label" htmlFor={`${id}-note`}>
          Note <span className="fw-normal">(optional with a new status)</span>
        </label>
        <textarea
          id={`${id}-note`}
          name="note"
          className="form-control"
          rows={3}
          maxLength={5000}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? 'Saving…' : status === current ? 'Add note' : 'Save status'}
      </button>
    </form>
  );
}

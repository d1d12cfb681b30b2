import { useId } from 'react';
import { type ReasonKind, REASON_KIND_LABELS, reasonsFor } from '#contracts/admin/reasons';
import { useReasons } from './use-reasons';

/**
 * The reason a move to Rejected or Withdrawn must give: a labelled, required select of `kind`'s list
 * (retired reasons left out; the lists load once per page). `error` shows under it (the form refused to send without one).
 */
export function ReasonSelect({
  kind,
  value,
  onChange,
  error,
  name = 'reasonId',
  label = 'Reason',
}: {
  kind: ReasonKind;
  value: string;
  onChange: (id: string) => void;
  error?: string | null | undefined;
  name?: string;
  label?: string;
}) {
  const id = useId();
  const reasons = useReasons();
  const choices = reasons ? reasonsFor(reasons, kind) : [];
  return (
    <div className="col-12">
      <label className="form-label fw-semibold" htmlFor={id}>
        {label} <span className="fw-normal text-body-secondary">({REASON_KIND_LABELS[kind].toLowerCase()})</span>
      </label>
      <select
        id={id}
        name={name}
        className={`form-select${error ? ' is-invalid' : ''}`}
        required
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        value={choices.some((reason) => reason.id === value) ? value : ''}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{reasons ? 'Choose a reason…' : 'Loading the reasons…'}</option>
        {choices.map((reason) => (
          <option key={reason.id} value={reason.id}>
            {reason.label}
          </option>
        ))}
      </select>
      {error ? (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      ) : null}
    </div>
  );
}

import { type ReactNode, useId, useState } from 'react';
import { RATING_LABELS, RATING_SCORES } from '#contracts/admin/ratings';
import { REASON_KINDS, REASON_KIND_LABELS } from '#contracts/admin/reasons';
import { useReasons } from '../reasons/use-reasons';

export type ExtraFilters = {
  from: string;
  to: string;
  location: string;
  source: string;
  minRating: string;
  reason: string;
};

/**
 * The applications list's further filters: applied-date range, minimum rating and the reason of a
 * rejection or withdrawal (applied at once; retired reasons too, grouped by who gave them), location
 * and source (applied on Enter or when the field is left). Each is in the URL.
 */
export function ListFilters({
  values,
  onChange,
}: {
  values: ExtraFilters;
  onChange: (changes: Partial<ExtraFilters>) => void;
}) {
  const id = useId();
  const reasons = useReasons();
  const [typed, setTyped] = useState({ location: values.location, source: values.source });
  const [shown, setShown] = useState({ location: values.location, source: values.source });
  if (shown.location !== values.location || shown.source !== values.source) {
    setShown({ location: values.location, source: values.source });
    setTyped({ location: values.location, source: values.source });
  }
  /** A filter's label and control, the control with the filter's id and name. */
  const filter = (name: string, label: string, control: (props: { id: string; name: string }) => ReactNode) => (
    <div className="console-filter">
      <label className="form-label small fw-semibold mb-1" htmlFor={`${id}-${name}`}>
        {label}
      </label>
      {control({ id: `${id}-${name}`, name })}
    </div>
  );
  const text = (name: 'location' | 'source', label: string) =>
    filter(name, label, (props) => (
      <input
        {...props}
        className="form-control"
        maxLength={100}
        value={typed[name]}
        onChange={(event) => setTyped({ ...typed, [name]: event.target.value })}
        onBlur={() => typed[name].trim() !== values[name] && onChange({ [name]: typed[name].trim() })}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            onChange({ [name]: typed[name].trim() });
          }
        }}
      />
    ));
  const date = (name: 'from' | 'to', label: string) =>
    filter(name, label, (props) => (
      <input
        {...props}
        type="date"
        className="form-control"
        value={values[name]}
        onChange={(event) => onChange({ [name]: event.target.value })}
      />
    ));
  return (
    <>
      {date('from', 'Applied from')}
      {date('to', 'Applied to')}
      {text('location', 'Location')}
      {text('source', 'Source')}
      {filter('minRating', 'Rating', (props) => (
        <select
          {...props}
          className="form-select"
          value={values.minRating}
          onChange={(event) => onChange({ minRating: event.target.value })}
        >
          <option value="">Any</option>
          {RATING_SCORES.map((score) => (
            <option key={score} value={String(score)}>
              {score}+ ({RATING_LABELS[score]})
            </option>
          ))}
        </select>
      ))}
      {filter('reason', 'Reason', (props) => (
        <select
          {...props}
          className="form-select"
          value={values.reason}
          onChange={(event) => onChange({ reason: event.target.value })}
        >
          <option value="">Any</option>
          {REASON_KINDS.map((kind) => (
            <optgroup key={kind} label={REASON_KIND_LABELS[kind]}>
              {(reasons ?? [])
                .filter((reason) => reason.kind === kind)
                .map((reason) => (
                  <option key={reason.id} value={reason.id}>
                    {reason.label}
                    {reason.retired ? ' (retired)' : ''}
                  </option>
                ))}
            </optgroup>
          ))}
          {/* A reason in the URL that is not (yet) loaded still shows as chosen. */}
          {values.reason && !reasons?.some((reason) => reason.id === values.reason) ? (
            <option value={values.reason}>{values.reason}</option>
          ) : null}
        </select>
      ))}
    </>
  );
}

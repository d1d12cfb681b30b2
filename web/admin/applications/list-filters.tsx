import { useId, useState } from 'react';
import { RATING_LABELS, RATING_SCORES } from '#contracts/admin/ratings';

export type ExtraFilters = { from: string; to: string; location: string; source: string; minRating: string };

/**
 * The applications list's further filters: applied-date range and minimum rating (applied at once),
 * location and source (applied on Enter or when the field is left). Each is in the URL.
 */
export function ListFilters({
  values,
  onChange,
}: {
  values: ExtraFilters;
  onChange: (changes: Partial<ExtraFilters>) => void;
}) {
  const id = useId();
  const [typed, setTyped] = useState({ location: values.location, source: values.source });
  const [shown, setShown] = useState({ location: values.location, source: values.source });
  if (shown.location !== values.location || shown.source !== values.source) {
    setShown({ location: values.location, source: values.source });
    setTyped({ location: values.location, source: values.source });
  }
  const text = (name: 'location' | 'source', label: string) => (
    <div className="console-filter">
      <label className="form-label" htmlFor={`${id}-${name}`}>
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
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
    </div>
  );
  const date = (name: 'from' | 'to', label: string) => (
    <div className="console-filter">
      <label className="form-label" htmlFor={`${id}-${name}`}>
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        type="date"
        className="form-control"
        value={values[name]}
        onChange={(event) => onChange({ [name]: event.target.value })}
      />
    </div>
  );
  return (
    <>
      {date('from', 'Applied from')}
      {date('to', 'Applied to')}
      {text('location', 'Location')}
      {text('source', 'Source')}
      <div className="console-filter">
        <label className="form-label" htmlFor={`${id}-minRating`}>
          Rating
        </label>
        <select
          id={`${id}-minRating`}
          name="minRating"
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
      </div>
    </>
  );
}

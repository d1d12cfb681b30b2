import { useId } from 'react';
import { MAX_PAGE_SIZE } from '#contracts/admin/common';
import { openingsApi } from '../api/console-api';
import { useResource } from '../ui/use-resource';

/**
 * The applicants list's opening filter: every opening by title and job number (the newest
 * hundred), applied at once and kept in the URL as `reqId`.
 */
export function OpeningFilter({ value, onChange }: { value: number | undefined; onChange: (reqId: string) => void }) {
  const id = useId();
  const openings = useResource((signal) => openingsApi.list({ pageSize: MAX_PAGE_SIZE }, { signal }), 'openings');
  const items = openings.data?.items ?? [];
  const known = value === undefined || items.some((opening) => opening.reqId === value);
  return (
    <div className="console-filter">
      <label className="form-label small fw-semibold mb-1" htmlFor={`${id}-opening`}>
        Opening
      </label>
      <select
        id={`${id}-opening`}
        name="reqId"
        className="form-select"
        value={value === undefined ? '' : String(value)}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">All openings</option>
        {known ? null : <option value={String(value)}>Job {value}</option>}
        {items.map((opening) => (
          <option key={opening.reqId} value={String(opening.reqId)}>
            {opening.title} (job {opening.reqId})
          </option>
        ))}
      </select>
    </div>
  );
}

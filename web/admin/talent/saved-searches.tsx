/**
 * The recruiter's saved searches above the results: each opens its search, and "Run" marks it run and
 * says how many matches are new since the last run (people added, or active again, since then).
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { SavedSearch } from '#contracts/admin/talent';
import { isClientError } from '../api/admin-client';
import { consolePaths } from '../console-paths';
import { formatDay } from '../ui/format';
import { useResource } from '../ui/use-resource';
import { talentApi } from './talent-api';

const newLabel = (n: number) => (n === 0 ? 'nothing new' : n >= 200 ? '200+ new' : `${n} new`);

export function SavedSearches({ version }: { version: number }) {
  const saved = useResource((signal) => talentApi.savedSearches(signal), String(version));
  const navigate = useNavigate();
  const [ran, setRan] = useState<{ name: string; text: string } | null>(null);
  const items = saved.data?.items ?? [];
  if (items.length === 0) return null;

  const run = async (search: SavedSearch) => {
    const answer = await talentApi.runSearch(search.id);
    if (isClientError(answer)) return setRan({ name: search.name, text: answer.message });
    setRan({
      name: search.name,
      text: `${answer.newIds.length ? `${answer.newIds.length} new` : 'Nothing new'} since you last ran it${search.lastRunAt ? ` (${formatDay(search.lastRunAt)})` : ''}.`,
    });
    saved.reload();
    void navigate(`${consolePaths.talent}?${search.query}`);
  };

  return (
    <section className="talent-saved console-panel bg-white border rounded-3 p-3 mb-3" aria-label="Saved searches">
      <h2 className="h6 mb-2">Saved searches</h2>
      <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
        {items.map((search) => (
          <li
            key={search.id}
            className="talent-saved-item d-flex align-items-center gap-2 border rounded-pill ps-3 pe-1 py-1"
          >
            <span className="fw-semibold">{search.name}</span>
            <span className={search.newSinceLastRun ? 'badge text-bg-success' : 'text-body-secondary small'}>
              {newLabel(search.newSinceLastRun)}
            </span>
            <button
              type="button"
              className="btn btn-sm btn-outline-primary rounded-pill"
              onClick={() => void run(search)}
            >
              Run<span className="visually-hidden"> {search.name}</span>
            </button>
          </li>
        ))}
      </ul>
      {ran ? (
        <p className="small mb-0 mt-2" role="status">
          {ran.name}: {ran.text}
        </p>
      ) : null}
    </section>
  );
}

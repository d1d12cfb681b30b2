import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import type { OpeningsSearchResult } from '#contracts/api/staffing/openings-search';
import {
  BOARD_IDS,
  JOB_FEED_HREF,
  NO_MATCH_TEXT,
  NO_OPENINGS_TEXT,
  RSS_FEED_HREF,
  SEARCH_PLACEHOLDER,
  TYPE_LABELS,
  WORK_MODE_LABELS,
  countOf,
  filterToggleLabel,
  isFiltered as isFilteredQuery,
  statusText,
  withCount,
} from '#contracts/careers/board-html';
import { OPENING_TYPES, WORK_MODES, type WorkMode, toApiParams } from '#contracts/careers/openings-query';
import { OPENINGS_ISLAND_ID } from '#contracts/seo';
import { careersApi } from '../api/careers-api';
import { captureAttribution } from '../attribution/attribution';
import { useServerHtml } from '../job/server-job';
import { dataCache } from '../shared/data-cache';
import { loadCountries, peekCountries, putLookups } from '../shared/lookups';
import { useRemote } from '../shared/use-remote';
import { OpeningsPagination } from './openings-pagination';
import { OpeningsTable } from './openings-table';
import { serverBoard } from './server-board';
import { useOpeningsQuery } from './use-openings-query';

export { JOB_FEED_HREF, RSS_FEED_HREF };

/** Pages of the board seen in this visit: back, forward and a second look show them at once. */
const pages = dataCache<OpeningsSearchResult>({ freshMs: 60_000, maxEntries: 50 });
const loadPage = (query: string) => pages.load(query, () => careersApi.searchOpenings(query));

/** The page of openings already at hand: seen before, or written into the page by the server. */
function peekPage(query: string): OpeningsSearchResult | undefined {
  const known = pages.peek(query);
  if (known) return known;
  const written = serverBoard();
  if (!written || written.query !== query) return undefined;
  pages.put(query, written.result);
  if (!peekCountries()) putLookups({ countries: written.countries });
  return written.result;
}

/**
 * The job board: type, search, country and work-mode filters over a sortable, paged table of
 * openings. The server searches, filters, sorts and pages (one page crosses the network); the URL
 * holds the query. `path` (the OPENINGS-SECTION's whole-list path) is kept for other clients of
 * the staffing API; the board reads the query endpoint.
 */
export function OpeningsBoard(_props: { path?: string }) {
  const { query, committed, update, setSearch, ready } = useOpeningsQuery();
  // A campaign link to the board: note where the visitor came from (first touch).
  useEffect(() => captureAttribution(), []);
  const apiQuery = toApiParams(committed);
  // A load for a query the visitor has moved on from is aborted and its answer ignored: answers
  // never show out of order.
  const remote = useRemote(
    ready ? `openings?${apiQuery}` : null,
    () => loadPage(apiQuery),
    () => peekPage(apiQuery),
  );
  const countries = useRemote(ready ? 'countries' : null, () => loadCountries(), peekCountries);
  const countryList = countries.status === 'ready' ? countries.data : [];
  // Until the app has taken over, the board is what the server wrote: the first page of openings.
  const serverHtml = useServerHtml(OPENINGS_ISLAND_ID);

  // While the next page loads, the last one stays on screen (marked busy) instead of a spinner.
  const [shown, setShown] = useState<OpeningsSearchResult | null>(null);
  if (remote.status === 'ready' && remote.data !== shown) setShown(remote.data);
  const result = remote.status === 'ready' ? remote.data : shown;
  const loading = remote.status === 'loading';
  // Typed text not yet searched counts as loading too: the list does not match the box yet.
  const pending = loading || query.search !== committed.search;
  const facets = result?.facets;
  const isFiltered = isFilteredQuery(query);
  // Phones: the filters fold behind one button (openings-section.scss); wider screens always show them.
  const [filtersOpen, setFiltersOpen] = useState(false);

  if (!ready) {
    return <div id={OPENINGS_ISLAND_ID} className="openings-board" dangerouslySetInnerHTML={{ __html: serverHtml }} />;
  }

  return (
    <div className="openings-board">
      <button
        type="button"
        className="openings-board__filter-toggle btn btn-outline-primary d-md-none"
        aria-expanded={filtersOpen}
        aria-controls={BOARD_IDS.filters}
        onClick={() => setFiltersOpen(!filtersOpen)}
      >
        {filterToggleLabel(query)}
      </button>
      <form
        id={BOARD_IDS.filters}
        className={`openings-board__filters${filtersOpen ? ' is-open' : ''}`}
        role="search"
        aria-label="Filter openings"
        onSubmit={(event) => event.preventDefault()}
      >
        <fieldset className="openings-board__types">
          <legend className="visually-hidden">Position type</legend>
          {OPENING_TYPES.map((type) => (
            <span key={type}>
              <input
                type="radio"
                className="btn-check"
                name="type"
                id={BOARD_IDS.type(type)}
                value={type}
                checked={query.type === type}
                onChange={() => update({ type })}
              />
              <label className="btn btn-outline-primary" htmlFor={BOARD_IDS.type(type)}>
                {type === 'all' ? TYPE_LABELS[type] : withCount(TYPE_LABELS[type], countOf(facets?.type, type))}
              </label>
            </span>
          ))}
        </fieldset>
        <div className="openings-board__search">
          <label className="form-label" htmlFor={BOARD_IDS.search}>
            Search openings
          </label>
          <input
            id={BOARD_IDS.search}
            type="search"
            name="q"
            placeholder={SEARCH_PLACEHOLDER}
            maxLength={100}
            autoComplete="off"
            className="form-control"
            value={query.search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className="openings-board__country">
          <label className="form-label" htmlFor={BOARD_IDS.country}>
            Country
          </label>
          <select
            id={BOARD_IDS.country}
            name="country"
            className="form-select"
            value={query.country}
            onChange={(event) => update({ country: event.target.value })}
          >
            <option value="">All countries</option>
            {countryList.map((country) => (
              <option key={country.COUNTRY_UUID} value={country.COUNTRY_CODE}>
                {withCount(country.COUNTRY_NAME, countOf(facets?.country, country.COUNTRY_CODE))}
              </option>
            ))}
            {/* A shared link may name a country before the list has loaded. */}
            {query.country !== '' && !countryList.some((c) => c.COUNTRY_CODE === query.country) && (
              <option value={query.country}>{query.country}</option>
            )}
          </select>
        </div>
        <div className="openings-board__work-mode">
          <label className="form-label" htmlFor={BOARD_IDS.workMode}>
            Work mode
          </label>
          <select
            id={BOARD_IDS.workMode}
            name="workMode"
            className="form-select"
            value={query.workMode}
            onChange={(event) => update({ workMode: event.target.value as WorkMode | '' })}
          >
            <option value="">Any work mode</option>
            {WORK_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {withCount(WORK_MODE_LABELS[mode], countOf(facets?.workMode, mode))}
              </option>
            ))}
          </select>
        </div>
      </form>

      <p id={BOARD_IDS.status} className="openings-board__status" role="status" aria-live="polite">
        {result ? statusText(result) : loading ? 'Loading openings…' : ''}
      </p>

      {!result && remote.status !== 'error' && (
        <div className="openings-board__loading">
          <Spinner animation="border" role="presentation" />
          <span className="visually-hidden">Loading openings…</span>
        </div>
      )}

      {remote.status === 'error' && (
        <Alert variant="warning" className="openings-board__empty">
          <p className="mb-2">
            We could not load the openings just now. Check your connection, then try again — nothing you chose is lost.
          </p>
          <Button variant="primary" onClick={remote.retry}>
            Try again
          </Button>
        </Alert>
      )}

      {result && remote.status !== 'error' && (
        <div className="openings-board__results" aria-busy={pending}>
          <OpeningsTable rows={result.items} sort={query.sort} onSort={(sort) => update({ sort, page: 1 })} />
        </div>
      )}

      {result && !pending && result.total === 0 && (
        <div className="openings-board__empty">
          {isFiltered ? (
            <>
              <p>{NO_MATCH_TEXT}</p>
              <button
                type="button"
                className="btn btn-outline-primary"
                onClick={() => {
                  setSearch('');
                  update({ type: 'all', country: '', workMode: '', page: 1 });
                }}
              >
                Clear filters
              </button>
            </>
          ) : (
            <p>{NO_OPENINGS_TEXT}</p>
          )}
        </div>
      )}

      {result && result.pageCount > 1 && (
        <OpeningsPagination page={result.page} pageCount={result.pageCount} onPage={(n) => update({ page: n })} />
      )}

      <p className="openings-board__feeds small">
        New openings by feed: <a href={RSS_FEED_HREF}>RSS</a> · <a href={JOB_FEED_HREF}>job feed (XML)</a>
      </p>
    </div>
  );
}

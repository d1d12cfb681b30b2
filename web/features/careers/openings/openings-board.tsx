import { useEffect, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import type { FacetCount, OpeningsSearchResult } from '#contracts/api/staffing/openings-search';
import { brand } from '#content/brand';
import { careersApi } from '../api/careers-api';
import { captureAttribution } from '../attribution/attribution';
import { dataCache } from '../shared/data-cache';
import { loadCountries, peekCountries } from '../shared/lookups';
import { useRemote } from '../shared/use-remote';
import { formatCount } from './format';
import { OpeningsPagination } from './openings-pagination';
import { OPENING_TYPES, type OpeningsType, WORK_MODES, type WorkMode, toApiParams } from './openings-query';
import { OpeningsTable } from './openings-table';
import { useOpeningsQuery } from './use-openings-query';

const TYPE_LABELS: Record<OpeningsType, string> = { all: 'All', contractual: 'Contract', permanent: 'Full-time' };
const WORK_MODE_LABELS: Record<WorkMode, string> = { remote: 'Remote', hybrid: 'Hybrid', onsite: 'On-site' };
export const RSS_FEED_HREF = '/feeds/openings.rss';
export const JOB_FEED_HREF = '/feeds/jobs.xml';

/** Pages of the board seen in this visit: back, forward and a second look show them at once. */
const pages = dataCache<OpeningsSearchResult>({ freshMs: 60_000, maxEntries: 50 });
const loadPage = (query: string) => pages.load(query, () => careersApi.searchOpenings(query));

const countOf = (facet: readonly FacetCount[] | undefined, value: string) =>
  facet?.find((entry) => entry.value === value)?.count;
const withCount = (label: string, count: number | undefined) =>
  count === undefined ? label : `${label} (${formatCount(count)})`;

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
    () => pages.peek(apiQuery),
  );
  const countries = useRemote(ready ? 'countries' : null, () => loadCountries(), peekCountries);
  const countryList = countries.status === 'ready' ? countries.data : [];
  const ids = { search: useId(), country: useId(), workMode: useId(), type: useId(), status: useId() };

  // While the next page loads, the last one stays on screen (marked busy) instead of a spinner.
  const [shown, setShown] = useState<OpeningsSearchResult | null>(null);
  if (remote.status === 'ready' && remote.data !== shown) setShown(remote.data);
  const result = remote.status === 'ready' ? remote.data : shown;
  const loading = remote.status === 'loading';
  // Typed text not yet searched counts as loading too: the list does not match the box yet.
  const pending = loading || query.search !== committed.search;
  const facets = result?.facets;
  const isFiltered =
    query.type !== 'all' || query.search.trim() !== '' || query.country !== '' || query.workMode !== '';
  const first = result ? (result.page - 1) * result.pageSize + 1 : 0;

  return (
    <div className="openings-board">
      {/* The filters stay disabled until the app has taken over the pre-rendered page and read the
          URL: anything typed before that would be lost when the page hydrates. */}
      <form className="openings-board__filters" role="search" onSubmit={(event) => event.preventDefault()}>
        <fieldset className="openings-board__types">
          <legend className="visually-hidden">Position type</legend>
          {OPENING_TYPES.map((type) => (
            <span key={type}>
              <input
                type="radio"
                className="btn-check"
                name="type"
                id={`${ids.type}-${type}`}
                value={type}
                checked={query.type === type}
                disabled={!ready}
                onChange={() => update({ type })}
              />
              <label className="btn btn-outline-primary" htmlFor={`${ids.type}-${type}`}>
                {type === 'all' ? TYPE_LABELS[type] : withCount(TYPE_LABELS[type], countOf(facets?.type, type))}
              </label>
            </span>
          ))}
        </fieldset>
        <div className="openings-board__search">
          <Form.Label htmlFor={ids.search}>Search openings</Form.Label>
          <Form.Control
            id={ids.search}
            type="search"
            name="q"
            placeholder="Title, location, work mode or type"
            value={query.search}
            maxLength={100}
            disabled={!ready}
            onChange={(event) => setSearch(event.target.value)}
            autoComplete="off"
          />
        </div>
        <div className="openings-board__country">
          <Form.Label htmlFor={ids.country}>Country</Form.Label>
          <Form.Select
            id={ids.country}
            name="country"
            value={query.country}
            disabled={!ready}
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
          </Form.Select>
        </div>
        <div className="openings-board__work-mode">
          <Form.Label htmlFor={ids.workMode}>Work mode</Form.Label>
          <Form.Select
            id={ids.workMode}
            name="workMode"
            value={query.workMode}
            disabled={!ready}
            onChange={(event) => update({ workMode: event.target.value as WorkMode | '' })}
          >
            <option value="">Any work mode</option>
            {WORK_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {withCount(WORK_MODE_LABELS[mode], countOf(facets?.workMode, mode))}
              </option>
            ))}
          </Form.Select>
        </div>
      </form>

      <p id={ids.status} className="openings-board__status" role="status" aria-live="polite">
        {!result
          ? loading && ready
            ? 'Loading openings…'
            : ''
          : result.total === 0
            ? ''
            : `Showing ${formatCount(first)}–${formatCount(first + result.items.length - 1)} of ${formatCount(result.total)} ${result.total === 1 ? 'opening' : 'openings'}`}
      </p>

      <noscript>
        <p>
          The job board needs JavaScript to list, search and filter openings. Please turn it on, read the{' '}
          <a href={RSS_FEED_HREF}>openings feed</a>, or write to{' '}
          <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a> and we will send you the current roles.
        </p>
      </noscript>

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
              <p>No openings match your search. Try fewer words, another country, work mode or position type.</p>
              <Button
                variant="outline-primary"
                onClick={() => {
                  setSearch('');
                  update({ type: 'all', country: '', workMode: '', page: 1 });
                }}
              >
                Clear filters
              </Button>
            </>
          ) : (
            <p>There are no open positions right now. New roles are added every week, so please check back soon.</p>
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

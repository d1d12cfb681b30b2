import { useId, useMemo } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { brand } from '#content/brand';
import { loadCountries, loadOpenings, peekCountries, peekOpenings } from '../shared/lookups';
import { useRemote } from '../shared/use-remote';
import { OpeningsPagination } from './openings-pagination';
import { type OpeningsType, PAGE_SIZE, filterOpenings, indexOpenings, pageOf, sortOpenings } from './openings-query';
import { OpeningsTable } from './openings-table';
import { useOpeningsQuery } from './use-openings-query';

const NONE: never[] = [];

const TYPE_LABELS: Record<OpeningsType, string> = { all: 'All', contractual: 'Contract', permanent: 'Full-time' };

/**
 * The job board: type, search and country filters over a sortable, paged table of openings.
 * `path` is the openings path under the staffing API (from the OPENINGS-SECTION).
 */
export function OpeningsBoard({ path }: { path: string }) {
  const { query, update, setSearch, ready } = useOpeningsQuery();
  const openings = useRemote(
    ready ? `openings:${path}` : null,
    (signal) => loadOpenings(path, signal),
    () => peekOpenings(path),
  );
  const countries = useRemote(ready ? 'countries' : null, () => loadCountries(), peekCountries);
  const countryList = countries.status === 'ready' ? countries.data : NONE;
  const ids = { search: useId(), country: useId(), type: useId(), status: useId() };

  // Indexing runs when the data changes and sorting when the sort does; a keystroke only filters
  // (filtering keeps the order). The memo keys are the data arrays and primitives, stable across renders.
  const data = openings.status === 'ready' ? openings.data : NONE;
  const indexed = useMemo(() => indexOpenings(data), [data]);
  const { key: sortKey, direction: sortDirection } = query.sort;
  const sorted = useMemo(
    () => sortOpenings(indexed, { key: sortKey, direction: sortDirection }),
    [indexed, sortKey, sortDirection],
  );
  const filtered = useMemo(
    () => filterOpenings(sorted, { type: query.type, search: query.search, country: query.country }, countryList),
    [sorted, query.type, query.search, query.country, countryList],
  );
  const page = pageOf(filtered, query.page);
  const loading = openings.status === 'loading';
  const isFiltered = query.type !== 'all' || query.search.trim() !== '' || query.country !== '';
  const first = (page.page - 1) * PAGE_SIZE + 1;

  return (
    <div className="openings-board">
      {/* The filters stay disabled until the app has taken over the pre-rendered page and read the
          URL: anything typed before that would be lost when the page hydrates. */}
      <form className="openings-board__filters" role="search" onSubmit={(event) => event.preventDefault()}>
        <fieldset className="openings-board__types">
          <legend className="visually-hidden">Position type</legend>
          {(Object.keys(TYPE_LABELS) as OpeningsType[]).map((type) => (
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
                {TYPE_LABELS[type]}
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
                {country.COUNTRY_NAME}
              </option>
            ))}
            {/* A shared link may name a country before the list has loaded. */}
            {query.country !== '' && !countryList.some((c) => c.COUNTRY_CODE === query.country) && (
              <option value={query.country}>{query.country}</option>
            )}
          </Form.Select>
        </div>
      </form>

      <p id={ids.status} className="openings-board__status" role="status" aria-live="polite">
        {loading
          ? 'Loading openings…'
          : page.total === 0
            ? ''
            : `Showing ${first}–${first + page.rows.length - 1} of ${page.total} ${page.total === 1 ? 'opening' : 'openings'}`}
      </p>

      <noscript>
        <p>
          The job board needs JavaScript to list, search and filter openings. Please turn it on, or write to{' '}
          <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a> and we will send you the current roles.
        </p>
      </noscript>

      {loading && (
        <div className="openings-board__loading">
          <Spinner animation="border" role="presentation" />
          <span className="visually-hidden">Loading openings…</span>
        </div>
      )}

      {openings.status === 'error' && (
        <Alert variant="warning" className="openings-board__empty">
          <p className="mb-2">
            We could not load the openings just now. Check your connection, then try again — nothing you chose is lost.
          </p>
          <Button variant="primary" onClick={openings.retry}>
            Try again
          </Button>
        </Alert>
      )}

      {!loading && <OpeningsTable rows={page.rows} sort={query.sort} onSort={(sort) => update({ sort, page: 1 })} />}

      {openings.status === 'ready' && page.total === 0 && (
        <div className="openings-board__empty">
          {isFiltered ? (
            <>
              <p>No openings match your search. Try fewer words, another country or all position types.</p>
              <Button
                variant="outline-primary"
                onClick={() => {
                  setSearch('');
                  update({ type: 'all', country: '', page: 1 });
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

      {page.pageCount > 1 && (
        <OpeningsPagination page={page.page} pageCount={page.pageCount} onPage={(n) => update({ page: n })} />
      )}
    </div>
  );
}

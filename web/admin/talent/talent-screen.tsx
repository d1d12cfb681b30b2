/**
 * Talent: search every candidate the firm knows (resume text and fields), with the whole search in the
 * URL; select people to add them to a pool or put them forward for an opening; export the search as
 * CSV; save it. Adding candidates is its own screen (talent-add-screen.tsx).
 */
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  SOURCE_LABELS,
  TALENT_SOURCES,
  TALENT_WORK_AUTHORIZATIONS,
  type TalentPage,
  type TalentPool,
} from '#contracts/admin/talent';
import { isClientError } from '../api/admin-client';
import { fromTalentSearch } from '../candidates/back-to-list';
import { consolePaths } from '../console-paths';
import { formatDay } from '../ui/format';
import { Notice, Loading } from '../ui/notice';
import { PageTitle } from '../ui/page-title';
import { useResource } from '../ui/use-resource';
import { HighlightedLine } from './highlighted-line';
import { SavedSearches } from './saved-searches';
import { talentApi } from './talent-api';

const FIELDS = [
  'q',
  'location',
  'skills',
  'tags',
  'auth',
  'source',
  'minYears',
  'maxYears',
  'payMax',
  'availableBy',
  'activeSince',
  'pool',
  'sort',
  'page',
] as const;

const payText = (pay: number | null, unit: string | null) =>
  pay === null
    ? null
    : `${unit === 'hour' ? '$' : ''}${pay.toLocaleString('en-US')}${unit === 'hour' ? '/h' : unit === 'year' ? '/yr' : ''}`;

export default function TalentScreen() {
  const [params, setParams] = useSearchParams();
  const query = Object.fromEntries(FIELDS.flatMap((field) => (params.get(field) ? [[field, params.get(field)]] : [])));
  const key = params.toString();
  // The URL is the search: a new one cancels the one in flight, and the last results stay meanwhile.
  const results = useResource((signal) => talentApi.search(query, signal), key);
  const page: TalentPage | null = results.data ?? null;
  const error = results.state === 'error' ? results.message : null;
  const [pools, setPools] = useState<TalentPool[]>([]);
  const [selected, setSelected] = useState<string[]>([]);
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  useEffect(() => {
    void talentApi.pools().then((answer) => !isClientError(answer) && setPools(answer.items));
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const field of FIELDS) {
      const value = String(form.get(field) ?? '').trim();
      if (value && field !== 'page') next.set(field, value);
    }
    setSelected([]);
    setParams(next);
  };
  const toggle = (id: string) => setSelected((now) => (now.includes(id) ? now.filter((x) => x !== id) : [...now, id]));

  const addToPool = async (form: FormData) => {
    let poolId = String(form.get('pool') ?? '');
    const newName = String(form.get('newPool') ?? '').trim();
    if (newName) {
      const created = await talentApi.createPool(newName);
      if (isClientError(created)) return setMessage({ kind: 'error', text: created.message });
      poolId = created.id;
      setPools((now) => [...now, created]);
    }
    if (!poolId) return setMessage({ kind: 'error', text: 'Choose a pool or name a new one.' });
    const answer = await talentApi.addToPool(poolId, selected);
    if (isClientError(answer)) return setMessage({ kind: 'error', text: answer.message });
    const name = pools.find((pool) => pool.id === poolId)?.name ?? newName;
    setMessage({ kind: 'success', text: `${answer.changed} added to the pool ${name}.` });
  };
  const putForward = async (form: FormData) => {
    const reqId = Number(form.get('reqId'));
    if (!Number.isInteger(reqId) || reqId <= 0)
      return setMessage({ kind: 'error', text: 'Give the opening’s Job Id.' });
    const answer = await talentApi.putForward(reqId, selected);
    if (isClientError(answer)) return setMessage({ kind: 'error', text: answer.message });
    setMessage({
      kind: 'success',
      text: `${answer.created.length} put forward for Job ${reqId}${answer.skipped.length ? `; ${answer.skipped.length} had applied already` : ''}.`,
    });
  };
  const [savedVersion, setSavedVersion] = useState(0);
  const save = async () => {
    const name = window.prompt('Name this search');
    if (!name) return;
    const answer = await talentApi.saveSearch(name, key);
    if (!isClientError(answer)) setSavedVersion((n) => n + 1);
    setMessage(
      isClientError(answer)
        ? { kind: 'error', text: answer.message }
        : { kind: 'success', text: `Saved as “${name}”.` },
    );
  };

  const current = Number(query.page ?? 1);
  const pages = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
  const goTo = (n: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(n));
    setParams(next);
  };

  return (
    <>
      <PageTitle title="Talent">
        <Link className="btn btn-primary" to={consolePaths.talentAdd}>
          Add candidates
        </Link>
      </PageTitle>
      <SavedSearches version={savedVersion} />
      <form className="console-panel bg-white border rounded-3 p-3 mb-3" role="search" onSubmit={submit} key={key}>
        <div className="row g-2 align-items-end">
          <div className="col-12 col-lg-6">
            <label className="form-label" htmlFor="talent-q">
              Search resumes, names, skills or a phone
            </label>
            <input
              id="talent-q"
              name="q"
              type="search"
              className="form-control"
              defaultValue={query.q ?? ''}
              placeholder='"spring boot" AND kafka -angular'
            />
          </div>
          <div className="col-6 col-lg-3">
            <label className="form-label" htmlFor="talent-location">
              Location
            </label>
            <input
              id="talent-location"
              name="location"
              className="form-control"
              defaultValue={query.location ?? ''}
              placeholder="Kansas, KS, Pune, MH"
            />
          </div>
          <div className="col-6 col-lg-3">
            <label className="form-label" htmlFor="talent-skills">
              Skills (comma-separated)
            </label>
            <input id="talent-skills" name="skills" className="form-control" defaultValue={query.skills ?? ''} />
          </div>
          <div className="col-6 col-lg-2">
            <label className="form-label" htmlFor="talent-auth">
              Work authorisation
            </label>
            <select id="talent-auth" name="auth" className="form-select" defaultValue={query.auth ?? ''}>
              <option value="">Any</option>
              {TALENT_WORK_AUTHORIZATIONS.map((value) => (
                <option key={value}>{value}</option>
              ))}
            </select>
          </div>
          <div className="col-6 col-lg-2">
            <label className="form-label" htmlFor="talent-source">
              Source
            </label>
            <select id="talent-source" name="source" className="form-select" defaultValue={query.source ?? ''}>
              <option value="">Any</option>
              {TALENT_SOURCES.map((value) => (
                <option key={value} value={value}>
                  {SOURCE_LABELS[value]}
                </option>
              ))}
            </select>
          </div>
          <div className="col-4 col-lg-1">
            <label className="form-label" htmlFor="talent-min-years">
              Min. years
            </label>
            <input
              id="talent-min-years"
              name="minYears"
              type="number"
              min="0"
              className="form-control"
              defaultValue={query.minYears ?? ''}
            />
          </div>
          <div className="col-4 col-lg-2">
            <label className="form-label" htmlFor="talent-available">
              Available by
            </label>
            <input
              id="talent-available"
              name="availableBy"
              type="date"
              className="form-control"
              defaultValue={query.availableBy ?? ''}
            />
          </div>
          <div className="col-4 col-lg-2">
            <label className="form-label" htmlFor="talent-pool">
              Pool
            </label>
            <select id="talent-pool" name="pool" className="form-select" defaultValue={query.pool ?? ''}>
              <option value="">Any</option>
              {pools.map((pool) => (
                <option key={pool.id} value={pool.id}>
                  {pool.name}
                </option>
              ))}
            </select>
          </div>
          <div className="col-6 col-lg-2">
            <label className="form-label" htmlFor="talent-sort">
              Sort
            </label>
            <select id="talent-sort" name="sort" className="form-select" defaultValue={query.sort ?? 'relevance'}>
              <option value="relevance">Best match</option>
              <option value="recent">Recent</option>
            </select>
          </div>
          <div className="col-6 col-lg-1 d-flex gap-2">
            <button type="submit" className="btn btn-primary flex-grow-1">
              Search
            </button>
          </div>
        </div>
      </form>

      {error ? <Notice kind="error">{error}</Notice> : null}
      {message ? <Notice kind={message.kind}>{message.text}</Notice> : null}
      {!page && !error ? <Loading label="Searching…" /> : null}
      {page ? (
        <>
          <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
            <p className="mb-0" role="status">
              {/* Counting stops past 1,000: "1,000+" */}
              <strong>
                {page.total.toLocaleString('en-US')}
                {page.totalCapped ? '+' : ''}
              </strong>{' '}
              {page.total === 1 && !page.totalCapped ? 'candidate' : 'candidates'}
              {page.locationReadAs ? <span className="text-body-secondary"> in {page.locationReadAs}</span> : null}
              {page.phone ? <span className="text-body-secondary"> with phone {page.phone}</span> : null}
            </p>
            <div className="d-flex gap-2">
              <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => void save()}>
                Save search
              </button>
              <a className="btn btn-outline-secondary btn-sm" href={talentApi.exportUrl(query)} download>
                Export CSV
              </a>
            </div>
          </div>
          {selected.length ? (
            <div
              className="console-panel bg-white border rounded-3 p-3 mb-3 d-flex flex-wrap gap-3 align-items-end"
              aria-label="Selected candidates"
            >
              <strong className="me-2">{selected.length} selected</strong>
              <form
                className="d-flex flex-wrap gap-2 align-items-end"
                onSubmit={(event) => {
                  event.preventDefault();
                  void addToPool(new FormData(event.currentTarget));
                }}
              >
                <div>
                  <label className="form-label small mb-1" htmlFor="bulk-pool">
                    Pool
                  </label>
                  <select id="bulk-pool" name="pool" className="form-select form-select-sm">
                    <option value="">Choose…</option>
                    {pools.map((pool) => (
                      <option key={pool.id} value={pool.id}>
                        {pool.name}
                      </option>
                    ))}
                  </select>
                </div>
                <div>
                  <label className="form-label small mb-1" htmlFor="bulk-new-pool">
                    or a new pool
                  </label>
                  <input
                    id="bulk-new-pool"
                    name="newPool"
                    className="form-control form-control-sm"
                    placeholder="Java bench — US"
                  />
                </div>
                <button type="submit" className="btn btn-outline-primary btn-sm">
                  Add to pool
                </button>
              </form>
              <form
                className="d-flex flex-wrap gap-2 align-items-end"
                onSubmit={(event) => {
                  event.preventDefault();
                  void putForward(new FormData(event.currentTarget));
                }}
              >
                <div>
                  <label className="form-label small mb-1" htmlFor="bulk-req">
                    Opening (Job Id)
                  </label>
                  <input
                    id="bulk-req"
                    name="reqId"
                    inputMode="numeric"
                    className="form-control form-control-sm"
                    style={{ width: '8rem' }}
                  />
                </div>
                <button type="submit" className="btn btn-primary btn-sm">
                  Put forward
                </button>
              </form>
            </div>
          ) : null}
          {page.items.length === 0 ? (
            <Notice kind="info">
              No candidate matches. Try fewer words, a prefix such as kube*, or another location.
            </Notice>
          ) : (
            <ol className="list-unstyled d-grid gap-2 mb-3" aria-label="Candidates found">
              {page.items.map((hit) => (
                <li key={hit.id} className="talent-hit console-panel bg-white border rounded-3 p-3">
                  <div className="d-flex gap-3">
                    <input
                      type="checkbox"
                      className="form-check-input mt-1 flex-shrink-0"
                      aria-label={`Select ${hit.name}`}
                      checked={selected.includes(hit.id)}
                      onChange={() => toggle(hit.id)}
                    />
                    <div className="flex-grow-1 min-w-0">
                      <div className="d-flex flex-wrap align-items-baseline gap-2">
                        <Link
                          className="fw-semibold fs-6"
                          to={consolePaths.candidate(hit.id)}
                          state={fromTalentSearch(params.size ? `?${params.toString()}` : '')}
                        >
                          {hit.name}
                        </Link>
                        {hit.headline ? <span className="text-body-secondary">{hit.headline}</span> : null}
                        <span className="badge text-bg-light border ms-auto">{SOURCE_LABELS[hit.source]}</span>
                      </div>
                      <p className="console-sub mb-1 text-break">
                        {[
                          hit.location,
                          hit.yearsExperience !== null ? `${hit.yearsExperience} yrs` : null,
                          hit.workAuthorization,
                          payText(hit.expectedPay, hit.payUnit),
                          hit.availableFrom ? `available ${formatDay(hit.availableFrom)}` : null,
                          `active ${formatDay(hit.lastActivityAt)}`,
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </p>
                      {hit.skills.length || hit.tags.length ? (
                        <p className="mb-1 d-flex flex-wrap gap-1">
                          {hit.skills.slice(0, 8).map((skill) => (
                            <span
                              key={skill}
                              className="badge rounded-pill text-bg-primary bg-opacity-10 text-primary-emphasis"
                            >
                              {skill}
                            </span>
                          ))}
                          {hit.tags.map((tag) => (
                            <span key={tag} className="badge rounded-pill text-bg-secondary">
                              #{tag}
                            </span>
                          ))}
                        </p>
                      ) : null}
                      {hit.lines.length ? (
                        <ul className="talent-lines list-unstyled small mb-0 border-start ps-2 text-break">
                          {hit.lines.map((line, index) => (
                            <li key={index}>
                              <HighlightedLine line={line} />
                            </li>
                          ))}
                        </ul>
                      ) : null}
                    </div>
                  </div>
                </li>
              ))}
            </ol>
          )}
          {pages > 1 ? (
            <nav aria-label="Pages" className="d-flex gap-2 align-items-center">
              <button
                type="button"
                className="btn btn-outline-secondary btn-sm"
                disabled={current <= 1}
                onClick={() => goTo(current - 1)}
              >
                Previous
              </button>
              <span>
                Page {current} of {pages}
              </span>
              <button
                type="button"
                className="btn btn-outline-secondary btn-sm"
                disabled={current >= pages}
                onClick={() => goTo(current + 1)}
              >
                Next
              </button>
            </nav>
          ) : null}
        </>
      ) : null}
    </>
  );
}

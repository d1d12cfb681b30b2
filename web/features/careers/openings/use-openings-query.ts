import { useEffect, useRef, useState } from 'react';
import { useNavigation, useSearchParams } from 'react-router';
import { useHydrated } from '../../../components/ui/use-hydrated';
import { type OpeningsQuery, parseOpeningsQuery, toSearchParams } from '#contracts/careers/openings-query';

/** How long typing must pause before the search is written to the URL. */
export const SEARCH_URL_DELAY_MS = 300;

const EMPTY = new URLSearchParams();

type Draft = { text: string; base: string; written: string | null };

/** Typed text still applies while the URL shows the search it started from or the one it wrote. */
const isCurrent = (draft: Draft, urlSearch: string) => urlSearch === draft.base || urlSearch === draft.written;

/**
 * The openings query, kept in the URL (shareable; back and forward work).
 *
 * The page is pre-rendered without a query string, so until hydration ends the defaults are used.
 * The search box answers every keystroke from local state (an input bound straight to the URL would
 * lag and lose its caret); the URL follows once typing pauses, replacing rather than adding a history
 * entry. A URL change from elsewhere (back, forward, a link) wins over the local text.
 */
export function useOpeningsQuery() {
  const hydrated = useHydrated();
  const [searchParams, setSearchParams] = useSearchParams();
  const urlQuery = parseOpeningsQuery(hydrated ? searchParams : EMPTY);

  // The local search text, valid while the URL still shows the value it started from or the one it wrote.
  const [draft, setDraft] = useState<Draft | null>(null);
  // Once the URL shows what was written, the value the edit started from no longer counts: going
  // back to it (the back button) is a change from elsewhere.
  if (draft !== null && draft.written !== null && draft.base !== draft.written && urlQuery.search === draft.written) {
    setDraft({ ...draft, base: draft.written });
  }
  const draftValid = draft !== null && isCurrent(draft, urlQuery.search);
  // While typed text is not in the URL yet, it is the search (and the list starts again at page 1).
  const query: OpeningsQuery =
    draftValid && draft.text !== urlQuery.search ? { ...urlQuery, search: draft.text, page: 1 } : urlQuery;

  // Whether a navigation (e.g. to a job) is under way: a late search write must not cut it off.
  const navigating = useNavigation().state !== 'idle';
  const latest = useRef({ searchParams, draft, navigating });
  useEffect(() => {
    latest.current = { searchParams, draft, navigating };
  });

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const write = (next: OpeningsQuery, replace: boolean) =>
    setSearchParams(toSearchParams(next), { replace, preventScrollReset: true });

  /** Changes type, country, work mode, sort or page: a new history entry. A change of filter goes back to page 1. */
  const update = (change: Partial<Omit<OpeningsQuery, 'search'>>) => {
    clearTimeout(timer.current);
    const current = parseOpeningsQuery(latest.current.searchParams);
    const { draft: typed } = latest.current;
    const search = typed && isCurrent(typed, current.search) ? typed.text : current.search;
    const resetsPage = 'type' in change || 'country' in change || 'workMode' in change;
    const next = { ...current, search, ...(resetsPage ? { page: 1 } : {}), ...change };
    setDraft(null);
    write(next, false);
  };

  const setSearch = (text: string) => {
    const url = parseOpeningsQuery(latest.current.searchParams);
    const previous = latest.current.draft;
    const keep = previous !== null && isCurrent(previous, url.search);
    const nextDraft = { text, base: keep ? previous.base : url.search, written: keep ? previous.written : null };
    latest.current.draft = nextDraft;
    setDraft(nextDraft);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (latest.current.navigating) return;
      const now = parseOpeningsQuery(latest.current.searchParams);
      const written = { ...nextDraft, written: text };
      latest.current.draft = written;
      setDraft(written);
      write({ ...now, search: text, page: 1 }, true);
    }, SEARCH_URL_DELAY_MS);
  };

  // What the list shows: the URL's query. Typed text reaches it once typing pauses (debounced).
  return { query, committed: urlQuery, update, setSearch, ready: hydrated };
}

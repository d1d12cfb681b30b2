import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { z } from '#contracts/zod';

/** A list's query schema (the contract's, e.g. OpeningsQuery): an object of URL-parameter fields. */
export type ListQuerySchema = z.ZodMiniObject;
/** What a list's URL says, typed by its schema: any of the schema's parameters. */
export type ListQueryOf<S extends ListQuerySchema> = Partial<z.output<S>>;

/**
 * The list's query from URL parameters, each checked with the contract's schema for it: a value the
 * schema refuses is left out, as are page 1 and the page size (the server's). `names` says which
 * parameters belong to the list (all of the schema's by default), in the order they are kept.
 */
export function parseListQuery<S extends ListQuerySchema>(
  schema: S,
  params: URLSearchParams,
  names: readonly string[] = Object.keys(schema.shape),
): ListQueryOf<S> {
  const query: Record<string, unknown> = {};
  for (const name of names) {
    const raw = params.get(name);
    const field = schema.shape[name];
    if (raw === null || raw === '' || name === 'pageSize' || !field) continue;
    const parsed = z.safeParse(field, raw);
    if (parsed.success && parsed.data !== undefined && parsed.data !== '') query[name] = parsed.data;
  }
  if (query.page === 1) delete query.page;
  return query as ListQueryOf<S>;
}

/** A parsed query back as URL parameters (`?…`, or '' when there are none). */
export function querySearch(query: Record<string, unknown>): string {
  const kept = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (typeof value === 'string' || typeof value === 'number') kept.set(name, String(value));
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

export type ListUpdate = (changes: Record<string, string | number | undefined>) => void;

/**
 * The URL's parameters as they are now, for a change to build on. React Router's functional update
 * hands over the parameters of the last render, and a navigation renders in a transition: a second
 * filter chosen before the first one's render would drop the first. The address bar already has it,
 * when the router is the browser's (its path is the router's `pathname`); a memory router's (tests)
 * is not, and then the last render's parameters are the base.
 */
export function paramsNow(rendered: URLSearchParams, pathname: string): URLSearchParams {
  const inAddressBar = typeof window !== 'undefined' && window.location.pathname === pathname;
  return new URLSearchParams(inAddressBar ? window.location.search : rendered);
}

/**
 * A list's page, search, filters and sort live in the URL (`?page=2&search=java&status=open`),
 * read through the contract's query schema: a list can be shared, reloaded and left with Back.
 * Changing anything but the page returns to page 1.
 */
export function useListQuery<S extends ListQuerySchema>(schema: S) {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const query = parseListQuery(schema, params);

  const update: ListUpdate = useCallback(
    (changes) => {
      setParams((rendered) => {
        const next = paramsNow(rendered, pathname);
        if (!('page' in changes)) next.delete('page');
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      });
    },
    [setParams, pathname],
  );

  return { query, params, update, key: params.toString() };
}

import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export type ListQuery = { page: number; search: string; filters: Record<string, string> };

/**
 * A list's page, search and filters live in the URL (`?page=2&search=java&status=open`): a list can
 * be shared, reloaded and left with Back. Changing the search or a filter returns to page 1.
 */
export function useListQuery(filterNames: readonly string[] = []) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const search = params.get('search') ?? '';
  const filters = Object.fromEntries(filterNames.map((name) => [name, params.get(name) ?? '']));

  const update = useCallback(
    (changes: Record<string, string | number | undefined>) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (!('page' in changes)) next.delete('page');
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      });
    },
    [setParams],
  );

  return { page, search, filters, update, key: params.toString() };
}

import { useCallback, useEffect, useState } from 'react';
import { isClientError, type ClientResult } from '../api/admin-client';

export type Resource<T> =
  | { state: 'loading'; data?: T }
  | { state: 'error'; message: string; status?: number; data?: T }
  | { state: 'ready'; data: T };

/**
 * Loads `load` whenever `key` changes (a list's query, a record's id), cancelling the previous call;
 * `reload` fetches again after a change. The previous data stays while the next loads (no flicker).
 */
export function useResource<T>(
  load: (signal: AbortSignal) => Promise<ClientResult<T>>,
  key: string,
): Resource<T> & { reload: () => void } {
  const [version, setVersion] = useState(0);
  const wanted = `${version}:${key}`;
  const [answer, setAnswer] = useState<{ for: string; resource: Resource<T> } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (result) => {
        if (controller.signal.aborted) return;
        setAnswer((previous) => ({
          for: wanted,
          resource: isClientError(result)
            ? { state: 'error', message: result.message, status: result.status, data: previous?.resource.data }
            : { state: 'ready', data: result },
        }));
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          setAnswer({ for: wanted, resource: { state: 'error', message: String(error) } });
      },
    );
    return () => controller.abort();
    // `load` is a new function each render; `wanted` says when what it loads changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const resource: Resource<T> =
    answer?.for === wanted ? answer.resource : { state: 'loading', data: answer?.resource.data };
  return { ...resource, reload };
}

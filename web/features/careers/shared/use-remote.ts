import { startTransition, useCallback, useEffect, useState } from 'react';
import { type ClientError, type ClientResult, isClientError } from '../../../lib/http-client';

export type Remote<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: ClientError };

/**
 * Loads data in the browser (never during pre-rendering): loading first, then ready or error, with
 * a retry. `key` names what is loaded; a new key loads again. A load still running when the key
 * changes or the component unmounts is aborted and its answer ignored.
 */
export function useRemote<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<ClientResult<T>>,
  /** Data already at hand for the key (a cache), shown at once instead of the loading state. */
  peek?: () => T | undefined,
): Remote<T> & { retry: () => void } {
  const [state, setState] = useState<{ key: string | null; attempt: number; remote: Remote<T> }>({
    key,
    attempt: 0,
    remote: { status: 'loading' },
  });
  const [attempt, setAttempt] = useState(0);
  // A new key shows its cached data or loading at once, never the previous key's data.
  const peeked = key !== null && attempt === 0 ? peek?.() : undefined;
  const current: Remote<T> =
    state.key === key && state.attempt === attempt
      ? state.remote.status === 'loading' && peeked !== undefined
        ? { status: 'ready', data: peeked }
        : state.remote
      : peeked !== undefined
        ? { status: 'ready', data: peeked }
        : { status: 'loading' };

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    // What arrives is shown as a transition: React renders it in slices between other work (a job and
    // its application form, a page of openings) instead of one long task that keeps input waiting.
    const settle = (remote: Remote<T>) => {
      if (!controller.signal.aborted) startTransition(() => setState({ key, attempt, remote }));
    };
    load(controller.signal).then(
      (answer) =>
        settle(isClientError(answer) ? { status: 'error', error: answer } : { status: 'ready', data: answer }),
      (error: unknown) => settle({ status: 'error', error: { code: 'ERROR', message: String(error) } }),
    );
    return () => controller.abort();
    // `load` is recreated each render; what it loads is named by `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...current, retry };
}

/**
 * The console's one way to call the console API (/api/admin/…): the shared HTTP client with the
 * session cookie (same-origin only), answers parsed with the contract's schema. Reads are retried on
 * a network error; changes never are (a retry could apply one twice). A 401 from any staff-only call
 * means the session ended (idle timeout, sign-out elsewhere, account disabled): listeners hear of it.
 */
import { z } from '#contracts/zod';
import { ADMIN_API, listQuery } from '#contracts/admin/paths';
import { createHttpClient, isClientError, type ClientResult } from '../../lib/http-client';

export { isClientError, type ClientError, type ClientResult } from '../../lib/http-client';

const sameOrigin: typeof fetch = (input, init) => fetch(input, { ...init, credentials: 'same-origin' });
const reads = createHttpClient({ fetch: sameOrigin, retries: 2 });
const writes = createHttpClient({ fetch: sameOrigin, retries: 0 });

/** What a 204 answers: no body. */
export const NoBody = z.unknown();

export type QueryValue = string | number | undefined | null;

const sessionEndedListeners = new Set<() => void>();

/** Calls `listener` when a staff-only call answers 401; returns the unsubscribe function. */
export function onSessionEnded(listener: () => void): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

/** Sign-in and the one-time links answer 401 for a wrong password or code: that ends no session. */
const isAuthCall = (url: string) => url.startsWith(`${ADMIN_API}/auth/`);

function watch<T>(url: string, result: ClientResult<T>): ClientResult<T> {
  if (isClientError(result) && result.status === 401 && !isAuthCall(url)) {
    for (const listener of sessionEndedListeners) listener();
  }
  return result;
}

/** GET `url` (a path of #contracts/admin/paths) with a query. */
export async function getJson<S extends z.ZodMiniType>(
  url: string,
  schema: S,
  options: { query?: Record<string, QueryValue>; signal?: AbortSignal } = {},
): Promise<ClientResult<z.infer<S>>> {
  return watch(url, await reads.request(`${url}${listQuery(options.query ?? {})}`, { schema, signal: options.signal }));
}

/** A change: POST, PUT, PATCH or DELETE with an optional JSON body. */
export async function sendJson<S extends z.ZodMiniType>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  schema: S,
  body?: unknown,
): Promise<ClientResult<z.infer<S>>> {
  return watch(url, await writes.request(url, { method, schema, body }));
}

/**
 * The careers pages' one data cache: what was loaded from the API, by name, shared by every
 * component that asks for it while the page is open. A load in flight is shared; a failed load
 * (an error answer or a thrown one) is forgotten so a retry asks again; an answer older than
 * `freshMs` is loaded again; at most `maxEntries` answers are kept, the least recently used going
 * first. Answers are read synchronously with `peek` (show at once what is known).
 */
import { type ClientResult, isClientError } from '../../../lib/http-client';

type Entry<T> = { at: number; pending: Promise<ClientResult<T>>; value?: T };

export type DataCache<T> = {
  /** The answer for `key`: the one kept (fresh), the one in flight, or a new load. */
  load(key: string, load: () => Promise<ClientResult<T>>): Promise<ClientResult<T>>;
  /** The kept answer for `key`, when there is a fresh one. */
  peek(key: string): T | undefined;
  /** Keeps an answer that arrived another way (e.g. written into the page by the server). */
  put(key: string, value: T): void;
  clear(): void;
};

const caches = new Set<DataCache<unknown>>();

export function dataCache<T>({
  freshMs = Number.POSITIVE_INFINITY,
  maxEntries = 100,
  now = () => Date.now(),
}: { freshMs?: number; maxEntries?: number; now?: () => number } = {}): DataCache<T> {
  const entries = new Map<string, Entry<T>>();
  const fresh = (entry: Entry<T> | undefined): entry is Entry<T> => entry !== undefined && now() - entry.at < freshMs;
  const keep = (key: string, entry: Entry<T>) => {
    entries.delete(key);
    entries.set(key, entry);
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
  };

  const cache: DataCache<T> = {
    load(key, load) {
      const hit = entries.get(key);
      if (fresh(hit)) {
        keep(key, hit);
        return hit.pending;
      }
      const forget = () => {
        if (entries.get(key) === entry) entries.delete(key);
      };
      const entry: Entry<T> = {
        at: now(),
        pending: load().then(
          (answer) => {
            if (isClientError(answer)) forget();
            else entry.value = answer;
            return answer;
          },
          (error: unknown) => {
            forget();
            throw error;
          },
        ),
      };
      keep(key, entry);
      return entry.pending;
    },
    peek(key) {
      const hit = entries.get(key);
      return fresh(hit) ? hit.value : undefined;
    },
    put(key, value) {
      keep(key, { at: now(), pending: Promise.resolve(value), value });
    },
    clear() {
      entries.clear();
    },
  };
  caches.add(cache as DataCache<unknown>);
  return cache;
}

/** Forgets everything every cache holds (tests start from an empty page). */
export const clearDataCaches = () => {
  for (const cache of caches) cache.clear();
};

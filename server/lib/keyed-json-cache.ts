/**
 * Many JSON answers, each built once per key and kept (with its brotli and gzip encodings) for
 * `ttlMs`: the openings board's pages, the job pages. At most `maxEntries` keys are kept, the least
 * recently used going first. `invalidate()` drops everything (an opening changed).
 */
import { type Encoding, encodedJsonCache } from './encoded-json-cache';

export function keyedJsonCache<K>(
  load: (key: K) => Promise<unknown>,
  { ttlMs, maxEntries, now = () => Date.now() }: { ttlMs: number; maxEntries: number; now?: () => number },
) {
  const entries = new Map<string, ReturnType<typeof encodedJsonCache>>();
  return {
    get(key: K, encoding: Encoding): Promise<Buffer> {
      const name = JSON.stringify(key);
      let entry = entries.get(name);
      if (entry) {
        // Most recently used last.
        entries.delete(name);
      } else {
        entry = encodedJsonCache(() => load(key), { ttlMs, now });
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      }
      entries.set(name, entry);
      return entry.get(encoding);
    },
    invalidate() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

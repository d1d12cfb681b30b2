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
  /** The most recently used key: asked again (the board's first page), it needs no reordering. */
  let newest: string | undefined;
  return {
    get(key: K, encoding: Encoding): Promise<Buffer> {
      const name = typeof key === 'object' ? JSON.stringify(key) : String(key);
      let entry = entries.get(name);
      if (entry && name === newest) return entry.get(encoding);
      if (entry) {
        // Most recently used last.
        entries.delete(name);
      } else {
        entry = encodedJsonCache(() => load(key), { ttlMs, now });
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      }
      entries.set(name, entry);
      newest = name;
      return entry.get(encoding);
    },
    invalidate() {
      entries.clear();
      newest = undefined;
    },
    get size() {
      return entries.size;
    },
  };
}

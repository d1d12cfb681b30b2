/**
 * Recent talent searches' answers (which rows, in what order, and how many), kept in this process
 * and trusted only under the talent search version they were found under
 * (server/db/migrations/0035-talent-search-version.ts): a re-run, the next page, a saved search or
 * the same search by a colleague reads no index until something that can change the answer is
 * written, on any instance. The rows themselves are always read fresh.
 *
 * Least recently used answers go first when `maxEntries` is reached (2,000 full windows: 16 MB); 0
 * keeps none. A Map keeps its keys in insertion order, which is the whole of an LRU: a hit is moved
 * to the end.
 */
/** The `seq`s found, in order (4 bytes each: a full ranked window is 8 KB), and the count. */
export type CachedAnswer = { seqs: Int32Array; counted: number | undefined };

export type SearchCache = ReturnType<typeof searchCache>;

export function searchCache(maxEntries: number) {
  const entries = new Map<string, CachedAnswer>();
  let entriesVersion = 0;

  /**
   * A newer version makes every answer kept under an older one stale: they all go. A search that read
   * an older version than the entries' (it began before another saw the change) neither reads nor keeps.
   */
  const current = (version: number) => {
    if (version > entriesVersion) {
      entries.clear();
      entriesVersion = version;
    }
    return version === entriesVersion;
  };

  return {
    get(key: string, version: number): CachedAnswer | undefined {
      if (!current(version)) return undefined;
      const answer = entries.get(key);
      if (answer) {
        entries.delete(key);
        entries.set(key, answer);
      }
      return answer;
    },
    set(key: string, version: number, answer: CachedAnswer) {
      if (maxEntries === 0 || !current(version)) return;
      entries.delete(key);
      entries.set(key, answer);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
    get size() {
      return entries.size;
    },
  };
}

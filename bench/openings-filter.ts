/**
 * How long one keystroke in the openings search takes with 10,000 openings: filter + sort + page,
 * as the board runs them (target: under 50 ms per keystroke). Prints figures; asserts nothing.
 *
 *   npx tsx bench/openings-filter.ts [count]
 */
import { performance } from 'node:perf_hooks';
import {
  DEFAULT_SORT,
  type OpeningsQuery,
  type Sort,
  filterOpenings,
  indexOpenings,
  pageOf,
  sortOpenings,
} from '../web/features/careers/openings/openings-query';
import { countries, generateOpenings } from '../web/features/careers/test-support/fixtures';

const count = Number(process.argv[2] ?? 10_000);
const openings = generateOpenings(count);

const t0 = performance.now();
const indexed = indexOpenings(openings);
const indexMs = performance.now() - t0;

/** What a visitor types, one keystroke at a time. */
const typed = (word: string) => Array.from(word, (_, i) => word.slice(0, i + 1));
const sessions: Array<{ name: string; keystrokes: string[]; base: Omit<OpeningsQuery, 'search'> }> = [
  {
    name: 'all, "data engineer"',
    keystrokes: typed('data engineer'),
    base: { type: 'all', country: '', sort: DEFAULT_SORT, page: 1 },
  },
  {
    name: 'contract in US, "remote", by location',
    keystrokes: typed('remote'),
    base: { type: 'contractual', country: 'US', sort: { key: 'PSTN_LCTN', direction: 'asc' }, page: 1 },
  },
  {
    name: 'no match, "zzzz"',
    keystrokes: typed('zzzz'),
    base: { type: 'all', country: '', sort: DEFAULT_SORT, page: 1 },
  },
];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const fmt = (ms: number) => `${ms.toFixed(2).padStart(7)} ms`;

/** The worst case the board could run per keystroke: filter, then sort the matches, then cut a page. */
const keystroke = (query: OpeningsQuery) =>
  pageOf(sortOpenings(filterOpenings(indexed, query, countries), query.sort), query.page);
/** What the board actually runs per keystroke: the list is sorted once per sort change; typing only filters. */
const sortedOnce = new Map<Sort, ReturnType<typeof sortOpenings>>();
const boardKeystroke = (query: OpeningsQuery) => {
  let sorted = sortedOnce.get(query.sort);
  if (!sorted) sortedOnce.set(query.sort, (sorted = sortOpenings(indexed, query.sort)));
  return pageOf(filterOpenings(sorted, query, countries), query.page);
};

// Warm up the JIT.
for (let i = 0; i < 20; i++) keystroke({ type: 'all', search: 'a', country: '', sort: DEFAULT_SORT, page: 1 });

console.log(`openings: ${count}   index (once per load): ${fmt(indexMs)}`);
console.log(
  'session                                   keystrokes   filter+sort p50 / p95 / max      board p50 / max   matches',
);
const all: number[] = [];
for (const session of sessions) {
  const full: number[] = [];
  const board: number[] = [];
  let matches = 0;
  for (let round = 0; round < 5; round++) {
    for (const search of session.keystrokes) {
      const query = { ...session.base, search };
      let start = performance.now();
      matches = keystroke(query).total;
      full.push(performance.now() - start);
      start = performance.now();
      boardKeystroke(query);
      board.push(performance.now() - start);
    }
  }
  all.push(...full);
  console.log(
    `${session.name.padEnd(42)}${String(session.keystrokes.length).padStart(10)}   ${fmt(percentile(full, 50))} /${fmt(percentile(full, 95))} /${fmt(Math.max(...full))}   ${fmt(percentile(board, 50))} /${fmt(Math.max(...board))}   ${matches}`,
  );
}
const sortTimes = (sort: Sort) =>
  Array.from({ length: 10 }, () => {
    const start = performance.now();
    sortOpenings(indexed, sort);
    return performance.now() - start;
  });
for (const sort of [DEFAULT_SORT, { key: 'PSTN_LCTN', direction: 'asc' } as const]) {
  const times = sortTimes(sort);
  console.log(
    `sort all ${count} by ${sort.key} ${sort.direction} (a header click): p50 ${fmt(percentile(times, 50))}, max ${fmt(Math.max(...times))}`,
  );
}
const worst = Math.max(...all);
console.log(
  `\nworst keystroke (filter + sort + page): ${fmt(worst)}   target < 50 ms: ${worst < 50 ? 'met' : 'MISSED'}`,
);

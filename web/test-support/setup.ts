import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { XhrOverFetch } from '../test-support/xhr-over-fetch';

// Assigned, not stubbed: tests that unstub their globals keep it.
globalThis.XMLHttpRequest = XhrOverFetch as unknown as typeof XMLHttpRequest;

// findBy… and waitFor wait up to 5 s, not 1 s: CI's Node 24 run works at low priority beside the browser
// tests, and a debounced search once took longer than a second there to reach its request.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());

// The files of a worker share one process (vitest.config.ts): what a file leaves behind is put back
// before the next file starts.
const waiting = timersOfThisFile();
afterAll(() => {
  // A timer still set when a file ends belongs to work nobody waits for any more (a request's retry
  // back-off, a debounce): fired in the next file, it would send a request to that file's fake fetch.
  for (const timer of waiting) clearTimeout(timer);
  waiting.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  document.body.replaceChildren();
  document.title = '';
  window.history.replaceState(null, '', '/');
  vi.resetModules();
});

/**
 * The timers set (and not yet fired or cleared) since the set-up file last ran. `setTimeout` and
 * `setInterval` are wrapped once per process; fake timers replace them for a test and put them back.
 */
function timersOfThisFile(): Set<ReturnType<typeof setTimeout>> {
  const key = Symbol.for('northwind.test.timers');
  const holder = globalThis as typeof globalThis & { [key]?: Set<ReturnType<typeof setTimeout>> };
  const existing = holder[key];
  if (existing) return existing;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const { setTimeout: realSetTimeout, setInterval: realSetInterval, clearTimeout: realClear } = globalThis;
  globalThis.setTimeout = ((callback: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
    const timer = realSetTimeout(
      (...given: unknown[]) => {
        timers.delete(timer);
        callback(...given);
      },
      ms,
      ...args,
    );
    timers.add(timer);
    return timer;
  }) as typeof setTimeout;
  globalThis.setInterval = ((callback: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
    const timer = realSetInterval(callback, ms, ...args);
    timers.add(timer);
    return timer;
  }) as typeof setInterval;
  globalThis.clearTimeout = ((timer?: ReturnType<typeof setTimeout>) => {
    if (timer !== undefined) timers.delete(timer);
    realClear(timer);
  }) as typeof clearTimeout;
  globalThis.clearInterval = globalThis.clearTimeout as unknown as typeof clearInterval;
  holder[key] = timers;
  return timers;
}

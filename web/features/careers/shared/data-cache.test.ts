import { describe, expect, it, vi } from 'vitest';
import type { ClientError } from '../../../lib/http-client';
import { clearDataCaches, dataCache } from './data-cache';

const failure: ClientError = { code: 'ERROR', message: 'down' };

describe('dataCache', () => {
  it('shares one load between callers and keeps its answer', async () => {
    const cache = dataCache<string>();
    const load = vi.fn(async () => 'answer');
    const [a, b] = await Promise.all([cache.load('k', load), cache.load('k', load)]);
    expect([a, b]).toEqual(['answer', 'answer']);
    expect(await cache.load('k', load)).toBe('answer');
    expect(load).toHaveBeenCalledTimes(1);
    expect(cache.peek('k')).toBe('answer');
    expect(cache.peek('other')).toBeUndefined();
  });

  it('forgets an error answer and a thrown load, so a retry asks again', async () => {
    const cache = dataCache<string>();
    expect(await cache.load('k', async () => failure)).toEqual(failure);
    expect(cache.peek('k')).toBeUndefined();
    await expect(cache.load('k', () => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    expect(await cache.load('k', async () => 'second')).toBe('second');
  });

  it('loads again once an answer is older than freshMs', async () => {
    let time = 0;
    const cache = dataCache<number>({ freshMs: 1000, now: () => time });
    await cache.load('k', async () => 1);
    time = 999;
    expect(cache.peek('k')).toBe(1);
    time = 1000;
    expect(cache.peek('k')).toBeUndefined();
    expect(await cache.load('k', async () => 2)).toBe(2);
  });

  it('keeps at most maxEntries answers, dropping the least recently used', async () => {
    const cache = dataCache<string>({ maxEntries: 2 });
    await cache.load('a', async () => 'A');
    await cache.load('b', async () => 'B');
    await cache.load('a', async () => 'unused');
    await cache.load('c', async () => 'C');
    expect(cache.peek('a')).toBe('A');
    expect(cache.peek('b')).toBeUndefined();
    expect(cache.peek('c')).toBe('C');
  });

  it('takes answers put into it, and clearDataCaches empties every cache', async () => {
    const one = dataCache<string>();
    const two = dataCache<string>();
    one.put('k', 'from the page');
    await two.load('k', async () => 'loaded');
    expect(await one.load('k', async () => 'not called')).toBe('from the page');
    clearDataCaches();
    expect(one.peek('k')).toBeUndefined();
    expect(two.peek('k')).toBeUndefined();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { keyedJsonCache } from './keyed-json-cache';

const text = async (body: Promise<Buffer>) => JSON.parse((await body).toString()) as unknown;

describe('keyedJsonCache', () => {
  it('loads each key once within the time to live, objects by value', async () => {
    let clock = 0;
    const load = vi.fn(async (key: { q: string } | number) => ({ key }));
    const cache = keyedJsonCache(load, { ttlMs: 1000, maxEntries: 10, now: () => clock });
    expect(await text(cache.get({ q: 'java' }, 'identity'))).toEqual({ key: { q: 'java' } });
    await cache.get({ q: 'java' }, 'identity');
    await cache.get(7, 'identity');
    await cache.get(7, 'identity');
    expect(load).toHaveBeenCalledTimes(2);
    clock = 1000;
    await cache.get(7, 'identity');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('drops the least recently used key when full, counting a repeated key as used', async () => {
    const load = vi.fn(async (key: string) => key);
    const cache = keyedJsonCache(load, { ttlMs: 60_000, maxEntries: 2 });
    await cache.get('a', 'identity');
    await cache.get('b', 'identity');
    await cache.get('a', 'identity'); // a is now the most recent
    await cache.get('a', 'identity'); // asked again while newest: still kept
    await cache.get('c', 'identity'); // evicts b
    expect(cache.size).toBe(2);
    load.mockClear();
    await cache.get('a', 'identity');
    await cache.get('c', 'identity');
    expect(load).not.toHaveBeenCalled();
    await cache.get('b', 'identity');
    expect(load).toHaveBeenCalledWith('b');
  });

  it('forgets everything when invalidated', async () => {
    const load = vi.fn(async (key: string) => key);
    const cache = keyedJsonCache(load, { ttlMs: 60_000, maxEntries: 5 });
    await cache.get('a', 'br');
    cache.invalidate();
    expect(cache.size).toBe(0);
    await cache.get('a', 'br');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

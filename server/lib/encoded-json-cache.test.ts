import zlib from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { encodedJsonCache, pickEncoding } from './encoded-json-cache';

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding(undefined)).toBe('identity');
    expect(pickEncoding('deflate')).toBe('identity');
  });

  it('answers the same the second time, and for headers past the ones it remembers', () => {
    // Answers are remembered per header value (browsers send a handful); q-values must still count.
    for (let i = 0; i < 100; i++) {
      expect(pickEncoding(`x-${i}, gzip`)).toBe('gzip');
      expect(pickEncoding(`x-${i}, gzip;q=0`)).toBe('identity');
    }
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('x-99, gzip;q=0')).toBe('identity');
  });
});

describe('encodedJsonCache', () => {
  it('loads once within the time to live, in every encoding, then loads again', async () => {
    let clock = 0;
    let version = 0;
    const load = vi.fn(async () => [{ version: ++version }]);
    const cache = encodedJsonCache(load, { ttlMs: 1000, now: () => clock });

    const [a, b] = await Promise.all([cache.get('identity'), cache.get('identity')]);
    expect(JSON.parse(a.toString())).toEqual([{ version: 1 }]);
    expect(b).toBe(a);
    expect(zlib.brotliDecompressSync(await cache.get('br')).toString()).toBe(a.toString());
    expect(zlib.gunzipSync(await cache.get('gzip')).toString()).toBe(a.toString());
    expect(load).toHaveBeenCalledTimes(1);

    clock = 999;
    expect(JSON.parse((await cache.get('identity')).toString())).toEqual([{ version: 1 }]);
    clock = 1000;
    expect(JSON.parse((await cache.get('identity')).toString())).toEqual([{ version: 2 }]);
    cache.invalidate();
    expect(JSON.parse((await cache.get('identity')).toString())).toEqual([{ version: 3 }]);
  });

  it('does not keep a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('db down')).mockResolvedValueOnce([1]);
    const cache = encodedJsonCache(load, { ttlMs: 60_000 });
    await expect(cache.get('identity')).rejects.toThrow('db down');
    expect((await cache.get('identity')).toString()).toBe('[1]');
  });
});

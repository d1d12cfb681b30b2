import { describe, expect, it } from 'vitest';
import { searchCache } from './search-cache';

const answer = (...seqs: number[]) => ({ seqs: Int32Array.from(seqs), counted: seqs.length });

describe('kept talent search answers', () => {
  it('answers a search again under the version it was found under', () => {
    const cache = searchCache(10);
    cache.set('kafka', 3, answer(9, 8));
    expect(cache.get('kafka', 3)).toEqual(answer(9, 8));
    expect(cache.get('java', 3)).toBeUndefined();
  });

  it('drops every answer once a newer version is seen', () => {
    const cache = searchCache(10);
    cache.set('kafka', 3, answer(9));
    cache.set('java', 3, answer(7));
    expect(cache.get('kafka', 4)).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.get('java', 3)).toBeUndefined();
  });

  it('neither reads nor keeps for a search that read an older version than the kept answers', () => {
    const cache = searchCache(10);
    cache.set('kafka', 5, answer(9));
    cache.set('java', 4, answer(1));
    expect(cache.get('java', 4)).toBeUndefined();
    expect(cache.get('kafka', 4)).toBeUndefined();
    expect(cache.get('kafka', 5)).toEqual(answer(9));
  });

  it('lets the least recently used answer go first when full', () => {
    const cache = searchCache(2);
    cache.set('a', 1, answer(1));
    cache.set('b', 1, answer(2));
    expect(cache.get('a', 1)).toEqual(answer(1));
    cache.set('c', 1, answer(3));
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('a', 1)).toEqual(answer(1));
    expect(cache.get('c', 1)).toEqual(answer(3));
  });

  it('keeps nothing at size 0', () => {
    const cache = searchCache(0);
    cache.set('a', 1, answer(1));
    expect(cache.get('a', 1)).toBeUndefined();
  });
});

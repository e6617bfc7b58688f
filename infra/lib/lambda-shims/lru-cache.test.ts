import { describe, expect, it } from 'vitest';
import LruCache from './lru-cache';

describe('the LRU cache bundled for the DynamoDB endpoint cache', () => {
  it('forgets the least recently used entry past its capacity; a read counts as a use, a peek does not', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1).set('b', 2);
    expect(cache.get('a')).toBe(1); // a is now newer than b
    cache.set('c', 3);
    expect([cache.has('a'), cache.has('b'), cache.has('c')]).toEqual([true, false, true]);
    expect(cache.peek('a')).toBe(1); // a stays older than c
    cache.set('d', 4);
    expect([cache.has('a'), cache.has('c'), cache.has('d')]).toEqual([false, true, true]);
    cache.set('c', 30);
    expect(cache.size).toBe(2);
    expect(cache.peek('c')).toBe(30);
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.get('c')).toBeUndefined();
  });
});

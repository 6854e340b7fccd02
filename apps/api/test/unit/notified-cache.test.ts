import { describe, expect, it } from 'vitest';
import { NotifiedCache } from '../../src/platform/notified-cache.ts';

/** The in-memory cache of ADR 0045: tags, the generation guard, and off while not listening. */
const listening = () => {
  const cache = new NotifiedCache<string>(10);
  cache.setListening(true);
  return cache;
};

describe('NotifiedCache', () => {
  it('keeps and answers nothing while not listening', () => {
    const cache = new NotifiedCache<string>();
    cache.put('k', 'v', ['t'], 1_000, cache.generation);
    expect(cache.get('k', 0)).toBeUndefined();
    cache.setListening(true);
    cache.put('k', 'v', ['t'], 1_000, cache.generation);
    expect(cache.get('k', 0)).toBe('v');
    cache.setListening(false);
    expect(cache.get('k', 0)).toBeUndefined();
    cache.setListening(true);
    expect(cache.get('k', 0)).toBeUndefined();
  });

  it('drops the entries carrying an announced tag, and only those', () => {
    const cache = listening();
    cache.put('a', 'A', ['session:1:1', 'roles:1'], 1_000, cache.generation);
    cache.put('b', 'B', ['session:1:2', 'roles:1'], 1_000, cache.generation);
    cache.put('c', 'C', ['session:2:1', 'roles:2'], 1_000, cache.generation);
    cache.drop('session:1:1');
    expect([cache.get('a', 0), cache.get('b', 0), cache.get('c', 0)]).toEqual([undefined, 'B', 'C']);
    cache.drop('roles:1');
    expect([cache.get('b', 0), cache.get('c', 0)]).toEqual([undefined, 'C']);
    cache.dropAll();
    expect(cache.get('c', 0)).toBeUndefined();
  });

  it('refuses what a read found before a drop happened (a lookup racing a revocation)', () => {
    const cache = listening();
    const before = cache.generation;
    cache.drop('session:1:1');
    cache.put('a', 'stale', ['session:1:1'], 1_000, before);
    expect(cache.get('a', 0)).toBeUndefined();
    cache.put('a', 'fresh', ['session:1:1'], 1_000, cache.generation);
    expect(cache.get('a', 0)).toBe('fresh');
  });

  it('forgets an entry at its time, and starts over when full', () => {
    const cache = listening();
    cache.put('a', 'A', [], 100, cache.generation);
    expect(cache.get('a', 99)).toBe('A');
    expect(cache.get('a', 100)).toBeUndefined();
    for (let i = 0; i < 10; i++) cache.put(`k${i}`, 'v', ['t'], 1_000, cache.generation);
    expect(cache.size).toBe(10);
    cache.put('one more', 'v', ['t'], 1_000, cache.generation);
    expect(cache.size).toBe(1);
  });
});

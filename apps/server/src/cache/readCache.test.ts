// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ReadCache } from './readCache';

/** A load that counts its calls and answers the call number. */
function counter() {
  let calls = 0;
  return {
    load: async () => ++calls,
    get calls() {
      return calls;
    },
  };
}

describe('ReadCache', () => {
  it('answers from memory until one of the entry’s tables changes', async () => {
    const cache = new ReadCache(10);
    const source = counter();
    expect(await cache.read('k', ['quotes', 'insureds'], source.load)).toBe(1);
    expect(await cache.read('k', ['quotes', 'insureds'], source.load)).toBe(1);
    cache.changed('policies');
    expect(await cache.read('k', ['quotes', 'insureds'], source.load)).toBe(1);
    cache.changed('insureds');
    expect(await cache.read('k', ['quotes', 'insureds'], source.load)).toBe(2);
    cache.changedAll();
    expect(await cache.read('k', ['quotes', 'insureds'], source.load)).toBe(3);
    expect(source.calls).toBe(3);
  });

  it('does not keep an answer read while its table changed', async () => {
    const cache = new ReadCache(10);
    let release!: (value: string) => void;
    const slow = cache.read('k', ['quotes'], () => new Promise<string>((done) => (release = done)));
    // The change commits while the read is under way: what it read may be the old data.
    cache.changed('quotes');
    release('read before the change');
    expect(await slow).toBe('read before the change');
    expect(await cache.read('k', ['quotes'], async () => 'fresh')).toBe('fresh');
  });

  it('shares one load between concurrent requests for the same key', async () => {
    const cache = new ReadCache(10);
    const source = counter();
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.read('k', ['quotes'], source.load)));
    expect(new Set(answers)).toEqual(new Set([1]));
    expect(source.calls).toBe(1);
  });

  it('forgets a failed load, so the next request tries again', async () => {
    const cache = new ReadCache(10);
    await expect(cache.read('k', ['quotes'], () => Promise.reject(new Error('connection lost')))).rejects.toThrow(
      'connection lost',
    );
    expect(await cache.read('k', ['quotes'], async () => 'recovered')).toBe('recovered');
  });

  it('drops the least recently used entry beyond its size', async () => {
    const cache = new ReadCache(2);
    const source = counter();
    await cache.read('a', ['quotes'], source.load);
    await cache.read('b', ['quotes'], source.load);
    await cache.read('a', ['quotes'], source.load);
    await cache.read('c', ['quotes'], source.load);
    expect(cache.size).toBe(2);
    expect(await cache.read('a', ['quotes'], source.load)).toBe(1);
    expect(await cache.read('b', ['quotes'], source.load)).toBe(4);
  });

  it('goes to the source every time while untrusted, switched off or sized 0', async () => {
    let trusted = false;
    const cache = new ReadCache(10, () => trusted);
    const source = counter();
    await cache.read('k', ['quotes'], source.load);
    await cache.read('k', ['quotes'], source.load);
    expect(source.calls).toBe(2);
    trusted = true;
    cache.enabled = false;
    await cache.read('k', ['quotes'], source.load);
    expect(source.calls).toBe(3);
    const none = new ReadCache(0);
    await none.read('k', ['quotes'], source.load);
    await none.read('k', ['quotes'], source.load);
    expect(source.calls).toBe(5);
  });
});

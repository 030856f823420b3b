import { describe, expect, it } from 'vitest';
import { scratchBuildCache } from '../testing/scratch-build-cache.ts';
import { cachedBytes, cachedJson, cacheKey } from './build-cache.ts';

describe('build cache', () => {
  scratchBuildCache();

  it('makes a thing once, then gives the kept bytes for the same key', async () => {
    let made = 0;
    const make = async () => Buffer.from(`made ${++made}`);
    expect((await cachedBytes('thing', cacheKey('a'), make)).toString()).toBe('made 1');
    expect((await cachedBytes('thing', cacheKey('a'), make)).toString()).toBe('made 1');
    expect((await cachedBytes('thing', cacheKey('b'), make)).toString()).toBe('made 2');
    expect(await cachedJson('json', cacheKey('a'), async () => ({ n: 1 }))).toEqual({ n: 1 });
    expect(await cachedJson('json', cacheKey('a'), async () => ({ n: 2 }))).toEqual({ n: 1 });
  });

  it('keeps inputs apart: moving text from one part to the next changes the key', () => {
    expect(cacheKey('ab', 'c')).not.toBe(cacheKey('a', 'bc'));
    expect(cacheKey(Buffer.from('x'), { w: 1 })).toBe(cacheKey(Buffer.from('x'), { w: 1 }));
    expect(cacheKey({ w: 1 })).not.toBe(cacheKey({ w: 2 }));
  });
});

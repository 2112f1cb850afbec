import { describe, expect, it } from 'vitest';
import { ReadCache } from './read-cache';

describe('ReadCache', () => {
  it('loads once within the TTL, again after clear() or expiry, and forgets failures', async () => {
    const cache = new ReadCache(50);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toBe(1);
    expect(await cache.get('k', load)).toBe(1);
    cache.clear();
    expect(await cache.get('k', load)).toBe(2);
    await new Promise((r) => setTimeout(r, 60));
    expect(await cache.get('k', load)).toBe(3);
    await expect(cache.get('bad', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('bad', load)).toBe(4);
  });
});

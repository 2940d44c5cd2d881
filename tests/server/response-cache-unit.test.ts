// The response cache on its own (server/plugins/response-cache.ts): tags drop exactly their answers, a fill that
// raced with an invalidation is never stored, concurrent misses share one fill, memory stays under its bound, and
// nothing is served while the invalidation feed is down or once the time boundary has passed.
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptQuality } from '../../server/plugins/cached-route.ts';
import { buildAnswer, ResponseCache } from '../../server/plugins/response-cache.ts';

const clock = { now: 1_000 };
const newCache = (maxBytes = 1_000_000): ResponseCache => {
  const cache = new ResponseCache({ maxBytes, now: () => clock.now });
  cache.resume();
  return cache;
};
const answer = (json: string, tags: string[], expiresAt = Number.POSITIVE_INFINITY) => buildAnswer(json, tags, expiresAt);

describe('response cache', () => {
  it('stores a fill, serves it, and drops only the answers of an invalidated tag', async () => {
    const cache = newCache();
    await cache.fill('sports', () => answer('{"a":1}', ['lists']));
    await cache.fill('markets:1', () => answer('{"b":1}', ['markets', 'match:1']));
    await cache.fill('markets:2', () => answer('{"c":1}', ['markets', 'match:2']));
    cache.invalidate(['prices', 'match:1']);
    expect(cache.get('sports')?.body.toString()).toBe('{"a":1}');
    expect(cache.get('markets:1')).toBeUndefined();
    expect(cache.get('markets:2')?.body.toString()).toBe('{"c":1}');
    cache.invalidateAll();
    expect(cache.get('sports')).toBeUndefined();
  });

  it('never stores a fill that an invalidation of one of its tags overtook, but does when the tags differ', async () => {
    const cache = newCache();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const raced = cache.fill('list', async () => {
      await gate;
      return answer('{"old":true}', ['lists', 'prices']);
    });
    const other = cache.fill('sports', async () => {
      await gate;
      return answer('{"s":1}', ['lists']);
    });
    cache.invalidate(['prices']);
    release();
    // Its own callers still get what they asked for; the store does not keep it.
    expect((await raced)?.body.toString()).toBe('{"old":true}');
    await other;
    expect(cache.get('list')).toBeUndefined();
    expect(cache.get('sports')?.body.toString()).toBe('{"s":1}');
  });

  it('shares one fill between concurrent misses; an invalidation makes later callers fill anew', async () => {
    const cache = newCache();
    let fills = 0;
    const fill = async () => {
      fills += 1;
      await new Promise((r) => setTimeout(r, 5));
      return answer(`{"n":${fills}}`, ['lists']);
    };
    const first = await Promise.all(Array.from({ length: 20 }, () => cache.fill('k', fill)));
    expect(fills).toBe(1);
    expect(new Set(first.map((a) => a?.etag)).size).toBe(1);
    const before = cache.fill('k2', fill);
    cache.invalidate(['lists']);
    const after = cache.fill('k2', fill);
    await Promise.all([before, after]);
    expect(fills).toBe(3);
  });

  it('keeps its bytes under the bound, evicting the least recently used answer first', async () => {
    const body = JSON.stringify({ pad: 'x'.repeat(300) });
    const one = (await answer(body, ['lists'])).bytes;
    // Room for eight answers (one answer may take at most an eighth of the budget).
    const cache = newCache(one * 8);
    const keys = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    for (const key of keys) {
      await cache.fill(key, () => answer(body, ['lists']));
    }
    expect(cache.stats().entries).toBe(8);
    cache.get('a');
    for (const key of ['i', 'j']) {
      await cache.fill(key, () => answer(body, ['lists']));
    }
    expect(cache.stats().bytes).toBeLessThanOrEqual(one * 8);
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeUndefined();
    expect(cache.get('b')).toBeUndefined();
  });

  it('serves nothing while suspended, nor after its boundary, nor when the clock was set back before its fill', async () => {
    const cache = newCache();
    clock.now = 1_000;
    await cache.fill('k', () => answer('{}', ['lists'], 2_000));
    expect(cache.get('k')).toBeDefined();
    clock.now = 999;
    expect(cache.get('k')).toBeUndefined();
    clock.now = 1_000;
    await cache.fill('k', () => answer('{}', ['lists'], 2_000));
    clock.now = 2_000;
    expect(cache.get('k')).toBeUndefined();
    clock.now = 1_500;
    await cache.fill('k', () => answer('{}', ['lists'], 2_000));
    cache.suspend();
    expect(cache.get('k')).toBeUndefined();
    await cache.fill('k', () => answer('{}', ['lists'], 2_000));
    cache.resume();
    expect(cache.get('k')).toBeUndefined();
  });

  it('keeps br and gzip forms of bodies of 1 KB and more that decode to the body', async () => {
    const json = JSON.stringify({ rows: Array.from({ length: 100 }, (_, i) => ({ id: i, name: `row ${i}` })) });
    const a = await answer(json, []);
    expect(brotliDecompressSync(a.br ?? Buffer.alloc(0)).toString()).toBe(json);
    expect(gunzipSync(a.gzip ?? Buffer.alloc(0)).toString()).toBe(json);
    expect((await answer('{"small":true}', [])).br).toBeNull();
  });

  it('reads Accept-Encoding q-values, an explicit entry over *', () => {
    expect(acceptQuality('gzip, deflate, br', 'br')).toBe(1);
    expect(acceptQuality('gzip;q=0.5, br;q=0', 'br')).toBe(0);
    expect(acceptQuality('*;q=0.3', 'gzip')).toBe(0.3);
    expect(acceptQuality('identity, *;q=1, br;q=0', 'br')).toBe(0);
    expect(acceptQuality(undefined, 'gzip')).toBe(0);
  });
});

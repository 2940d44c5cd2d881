// Catalogue answers from memory (issue 16) through HTTP on PGlite: a repeat is a hit with the same bytes and ETag
// (a 304 for the client's copy, br or gzip as asked), the signature is still required, and every kind of change
// is seen on the very next request: an odds move (by the database's triggers, whoever wrote it), a banner edit,
// a kick-off passing with no write at all, and a burst of moves racing with reads never leaves an older price.
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { signRequest, useTestApp } from './helpers.ts';
import { setHomeOdds } from './odds-edit.ts';

const t = useTestApp();
const TOURNAMENT = '/api/v1/matches?tournament_id=sr:tournament:17';

interface Row {
  id: string;
  start_time: string;
  main_market?: { outcomes: Array<{ id: string; odds: number }> } | null;
}

async function get(url: string, headers: Record<string, string> = {}) {
  const req = signRequest(t.app, { url });
  return t.app.inject({ ...req, headers: { ...req.headers, ...headers } });
}
const hits = (): number => t.app.responseCache.stats().hits;
const firstRow = async (): Promise<Row> => ((await get(TOURNAMENT)).json() as { matches: Row[] }).matches[0]!;

describe('catalogue answers from memory', () => {
  it('serves a repeat from memory: same bytes and ETag, a 304 for the held copy, br when asked', async () => {
    expect(t.app.responseCache.stats().live).toBe(true);
    const first = await get('/api/v1/sports');
    const before = hits();
    const again = await get('/api/v1/sports');
    expect(hits()).toBe(before + 1);
    expect(again.body).toBe(first.body);
    expect(again.headers['etag']).toBe(first.headers['etag']);
    expect((await get('/api/v1/sports', { 'if-none-match': String(first.headers['etag']) })).statusCode).toBe(304);
    const big = await get(TOURNAMENT, { 'accept-encoding': 'gzip, br' });
    expect(big.headers['content-encoding']).toBe('br');
    const plain = await get(TOURNAMENT);
    expect(brotliDecompressSync(big.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers['content-encoding']).not.toBe('br');
  });

  it('still refuses an unsigned or badly signed request for a cached answer', async () => {
    await get('/api/v1/sports');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/sports' })).statusCode).toBe(401);
    expect((await get('/api/v1/sports', { 'x-signature': 'a'.repeat(64) })).statusCode).toBe(401);
  });

  it('shows an odds move on the next request, keeping answers the move cannot change', async () => {
    const row = await firstRow();
    await get('/api/v1/sports');
    await setHomeOdds(t.app.db, row.id, 777);
    const moved = await firstRow();
    expect(moved.main_market?.outcomes.find((o) => o.id === '1')?.odds).toBe(7.77);
    const markets = (await get(`/api/v1/matches/${row.id}/markets`)).body;
    expect(markets).toContain('7.77');
    const before = hits();
    await get('/api/v1/sports');
    expect(hits()).toBe(before + 1);
  });

  it('never serves a price older than the last committed move of a burst racing with reads', async () => {
    const row = await firstRow();
    const reads: Promise<unknown>[] = [];
    for (let i = 0; i < 20; i += 1) {
      reads.push(get(TOURNAMENT), get(`/api/v1/matches/${row.id}/markets`));
      await setHomeOdds(t.app.db, row.id, 300 + i);
    }
    await Promise.all(reads);
    expect((await firstRow()).main_market?.outcomes.find((o) => o.id === '1')?.odds).toBe(3.19);
    expect((await get(`/api/v1/matches/${row.id}/markets`)).body).toContain('3.19');
  });

  it('drops a match from the upcoming lists once it kicks off, with no write at all', async () => {
    const row = await firstRow();
    await get(TOURNAMENT);
    const kickOff = Date.parse(row.start_time);
    t.clock.now = kickOff;
    try {
      expect((await firstRow()).id).not.toBe(row.id);
    } finally {
      t.clock.now = Date.parse('2026-11-21T09:00:00Z');
    }
  });

  it('shows a banner edit on the next request', async () => {
    const url = '/api/v1/promotions/banners';
    const first = (await get(url)).json() as { banners: Array<{ id: string }> };
    expect(first.banners.length).toBeGreaterThan(0);
    await get(url);
    await t.app.db.updateTable('banners').set({ active: false }).where('id', '=', first.banners[0]!.id).execute();
    const after = (await get(url)).json() as { banners: Array<{ id: string }> };
    expect(after.banners.map((b) => b.id)).not.toContain(first.banners[0]!.id);
  });
});

// The live-odds pieces without a database: the price walk (margin, bounds, anchor), the bus encoding of a
// batch (chunks under NOTIFY's 8000-byte limit, strict decoding) and the configuration values.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { mulberry32 } from '../../server/modules/catalog/feed/rng.ts';
import { MAX_HUNDREDTHS, MIN_HUNDREDTHS, overround, walkMarket } from '../../server/modules/odds/walk.ts';
import { parseBusEvent } from '../../server/modules/realtime/bus.ts';
import { encodeOddsPayloads, matchSuspended, NOTIFY_MAX_BYTES, type OddsChange, type OddsItem } from '../../server/modules/realtime/odds-wire.ts';

const change = (outcome: string, odds: number, status: OddsChange['status'] = 'active', match = 'sr:match:1'): OddsChange => ({
  match_id: match,
  market_id: '1',
  specifier: '',
  outcome_id: outcome,
  odds,
  status,
});

describe('walkMarket', () => {
  const markets = [
    [240, 157],
    [193, 185],
    [499, 438, 331, 285],
    [150, 420, 650],
    [111, 900],
    [320, 340, 260],
  ];

  it('keeps the feed margin, the bounds and stays near the feed price over thousands of steps', () => {
    const rand = mulberry32(42);
    for (const start of markets) {
      let prices = start;
      let moves = 0;
      for (let i = 0; i < 3000; i += 1) {
        const next = walkMarket(prices, start, rand);
        if (next !== null) {
          expect(next.some((h, k) => h !== prices[k])).toBe(true);
          expect(next.every((h) => Number.isInteger(h) && h > MIN_HUNDREDTHS && h < MAX_HUNDREDTHS)).toBe(true);
          prices = next;
          moves += 1;
        }
      }
      expect(moves).toBeGreaterThan(2000);
      expect(Math.abs(overround(prices) - overround(start))).toBeLessThan(0.005);
      prices.forEach((h, k) => {
        expect(Math.abs(Math.log(h / start[k]!))).toBeLessThan(0.5);
      });
    }
  });

  it('moves each price by a small step and is reproducible from a seed', () => {
    const a = walkMarket([240, 330, 310], [240, 330, 310], mulberry32(7));
    const b = walkMarket([240, 330, 310], [240, 330, 310], mulberry32(7));
    expect(a).toEqual(b);
    const rand = mulberry32(9);
    for (let i = 0; i < 500; i += 1) {
      const next = walkMarket([240, 330, 310], [240, 330, 310], rand);
      next?.forEach((h, k) => {
        expect(Math.abs(h / [240, 330, 310][k]! - 1)).toBeLessThan(0.15);
      });
    }
  });

  it('leaves alone a market pinned at a bound, a single outcome and unreadable prices', () => {
    const rand = mulberry32(1);
    expect(walkMarket([101, 2000], [101, 2000], rand)).toBeNull();
    expect(walkMarket([50000, 101], null, rand)).toBeNull();
    expect(walkMarket([250], [250], rand)).toBeNull();
    expect(walkMarket([250, 1.5], null, rand)).toBeNull();
  });

  it('keeps the current book when the feed price is unknown', () => {
    const rand = mulberry32(3);
    let prices = [210, 360, 380];
    for (let i = 0; i < 1000; i += 1) {
      prices = walkMarket(prices, null, rand) ?? prices;
    }
    expect(Math.abs(overround(prices) - overround([210, 360, 380]))).toBeLessThan(0.01);
  });
});

describe('odds on the bus', () => {
  it('chunks a large batch into notifications under the limit that decode back, in order', () => {
    const changes = Array.from({ length: 700 }, (_, i) =>
      change(String(i), (101 + i) / 100, i % 3 === 0 ? 'suspended' : 'active', `sr:match:${10_000_000 + i}`),
    );
    changes.push({ ...change('ልዩ', 2.5), specifier: 'total=2.5' });
    // A match's suspension travels as its own short tuple, in its place in the order.
    const items: OddsItem[] = [...changes.slice(0, 350), matchSuspended('sr:match:10000007'), ...changes.slice(350)];
    const payloads = encodeOddsPayloads({ kind: 'odds', at: 1_763_715_600_000, changes: items });
    expect(payloads.length).toBeGreaterThan(3);
    const decoded: OddsItem[] = [];
    for (const payload of payloads) {
      expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(NOTIFY_MAX_BYTES);
      const event = parseBusEvent(payload);
      expect(event).toMatchObject({ kind: 'odds', at: 1_763_715_600_000 });
      decoded.push(...(event?.kind === 'odds' ? event.changes : []));
    }
    expect(decoded).toEqual(items);
    expect(decoded[350]).toEqual({ match_id: 'sr:match:10000007', scope: 'match', status: 'suspended' });
  });

  it('ignores malformed odds payloads', () => {
    for (const bad of [
      '{"kind":"odds","at":1,"c":[["m","1","","1",99,"a"]]}',
      '{"kind":"odds","at":1,"c":[["m","1","","1",200,"x"]]}',
      '{"kind":"odds","at":"1","c":[]}',
      '{"kind":"odds","at":1,"c":[["","1","","1",200,"a"]]}',
      '{"kind":"odds","at":1,"c":{}}',
      '{"kind":"odds","at":1,"c":[["m","1","","1",200.5,"s"]]}',
      '{"kind":"odds","at":1,"c":[["m","1",null,"1",200,"s"]]}',
    ]) {
      expect(parseBusEvent(bad), bad).toBeNull();
    }
  });
});

describe('configuration', () => {
  it('moves odds every 20 s and flushes every 2 s by default; prices stand still under NODE_ENV=test', () => {
    expect(loadConfig({})).toMatchObject({ oddsMoveEveryMs: 20_000, oddsFlushMs: 2_000 });
    expect(loadConfig({ NODE_ENV: 'test' }).oddsMoveEveryMs).toBe(0);
    expect(loadConfig({ NODE_ENV: 'test', ODDS_MOVE_EVERY_MS: '500', ODDS_FLUSH_MS: '250' })).toMatchObject({
      oddsMoveEveryMs: 500,
      oddsFlushMs: 250,
    });
    expect(loadConfig({ ODDS_MOVE_EVERY_MS: '0' }).oddsMoveEveryMs).toBe(0);
  });

  it('refuses values that are not whole milliseconds in range', () => {
    for (const env of [
      { ODDS_MOVE_EVERY_MS: '-1' },
      { ODDS_MOVE_EVERY_MS: 'soon' },
      { ODDS_FLUSH_MS: '0' },
      { ODDS_FLUSH_MS: '1.5' },
      { ODDS_FLUSH_MS: '99999999999' },
    ]) {
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(/ODDS_/);
    }
  });
});

// Demo play (issue 15): no token, no server — a local engine that plays the house server's rules with the same
// maths and HMAC floats. Given its seeds and clock it is deterministic: each round equals the server's draw for
// those seeds; the balance moves like the wallet (stake out, win in, 1,000.00 ETB to start, kept in storage);
// crash rounds end on the clock (bust or auto cash-out) and a cash-out is judged at its time; mines reveal, bust
// and cash out; a new seed reveals the one whose hash was published and activates the committed next one (its
// hash shown before the new client seed is given, issue 28); refusals carry the server's codes.
import { describe, expect, it } from 'vitest';
import { crashMultiplierAt, crashTimeFor } from '../../domain/games/crash.ts';
import { type HouseGameId, floatsNeededFor, outcomeFromFloats, parseHouseParams, statedRtp } from '../../domain/games/index.ts';
import type { Answer, HouseApi, Played } from '../../games/shell/api.ts';
import { demoApi } from '../../games/shell/demo.ts';
import { type GameMaths, sha256Hex } from '../../games/shell/fair.ts';
import { drawOutcome } from '../../server/modules/games/house/rounds.ts';

const mathsOf = (game: HouseGameId): GameMaths => ({
  parse: (raw) => parseHouseParams(game, raw),
  floatsNeeded: (params) => floatsNeededFor(game, params),
  outcome: (floats, params) => outcomeFromFloats(game, params, floats) as { multiplier: number },
  rtp: (params) => Number(statedRtp(game, params)),
});

function world(game: HouseGameId) {
  const store = new Map<string, string>();
  const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
  const clock = { now: 1_800_000_000_000 };
  let n = 0;
  // Seeds as a counter: the server seed, the client seed, the committed next server seed, then round ids and new seeds.
  const randomHex = (bytes: number): string => (n++).toString(16).padStart(bytes * 2, '0');
  const make = (): HouseApi => demoApi({ game, maths: mathsOf(game), storage, now: () => clock.now, randomHex });
  return { api: make(), make, clock, store };
}

const value = <T>(a: Answer<T>): T => {
  if (!a.ok) {
    throw new Error(`refused: ${a.code}`);
  }
  return a.value;
};
const SERVER = '00'.repeat(32);
const CLIENT = '0000000000000001';
const NEXT = `${'00'.repeat(31)}02`;

describe('demo one-shot games', () => {
  it('plays the server draw of its seeds, nonce after nonce, and moves the balance like the wallet', async () => {
    const { api } = world('wheel');
    const start = value(await api.session());
    expect(start.balance).toBe(1000);
    expect(start.fair).toEqual({ server_seed_hash: sha256Hex(SERVER), client_seed: CLIENT, nonce: 0, next_server_seed_hash: sha256Hex(NEXT) });
    let balance = 1000;
    for (let nonce = 0; nonce < 10; nonce += 1) {
      const p = value(await api.play({ bet: 2.5, params: { risk: 'high', segments: 10 } }));
      const drawn = drawOutcome('wheel', { risk: 'high', segments: 10 }, SERVER, CLIENT, nonce);
      expect(p.round.outcome).toEqual(drawn);
      expect(p.round).toMatchObject({
        nonce,
        multiplier: drawn.multiplier,
        status: drawn.multiplier > 0 ? 'won' : 'lost',
        payout: 2.5 * drawn.multiplier,
      });
      balance = Math.round((balance - 2.5 + p.round.payout) * 100) / 100;
      expect(p.balance).toBe(balance);
    }
    const s = value(await api.session());
    expect(s.history).toHaveLength(10);
    expect(s.history[0]?.nonce).toBe(9);
    expect(s.fair.nonce).toBe(10);
  });

  it('keeps the demo balance and seeds in storage: a reopened page goes on from there', async () => {
    const w = world('keno');
    const p = value(await w.api.play({ bet: 10, params: { picks: [1, 2, 3] } }));
    const again = value(await w.make().session());
    expect(again.balance).toBe(p.balance);
    expect(again.fair.nonce).toBe(1);
    expect([...w.store.keys()]).toEqual(['birrbet:house-demo:keno']);
  });

  it('refuses like the server: bet limits, whole cents, the balance, settings, free spins', async () => {
    const { api } = world('plinko');
    const code = async (input: Parameters<HouseApi['play']>[0]) => ((await api.play(input)) as { code?: string }).code;
    expect(await code({ bet: 0.5, params: { rows: 8, risk: 'low' } })).toBe('BET_OUT_OF_RANGE');
    expect(await code({ bet: 5000.01, params: { rows: 8, risk: 'low' } })).toBe('BET_OUT_OF_RANGE');
    expect(await code({ bet: 1.005, params: { rows: 8, risk: 'low' } })).toBe('BET_OUT_OF_RANGE');
    expect(await code({ bet: 1000.01, params: { rows: 8, risk: 'low' } })).toBe('INSUFFICIENT_BALANCE');
    expect(await code({ bet: 10, params: { rows: 9, risk: 'low' } })).toBe('INVALID_PARAMS');
    expect(await code({ bet: 10, params: {}, free: true })).toBe('INVALID_ACTION');
    expect(value(await api.session()).balance).toBe(1000);
  });

  it('a new seed reveals the one whose hash was published and starts the nonce again', async () => {
    const { api } = world('fruits');
    const before = value(await api.session()).fair;
    value(await api.play({ bet: 1, params: {} }));
    const rotated = value(await api.seed('my-own-seed'));
    expect(rotated.revealed).toEqual({ server_seed: SERVER, server_seed_hash: before.server_seed_hash, client_seed: CLIENT, last_nonce: 0 });
    expect(sha256Hex(rotated.revealed?.server_seed ?? '')).toBe(before.server_seed_hash);
    expect(rotated.fair.client_seed).toBe('my-own-seed');
    expect(rotated.fair.nonce).toBe(0);
    // The seed now in use is the one committed before 'my-own-seed' was given; a fresh one is committed after it.
    expect(rotated.fair.server_seed_hash).toBe(before.next_server_seed_hash);
    expect(rotated.fair.next_server_seed_hash).not.toBe(before.next_server_seed_hash);
    const later = value(await api.play({ bet: 1, params: {} }));
    expect(later.round).toMatchObject({ server_seed_hash: sha256Hex(NEXT), client_seed: 'my-own-seed', nonce: 0 });
  });
});

describe('demo crash', () => {
  const crashPoint = (nonce: number): number =>
    (drawOutcome('crash', { autoCashout: 2 }, SERVER, CLIENT, nonce) as unknown as { crashPoint: number }).crashPoint;

  it('an open round hides its crash point, refuses a second round, and ends on the clock: auto cash-out or bust', async () => {
    const { api, clock } = world('crash');
    const p = value(await api.play({ bet: 10, params: { autoCashout: 1.5 } }));
    expect(p.round.status).toBe('open');
    expect(p.round.outcome).toEqual({ autoCashout: 1.5, elapsed_ms: 0, multiplier_now: 1 });
    expect(p.balance).toBe(990);
    clock.now += 100;
    expect(value(await api.session()).open_round?.outcome).toEqual({ autoCashout: 1.5, elapsed_ms: 100, multiplier_now: 1 });
    expect(await api.play({ bet: 10, params: { autoCashout: 2 } })).toEqual({ ok: false, code: 'ROUND_OPEN' });
    const point = crashPoint(0);
    clock.now += crashTimeFor(Math.min(point, 1.5));
    const s = value(await api.session());
    expect(s.open_round).toBeNull();
    const done = s.history[0];
    expect(done?.outcome['crashPoint']).toBe(point);
    expect(done?.status).toBe(point >= 1.5 ? 'won' : 'lost');
    expect(s.balance).toBe(point >= 1.5 ? 1005 : 990);
  });

  it('a cash-out is judged at its time: below the crash point it pays the curve, too early it is refused', async () => {
    const { api, clock } = world('crash');
    const p = value(await api.play({ bet: 10, params: { autoCashout: 1000 } }));
    expect(await api.act({ round_id: p.round.id, action: 'cashout' })).toEqual({ ok: false, code: 'INVALID_ACTION' });
    const point = crashPoint(0);
    const at = Math.max(200, crashTimeFor(point) - 50);
    clock.now += at;
    const out = value(await api.act({ round_id: p.round.id, action: 'cashout' }));
    const m = crashMultiplierAt(at);
    expect(out.round.status).toBe(m >= point ? 'lost' : 'won');
    if (m < point) {
      expect(out.round.multiplier).toBe(m);
      expect(out.balance).toBe(990 + Math.round(1000 * m) / 100);
    }
    expect(await api.act({ round_id: p.round.id, action: 'cashout' })).toEqual({ ok: false, code: 'ROUND_CLOSED' });
  });
});

describe('demo mines', () => {
  it('safe reveals raise the multiplier, a mine ends the round with the board shown, cash-out pays', async () => {
    const { api } = world('mines');
    const board = (drawOutcome('mines', { mines: 5, picks: [] }, SERVER, CLIENT, 0) as unknown as { mines: number[] }).mines;
    const safe = Array.from({ length: 25 }, (_, i) => i).filter((i) => !board.includes(i));
    const p = value(await api.play({ bet: 10, params: { mines: 5, picks: [7] } }));
    expect(p.round.outcome).toEqual({ picks: [], multiplier: 0, next_multiplier: 1.21 });
    expect(await api.act({ round_id: p.round.id, action: 'cashout' })).toEqual({ ok: false, code: 'INVALID_ACTION' });
    let r: Played = value(await api.act({ round_id: p.round.id, action: 'reveal', tile: safe[0] }));
    expect(r.round.status).toBe('open');
    expect(r.round.outcome['mines']).toBeUndefined();
    r = value(await api.act({ round_id: p.round.id, action: 'reveal', tile: safe[1] }));
    expect(await api.act({ round_id: p.round.id, action: 'reveal', tile: safe[1] })).toEqual({ ok: false, code: 'INVALID_ACTION' });
    const cashed = value(await api.act({ round_id: p.round.id, action: 'cashout' }));
    // floor(0.97 · C(25,2) / C(20,2)) to cents = floor(153.15) / 100.
    expect(cashed.round).toMatchObject({ status: 'won', multiplier: 1.53 });
    expect(cashed.round.outcome['mines']).toEqual(board);
    expect(cashed.balance).toBe(1005.3);

    const q = value(await api.play({ bet: 10, params: { mines: 5 } }));
    const mine = (drawOutcome('mines', { mines: 5, picks: [] }, SERVER, CLIENT, 1) as unknown as { mines: number[] }).mines[0];
    const lost = value(await api.act({ round_id: q.round.id, action: 'reveal', tile: mine }));
    expect(lost.round).toMatchObject({ status: 'lost', payout: 0 });
    expect(lost.round.outcome['hit']).toBe(mine);
    expect(lost.balance).toBe(995.3);
  });
});

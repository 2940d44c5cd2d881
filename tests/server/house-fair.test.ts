// Provably fair in the genre's order (issue 28, item 7), through HTTP on PGlite: the hash of a server seed is
// published before the player chooses the client seed it is paired with — the first pair waits for the player's
// client seed (no round before, nothing moved), and the next seed's hash is shown before a rotation names the next
// client seed; the seed a rotation reveals is the one whose commitment the player saw, the chain of seeds links
// hash to hash, and seed rows from before migration 0021 get a committed next seed with their rounds verifiable.
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { floatsNeededFor, type HouseGameId, outcomeFromFloats, parseHouseParams, statedRtp } from '../../domain/games/index.ts';
import { checkChain, type GameMaths } from '../../games/shell/fair.ts';
import { down, up } from '../../server/db/migrations/0021-seed-commitments.ts';
import { fairFloats, seedRow, sha256Hex } from '../../server/modules/games/house/fair.ts';
import { lockActiveSeed } from '../../server/modules/games/house/seed-lock.ts';
import { balanceOf } from './tickets-helpers.ts';
import { chooseClientSeed, launchReal, newPlayer, realMoney } from './games-helpers.ts';
import { useTestApp } from './helpers.ts';

const t = useTestApp();
const house = (path: string, body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: `/api/games/house/${path}`, payload: body });

interface Fair {
  server_seed_hash: string;
  client_seed: string | null;
  nonce: number;
  next_server_seed_hash: string;
}
interface Revealed {
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  last_nonce: number;
}
interface Round {
  nonce: number;
  server_seed_hash: string;
  client_seed: string;
  outcome: Record<string, unknown>;
}
const WHEEL = { risk: 'high', segments: 30 };

async function fairOf(token: string): Promise<Fair> {
  const res = await house('session', { token });
  expect(res.statusCode).toBe(200);
  return (res.json() as { session: { fair: Fair } }).session.fair;
}

async function playWheel(token: string): Promise<Round> {
  const res = await house('play', { token, bet: 1, params: WHEEL });
  expect(res.statusCode).toBe(200);
  return (res.json() as { round: Round }).round;
}

async function rotate(token: string, clientSeed?: string): Promise<{ revealed: Revealed | null; fair: Fair }> {
  const res = await house('seed', clientSeed === undefined ? { token } : { token, client_seed: clientSeed });
  expect(res.statusCode).toBe(200);
  return res.json() as { revealed: Revealed | null; fair: Fair };
}

const replays = (seed: Revealed, round: Round): boolean =>
  JSON.stringify(outcomeFromFloats('wheel', WHEEL, fairFloats(seed.server_seed, seed.client_seed, round.nonce, 1))) === JSON.stringify(round.outcome);

describe('provably fair order', () => {
  it('a first seed pair waits for the player: the hash is published first, no round before the client seed, nothing moved', async () => {
    await realMoney(t.app, true);
    const p = await newPlayer(t.app);
    const token = await launchReal(t.app, p, 'wheel', null);
    const shown = await fairOf(token);
    expect(shown.client_seed).toBeNull();
    expect(shown.server_seed_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(shown.next_server_seed_hash).toMatch(/^[0-9a-f]{64}$/);
    const before = await balanceOf(t.app, p.userId);

    const refused = await house('play', { token, bet: 1, params: WHEEL });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: 'Choose a client seed first', code: 'CLIENT_SEED_NEEDED' });
    const noSeed = await house('seed', { token });
    expect(noSeed.statusCode).toBe(409);
    expect(noSeed.json().code).toBe('CLIENT_SEED_NEEDED');
    expect(await balanceOf(t.app, p.userId)).toBe(before);
    expect(await t.app.db.selectFrom('house_rounds').select('id').where('user_id', '=', p.userId).execute()).toEqual([]);

    // The player's choice pairs with the seed whose hash was shown: nothing revealed, the commitments unchanged.
    const chosen = await rotate(token, 'chosen-by-me');
    expect(chosen.revealed).toBeNull();
    expect(chosen.fair).toEqual({ ...shown, client_seed: 'chosen-by-me' });
    const round = await playWheel(token);
    expect(round).toMatchObject({ nonce: 0, server_seed_hash: shown.server_seed_hash, client_seed: 'chosen-by-me' });
  });

  it('the commitment a player saw before choosing is the seed later revealed, link after link of the chain', async () => {
    await realMoney(t.app, true);
    const p = await newPlayer(t.app);
    const token = await launchReal(t.app, p, 'wheel', null);
    const first = await fairOf(token);
    await chooseClientSeed(t.app, token, 'one');
    const rounds: Round[] = [await playWheel(token), await playWheel(token)];
    // What the player sees before choosing the next client seed: the next seed's hash.
    const seenBeforeChoosing = (await fairOf(token)).next_server_seed_hash;
    const second = await rotate(token, 'two');
    expect(second.revealed?.server_seed_hash).toBe(first.server_seed_hash);
    expect(sha256Hex(second.revealed?.server_seed ?? '')).toBe(first.server_seed_hash);
    expect(second.fair).toMatchObject({ server_seed_hash: seenBeforeChoosing, client_seed: 'two', nonce: 0 });
    expect(second.fair.next_server_seed_hash).not.toBe(seenBeforeChoosing);
    rounds.push(await playWheel(token));
    expect(rounds[2]).toMatchObject({ server_seed_hash: seenBeforeChoosing, client_seed: 'two', nonce: 0 });

    const third = await rotate(token);
    // The seed revealed now is the one committed before 'two' was chosen, and it drew that round.
    expect(sha256Hex(third.revealed?.server_seed ?? '')).toBe(seenBeforeChoosing);
    expect(third.fair).toMatchObject({ server_seed_hash: second.fair.next_server_seed_hash, client_seed: 'two' });
    const revealed = [second.revealed, third.revealed] as Revealed[];
    expect(rounds.map((r) => replays(revealed.find((s) => s.server_seed_hash === r.server_seed_hash) as Revealed, r))).toEqual([true, true, true]);
  });

  it('a rotation while a round is open is refused with ROUND_OPEN and reveals nothing', async () => {
    await realMoney(t.app, true);
    const p = await newPlayer(t.app);
    const token = await launchReal(t.app, p, 'mines');
    const before = await fairOf(token);
    expect((await house('play', { token, bet: 1, params: { mines: 3 } })).statusCode).toBe(200);
    const refused = await house('seed', { token, client_seed: 'later' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('ROUND_OPEN');
    expect(await fairOf(token)).toEqual({ ...before, nonce: 1 });
  });

  it("the page's chain check passes the server's chain (mines rounds with their moves too) and catches a swapped seed", async () => {
    await realMoney(t.app, true);
    const p = await newPlayer(t.app);
    const token = await launchReal(t.app, p, 'mines', null);
    const shown = await fairOf(token);
    // As the panel records it: the active hash each choice paired with → the hash shown before that choice.
    const committed = new Map<string, string>();
    const first = await rotate(token, 'pick-one');
    committed.set(first.fair.server_seed_hash, shown.server_seed_hash);
    for (const tile of [0, 1]) {
      // 5 mines: a swapped seed reproduces a round's layout by chance once in C(25, 5) = 53,130 (with 1 mine it was
      // once in 25, and 'catches a swapped seed' failed about one run in twelve).
      const played = (await house('play', { token, bet: 1, params: { mines: 5 } })).json() as { round: { id: string; status: string } };
      const moved = await house('act', { token, round_id: played.round.id, action: 'reveal', tile });
      if ((moved.json() as { round: { status: string } }).round.status === 'open') {
        const out = await house('act', { token, round_id: played.round.id, action: 'cashout' });
        expect(out.statusCode, out.body).toBe(200);
      }
    }
    const second = await rotate(token, 'pick-two');
    committed.set(second.fair.server_seed_hash, first.fair.next_server_seed_hash);
    const rounds = (await house('session', { token })).json().session.history;
    const mines: GameMaths = {
      parse: (raw) => parseHouseParams('mines' as HouseGameId, raw),
      floatsNeeded: (params) => floatsNeededFor('mines', params),
      outcome: (floats, params) => outcomeFromFloats('mines', params, floats) as { multiplier: number },
      rtp: (params) => Number(statedRtp('mines', params)),
    };
    const seed = second.revealed as Revealed;
    expect(checkChain(mines, [seed], committed, rounds)).toEqual([{ seed, hashOk: true, committedOk: true, rounds: 2, reproduced: 2 }]);
    // A server that swapped the seed after the player chose would reveal one that misses the commitment shown.
    const swapped = { ...seed, server_seed: 'f'.repeat(64), server_seed_hash: first.fair.server_seed_hash };
    expect(checkChain(mines, [swapped], committed, rounds)[0]).toMatchObject({ hashOk: false, committedOk: false, reproduced: 0 });
    const forged = new Map([[first.fair.server_seed_hash, 'e'.repeat(64)]]);
    expect(checkChain(mines, [seed], forged, rounds)[0]).toMatchObject({ hashOk: true, committedOk: false, reproduced: 2 });
  });

  it('a play whose seed row keeps being swapped under it is refused 409 SEED_BUSY after its retries, never a 500', async () => {
    const p = await newPlayer(t.app);
    let made = 0;
    // Each try finds no active row, as when a rotation retired the one it waited on; here the row it then makes is
    // never active either, so every try comes back empty.
    const swappedAway = () => {
      made += 1;
      return { ...seedRow(p.userId, 'keno', Date.now(), 'x'.repeat(64), 'c'), active: false, next_server_seed: null, next_server_seed_hash: null };
    };
    const attempt = t.app.db.transaction().execute((trx) => lockActiveSeed(trx, p.userId, 'keno', swappedAway));
    await expect(attempt).rejects.toMatchObject({ statusCode: 409, code: 'SEED_BUSY', message: 'Your seeds are changing. Please try again' });
    expect(made).toBe(32);
    expect(await t.app.db.selectFrom('house_seeds').select('id').where('user_id', '=', p.userId).execute()).toEqual([]);
  });

  it('seed rows from before migration 0021 get a committed next seed; their rounds stay verifiable', async () => {
    await realMoney(t.app, true);
    const p = await newPlayer(t.app);
    const token = await launchReal(t.app, p, 'wheel');
    const round = await playWheel(token);
    const db = t.app.db as unknown as Kysely<unknown>;
    await down(db);
    await up(db);
    const row = await t.app.db
      .selectFrom('house_seeds')
      .select(['next_server_seed', 'next_server_seed_hash', 'server_seed_hash'])
      .where('user_id', '=', p.userId)
      .where('active', '=', true)
      .executeTakeFirstOrThrow();
    expect(row.server_seed_hash).toBe(round.server_seed_hash);
    expect(row.next_server_seed_hash).toBe(sha256Hex(row.next_server_seed ?? ''));
    const shown = await fairOf(token);
    expect(shown.next_server_seed_hash).toBe(row.next_server_seed_hash);
    const rotated = await rotate(token);
    expect(replays(rotated.revealed as Revealed, round)).toBe(true);
    expect(rotated.fair.server_seed_hash).toBe(shown.next_server_seed_hash);
  });
});

// Provably fair seeds under concurrent play on a real PostgreSQL with two server instances (TEST_DATABASE_URL;
// skipped otherwise), issue 28 item 8: plays and seed rotations of one player sent at once to both instances are
// serialised on the player's seed row (or refused with a declared 409) — never a 500, never a nonce used twice —
// and every round replays from the seed revealed for it, each revealed seed the commitment published before.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { fairFloats, sha256Hex } from '../../server/modules/games/house/fair.ts';
import { outcomeFromFloats, floatsNeededFor } from '../../domain/games/index.ts';
import { launchReal, newPlayer, realMoney } from './games-helpers.ts';
import { ADMIN_URL, usePgApps } from './pg-scratch.ts';

interface Revealed {
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  last_nonce: number;
}

describe.skipIf(ADMIN_URL === undefined)('house seeds on PostgreSQL, two instances', () => {
  const { apps } = usePgApps('birrbet_house_fair', { count: 2 });
  const call = (app: FastifyInstance, path: string, body: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: `/api/games/house/${path}`, payload: body });

  it('30 keno plays and 10 seed rotations at once: no 5xx, no nonce twice, every round replays from its revealed seed', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    await realMoney(a, true);
    const p = await newPlayer(a, 100_000);
    const token = await launchReal(a, p, 'keno');
    const params = { picks: [3, 11, 17, 29] };
    const calls: Promise<LightMyRequestResponse>[] = [];
    for (let i = 0; i < 40; i += 1) {
      const app = i % 2 === 0 ? a : b;
      calls.push(i % 4 === 3 ? call(app, 'seed', { token, client_seed: `player-seed-${i}` }) : call(app, 'play', { token, bet: 1, params }));
    }
    const answers = await Promise.all(calls);
    const failures = answers.flatMap((r, i) => (r.statusCode >= 500 ? [`${i % 4 === 3 ? 'rotation' : 'play'}: ${r.statusCode} ${r.body}`] : []));
    expect(failures).toEqual([]);
    // A refusal is one of the endpoint's declared 409s, nothing else (the balance covers every play).
    expect(answers.filter((r) => r.statusCode !== 200).map((r) => r.json().code)).toEqual([]);

    const rounds = await a.db.selectFrom('house_rounds').select(['seed_id', 'nonce', 'params', 'outcome']).where('user_id', '=', p.userId).execute();
    expect(rounds).toHaveLength(30);
    expect(new Set(rounds.map((r) => `${r.seed_id}:${r.nonce}`)).size).toBe(30);

    // Reveal the last seed too, then replay every round from what the rotations revealed.
    const last = await call(a, 'seed', { token });
    expect(last.statusCode).toBe(200);
    const revealed = [...answers, last]
      .filter((r) => r.statusCode === 200 && r.json().revealed !== undefined)
      .map((r) => r.json().revealed as Revealed | null)
      .filter((r): r is Revealed => r !== null);
    const seeds = await a.db.selectFrom('house_seeds').select(['id', 'server_seed_hash']).where('user_id', '=', p.userId).execute();
    const byHash = new Map(revealed.map((r) => [r.server_seed_hash, r]));
    for (const round of rounds) {
      const hash = seeds.find((s) => s.id === round.seed_id)?.server_seed_hash ?? '';
      const seed = byHash.get(hash);
      expect(seed).toBeDefined();
      expect(sha256Hex(seed?.server_seed ?? '')).toBe(hash);
      const floats = fairFloats(seed?.server_seed ?? '', seed?.client_seed ?? '', round.nonce, floatsNeededFor('keno', params));
      expect(outcomeFromFloats('keno', params, floats)).toEqual(round.outcome);
      expect(round.nonce).toBeLessThanOrEqual(seed?.last_nonce ?? -1);
    }
  });
});

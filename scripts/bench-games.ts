// `npm run bench:games` (issue 15): each house game's return to player over 1,000,000 simulated rounds played with
// real provably-fair bytes — a random server seed per run (node:crypto; BENCH_SERVER_SEED replays a run), a fixed
// client seed, nonces 0…N−1, HMAC_SHA256(serverSeed, clientSeed:nonce:cursor) — beside the RTP the game states
// (domain/games, computed exactly). Prints per game the measured RTP, the stated one, the difference and the 95 %
// confidence half-width of the measurement (1.96·σ/√N), and exits 1 when any |difference| > 0.5 pp.
// The settings are the games' defaults, chosen so that σ per round is at most ~1.4 bets and 1,000,000 rounds pin the
// RTP to about ±0.3 pp (95 %): crash cashing out at 2×, mines with 3 mines cashing out after 3 picks, plinko 12 rows
// medium, keno with 5 picks, wheel medium with 20 segments, fruits with every free spin played out (the free spins
// are part of the round they came from, so a round's multiplier includes them).
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { blocksFor, fairMessage, floatsFromBytes, floatsNeededFor, type HouseGameId, outcomeFromFloats, statedRtp } from '../domain/games/index.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1_000_000);
const LIMIT_PP = 0.5;
const serverSeed = process.env.BENCH_SERVER_SEED ?? randomBytes(32).toString('hex');
const clientSeed = 'bench-client-seed';

const SETS: { game: HouseGameId; label: string; params: unknown }[] = [
  { game: 'crash', label: 'cash out at 2×', params: { autoCashout: 2 } },
  { game: 'mines', label: '3 mines, cash out after 3 picks', params: { mines: 3, picks: [0, 1, 2] } },
  { game: 'plinko', label: '12 rows, medium', params: { rows: 12, risk: 'medium' } },
  { game: 'keno', label: '5 picks', params: { picks: [3, 7, 12, 21, 33] } },
  { game: 'wheel', label: 'medium, 20 segments', params: { risk: 'medium', segments: 20 } },
  { game: 'fruits', label: '5 lines, free spins played out', params: {} },
];

function block(nonce: number, cursor: number): number[] {
  return floatsFromBytes(
    createHmac('sha256', serverSeed)
      .update(fairMessage(clientSeed, nonce, cursor))
      .digest(),
  );
}

/** One round's multiplier; a fruits round asks for more blocks while free spins are left. */
function play(game: HouseGameId, params: unknown, nonce: number): number {
  const floats: number[] = [];
  for (let cursor = 0; cursor < blocksFor(floatsNeededFor(game, params)); cursor += 1) {
    floats.push(...block(nonce, cursor));
  }
  for (;;) {
    const outcome = outcomeFromFloats(game, params, floats);
    if (typeof outcome === 'string') {
      throw new Error(`${game}: ${outcome}`);
    }
    const left = 'freeSpinsLeft' in outcome ? Number(outcome.freeSpinsLeft) : 0;
    if (left === 0) {
      return outcome.multiplier;
    }
    floats.push(...block(nonce, floats.length / 8));
  }
}

const pct = (x: number, digits = 3) => `${(x * 100).toFixed(digits)} %`;
const pad = (s: string, n: number) => s.padEnd(n);

console.log(`House games RTP bench: ${ROUNDS.toLocaleString('en')} rounds each`);
console.log(
  `server seed ${serverSeed} (commitment ${createHash('sha256').update(serverSeed).digest('hex').slice(0, 16)}…), client seed ${clientSeed}`,
);
console.log(
  `${pad('game', 7)}| ${pad('params', 32)}| ${pad('rounds', 10)}| ${pad('measured RTP', 13)}| ${pad('stated RTP', 11)}| ${pad('diff pp', 8)}| 95 % ± pp`,
);
const started = performance.now();
let failed = false;
for (const { game, label, params } of SETS) {
  let sum = 0;
  let squares = 0;
  for (let nonce = 0; nonce < ROUNDS; nonce += 1) {
    const m = play(game, params, nonce);
    sum += m;
    squares += m * m;
  }
  const measured = sum / ROUNDS;
  const stated = statedRtp(game, params) as number;
  const sd = Math.sqrt(Math.max(0, squares / ROUNDS - measured * measured));
  const halfWidthPp = (1.96 * sd * 100) / Math.sqrt(ROUNDS);
  const diffPp = (measured - stated) * 100;
  const ok = Math.abs(diffPp) <= LIMIT_PP;
  failed ||= !ok;
  console.log(
    `${pad(game, 7)}| ${pad(label, 32)}| ${pad(ROUNDS.toLocaleString('en'), 10)}| ${pad(pct(measured), 13)}| ${pad(pct(stated), 11)}| ${pad(
      `${diffPp >= 0 ? '+' : ''}${diffPp.toFixed(3)}`,
      8,
    )}| ${halfWidthPp.toFixed(3)}${ok ? '' : `  FAIL: beyond ±${LIMIT_PP} pp`}`,
  );
}
console.log(`elapsed ${((performance.now() - started) / 1000).toFixed(1)} s`);
if (failed) {
  console.error(`A measured RTP is more than ${LIMIT_PP} pp from its stated value (server seed above replays the run).`);
  process.exit(1);
}

// `npm run bench:live` (issue 32): what playing matches live costs one instance. 300 football matches of the demo feed
// are played at once (their timelines laid out from drawn results, as the engine does at kick-off), and every second
// of a 2-hour window each match's state is folded at that instant and its whole in-play book repriced — an upper
// bound: the server reprices a match only when its state changes. Prints the CPU time per second of play against the
// issue's budget (≤ 25 % of one core), and the one-off cost of laying a timeline out. The database writes of the
// engine (a transaction per match with new events) are not in these figures: they are measured by the server tests'
// own timings. The socket, live-bet and cash-out budgets are the server half (bench/live-server.bench.ts).
import { allFixturesBetween, sportModel } from '../server/modules/catalog/feed/index.ts';
import { seededRandom } from '../server/modules/catalog/feed/rng.ts';
import { playFootball } from '../server/modules/live/play-football.ts';
import { priceFootballLive } from '../server/modules/live/price-football.ts';
import { stateAt, type Timeline } from '../server/modules/live/timeline.ts';
import { drawFootball } from '../server/modules/tickets/results-football.ts';

const MATCHES = Number(process.env.BENCH_MATCHES ?? 300);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 600);
const BUDGET = 0.25;
const START = Date.parse('2026-12-01T00:00:00Z');

const fixtures = allFixturesBetween(START, START + 14 * 86_400_000).filter((f) => f.sportId === '1');
const games: { rates: { lh: number; la: number }; timeline: Timeline; offset: number }[] = [];
const laidOut = process.cpuUsage();
for (let i = 0; i < MATCHES; i++) {
  const f = fixtures[i % fixtures.length];
  const model = f === undefined ? null : sportModel(f);
  if (f === undefined || model?.kind !== 'football') {
    throw new Error('the demo feed has football fixtures with a football model');
  }
  const rand = seededRandom(`bench-live:${i}`);
  const rates = { lh: model.lh, la: model.la };
  // Matches at every stage of play: kick-offs spread over the last 2 hours.
  games.push({ rates, timeline: playFootball(drawFootball(rates.lh, rates.la, rand), rates, rand), offset: Math.floor(rand() * 7_200_000) });
}
const layoutUsage = process.cpuUsage(laidOut);
const layoutMs = (layoutUsage.user + layoutUsage.system) / 1000;

let markets = 0;
const ticks: number[] = [];
for (let second = 0; second < SECONDS; second++) {
  const before = process.cpuUsage();
  for (const g of games) {
    const state = stateAt(g.timeline, g.offset + second * 1000);
    markets += priceFootballLive(g.rates, state).length;
  }
  const used = process.cpuUsage(before);
  ticks.push((used.user + used.system) / 1000);
}
ticks.sort((a, b) => a - b);
const mean = ticks.reduce((s, x) => s + x, 0) / ticks.length;
const p99 = ticks[Math.floor(ticks.length * 0.99)] ?? 0;
const share = mean / 1000;

console.log(`Live bench: ${MATCHES} football matches in play, every one folded and repriced each second for ${SECONDS} s`);
console.log(`  laying out ${MATCHES} timelines (once, at kick-off): ${layoutMs.toFixed(0)} ms of CPU`);
console.log(`  markets priced: ${(markets / SECONDS).toFixed(0)} a second`);
console.log(`  CPU per second of play: mean ${mean.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`);
console.log(`  share of one core: ${(share * 100).toFixed(1)} %   (budget ≤ ${BUDGET * 100} %)`);
if (share > BUDGET) {
  console.error(`✖ the engine and repricing take ${(share * 100).toFixed(1)} % of a core, over the ${BUDGET * 100} % budget`);
  process.exit(1);
}

// `npm run bench:cashback` (issue 28 item 13): what the cashback ladder gives away, over simulated tickets at the
// book's own prices (scripts/bench-cashback/returns.ts). Prints the anchor slip (two correct-score legs at
// 1,973, and one tick above 2,000) under spec §9's ladder alone and under the default conditions, then over every
// slip shape (2–40 legs × leg price band × even or one long shot × stake 1, 10, 100 ETB) the highest return with
// and without the cashback, and how many shapes the cashback takes above their stake. Seeded (BENCH_SEED), so a
// run is reproducible; BENCH_TICKETS tickets per shape. Exits 1 when, under the defaults, any slip shape returns
// more than its stake on average (the same check tests/domain/cashback-returns.test.ts makes on fewer tickets).
import { DEFAULT_CASHBACK_RULES, LADDER_ONLY_RULES, type CashbackRules } from '../domain/cashback.ts';
import { allShapes, BANDS, bookLegs, correctScorePair, expectedPayout, type ShapeReturn, shapeReturns } from './bench-cashback/returns.ts';

const TICKETS = Number(process.env.BENCH_TICKETS ?? 200);
const SEED = Number(process.env.BENCH_SEED ?? 20261201);
const START = Date.parse('2026-12-01T00:00:00Z');
const STAKES = [100, 1_000, 10_000];
const LEG_COUNTS = Array.from({ length: 39 }, (_, i) => i + 2);

const pct = (x: number): string => `${(x * 100).toFixed(1)} %`;
const band = (i: number | null): string => {
  const [from, to] = BANDS[i ?? 0] ?? [0, 0];
  return `${(from / 100).toFixed(2)}–${(to / 100).toFixed(2)}`;
};
const legsText = (n: number): string => `${n} leg${n === 1 ? '' : 's'}`;
const describe = (r: ShapeReturn): string =>
  r.shape.longShot === null
    ? `${legsText(r.shape.legs)} at ${band(r.shape.band)}, stake ${r.shape.stakeCents / 100} ETB`
    : `${legsText(r.shape.legs - 1)} at ${band(r.shape.band)} + 1 at ${band(r.shape.longShot)}, stake ${r.shape.stakeCents / 100} ETB`;

const book = bookLegs(START, 3);
console.log(`Cashback bench: ${book.length.toLocaleString('en')} priced outcomes of the demo feed (3 days from 2026-12-01), seed ${SEED}`);

console.log('\nThe issue’s slip, 10 ETB on two correct-score legs, one of them lost (issue: about 125 % and 420 % today):');
for (const [a, b] of [
  [4442, 4442],
  [4473, 4472],
] as const) {
  const legs = correctScorePair(book, a, b);
  for (const [name, rules] of [
    ['spec ladder alone', LADDER_ONLY_RULES],
    ['default conditions', DEFAULT_CASHBACK_RULES],
  ] as const) {
    const e = expectedPayout(1_000, legs, rules);
    const total = e === null ? 0 : (e.win + e.cashback) / 1_000;
    console.log(`  ${a / 100} × ${b / 100} = ${((a * b) / 10_000).toFixed(2)}, ${name.padEnd(18)} returns ${pct(total)} of the stake`);
  }
}

/** Prints a rule set's figures; answers how many shapes return more than their stake. */
function run(name: string, rules: Readonly<CashbackRules>): number {
  const returns = shapeReturns(book, allShapes(STAKES, LEG_COUNTS), rules, TICKETS, SEED).filter((r) => r.tickets > 0);
  const worst = [...returns].sort((a, b) => b.withCashback - a.withCashback);
  const tipped = returns.filter((r) => r.alone <= 1 && r.withCashback > 1);
  const added = Math.max(...returns.map((r) => r.withCashback - r.alone));
  console.log(`\n${name}: ${returns.length} slip shapes × up to ${TICKETS} tickets`);
  console.log(`  highest return with the cashback: ${pct(worst[0]?.withCashback ?? 0)} (${worst[0] ? describe(worst[0]) : '—'})`);
  console.log(`  the most the cashback adds to a shape: ${(added * 100).toFixed(1)} pp of the stake`);
  console.log(`  shapes the cashback takes above their stake: ${tipped.length}`);
  for (const r of tipped.slice(0, 5)) {
    console.log(`    ${describe(r)}: ${pct(r.alone)} alone → ${pct(r.withCashback)}`);
  }
  const above = returns.filter((r) => r.alone > 1);
  if (above.length > 0) {
    const top = [...above].sort((a, b) => b.alone - a.alone)[0] as ShapeReturn;
    console.log(
      `  shapes above their stake WITHOUT any cashback (spec §9's multi-bet bonus ladder): ${above.length}, up to ${pct(top.alone)} (${describe(top)})`,
    );
  }
  return returns.filter((r) => r.withCashback > 1).length;
}

run('Spec ladder alone (before issue 28)', LADDER_ONLY_RULES);
const aboveStake = run(
  `Default conditions (${DEFAULT_CASHBACK_RULES.minSelections}+ legs, each ${DEFAULT_CASHBACK_RULES.minOddsHundredths / 100}+, at most ${DEFAULT_CASHBACK_RULES.maxStakePercent} % of the stake and ${DEFAULT_CASHBACK_RULES.maxTicketCents / 100} ETB)`,
  DEFAULT_CASHBACK_RULES,
);
if (aboveStake > 0) {
  console.error(`✖ under the defaults ${aboveStake} slip shapes return more than their stake on average`);
}
process.exit(aboveStake > 0 ? 1 : 0);

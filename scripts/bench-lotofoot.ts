// `npm run bench:lotofoot`: what share of stakes each LotoFoot variant pays back (issue 14), over simulated weeks of
// the demo feed's own football fixtures. Each match's 1/X/2 chances come from the feed's model (the same Poisson
// rates that price its odds); the result is drawn from them. Players are a mix: 'favourites' pick the likeliest
// outcome of every match, 'informed' pick in proportion to the chances, 'random' pick uniformly; prices as players
// choose them (mostly 50–150 ETB). Prizes are domain/lotofoot/prizes.ts, pools carry over as the server does.
// Prints, per variant, the share paid back overall and per kind of player, how often the top tiers were hit and
// the worst week for the house. Seeded (BENCH_SEED), so a run is reproducible. Exits 1 if a pool variant ever pays
// back more than it took in over the whole run beyond what it started with (a bug in the pool maths).
import { MATCHES, POOL_PERCENT, TIERS, weekPrizes, type GradedTicket, type LotofootVariantName } from '../domain/lotofoot/prizes.ts';
import { TOURNAMENTS } from '../server/modules/catalog/feed/index.ts';
import { chancesOf as chances, chooseOpenMatches } from '../server/modules/lotofoot/selection.ts';
import { mulberry32 } from '../server/modules/catalog/feed/rng.ts';
import { allFixturesBetween } from '../server/modules/catalog/feed/schedule.ts';
import { SPORT_IDS } from '../server/modules/catalog/feed/sports.ts';

const WEEKS = Number(process.env.BENCH_WEEKS ?? 260);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 300);
const rand = mulberry32(Number(process.env.BENCH_SEED ?? 20261124));
const PRICES = [10, 20, 50, 50, 100, 100, 150, 150, 150, 200, 500, 1000];
const KINDS = ['favourites', 'informed', 'random'] as const;
type Kind = (typeof KINDS)[number];
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
/** The server chooses among the matches of the coming 4 days. */
const WINDOW_MS = 4 * 24 * 60 * 60 * 1000;
const START = Date.parse('2026-11-28T00:00:00Z');

const draw = (p: readonly number[]): number => {
  let r = rand();
  for (let i = 0; i < p.length; i += 1) {
    r -= p[i] ?? 0;
    if (r <= 0) {
      return i;
    }
  }
  return p.length - 1;
};

function pickFor(kind: Kind, p: [number, number, number]): number {
  if (kind === 'favourites') {
    return p.indexOf(Math.max(...p));
  }
  return kind === 'informed' ? draw(p) : Math.floor(rand() * 3);
}

interface Totals {
  stakes: number;
  prizes: number;
  byKind: Record<Kind, { stakes: number; prizes: number }>;
  topHits: number;
  worstWeek: number;
  carry: number;
}

const variants = Object.keys(MATCHES) as LotofootVariantName[];
const totals = new Map<LotofootVariantName, Totals>(
  variants.map((v) => [
    v,
    {
      stakes: 0,
      prizes: 0,
      byKind: { favourites: { stakes: 0, prizes: 0 }, informed: { stakes: 0, prizes: 0 }, random: { stakes: 0, prizes: 0 } },
      topHits: 0,
      worstWeek: 0,
      carry: 0,
    },
  ]),
);
const football = TOURNAMENTS.filter((t) => t.sportId === SPORT_IDS.soccer);
for (let w = 0; w < WEEKS; w += 1) {
  const fixtures = allFixturesBetween(START + w * WEEK_MS, START + w * WEEK_MS + WINDOW_MS, football).sort((a, b) => a.startTime - b.startTime);
  for (const variant of variants) {
    const matches = chooseOpenMatches(fixtures.slice(0, 400), MATCHES[variant]);
    if (matches.length < MATCHES[variant]) {
      continue;
    }
    const p = matches.map(chances);
    const results = p.map(draw);
    const t = totals.get(variant) as Totals;
    const tickets: (GradedTicket & { kind: Kind })[] = [];
    for (let i = 0; i < PLAYERS; i += 1) {
      const kind = KINDS[Math.floor(rand() * 10) < 4 ? 0 : Math.floor(rand() * 10) < 6 ? 1 : 2] as Kind;
      const picks = p.map((chance) => pickFor(kind, chance));
      const correct = picks.filter((pick, m) => pick === results[m]).length;
      tickets.push({ id: `${w}:${i}`, priceCents: (PRICES[Math.floor(rand() * PRICES.length)] ?? 50) * 100, correct, kind });
    }
    const { prizes, carryOutCents } = weekPrizes(variant, tickets, t.carry);
    t.carry = carryOutCents;
    let weekStakes = 0;
    let weekPrizesPaid = 0;
    for (const ticket of tickets) {
      const prize = prizes.get(ticket.id) ?? 0;
      weekStakes += ticket.priceCents;
      weekPrizesPaid += prize;
      t.byKind[ticket.kind].stakes += ticket.priceCents;
      t.byKind[ticket.kind].prizes += prize;
      if (ticket.correct === MATCHES[variant]) {
        t.topHits += 1;
      }
    }
    t.stakes += weekStakes;
    t.prizes += weekPrizesPaid;
    t.worstWeek = Math.max(t.worstWeek, weekPrizesPaid - weekStakes);
  }
}

const pct = (a: number, b: number): string => (b === 0 ? '—' : `${((100 * a) / b).toFixed(1)} %`);
const etb = (cents: number): string => `${Math.round(cents / 100).toLocaleString('en-US')} ETB`;
console.log(`LotoFoot payback: ${WEEKS} simulated weeks × ${PLAYERS} tickets per variant (40 % favourites, 36 % informed, 24 % random)`);
let failed = false;
for (const [variant, t] of totals) {
  const tiers = TIERS[variant].map((x) => (x.multiplier === null ? `${x.correct}:${x.poolShare}%` : `${x.correct}:${x.multiplier}×`)).join(' ');
  console.log(`${variant.padEnd(12)} paid back ${pct(t.prizes, t.stakes)} of ${etb(t.stakes)} staked (tiers ${tiers}${x(variant)})`);
  for (const kind of KINDS) {
    console.log(`  ${kind.padEnd(10)} ${pct(t.byKind[kind].prizes, t.byKind[kind].stakes)}`);
  }
  console.log(
    `  top tier hit by ${t.topHits} tickets; worst week: the house lost ${etb(Math.max(0, t.worstWeek))}; carried at the end ${etb(t.carry)}`,
  );
  if (TIERS[variant][0]?.poolShare != null && t.prizes > Math.floor((t.stakes * POOL_PERCENT) / 100)) {
    console.error(`  ✖ ${variant} paid more than its pools took in`);
    failed = true;
  }
}
function x(variant: LotofootVariantName): string {
  return TIERS[variant][0]?.poolShare == null ? '' : `, pool ${POOL_PERCENT} % of stakes`;
}
process.exit(failed ? 1 : 0);

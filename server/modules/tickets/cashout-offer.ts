// Cash-out offers from the stored state (issue 32): tickets' legs, their markets' current prices and states, and the
// operator's switches (cashout_blocks), fed to domain/cashout.ts. offersOf reads any number of tickets in three
// statements (legs, markets with their outcomes, switches) — the offers of 10,000 open tickets after a price change
// cost three reads and the maths, not 30,000 reads. In the transaction that pays a cash-out (offerOf with lock) the
// legs' markets and outcomes are read FOR SHARE (the lock every price writer waits on, as a ticket's check does), so
// the offer paid is the one on the prices of that moment. Only PENDING tickets of the kinds asked for are offered: a
// player's money tickets, or (the shop counter's, shops/cashout.ts) CASH- tickets.
import { sql, type Kysely } from 'kysely';
import { bettingClosed } from '../../../domain/betting-window.ts';
import { cashoutOffer, fairProbabilities, type CashoutOffer } from '../../../domain/cashout.ts';
import type { Database } from '../../db/index.ts';
import { isPlayedLive } from '../catalog/status.ts';

export interface OfferTicket {
  id: string;
  kind: string;
  merchant_id: string;
  status: string;
  stake_cents: string | number | bigint;
  open_stake_cents: string | number | bigint | null;
}

export type TicketOffer = (CashoutOffer | { available: false; reason: 'NOT_PENDING' | 'SWITCHED_OFF' }) & {
  openStakeCents: number;
  /** Sports of the undecided legs being played now: taking the offer waits for their delay. */
  inPlaySports: string[];
};

export const openStakeOf = (t: OfferTicket): number => Number(t.open_stake_cents ?? t.stake_cents);

const key = (m: string, k: string, s: string): string => `${m}\u0000${k}\u0000${s}`;

type Db = Kysely<Database>;

async function legsOf(db: Db, ticketIds: readonly string[]) {
  return db
    .selectFrom('ticket_selections as s')
    .innerJoin('matches as m', 'm.id', 's.match_id')
    .select(['s.ticket_id', 's.match_id', 's.market_id', 's.specifier', 's.outcome_id', 's.odds_hundredths', 's.status'])
    .select(['m.status as match_status', 'm.sport_id', 'm.start_time'])
    .where('s.ticket_id', 'in', ticketIds)
    .orderBy('s.ticket_id')
    .orderBy('s.position')
    .execute();
}
type LegRow = Awaited<ReturnType<typeof legsOf>>[number];

async function marketsOf(db: Db, legs: readonly LegRow[], lock: boolean) {
  const wanted = [...new Map(legs.map((l) => [key(l.match_id, l.market_id, l.specifier), l])).values()];
  if (wanted.length === 0) {
    return [];
  }
  const q = db
    .selectFrom('markets as k')
    .innerJoin('outcomes as o', (j) =>
      j.onRef('o.match_id', '=', 'k.match_id').onRef('o.market_id', '=', 'k.market_id').onRef('o.specifier', '=', 'k.specifier'),
    )
    .select(['k.match_id', 'k.market_id', 'k.specifier', 'k.status', 'o.outcome_id', 'o.odds_hundredths'])
    .where(
      sql<boolean>`(k.match_id, k.market_id, k.specifier) in (${sql.join(wanted.map((l) => sql`(${l.match_id}, ${l.market_id}, ${l.specifier})`))})`,
    )
    .orderBy('k.match_id')
    .orderBy('k.market_id')
    .orderBy('k.specifier')
    .orderBy('o.outcome_id');
  return lock ? q.forShare().execute() : q.execute();
}
type MarketRow = Awaited<ReturnType<typeof marketsOf>>[number];

/** The offer of one ticket from its rows. */
function offerFrom(
  t: OfferTicket,
  legs: readonly LegRow[],
  markets: ReadonlyMap<string, MarketRow[]>,
  blocks: readonly Block[],
  nowMs: number,
  kinds: readonly string[],
): TicketOffer {
  const openStakeCents = openStakeOf(t);
  if (t.status !== 'PENDING' || !kinds.includes(t.kind)) {
    return { available: false, reason: 'NOT_PENDING', openStakeCents, inPlaySports: [] };
  }
  const blocked = (l: LegRow): boolean =>
    blocks.some(
      (b) =>
        b.merchant_id === t.merchant_id && (b.sport_id === '' || b.sport_id === l.sport_id) && (b.market_id === '' || b.market_id === l.market_id),
    );
  if (legs.some(blocked)) {
    return { available: false, reason: 'SWITCHED_OFF', openStakeCents, inPlaySports: [] };
  }
  const open = (l: LegRow): boolean =>
    (l.match_status === 'not_started' && !bettingClosed(l.start_time.getTime(), nowMs)) ||
    isPlayedLive({ status: l.match_status, sport_id: l.sport_id });
  const cashoutLegs = legs.map((l) => {
    const market = markets.get(key(l.match_id, l.market_id, l.specifier)) ?? [];
    const active = l.status === 'PENDING' && open(l) && market.length > 0 && market.every((o) => o.status === 'active');
    const fair = active ? fairProbabilities(market.map((o) => o.odds_hundredths)) : [];
    const at = market.findIndex((o) => o.outcome_id === l.outcome_id);
    return { status: l.status, oddsHundredths: l.odds_hundredths, fairProbability: at >= 0 && active ? (fair[at] ?? null) : null };
  });
  const inPlaySports = [...new Set(legs.filter((l) => l.status === 'PENDING' && l.match_status === 'live').map((l) => l.sport_id))];
  return { ...cashoutOffer(openStakeCents, cashoutLegs), openStakeCents, inPlaySports };
}

type Block = { merchant_id: string; sport_id: string; market_id: string };

/** The kinds of ticket a player may cash out; the counter passes ['cashier']. */
export const PLAYER_KINDS: readonly string[] = ['money'];

/** The offers of many tickets now, by ticket id, in three reads; `lock`: markets and outcomes FOR SHARE. */
export async function offersOf(
  db: Db,
  tickets: readonly OfferTicket[],
  nowMs: number,
  lock = false,
  kinds = PLAYER_KINDS,
): Promise<Map<string, TicketOffer>> {
  const offered = tickets.filter((t) => t.status === 'PENDING' && kinds.includes(t.kind));
  const legs =
    offered.length === 0
      ? []
      : await legsOf(
          db,
          offered.map((t) => t.id),
        );
  const pending = legs.filter((l) => l.status === 'PENDING');
  const markets = new Map<string, MarketRow[]>();
  for (const r of await marketsOf(db, pending, lock)) {
    const k = key(r.match_id, r.market_id, r.specifier);
    markets.set(k, [...(markets.get(k) ?? []), r]);
  }
  const merchants = [...new Set(offered.map((t) => t.merchant_id))];
  const blocks = merchants.length === 0 ? [] : await db.selectFrom('cashout_blocks').selectAll().where('merchant_id', 'in', merchants).execute();
  const byTicket = new Map<string, LegRow[]>();
  for (const l of legs) {
    byTicket.set(l.ticket_id, [...(byTicket.get(l.ticket_id) ?? []), l]);
  }
  return new Map(tickets.map((t) => [t.id, offerFrom(t, byTicket.get(t.id) ?? [], markets, blocks, nowMs, kinds)]));
}

/** One ticket's offer now; `lock`: read its legs' markets and outcomes FOR SHARE (in the paying transaction). */
export async function offerOf(db: Db, t: OfferTicket, nowMs: number, lock = false, kinds = PLAYER_KINDS): Promise<TicketOffer> {
  const offer = (await offersOf(db, [t], nowMs, lock, kinds)).get(t.id);
  if (offer === undefined) {
    throw new Error(`no offer computed for ticket ${t.id}`);
  }
  return offer;
}

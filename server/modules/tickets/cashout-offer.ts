// A ticket's cash-out offer from the stored state (issue 32): its legs, their markets' current prices and states, the
// operator's switches (cashout_blocks), fed to domain/cashout.ts. Read in the transaction that pays a cash-out, the
// legs' markets and outcomes are read FOR SHARE (the lock every price writer waits on, as a ticket's check does), so
// the offer paid is the one on the prices of that moment. Only money tickets of a player are offered.
import { sql, type Kysely } from 'kysely';
import { bettingClosed } from '../../../domain/betting-window.ts';
import { cashoutOffer, fairProbabilities, type CashoutLeg, type CashoutOffer } from '../../../domain/cashout.ts';
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

/** The ticket's offer now; `lock`: read its legs' markets and outcomes FOR SHARE (in the paying transaction). */
export async function offerOf(trx: Kysely<Database>, t: OfferTicket, nowMs: number, lock = false): Promise<TicketOffer> {
  const openStakeCents = openStakeOf(t);
  if (t.status !== 'PENDING' || t.kind !== 'money') {
    return { available: false, reason: 'NOT_PENDING', openStakeCents, inPlaySports: [] };
  }
  const legs = await trx
    .selectFrom('ticket_selections as s')
    .innerJoin('matches as m', 'm.id', 's.match_id')
    .select([
      's.match_id',
      's.market_id',
      's.specifier',
      's.outcome_id',
      's.odds_hundredths',
      's.status',
      'm.status as match_status',
      'm.sport_id',
      'm.start_time',
    ])
    .where('s.ticket_id', '=', t.id)
    .orderBy('s.position')
    .execute();
  const blocked = await trx
    .selectFrom('cashout_blocks')
    .select('merchant_id')
    .where('merchant_id', '=', t.merchant_id)
    .where((eb) => eb.or(legs.map((l) => eb.and([eb('sport_id', 'in', ['', l.sport_id]), eb('market_id', 'in', ['', l.market_id])]))))
    .executeTakeFirst();
  if (blocked !== undefined) {
    return { available: false, reason: 'SWITCHED_OFF', openStakeCents, inPlaySports: [] };
  }
  const pending = legs.filter((l) => l.status === 'PENDING');
  const rows =
    pending.length === 0
      ? []
      : await (() => {
          const q = trx
            .selectFrom('markets as k')
            .innerJoin('outcomes as o', (j) =>
              j.onRef('o.match_id', '=', 'k.match_id').onRef('o.market_id', '=', 'k.market_id').onRef('o.specifier', '=', 'k.specifier'),
            )
            .select(['k.match_id', 'k.market_id', 'k.specifier', 'k.status', 'o.outcome_id', 'o.odds_hundredths'])
            .where(
              sql<boolean>`(k.match_id, k.market_id, k.specifier) in (${sql.join(pending.map((l) => sql`(${l.match_id}, ${l.market_id}, ${l.specifier})`))})`,
            )
            .orderBy('k.match_id')
            .orderBy('k.market_id')
            .orderBy('k.specifier')
            .orderBy('o.outcome_id');
          return lock ? q.forShare().execute() : q.execute();
        })();
  const byMarket = new Map<string, typeof rows>();
  for (const r of rows) {
    const k = key(r.match_id, r.market_id, r.specifier);
    byMarket.set(k, [...(byMarket.get(k) ?? []), r]);
  }
  const open = (l: (typeof legs)[number]): boolean =>
    (l.match_status === 'not_started' && !bettingClosed(l.start_time.getTime(), nowMs)) ||
    isPlayedLive({ status: l.match_status, sport_id: l.sport_id });
  const cashoutLegs: CashoutLeg[] = legs.map((l) => {
    const market = byMarket.get(key(l.match_id, l.market_id, l.specifier)) ?? [];
    const active = l.status === 'PENDING' && open(l) && market.length > 0 && market.every((o) => o.status === 'active');
    const fair = active ? fairProbabilities(market.map((o) => o.odds_hundredths)) : [];
    const at = market.findIndex((o) => o.outcome_id === l.outcome_id);
    return { status: l.status, oddsHundredths: l.odds_hundredths, fairProbability: at >= 0 && active ? (fair[at] ?? null) : null };
  });
  const inPlaySports = [...new Set(pending.filter((l) => l.match_status === 'live').map((l) => l.sport_id))];
  return { ...cashoutOffer(openStakeCents, cashoutLegs), openStakeCents, inPlaySports };
}

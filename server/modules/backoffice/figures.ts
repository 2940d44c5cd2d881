// The book's figures of the business day so far (East Africa Time), read for /metrics and the dashboard: the players' money flow by ledger
// kind grouped into products, how many players staked, open tickets and what they would pay (the open liability),
// and the approvals waiting. Everything comes from the ledger and the tickets as stored — nothing is counted twice
// and nothing is kept beside them, so the figures cannot drift from the money.
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { dayOf, dayStartMs } from '../reports/business-day.ts';

/** Ledger transaction kinds → the product and the direction they count for (anything else: 'other'); 'games' is
 * split into casino and virtual by the provider (dayFigures). */
export const FLOW_OF: Readonly<Record<string, { product: string; flow: 'stake' | 'win' | 'deposit' | 'withdrawal' | 'other' }>> = {
  stake: { product: 'sports', flow: 'stake' },
  bet_hold: { product: 'sports', flow: 'stake' },
  bet_hold_release: { product: 'sports', flow: 'stake' },
  payout: { product: 'sports', flow: 'win' },
  cashout: { product: 'sports', flow: 'win' },
  rollback: { product: 'sports', flow: 'win' },
  lotofoot_stake: { product: 'lotofoot', flow: 'stake' },
  lotofoot_prize: { product: 'lotofoot', flow: 'win' },
  game_bet: { product: 'games', flow: 'stake' },
  game_win: { product: 'games', flow: 'win' },
  game_rollback: { product: 'games', flow: 'win' },
  deposit: { product: 'payments', flow: 'deposit' },
  deposit_excluded: { product: 'payments', flow: 'deposit' },
  withdrawal_hold: { product: 'payments', flow: 'withdrawal' },
  withdrawal_release: { product: 'payments', flow: 'withdrawal' },
};

export interface DayFigures {
  /** Cents by product and flow; stakes and withdrawals are positive amounts taken from players. */
  flows: { product: string; flow: string; cents: number }[];
  activePlayers: number;
  openTickets: number;
  openLiabilityCents: number;
  pendingApprovals: number;
}

/** 00:00 of today's business day (East Africa Time, as the reports count days). */
export const dayStart = (nowMs: number): Date => new Date(dayStartMs(dayOf(nowMs)));

export async function dayFigures(db: Db, nowMs: number): Promise<DayFigures> {
  const since = dayStart(nowMs);
  // A game's posting names its provider in the key (game:<provider>:…): a virtual-sports provider's counts as
  // 'virtual', any other's as 'casino' — the products the reports and the dashboard use.
  const { rows } = await sql<{ kind: string; game_kind: string | null; cents: string }>`
    select t.kind, gp.kind as game_kind, sum(p.amount_cents)::text as cents
    from ledger_postings p
    join ledger_transactions t on t.id = p.transaction_id
    join ledger_accounts a on a.id = p.account_id
    left join game_providers gp on t.kind like 'game\\_%' and gp.id = split_part(t.idempotency_key, ':', 2)
    where a.kind = 'player' and p.created_at >= ${since}
    group by t.kind, gp.kind`.execute(db);
  const sums = new Map<string, { product: string; flow: string; cents: number }>();
  for (const row of rows) {
    const kind = FLOW_OF[row.kind] ?? { product: 'other', flow: 'other' };
    const product = kind.product === 'games' ? (row.game_kind === 'virtual' ? 'virtual' : 'casino') : kind.product;
    const key = `${product}/${kind.flow}`;
    const entry = sums.get(key) ?? { product, flow: kind.flow, cents: 0 };
    // Player postings are negative for money leaving the player (a stake, a withdrawal): count those as taken.
    entry.cents += kind.flow === 'stake' || kind.flow === 'withdrawal' ? -Number(row.cents) : Number(row.cents);
    sums.set(key, entry);
  }
  const stakeKinds = Object.keys(FLOW_OF).filter((kind) => FLOW_OF[kind]?.flow === 'stake');
  const players = await sql<{ count: string }>`
    select count(distinct a.user_id)::text as count
    from ledger_postings p
    join ledger_transactions t on t.id = p.transaction_id
    join ledger_accounts a on a.id = p.account_id
    where a.kind = 'player' and p.created_at >= ${since} and t.kind in (${sql.join(stakeKinds)})`.execute(db);
  const activePlayers = Number(players.rows[0]?.count ?? 0);
  const open = await db
    .selectFrom('tickets')
    .select((eb) => [eb.fn.countAll<string>().as('count'), eb.fn.coalesce(eb.fn.sum<string>('net_win_cents'), sql<string>`0`).as('liability')])
    .where('status', '=', 'PENDING')
    .where('kind', '=', 'money')
    .executeTakeFirstOrThrow();
  const pending = await db
    .selectFrom('approvals')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return {
    flows: [...sums.values()],
    activePlayers,
    openTickets: Number(open.count),
    openLiabilityCents: Number(open.liability),
    pendingApprovals: Number(pending.count),
  };
}

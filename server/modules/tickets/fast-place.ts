// A money ticket in ONE statement (issue 16, bets at database speed): when every leg is exactly as the client saw
// it, the checks, the locks and every write are a single SQL statement (its own transaction: no BEGIN, no COMMIT,
// one round trip instead of six). The statement locks what the transaction of repo.ts locks, in the same order —
// the legs' matches FOR SHARE, then their markets and outcomes FOR SHARE, then the player's account FOR UPDATE,
// then the house shard — and writes only when all of these hold: every match found, not started and open past
// latestClosedKickoffMs; every market active; every outcome found at exactly the client's odds; the balance
// covering the stake. Then ticket, legs, ledger transaction, both balance moves and both postings are written
// together. When anything does not hold it writes nothing and answers null: the caller then runs the transaction
// of repo.ts, which finds the refusal in the spec's order (or places the ticket, if the state changed meanwhile).
// A self-excluded player (check.ts's first rule) makes it write nothing: the full transaction then refuses; so does
// any risk limit on the player, a match or a market of the ticket (risk-limits.ts checks it there).
// The figures were checked before (maths.ts checkFigures on the client's odds, which must equal the stored ones).
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { type BetBreakdown, oddsToHundredths } from '../../../domain/bet-math.ts';
import { hasDuplicateMatch } from '../../../domain/selection.ts';
import { latestClosedKickoffMs } from '../../../domain/betting-window.ts';
import type { Db } from '../../db/index.ts';
import { balanceEvents, publish } from '../realtime/bus.ts';
import type { Posting } from '../wallet/ledger.ts';
import { shardAccount } from '../wallet/shards.ts';
import type { PricedLeg } from './check.ts';
import type { SelectionInput, TicketInput } from './input.ts';
import { checkFigures, checkStake } from './maths.ts';
import { presentPlaced } from './present.ts';
import { newReference, type Placement, REFERENCE_PREFIX, stakeTransfer, type TicketDraft, ticketValues } from './repo.ts';

type LegRow = {
  position: number;
  market_name: string | null;
  outcome_name: string | null;
  start_time: Date | null;
  home_team: string | null;
  away_team: string | null;
  sport: string | null;
  category: string | null;
  tournament: string | null;
  ticket_id: string | null;
};

/**
 * Places a money ticket in one statement when its figures hold on the client's odds and no leg repeats a match;
 * null (nothing written) leaves it to the full transaction. The player's balance is announced after the commit.
 */
export async function placeMoneyTicketFast(db: Db, draft: TicketDraft & { userId: string }, input: TicketInput): Promise<Placement | null> {
  // The edge already refuses an empty slip; an empty one here would still find every (zero) rule holding.
  if (input.selections.length === 0 || hasDuplicateMatch(input.selections) || input.selections.some((s) => s.odds <= 1)) {
    return null;
  }
  const oddsHundredths = input.selections.map((s) => oddsToHundredths(s.odds));
  let breakdown: BetBreakdown;
  try {
    breakdown = checkFigures(checkStake(input.stake), oddsHundredths, input.figures);
  } catch {
    return null; // refused: the full transaction finds the refusal that comes first in the spec's order
  }
  const placement = await placeInOneStatement(db, draft, input.selections, oddsHundredths, breakdown);
  if (placement !== null) {
    await publish(db, balanceEvents([draft.userId]));
  }
  return placement;
}

/** Places the ticket in one statement, or answers null (nothing written) for the full transaction to decide. */
async function placeInOneStatement(
  db: Db,
  draft: TicketDraft & { userId: string },
  selections: readonly SelectionInput[],
  oddsHundredths: readonly number[],
  breakdown: BetBreakdown,
): Promise<Placement | null> {
  const id = randomUUID();
  const reference = newReference(REFERENCE_PREFIX[draft.kind]);
  const row = ticketValues({ ...draft, breakdown, legs: [] }, id, reference);
  const { created_at, settled_at, ...rest } = row;
  const stake = breakdown.stakeCents;
  // The same transfer the full transaction posts; the house side lands on the shard its key hashes to (postTransfer).
  const transfer = stakeTransfer(draft.userId, { id, reference }, stake);
  const [player, house] = transfer.postings.map((p) => ({ ...p, accountId: shardAccount(p.accountId, transfer.idempotencyKey) })) as [
    Posting,
    Posting,
  ];
  // In key order (match, market, specifier, outcome): each leg's rows are locked in turn, as check.ts locks them.
  const key = (l: { match_id: string; market_id: string; specifier: string; outcome_id: string }) =>
    [l.match_id, l.market_id, l.specifier, l.outcome_id].join('\u0000');
  const legs = selections
    .map((s, position) => ({
      position,
      match_id: s.matchId,
      market_id: s.marketId,
      specifier: s.specifier,
      outcome_id: s.outcomeId,
      odds: oddsHundredths[position],
    }))
    .sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  const columns = [...Object.keys(rest), 'created_at', 'settled_at'].map((c) => sql.ref(c));
  const { rows } = await sql<LegRow>`with
    legs as materialized (select * from json_to_recordset(${JSON.stringify(legs)}::json)
      as l(position int, match_id text, market_id text, specifier text, outcome_id text, odds int)),
    m as materialized (select x.* from legs l cross join lateral (
        select m.id, m.start_time, m.home_team, m.away_team, sp.name as sport, c.name as category, t.name as tournament
        from matches m left join sports sp on sp.id = m.sport_id left join categories c on c.id = m.category_id
          left join tournaments t on t.id = m.tournament_id
        where m.id = l.match_id and m.status = 'not_started' and m.start_time > ${new Date(latestClosedKickoffMs(draft.nowMs))}
        for share of m) x),
    k as materialized (select x.* from legs l cross join lateral (
        select k.match_id, k.market_id, k.specifier, o.outcome_id, k.name as market_name, o.name as outcome_name, o.odds_hundredths
        from markets k join outcomes o on o.match_id = k.match_id and o.market_id = k.market_id and o.specifier = k.specifier
        where k.match_id = l.match_id and k.market_id = l.market_id and k.specifier = l.specifier and o.outcome_id = l.outcome_id
          and k.status = 'active' and (select count(*) from m) = ${legs.length}
        for share) x),
    priced as materialized (select l.*, k.market_name, k.outcome_name from legs l join k using (match_id, market_id, specifier, outcome_id)
      where k.odds_hundredths = l.odds and l.odds > 100),
    p as materialized (select balance_cents from ledger_accounts where id = ${player.accountId}
      and (select count(*) from priced) = ${legs.length}
      and not exists (select 1 from self_exclusions e where e.user_id = ${draft.userId} and e.starts_at <= ${new Date(draft.nowMs)}
        and (e.ends_at is null or e.ends_at > ${new Date(draft.nowMs)}))
      and not exists (select 1 from risk_limits r where (r.scope = 'player' and r.scope_id = ${draft.userId})
        or (r.scope = 'match' and r.scope_id in (select match_id from legs))
        or (r.scope = 'market' and r.scope_id in (select match_id || '/' || market_id || '/' || specifier from legs)))
      for update),
    ok as materialized (select exists (select 1 from p where balance_cents >= ${stake}) as ok),
    t as (insert into tickets (${sql.join(columns)})
      select ${sql.join(Object.keys(rest).map((c) => sql`r.${sql.ref(c)}`))}, ${created_at}::timestamptz, ${settled_at}::timestamptz
      from json_populate_record(null::tickets, ${JSON.stringify(rest)}::json) r where (select ok from ok)
      on conflict (user_id, idempotency_key) do nothing returning id),
    s as (insert into ticket_selections (ticket_id, position, match_id, market_id, specifier, outcome_id, odds_hundredths, outcome_name, market_name, kickoff_at, status)
      select t.id, p.position, p.match_id, p.market_id, p.specifier, p.outcome_id, p.odds, p.outcome_name, p.market_name, m.start_time, 'PENDING'
      from t cross join priced p join m on m.id = p.match_id),
    claim as (insert into ledger_transactions (id, idempotency_key, kind, reason)
      select ${randomUUID()}, ${transfer.idempotencyKey}, ${transfer.kind}, ${transfer.reason} where exists (select 1 from t) returning id),
    m0 as (update ledger_accounts set balance_cents = balance_cents + ${player.amountCents}
      where id = ${player.accountId} and exists (select 1 from claim) returning id),
    m1 as (update ledger_accounts set balance_cents = balance_cents + ${house.amountCents}
      where id = ${house.accountId} and exists (select 1 from m0) returning id),
    posted as (insert into ledger_postings (transaction_id, account_id, amount_cents)
      select claim.id, v.account_id, v.amount from claim,
        (values (${player.accountId}::text, ${player.amountCents}::int8), (${house.accountId}::text, ${house.amountCents}::int8)) v(account_id, amount)
      where exists (select 1 from m1))
    select l.position, p.market_name, p.outcome_name, m.start_time, m.home_team, m.away_team, m.sport, m.category, m.tournament,
      (select id from t) as ticket_id
    from legs l left join priced p using (position) left join m on m.id = l.match_id order by l.position`.execute(db);
  const placed = rows[0]?.ticket_id ?? null;
  if (placed === null || rows.length !== selections.length) {
    return null;
  }
  const priced: PricedLeg[] = selections.map((s, i) => {
    const r = rows[i] as LegRow;
    return {
      matchId: s.matchId,
      marketId: s.marketId,
      specifier: s.specifier,
      outcomeId: s.outcomeId,
      oddsHundredths: oddsHundredths[i] as number,
      outcomeName: r.outcome_name ?? '',
      marketName: r.market_name ?? '',
      fixture: {
        startTime: r.start_time as Date,
        homeTeam: r.home_team,
        awayTeam: r.away_team,
        sportName: r.sport,
        categoryName: r.category,
        tournamentName: r.tournament,
      },
    };
  });
  return {
    id,
    created: true,
    ticket: presentPlaced(
      {
        ...row,
        settlement_round: 0,
        open_stake_cents: null,
        cashed_out_cents: 0,
        auto_cashout_cents: null,
        settled_tax_cents: null,
        settled_bonus_cents: null,
      },
      priced,
    ),
  };
}

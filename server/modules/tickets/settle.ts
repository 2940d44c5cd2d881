// Settlement: settleDue grades the pending legs of matches that have ended (the live feed's final whistle, or 2 hours
// after kick-off), or kicked off and have a stored result, against the result a ResultsSource gives (results-source.ts; a 'pending'
// result leaves them PENDING for a later run), then settles every ticket whose legs are all graded with
// domain/settlement.ts, under the merchant's cashback conditions (cashback-rules.ts: the per-player daily cap is
// checked in the paying transaction). Each ticket settles in its own ledger transaction (status, then payout from
// house:payouts with the key of its settlement round, payoutKey — or, for a void points ticket, its points given back
// from house:points:stakes under the same key), so a rerun or a second instance pays nothing twice. rollback.ts undoes
// a settlement.
import { settleTicket } from '../../../domain/settlement.ts';
import type { Db } from '../../db/index.ts';
import { SETTLE_AFTER_MS } from '../catalog/status.ts';
import { ledgerTransaction, playerAccountId } from '../wallet/ledger.ts';
import { pointsRefundTransfer } from '../wallet/points.ts';
import { expireUnpaidCashierTickets } from './expiry.ts';
import { HOUSE_PAYOUTS } from './repo.ts';
import { gradeLeg } from './results.ts';
import { capToPlayerDay, cashbackRulesOf } from './cashback-rules.ts';
import type { ResultLookup, ResultsSource } from './results-source.ts';
import { schedulePeriodic, type PeriodicJob } from '../../jobs.ts';

const SETTLE_EVERY_MS = 60_000;

/** The ledger key of a ticket's payout in a settlement round: payout:<id> for round 0, payout:<id>:<n> after. */
const payoutKey = (ticketId: string, round: number): string => (round === 0 ? `payout:${ticketId}` : `payout:${ticketId}:${round}`);

async function gradeDueLegs(db: Db, nowMs: number, source: ResultsSource): Promise<number> {
  const legs = await db
    .selectFrom('ticket_selections as s')
    .innerJoin('matches as m', 'm.id', 's.match_id')
    .select([
      's.ticket_id',
      's.position',
      's.market_id',
      's.specifier',
      's.outcome_id',
      'm.id as match_id',
      'm.sport_id',
      'm.tournament_id',
      'm.home_team',
      'm.away_team',
      'm.home_strength',
      'm.away_strength',
    ])
    .where('s.status', '=', 'PENDING')
    .where((eb) =>
      eb.or([
        eb('m.status', '=', 'ended'),
        eb('m.start_time', '<', new Date(nowMs - SETTLE_AFTER_MS)),
        eb.and([
          eb('m.start_time', '<', new Date(nowMs)),
          eb.exists(eb.selectFrom('match_results as r').select('r.match_id').whereRef('r.match_id', '=', 'm.id')),
        ]),
      ]),
    )
    .execute();
  const results = new Map<string, ResultLookup>();
  let graded = 0;
  const listed = new Map<string, Set<string>>();
  for (const leg of legs) {
    if (!results.has(leg.match_id)) {
      results.set(leg.match_id, await source.resultOf({ ...leg, id: leg.match_id }));
    }
    const result = results.get(leg.match_id) ?? null;
    if (result === 'pending') {
      continue;
    }
    if (leg.market_id === '45' && !listed.has(leg.match_id)) {
      const rows = await db.selectFrom('outcomes').select('outcome_id').where('match_id', '=', leg.match_id).where('market_id', '=', '45').execute();
      listed.set(leg.match_id, new Set(rows.map((r) => r.outcome_id)));
    }
    const status = gradeLeg(result, leg, listed.get(leg.match_id));
    await db
      .updateTable('ticket_selections')
      .set({ status })
      .where('ticket_id', '=', leg.ticket_id)
      .where('position', '=', leg.position)
      .where('status', '=', 'PENDING')
      .execute();
    graded += 1;
  }
  return graded;
}

/**
 * Settles one ticket if it is still PENDING and fully graded; true when it settled now. Safe to run concurrently for
 * any tickets from any instance (the PostgreSQL test of the daily cashback cap runs many at once).
 */
export async function settleOne(db: Db, ticketId: string, nowMs: number): Promise<boolean> {
  return ledgerTransaction(db, async ({ trx, post }) => {
    const t = await trx
      .selectFrom('tickets')
      .select(['id', 'kind', 'merchant_id', 'user_id', 'reference_id', 'stake_cents', 'open_stake_cents', 'net_win_cents', 'settlement_round'])
      .where('id', '=', ticketId)
      .where('status', '=', 'PENDING')
      .forUpdate()
      .executeTakeFirst();
    if (t === undefined) {
      return false;
    }
    const legs = await trx
      .selectFrom('ticket_selections')
      .select(['odds_hundredths', 'status'])
      .where('ticket_id', '=', ticketId)
      .orderBy('position')
      .execute();
    // A partial cash-out (cashout.ts) left less of the stake live: the ticket settles on what is left.
    const stake = Number(t.open_stake_cents ?? t.stake_cents);
    const rules = await cashbackRulesOf(trx, t.merchant_id);
    const settled = settleTicket(
      stake,
      legs.map((l) => ({ oddsHundredths: l.odds_hundredths, status: l.status })),
      rules,
    );
    if (settled.status === 'PENDING') {
      return false;
    }
    // Cashback (money and cashier tickets only: points tickets have none) within the player's cap for the day.
    const cashback =
      t.kind === 'points'
        ? 0
        : t.user_id === null
          ? settled.cashbackCents
          : await capToPlayerDay(trx, t.user_id, settled.cashbackCents, rules, nowMs);
    const s = settled.status === 'LOST' ? { ...settled, payoutCents: cashback, cashbackCents: cashback } : settled;
    // Points tickets win stake × rate (fixed at placement) in ETB; a void one gives its points back.
    const payout = t.kind !== 'points' ? s.payoutCents : s.status === 'WON' || s.status === 'PARTIALLY_WON' ? Number(t.net_win_cents) : 0;
    await trx
      .updateTable('tickets')
      .set({
        status: s.status,
        win_cents: payout,
        cashback_cents: s.cashbackCents,
        settled_tax_cents: s.breakdown?.incomeTaxCents ?? 0,
        settled_bonus_cents: s.breakdown?.bonusCents ?? 0,
        settled_at: new Date(nowMs),
      })
      .where('id', '=', ticketId)
      .execute();
    if (t.user_id === null) {
      return true;
    }
    if (t.kind === 'points' && s.status === 'VOID') {
      await post(pointsRefundTransfer(t.user_id, t.reference_id, payoutKey(t.id, t.settlement_round), stake));
    } else if (payout > 0) {
      await post({
        idempotencyKey: payoutKey(t.id, t.settlement_round),
        kind: 'payout',
        reason: `Payout of ticket ${t.reference_id} (${s.status})`,
        postings: [
          { accountId: HOUSE_PAYOUTS, amountCents: -payout },
          { accountId: playerAccountId(t.user_id), amountCents: payout },
        ],
      });
    }
    return true;
  });
}

export interface SettleRun {
  graded: number;
  settled: number;
}

/** Grades due legs and settles every ticket that became complete; safe to run repeatedly and concurrently. */
export async function settleDue(db: Db, nowMs: number, source: ResultsSource): Promise<SettleRun> {
  // Unpaid cashier tickets expire first (expiry.ts): they are then no longer PENDING and never settle.
  await expireUnpaidCashierTickets(db, nowMs);
  const graded = await gradeDueLegs(db, nowMs, source);
  const ready = await db
    .selectFrom('tickets')
    .select('id')
    .where('status', '=', 'PENDING')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('ticket_selections as s').select('s.ticket_id').whereRef('s.ticket_id', '=', 'tickets.id').where('s.status', '=', 'PENDING'),
        ),
      ),
    )
    .execute();
  let settled = 0;
  for (const { id } of ready) {
    settled += (await settleOne(db, id, nowMs)) ? 1 : 0;
  }
  return { graded, settled };
}

export type SettlementJob = PeriodicJob;

/** Runs settleDue every `everyMs` (never two runs at once); the timer never keeps the process alive. */
export function scheduleSettlement(
  db: Db,
  now: () => number,
  source: ResultsSource,
  onError: (error: unknown) => void,
  everyMs = SETTLE_EVERY_MS,
): SettlementJob {
  return schedulePeriodic(() => settleDue(db, now(), source), everyMs, onError);
}

// Grading and paying LotoFoot (issue 14). A closed week's matches get their 1/X/2 from the results source once
// due (the same source and timing as bet settlement: results-source.ts; a sport or match with no result is VOID,
// which counts as correct for everyone). When every match has its result the week settles in ONE ledger
// transaction: the week row is locked and must still be 'closed', every ticket is graded, prizes are computed
// (domain/lotofoot/prizes.ts) and paid (house:lotofoot → player, keyed lotofoot-prize:<ticket>), and the week
// turns 'settled' — so a rerun, a second instance or a kill -9 halfway pays nothing twice and nothing half.
import { sql } from 'kysely';
import { weekPrizes, type LotofootVariantName } from '../../../domain/lotofoot/prizes.ts';
import type { Db } from '../../db/index.ts';
import { SETTLE_AFTER_MS } from '../catalog/status.ts';
import { resultIndex } from '../tickets/results-lines.ts';
import type { ResultsSource } from '../tickets/results-source.ts';
import { ledgerTransaction, playerAccountId } from '../wallet/ledger.ts';
import { HOUSE_LOTOFOOT } from './submit.ts';

const PICKS = ['1', 'X', '2'] as const;

/** Fills in the results of closed weeks' matches that are due; returns how many it filled. */
async function recordResults(db: Db, nowMs: number, source: ResultsSource): Promise<number> {
  const due = await db
    .selectFrom('lotofoot_week_matches as w')
    .innerJoin('lotofoot_weeks as k', 'k.id', 'w.week_id')
    .innerJoin('matches as m', 'm.id', 'w.match_id')
    .select(['w.week_id', 'w.match_id', 'm.sport_id', 'm.tournament_id', 'm.home_team', 'm.away_team', 'm.home_strength', 'm.away_strength'])
    .where('k.status', '=', 'closed')
    .where('w.result', 'is', null)
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
  let filled = 0;
  for (const m of due) {
    const result = await source.resultOf({ ...m, id: m.match_id });
    if (result === 'pending') {
      continue;
    }
    const word = result !== null && result.kind === 'football' ? PICKS[resultIndex(result)] : 'VOID';
    await db
      .updateTable('lotofoot_week_matches')
      .set({ result: word })
      .where('week_id', '=', m.week_id)
      .where('match_id', '=', m.match_id)
      .where('result', 'is', null)
      .execute();
    filled += 1;
  }
  return filled;
}

/** Settles one closed week whose every match has a result; true when it settled now. */
async function settleWeek(db: Db, weekId: string, nowMs: number): Promise<boolean> {
  return ledgerTransaction(db, async ({ trx, post }) => {
    const week = await trx
      .selectFrom('lotofoot_weeks')
      .selectAll()
      .where('id', '=', weekId)
      .where('status', '=', 'closed')
      .forUpdate()
      .executeTakeFirst();
    if (week === undefined) {
      return false;
    }
    const matches = await trx.selectFrom('lotofoot_week_matches').select(['match_id', 'result']).where('week_id', '=', weekId).execute();
    if (matches.some((m) => m.result === null)) {
      return false;
    }
    const results = new Map(matches.map((m) => [m.match_id, m.result]));
    const tickets = await trx
      .selectFrom('lotofoot_tickets')
      .select(['id', 'user_id', 'price_cents', 'reference_id'])
      .where('week_id', '=', weekId)
      .where('status', '=', 'PENDING')
      .execute();
    const picks =
      tickets.length === 0
        ? []
        : await trx
            .selectFrom('lotofoot_picks')
            .select(['ticket_id', 'match_id', 'prediction'])
            .where(
              'ticket_id',
              'in',
              tickets.map((t) => t.id),
            )
            .execute();
    const correct = new Map<string, number>(tickets.map((t) => [t.id, 0]));
    for (const p of picks) {
      const result = results.get(p.match_id);
      if (result === 'VOID' || result === p.prediction) {
        correct.set(p.ticket_id, (correct.get(p.ticket_id) ?? 0) + 1);
      }
    }
    const graded = tickets.map((t) => ({ id: t.id, priceCents: Number(t.price_cents), correct: correct.get(t.id) ?? 0 }));
    const { prizes, poolCents, carryOutCents } = weekPrizes(week.variant as LotofootVariantName, graded, Number(week.carry_in_cents));
    const at = new Date(nowMs);
    for (const t of tickets) {
      const prize = prizes.get(t.id) ?? 0;
      await trx
        .updateTable('lotofoot_tickets')
        .set({ status: prize > 0 ? 'WON' : 'LOST', correct: correct.get(t.id) ?? 0, prize_cents: prize, settled_at: at })
        .where('id', '=', t.id)
        .execute();
      if (prize > 0) {
        await post({
          idempotencyKey: `lotofoot-prize:${t.id}`,
          kind: 'lotofoot_prize',
          reason: `Loto Foot prize of ticket ${t.reference_id}`,
          postings: [
            { accountId: HOUSE_LOTOFOOT, amountCents: -prize },
            { accountId: playerAccountId(t.user_id), amountCents: prize },
          ],
        });
      }
    }
    // What nobody won goes to the open week of the variant, or waits for the next one (weeks.ts takes it then).
    const next = await trx
      .updateTable('lotofoot_weeks')
      .set({ carry_in_cents: sql<number>`carry_in_cents + ${carryOutCents}` })
      .where('variant', '=', week.variant)
      .where('status', '=', 'open')
      .executeTakeFirst();
    await trx
      .updateTable('lotofoot_weeks')
      .set({ status: 'settled', settled_at: at, pool_cents: poolCents, carry_out_cents: carryOutCents, carried: Number(next.numUpdatedRows) > 0 })
      .where('id', '=', weekId)
      .execute();
    return true;
  });
}

export interface LotofootRun {
  results: number;
  settled: number;
}

/** Records due results and settles every week that is complete; safe to run repeatedly and concurrently. */
export async function settleLotofoot(db: Db, nowMs: number, source: ResultsSource): Promise<LotofootRun> {
  const results = await recordResults(db, nowMs, source);
  const complete = await db
    .selectFrom('lotofoot_weeks as k')
    .select('k.id')
    .where('k.status', '=', 'closed')
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('lotofoot_week_matches as w').select('w.match_id').whereRef('w.week_id', '=', 'k.id').where('w.result', 'is', null))),
    )
    .execute();
  let settled = 0;
  for (const { id } of complete) {
    settled += (await settleWeek(db, id, nowMs)) ? 1 : 0;
  }
  return { results, settled };
}

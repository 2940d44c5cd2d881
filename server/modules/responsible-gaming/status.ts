// The player's responsible-gaming state as the wire shows it (schema/responsible-gaming.ts): limits with what
// each rolling window counts and what is left, the exclusion in force, the age confirmation; and the reality
// check's session summary: stakes and winnings of the player's wallet since the session signed in, summed from
// the ledger (the honest source: it counts every game and bet path, whatever screen the player used).
import { fromCents } from '../../../domain/money.ts';
import { remainingCents } from '../../../domain/responsible-gaming.ts';
import type { ResponsibleGamingStatus, SessionSummary } from '../../../schema/responsible-gaming.ts';
import type { Db } from '../../db/index.ts';
import { playerAccountId } from '../wallet/ledger.ts';
import { activeExclusion } from './exclusion.ts';
import { countedDeposits, readLimits } from './limits.ts';

export async function statusOf(db: Db, userId: string, nowMs: number): Promise<ResponsibleGamingStatus> {
  const [limits, counted, exclusion, user] = [
    await readLimits(db, userId, nowMs),
    await countedDeposits(db, userId, nowMs),
    await activeExclusion(db, userId, nowMs),
    await db.selectFrom('users').select('age_confirmed_at').where('id', '=', userId).executeTakeFirst(),
  ];
  return {
    success: true,
    age_confirmed_at: user?.age_confirmed_at ? new Date(user.age_confirmed_at).toISOString() : null,
    limits: limits.map((l) => ({
      period: l.period,
      limit: l.limitCents === null ? null : fromCents(l.limitCents),
      pending:
        l.pending === null
          ? null
          : { limit: l.pending.limitCents === null ? null : fromCents(l.pending.limitCents), effective_at: l.pending.effectiveAt.toISOString() },
      used: fromCents(counted[l.period]),
      remaining: l.limitCents === null ? null : fromCents(remainingCents(l.limitCents, counted[l.period])),
    })),
    exclusion:
      exclusion === null
        ? null
        : {
            period: exclusion.period,
            starts_at: exclusion.startsAt.toISOString(),
            ends_at: exclusion.endsAt === null ? null : exclusion.endsAt.toISOString(),
          },
  };
}

/** Ledger kinds that are play: stakes out, winnings (and refunds of stakes) in. Deposits and credits are not. */
const STAKE_KINDS = ['stake', 'lotofoot_stake', 'game_bet', 'virtual_bet'];
const WIN_KINDS = ['payout', 'lotofoot_prize', 'game_win', 'game_rollback', 'rollback', 'virtual_win'];

export async function sessionSummary(db: Db, sessionId: string, userId: string): Promise<SessionSummary> {
  const session = await db.selectFrom('sessions').select('created_at').where('id', '=', sessionId).executeTakeFirstOrThrow();
  const since = new Date(session.created_at);
  const rows = await db
    .selectFrom('ledger_postings as p')
    .innerJoin('ledger_transactions as t', 't.id', 'p.transaction_id')
    .select(['t.kind', (eb) => eb.fn.sum<string>('p.amount_cents').as('total')])
    .where('p.account_id', '=', playerAccountId(userId))
    .where('p.created_at', '>=', since)
    .where('t.kind', 'in', [...STAKE_KINDS, ...WIN_KINDS])
    .groupBy('t.kind')
    .execute();
  let stakes = 0;
  let winnings = 0;
  for (const r of rows) {
    const total = Number(r.total);
    if (STAKE_KINDS.includes(r.kind)) {
      stakes -= total;
    } else {
      winnings += total;
    }
  }
  return {
    success: true,
    started_at: since.toISOString(),
    stakes: fromCents(stakes),
    winnings: fromCents(winnings),
    net: fromCents(winnings - stakes),
  };
}

// LotoFoot for the channels (issue 34): the open 7-match week as a feature phone or a chat shows it, and a ticket
// of 7 picks at the web's default price. Both go through the LotoFoot module (weeks.ts, submit.ts): the same week,
// deadline, self-exclusion check, weekly cap, ledger and Idempotency-Key as the web — nothing re-implemented.
// Refusals come back as ChannelRefusal with the web's codes and texts.
import { LOTOFOOT_DEFAULT_PRICE } from '../../../../domain/lotofoot.ts';
import type { Db } from '../../../db/index.ts';
import { findTicket } from '../../lotofoot/present.ts';
import { submitTicket } from '../../lotofoot/submit.ts';
import { currentWeekId, weekView } from '../../lotofoot/weeks.ts';
import type { ModuleOptions } from '../../module-options.ts';
import { asChannelRefusal } from './http-refusal.ts';
import { ChannelRefusal } from './types.ts';

const VARIANT = 'LOTOFOOT_7';
/** The channels sell the web's default ticket (domain/lotofoot.ts): one price a keypad need not type. */
export const CHANNEL_LOTOFOOT_CENTS = Math.round(Number(LOTOFOOT_DEFAULT_PRICE) * 100);

export interface ChannelLotofootWeek {
  weekId: string;
  /** n: 1..7, the order the player answers in. */
  matches: Array<{ n: number; home: string; away: string }>;
  stakeCents: number;
  closesAt: Date;
}

/** The open LotoFoot 7 week, or null when none is open (or its first match has kicked off). */
export async function currentWeek(db: Db, nowMs: number): Promise<ChannelLotofootWeek | null> {
  const id = await currentWeekId(db, VARIANT);
  const week = id === null ? null : await weekView(db, id);
  if (week === null || week.status !== 'open' || new Date(week.deadline).getTime() <= nowMs) {
    return null;
  }
  return {
    weekId: week.id,
    matches: week.matches.map((m, i) => ({ n: i + 1, home: m.home_team.name, away: m.away_team.name })),
    stakeCents: CHANNEL_LOTOFOOT_CENTS,
    closesAt: new Date(week.deadline),
  };
}

/**
 * Places a LotoFoot 7 ticket for the player: `picks` are the 7 answers in match order ('1', 'X', '2', any case).
 * `key` is the idempotency key: the same key answers the same ticket and never debits twice.
 */
export async function placeLotofoot(
  opts: ModuleOptions,
  input: { userId: string; merchantId: string; picks: string[]; key: string; nowMs: number },
): Promise<{ reference: string }> {
  const picks = input.picks.map((p) => p.trim().toUpperCase());
  const week = await currentWeek(opts.db, input.nowMs);
  if (week === null) {
    throw new ChannelRefusal('LOTOFOOT_WEEK_NOT_FOUND', 'No current week data available');
  }
  if (picks.length !== week.matches.length || picks.some((p) => p !== '1' && p !== 'X' && p !== '2')) {
    throw new ChannelRefusal('LOTOFOOT_INCOMPLETE', 'All matches must have predictions before submitting');
  }
  const view = await weekView(opts.db, week.weekId);
  const matchIds = (view?.matches ?? []).map((m) => m.match_id);
  const principal = { sessionId: 'channel', userId: input.userId, merchantId: input.merchantId, phone: '' };
  return asChannelRefusal(async () => {
    const { ticketId } = await submitTicket(
      opts.db,
      principal,
      {
        user_id: input.userId,
        merchant_id: input.merchantId,
        week_id: week.weekId,
        variant: VARIANT,
        predictions: matchIds.map((match_id, i) => ({ match_id, prediction: picks[i] as '1' | 'X' | '2' })),
        ticket_price: CHANNEL_LOTOFOOT_CENTS / 100,
      },
      input.key,
      input.nowMs,
      opts.config.lotofootWeeklyCapCents,
    );
    const ticket = await findTicket(opts.db, { id: ticketId });
    if (ticket === null) {
      throw new Error(`LotoFoot ticket ${ticketId} vanished after submit`);
    }
    return { reference: ticket.reference_id };
  });
}

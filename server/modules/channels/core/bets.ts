// A bet from a channel (issue 34): picks typed as match code + pick, a stake, and the slip's figures. quoteBet shows
// what the slip would (VAT, net stake, total odds, bonus, tax, potential win: domain/bet-math.ts, the web's maths);
// placeBet stores the ticket through the web's own placement (tickets/place.ts): the same checks of legs, prices,
// stake, self-exclusion and risk limits, in the transaction that debits the wallet. `key` makes it idempotent: the same
// key answers the ticket it placed (never a second debit); the same key with another bet is IDEMPOTENCY_CONFLICT.
// Every refusal is a ChannelRefusal with the web's code and English text (spec §8's where it has one).
import { betBreakdown, betTypeFor } from '../../../../domain/bet-math.ts';
import { TICKET_ERRORS } from '../../../../domain/ticket-errors.ts';
import { HttpError } from '../../../plugins/errors.ts';
import type { ModuleOptions } from '../../module-options.ts';
import { placePrematchTicket } from '../../tickets/place.ts';
import type { Db } from '../../../db/index.ts';
import { type CodedMatch, matchByCode } from './matches.ts';
import { toChannelRefusal } from './http-refusal.ts';
import { ChannelRefusal } from './types.ts';

export interface ChannelPick {
  code: number;
  /** '1', 'X', '2' (any case). */
  pick: string;
}

export interface QuotedLeg {
  code: number;
  home: string;
  away: string;
  pick: string;
  odds: number;
}

export interface BetQuote {
  legs: QuotedLeg[];
  betType: 'SINGLE' | 'MULTIPLE';
  stakeCents: number;
  vatCents: number;
  netStakeCents: number;
  totalOdds: number;
  bonusPercent: number;
  bonusCents: number;
  grossWinCents: number;
  incomeTaxCents: number;
  netWinCents: number;
}

/** The web's stake bounds (tickets/maths.ts checkStake): 1.00 to 100,000.00 ETB. */
const MIN_STAKE_CENTS = 100;
const MAX_STAKE_CENTS = 10_000_000;
const MAX_LEGS = 30;

const refusal = (code: keyof typeof TICKET_ERRORS, values: Record<string, string | number> = {}): ChannelRefusal =>
  new ChannelRefusal(code, TICKET_ERRORS[code], values);

interface Resolved {
  match: CodedMatch;
  chosen: CodedMatch['picks'][number];
}

async function resolve(db: Db, picks: readonly ChannelPick[], nowMs: number): Promise<Resolved[]> {
  if (picks.length === 0 || picks.length > MAX_LEGS) {
    throw refusal('INVALID_SELECTIONS');
  }
  if (new Set(picks.map((p) => p.code)).size !== picks.length) {
    throw refusal('DUPLICATE_MATCH');
  }
  const resolved: Resolved[] = [];
  for (const p of picks) {
    const match = await matchByCode(db, p.code, nowMs);
    if (match === null) {
      throw new ChannelRefusal('UNKNOWN_MATCH', `No open match with code ${p.code}`, { code: p.code });
    }
    const wanted = p.pick.trim().toUpperCase();
    const chosen = match.picks.find((c) => c.pick === wanted);
    if (chosen === undefined) {
      throw new ChannelRefusal('UNKNOWN_PICK', `Pick ${p.pick} is not offered for match ${p.code}`, { code: p.code, pick: p.pick });
    }
    resolved.push({ match, chosen });
  }
  return resolved;
}

function quoteOf(resolved: readonly Resolved[], stakeCents: number): BetQuote {
  if (!Number.isSafeInteger(stakeCents) || stakeCents < MIN_STAKE_CENTS || stakeCents > MAX_STAKE_CENTS) {
    throw new ChannelRefusal('VALIDATION_FAILED', 'Stake must be between 1.00 and 100,000.00 ETB');
  }
  const b = betBreakdown(
    stakeCents,
    resolved.map((r) => Math.round(r.chosen.odds * 100)),
  );
  if (b.exceedsCap) {
    throw refusal('POTENTIAL_WIN_TOO_HIGH');
  }
  return {
    legs: resolved.map(({ match, chosen }) => ({ code: match.code, home: match.home, away: match.away, pick: chosen.pick, odds: chosen.odds })),
    betType: betTypeFor(resolved.length),
    stakeCents: b.stakeCents,
    vatCents: b.vatCents,
    netStakeCents: b.netStakeCents,
    totalOdds: b.totalOddsHundredths / 100,
    bonusPercent: b.bonusPercent,
    bonusCents: b.bonusCents,
    grossWinCents: b.grossWinCents,
    incomeTaxCents: b.incomeTaxCents,
    netWinCents: b.netWinCents,
  };
}

/** The slip's figures for picks and a stake, at today's prices (nothing stored). */
export async function quoteBet(db: Db, opts: { picks: readonly ChannelPick[]; stakeCents: number; nowMs: number }): Promise<BetQuote> {
  return quoteOf(await resolve(db, opts.picks, opts.nowMs), opts.stakeCents);
}

export interface PlacedBet {
  reference: string;
  ticketId: string;
  quote: BetQuote;
  /** False when `key` had already placed this ticket (nothing debited this time). */
  created: boolean;
}

/** A player's refusal as the channel's: the code and text the web answers; anything else is not the player's doing. */
function asRefusal(err: unknown): unknown {
  if (err instanceof HttpError && err.statusCode < 500) {
    return toChannelRefusal(err);
  }
  return err;
}

/** Places the bet for the player, through the web's placement; idempotent by `key`. */
export async function placeBet(
  opts: ModuleOptions,
  bet: { userId: string; merchantId: string; picks: readonly ChannelPick[]; stakeCents: number; key: string; nowMs: number },
): Promise<PlacedBet> {
  const blocked = await opts.db.selectFrom('users').select('blocked_at').where('id', '=', bet.userId).executeTakeFirst();
  if (blocked === undefined || blocked.blocked_at !== null) {
    throw new ChannelRefusal('ACCOUNT_BLOCKED', 'This account is blocked');
  }
  const resolved = await resolve(opts.db, bet.picks, bet.nowMs);
  const quote = quoteOf(resolved, bet.stakeCents);
  try {
    const placed = await placePrematchTicket(opts.db, {
      merchantId: bet.merchantId,
      userId: bet.userId,
      key: bet.key,
      nowMs: bet.nowMs,
      request: { picks: bet.picks.map((p) => [p.code, p.pick.trim().toUpperCase()]), stakeCents: bet.stakeCents },
      stake: quote.stakeCents / 100,
      selections: resolved.map(({ chosen }) => ({
        matchId: chosen.matchId,
        marketId: chosen.marketId,
        specifier: chosen.specifier,
        outcomeId: chosen.outcomeId,
        odds: chosen.odds,
      })),
    });
    return { reference: placed.reference, ticketId: placed.id, quote, created: placed.created };
  } catch (err) {
    throw asRefusal(err);
  }
}

// Placing a ticket from a betslip slot (spec §3/§5/§8): a signed-in player's money ticket (session,
// Idempotency-Key fresh per attempt and reused on a retry of that attempt), or an anonymous cashier
// ticket to pay at a shop. Figures come from domain/bet-math.ts; refusals carry the spec's text by code.
import { type, string, optional } from 'superstruct';
import { fromCents } from '../domain/money.ts';
import { TICKET_ERRORS } from '../domain/ticket-errors.ts';
import { OddsChangedBody, type SlipSelection, type CurrentOdds } from '../schema/betslip.ts';
import type { ApiClient } from './http.ts';
import { ApiRequestError } from './http.ts';
import { slipFigures } from './slip-figures.ts';

const Placed = type({ reference_id: string(), ticket_id: optional(string()) });

export class PlaceBetError extends Error {
  constructor(message: string, readonly code?: string, readonly status = 0, readonly current: CurrentOdds[] = []) {
    super(message);
    this.name = 'PlaceBetError';
  }
}

/** Picks as every ticket call sends them (keys absent when a pick has no value for them). */
export function wireSelections(picks: readonly SlipSelection[]) {
  return picks.map((p) => ({
    match_id: p.matchId, market_id: p.marketId, outcome_id: p.outcomeId, odds: p.odds,
    specifier: p.specifier, variant: p.variant, special_value: p.specialValue, variant_value: p.variantValue,
  }));
}

export function ticketPayload(picks: readonly SlipSelection[], stakeInput: string) {
  const f = slipFigures(picks.map((p) => p.odds), stakeInput);
  return {
    bet_type: f.betType,
    total_stake: fromCents(f.stakeCents),
    selections: wireSelections(picks),
    stake_tax_amount: fromCents(f.vatCents),
    net_stake: fromCents(f.netStakeCents),
    winnings_tax_amount: fromCents(f.incomeTaxCents),
    bonus_percentage: f.bonusPercent,
    bonus_amount: fromCents(f.bonusCents),
    basic_potential_win: fromCents(f.basicWinCents),
    gross_potential_win: fromCents(f.grossWinCents),
    net_potential_win: fromCents(f.netWinCents),
  };
}

/** Random key for one placement attempt (crypto when available: every browser we target has it). */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  return typeof c?.randomUUID === 'function' ? c.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

export function refusal(error: unknown): PlaceBetError {
  if (error instanceof ApiRequestError) {
    const known = error.code && error.code in TICKET_ERRORS ? TICKET_ERRORS[error.code as keyof typeof TICKET_ERRORS] : '';
    const text = known || (/^HTTP \d+$/.test(error.message) ? 'Failed to create ticket' : error.message);
    const [, changed] = OddsChangedBody.validate(error.body, { coerce: true });
    return new PlaceBetError(text, error.code, error.status, error.code === 'ODDS_CHANGED' && changed ? changed.current : []);
  }
  return new PlaceBetError('Failed to place bet');
}

export interface PlaceInput {
  picks: readonly SlipSelection[];
  stake: string;
  /** Signed-in player: their session and id; null places an anonymous cashier ticket. */
  player: { userId: string; token: string; merchantId: string } | null;
  idempotencyKey: string;
}

export async function placeTicket(api: ApiClient, input: PlaceInput): Promise<{ reference: string }> {
  const body = ticketPayload(input.picks, input.stake);
  try {
    const raw = input.player
      ? await api.request('POST', '/api/v1/tickets', {
        body: { user_id: input.player.userId, ...body },
        session: { token: input.player.token, merchantId: input.player.merchantId },
        headers: { 'Idempotency-Key': input.idempotencyKey },
      })
      : await api.request('POST', '/api/v1/tickets/cashier/anonymous', { body });
    const [invalid, placed] = Placed.validate(raw, { coerce: true });
    if (invalid) {
      throw new PlaceBetError('Failed to create ticket');
    }
    return { reference: placed.reference_id };
  } catch (error) {
    throw error instanceof PlaceBetError ? error : refusal(error);
  }
}

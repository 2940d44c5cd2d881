// Placing a ticket from a betslip slot (spec §3/§5/§8) as a command: requestTicket emits v1.TicketRequested
// with the slot's picks (at the prices the player accepted) and stake; the handler runs the client's own checks
// (no picks, the 1,000,000 ETB cap, the points rules — a points stake the rules move is written back to the slip)
// and sends a money ticket (session, Idempotency-Key fresh per attempt and reused after an attempt that got no
// answer), a points ticket, or an anonymous cashier ticket. It answers v1.TicketPlaced or v1.TicketRefused {code}.
// Issue 32: a money or cashier ticket carries the slip's odds policy (odds_policy: how a live bet takes a price
// moved in its delay), and the intent says how long the server holds a money bet with a leg in play (the countdown).
import { fromCents } from '../domain/money.ts';
import type { PointsRule } from '../domain/points-rules.ts';
import type { SlipSelection } from '../schema/betslip.ts';
import type { BodyOf } from '../schema/endpoint.ts';
import { PlaceCashierTicket, PlaceMoneyTicket, PlacePointsTicket } from '../schema/endpoints/tickets.ts';
import type { AppEvent, PayloadOf } from '../schema/event.ts';
import type { SyncEngine } from './engine.ts';
import type { AppData } from './store.ts';
import { slipFigures } from './slip-figures.ts';
import { pointsFigures, pointsStake } from './points.ts';
import { slotSelections } from './read/betslip.ts';
import { slipFingerprint } from './materializers/tickets.ts';
import { pointsConfigOf } from './read/points.ts';
import { holdSecondsOf } from './read/live-legs.ts';
// The slip's LIVE tag and the cash-out panel read live legs through this module, which they load anyway: so the rule
// travels in the tickets chunk instead of a chunk of its own on every sports route (docs/decisions/client-performance.md).
export { holdSecondsOf, isLiveLeg } from './read/live-legs.ts';
import { oddsPolicyOf } from '../domain/odds-policy.ts';
import { outcome, refusalOf, sessionOf, newCommandId, type CommandContext, type Refusal } from './commands-context.ts';
import { outcomeOf } from './commands.ts';
import { answerOf, send } from './declared.ts';
import { retryOverloaded } from './overload-retry.ts';

/** Picks as every ticket call sends them (keys absent when a pick has no value for them). */
export function wireSelections(picks: readonly SlipSelection[]): BodyOf<typeof PlacePointsTicket>['selections'] {
  return picks.map((p) => ({
    match_id: p.matchId,
    market_id: p.marketId,
    outcome_id: p.outcomeId,
    odds: p.odds,
    specifier: p.specifier,
    variant: p.variant,
    special_value: p.specialValue,
    variant_value: p.variantValue,
  }));
}

export function ticketPayload(picks: readonly SlipSelection[], stakeInput: string): BodyOf<typeof PlaceCashierTicket> {
  const f = slipFigures(
    picks.map((p) => p.odds),
    stakeInput,
  );
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

/** Random key for one placement attempt. */
export const newIdempotencyKey = newCommandId;
type Emitter = Pick<SyncEngine, 'emit' | 'events$'>;

/** What the slip shows, when the caller has it at hand (else read from the store); points: the slip's mode. */
export interface TicketOptions {
  selections?: SlipSelection[];
  stake?: string;
  points?: boolean;
  now?: () => number;
}

/** PLACE BET on a slot: money for a signed-in player (points in points mode), else cashier; resolves with the outcome. */
export function requestTicket(engine: Emitter, data: AppData, slot: number, options: TicketOptions = {}): Promise<AppEvent> {
  const { store } = data;
  const now = options.now ?? Date.now;
  const signedIn = Boolean(store.getValue('user_id') && store.getValue('session_id'));
  const points = options.points ?? store.getValue('betting_mode') === 'points';
  const kind = !signedIn ? 'cashier' : points ? 'points' : 'money';
  const selections = options.selections ?? slotSelections(data, slot);
  const stake = options.stake ?? store.getCell('slips', String(slot), 'stake') ?? '';
  // The key of an unanswered attempt is reused only for the same slip: another body under it is a 409 (issue 28).
  const sameSlip = store.getCell('placements', String(slot), 'retry_for') === slipFingerprint(selections, stake);
  const retryKey = sameSlip ? (store.getCell('placements', String(slot), 'retry_key') ?? '') : '';
  const commandId = newCommandId();
  const done = outcomeOf(engine.events$, commandId);
  const at = now();
  // Only a money ticket is held today (server/modules/tickets/routes.ts); a cashier or points one is answered at once.
  const legs = kind === 'money' ? selections.map((s) => ({ matchId: s.matchId, startMs: s.timestamp })) : [];
  const holdSeconds = holdSecondsOf(store, legs, at);
  engine.emit({
    type: 'v1.TicketRequested',
    at,
    source: 'user',
    payload: {
      commandId,
      slot,
      kind,
      selections,
      stake,
      ...(kind === 'money' ? { idempotencyKey: retryKey || newIdempotencyKey() } : {}),
      ...(kind === 'points' ? {} : { oddsPolicy: oddsPolicyOf(store.getValue('odds_policy')) }),
      ...(holdSeconds > 0 ? { holdSeconds } : {}),
    },
  });
  return done;
}

type Request = PayloadOf<'v1.TicketRequested'>;

/** A placement to send: the declared call and a body of its declared type (a mismatch does not compile). */
type Placement =
  | { call: typeof PlaceMoneyTicket; body: BodyOf<typeof PlaceMoneyTicket>; key?: string }
  | { call: typeof PlaceCashierTicket; body: BodyOf<typeof PlaceCashierTicket>; key?: undefined }
  | { call: typeof PlacePointsTicket; body: BodyOf<typeof PlacePointsTicket>; key?: undefined };

/** The request to send, or the events of a refusal by the client's own checks (spec §5). */
function prepare(p: Request, ctx: CommandContext): Placement | AppEvent[] {
  const refuse = (code: string, before: AppEvent[] = [], rule?: PointsRule): AppEvent[] => [
    ...before,
    outcome(
      ctx,
      'v1.TicketRefused',
      {
        commandId: p.commandId,
        slot: p.slot,
        code,
        status: 0,
        ...(rule ? { message: rule.text, values: rule.values } : {}),
      },
      'system',
    ),
  ];
  const odds = p.selections.map((s) => s.odds);
  if (p.selections.length === 0) {
    return refuse('NO_PICKS');
  }
  const session = sessionOf(ctx);
  if (p.kind === 'points') {
    const f = pointsFigures(pointsConfigOf(ctx.data.store), odds, p.stake);
    // The rules moved the stake (the maximum, or the payout limit): the slip shows the stake that would be placed.
    const moved = f.stake !== pointsStake(p.stake) ? [outcome(ctx, 'v1.SlipStakeChanged', { slot: p.slot, stake: String(f.stake) }, 'system')] : [];
    // A broken rule is refused by its own code with its values (POINTS_MIN_STAKE {min_stake}, …), as the server would.
    const rule = f.error ?? f.notice;
    if (rule) {
      return refuse(rule.code, moved, rule);
    }
    if (!session) {
      return refuse('SIGNED_OUT');
    }
    return { call: PlacePointsTicket, body: { user_id: session.userId, stake: f.stake, selections: wireSelections(p.selections) } };
  }
  if (slipFigures(odds, p.stake).exceedsCap) {
    return refuse('POTENTIAL_WIN_TOO_HIGH');
  }
  const body = { ...ticketPayload(p.selections, p.stake), ...(p.oddsPolicy ? { odds_policy: p.oddsPolicy } : {}) };
  if (p.kind === 'cashier') {
    return { call: PlaceCashierTicket, body };
  }
  if (!session) {
    return refuse('SIGNED_OUT');
  }
  return { call: PlaceMoneyTicket, body: { user_id: session.userId, ...body }, key: p.idempotencyKey };
}

export async function placeTicketCommand(p: Request, ctx: CommandContext): Promise<AppEvent[]> {
  if (ctx.data.store.getCell('placements', String(p.slot), 'command_id') !== p.commandId) {
    return []; // a second tap while this slot's ticket was in flight: the materializer kept the first
  }
  const prepared = prepare(p, ctx);
  if (Array.isArray(prepared)) {
    return prepared;
  }
  const refused = (r: Refusal & { current?: PayloadOf<'v1.TicketRefused'>['current'] }): AppEvent[] => [
    outcome(ctx, 'v1.TicketRefused', { commandId: p.commandId, slot: p.slot, ...r }),
  ];
  const player = p.kind === 'cashier' ? null : sessionOf(ctx);
  const session = player ? { token: player.token, merchantId: player.merchantId } : undefined;
  let raw: unknown;
  try {
    // A 503 OVERLOADED ran nothing: sent again as it was, with the same Idempotency-Key (overload-retry.ts).
    raw = await retryOverloaded(() =>
      send(ctx.api, prepared.call, {
        body: prepared.body,
        session,
        ...(prepared.key ? { headers: { 'Idempotency-Key': prepared.key } } : {}),
      }),
    );
  } catch (error) {
    const refusal = refusalOf(error);
    // ODDS_CHANGED's body is the declared 400 answer with the server's current prices (an older server said 409).
    const [, changed] = prepared.call.responses[400].validate((error as { body?: unknown }).body, { coerce: true });
    return refused({ ...refusal, ...(refusal.code === 'ODDS_CHANGED' && changed ? { current: changed.current } : {}) });
  }
  // The declared success answer, ticket detail included: an answer that breaks it is BAD_ANSWER (status 0, so a
  // money attempt keeps its Idempotency-Key and the player's retry gets the first ticket back if one was taken).
  const [invalid, placed] = answerOf(prepared.call).validate(raw, { coerce: true });
  if (invalid) {
    ctx.log('ticket answer dropped: it does not decode', invalid.message);
    return refused({ code: 'BAD_ANSWER', status: 0 });
  }
  return [outcome(ctx, 'v1.TicketPlaced', { commandId: p.commandId, slot: p.slot, reference: placed.reference_id, ticket: placed.ticket })];
}

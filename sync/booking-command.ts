// Sending the booking code commands (issue 18): POST /api/v1/booking-codes with the picks as a ticket sends them, and
// GET /api/v1/booking-codes/:code. The client checks first what it can (no picks; a code outside the alphabet or not
// 6 long, after trimming and upper-casing ASCII letters) and refuses with status 0 without a call. Answers are decoded
// with the declarations' structs (BAD_ANSWER when they do not decode) and mapped to slip selections before they become
// events: raw wire data never reaches the store. Sent once, never retried (a retry is the player's tap).
import { BOOKING_CODE_PATTERN, upperAscii, type BookingCodeSelection } from '../schema/booking-code.ts';
import { CreateBookingCode, GetBookingCode } from '../schema/endpoints/booking-codes.ts';
import type { AppEvent, PayloadOf } from '../schema/event.ts';
import { outcome, refusalOf, type CommandContext, type Refusal } from './commands-context.ts';
import { answerOf, send } from './declared.ts';
import { LOAD_ROW, SAVE_ROW } from './read/booking.ts';

type Save = PayloadOf<'v1.BookingSaveRequested'>;
type Load = PayloadOf<'v1.BookingLoadRequested'>;

const mine = (ctx: CommandContext, row: string, commandId: string): boolean => ctx.data.store.getCell('booking', row, 'command_id') === commandId;

export async function saveCommand(p: Save, ctx: CommandContext): Promise<AppEvent[]> {
  if (!mine(ctx, SAVE_ROW, p.commandId)) {
    return []; // a save was in flight already
  }
  const refused = (r: Refusal, source: AppEvent['source'] = 'remote'): AppEvent[] => [
    outcome(ctx, 'v1.BookingSaveRefused', { commandId: p.commandId, ...r }, source),
  ];
  if (p.selections.length === 0) {
    return refused({ code: 'NO_PICKS', status: 0 }, 'system');
  }
  const selections = p.selections.map((s) => ({
    match_id: s.matchId,
    market_id: s.marketId,
    outcome_id: s.outcomeId,
    odds: s.odds,
    specifier: s.specifier,
    variant: s.variant,
    special_value: s.specialValue,
    variant_value: s.variantValue,
  }));
  let raw: unknown;
  try {
    raw = await send(ctx.api, CreateBookingCode, { body: { selections } });
  } catch (error) {
    return refused(refusalOf(error));
  }
  const [invalid, created] = answerOf(CreateBookingCode).validate(raw, { coerce: true });
  if (invalid) {
    ctx.log('booking code answer dropped: it does not decode', invalid.message);
    return refused({ code: 'BAD_ANSWER', status: 0 }, 'system');
  }
  return [outcome(ctx, 'v1.BookingSaved', { commandId: p.commandId, code: created.code, expiresAt: created.expires_at })];
}

/** A code's pick as the slip holds it, at the price of now (the saved one when closed: it is not added then). */
function loadedPick(s: BookingCodeSelection): PayloadOf<'v1.BookingLoaded'>['picks'][number] {
  return {
    state: s.state,
    savedOdds: s.saved_odds,
    odds: s.odds,
    selection: {
      matchId: s.match_id,
      marketId: s.market_id,
      outcomeId: s.outcome_id,
      odds: s.odds ?? s.saved_odds,
      specifier: s.specifier,
      variant: s.variant,
      specialValue: s.special_value,
      variantValue: s.variant_value,
      sport_name: s.sport_name,
      category: s.category,
      categoryCode: '',
      tournament: s.tournament,
      matchName: `${s.home_team} v ${s.away_team}`,
      marketName: s.market_name,
      outcomeName: s.outcome_name,
      timestamp: Date.parse(s.start_time) || 0,
    },
  };
}

export async function loadCommand(p: Load, ctx: CommandContext): Promise<AppEvent[]> {
  if (!mine(ctx, LOAD_ROW, p.commandId)) {
    return []; // a load was in flight already
  }
  const refused = (r: Refusal, source: AppEvent['source'] = 'remote'): AppEvent[] => [
    outcome(ctx, 'v1.BookingLoadRefused', { commandId: p.commandId, ...r }, source),
  ];
  const code = upperAscii(p.code);
  if (code === '') {
    return refused({ code: 'EMPTY_CODE', status: 0 }, 'system');
  }
  if (!BOOKING_CODE_PATTERN.test(code)) {
    return refused({ code: 'VALIDATION_FAILED', status: 0 }, 'system');
  }
  let raw: unknown;
  try {
    raw = await send(ctx.api, GetBookingCode, {}, { code });
  } catch (error) {
    return refused(refusalOf(error));
  }
  const [invalid, detail] = answerOf(GetBookingCode).validate(raw, { coerce: true });
  if (invalid) {
    ctx.log('booking code answer dropped: it does not decode', invalid.message);
    return refused({ code: 'BAD_ANSWER', status: 0 }, 'system');
  }
  return [
    outcome(ctx, 'v1.BookingLoaded', {
      commandId: p.commandId,
      code: detail.code,
      expiresAt: detail.expires_at,
      picks: detail.selections.map(loadedPick),
    }),
  ];
}

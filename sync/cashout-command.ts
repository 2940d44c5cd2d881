// The cash-out command's handler (issue 32), loaded at the player's first cash-out: POST /api/v1/tickets/:id/cashout
// with the player's session, {offer, stake?} and the intent's Idempotency-Key (kept across a 503 OVERLOADED's tries,
// which ran nothing). The answer is decoded with the declaration's 200 struct before it becomes v1.CashoutTaken; a
// refusal is v1.CashoutRefused with the server's code (CASHOUT_OFFER_CHANGED with the offer of now, read from the
// declared error body), and an answer that does not decode is BAD_ANSWER with status 0 (it may have been paid: the
// same request's retry reuses the key and gets that cash-out back).
import { number, type } from 'superstruct';
import { CashOut } from '../schema/endpoints/cashout.ts';
import type { AppEvent, PayloadOf } from '../schema/event.ts';
import { outcome, refusalOf, sessionOf, type CommandContext } from './commands-context.ts';
import { answerOf, send } from './declared.ts';
import { retryOverloaded } from './overload-retry.ts';

/** The body of CASHOUT_OFFER_CHANGED: the offer of now for the part asked. */
const OfferChanged = type({ offer: number() });

export async function cashoutCommand(p: PayloadOf<'v1.CashoutRequested'>, ctx: CommandContext): Promise<AppEvent[]> {
  if (ctx.data.store.getCell('cashouts', p.ticketId, 'command_id') !== p.commandId) {
    return []; // a second tap while this ticket's cash-out was in flight: the materializer kept the first
  }
  const refused = (r: { code: string; status: number; message?: string; values?: Record<string, number> }, offer?: number): AppEvent[] => [
    outcome(ctx, 'v1.CashoutRefused', { commandId: p.commandId, ticketId: p.ticketId, ...r, ...(offer === undefined ? {} : { offer }) }),
  ];
  const player = sessionOf(ctx);
  if (!player) {
    return [outcome(ctx, 'v1.CashoutRefused', { commandId: p.commandId, ticketId: p.ticketId, code: 'SIGNED_OUT', status: 0 }, 'system')];
  }
  let raw: unknown;
  try {
    raw = await retryOverloaded(() =>
      send(
        ctx.api,
        CashOut,
        {
          body: { offer: p.offer, ...(p.stake === undefined ? {} : { stake: p.stake }) },
          session: { token: player.token, merchantId: player.merchantId },
          headers: { 'Idempotency-Key': p.idempotencyKey },
        },
        { id: p.ticketId },
      ),
    );
  } catch (error) {
    const refusal = refusalOf(error);
    const [, changed] = OfferChanged.validate((error as { body?: unknown }).body);
    return refused(refusal, refusal.code === 'CASHOUT_OFFER_CHANGED' && changed ? changed.offer : undefined);
  }
  const [invalid, taken] = answerOf(CashOut).validate(raw, { coerce: true });
  if (invalid) {
    ctx.log('cash-out answer dropped: it does not decode', invalid.message);
    return refused({ code: 'BAD_ANSWER', status: 0 });
  }
  return [
    outcome(ctx, 'v1.CashoutTaken', { commandId: p.commandId, ticketId: p.ticketId, amount: taken.amount, stake: taken.stake, ticket: taken.ticket }),
  ];
}

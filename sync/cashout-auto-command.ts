// The automatic cash-out command's handler (issue 32), loaded at the player's first one: PUT
// /api/v1/tickets/:id/cashout/auto with the player's session and {value} (ETB, or null to clear it). The answer — the
// offer now with the value — is decoded with the declaration's 200 struct before it becomes v1.AutoCashoutSet; a
// refusal is v1.AutoCashoutRefused with the server's code, and an answer that does not decode is BAD_ANSWER (status 0).
// Setting a value is idempotent, so a 503 OVERLOADED's tries simply send it again.
import { SetAutoCashout } from '../schema/endpoints/cashout.ts';
import type { AppEvent, PayloadOf } from '../schema/event.ts';
import { outcome, refusalOf, sessionOf, type CommandContext } from './commands-context.ts';
import { answerOf, send } from './declared.ts';
import { autoRow } from './materializers/cashout-auto.ts';
import { retryOverloaded } from './overload-retry.ts';

export async function autoCashoutCommand(p: PayloadOf<'v1.AutoCashoutRequested'>, ctx: CommandContext): Promise<AppEvent[]> {
  if (ctx.data.store.getCell('cashouts', autoRow(p.ticketId), 'command_id') !== p.commandId) {
    return []; // a second tap while this ticket's value was in flight: the materializer kept the first
  }
  const player = sessionOf(ctx);
  if (!player) {
    return [outcome(ctx, 'v1.AutoCashoutRefused', { commandId: p.commandId, ticketId: p.ticketId, code: 'SIGNED_OUT', status: 0 }, 'system')];
  }
  let raw: unknown;
  try {
    raw = await retryOverloaded(() =>
      send(
        ctx.api,
        SetAutoCashout,
        { body: { value: p.value }, session: { token: player.token, merchantId: player.merchantId } },
        { id: p.ticketId },
      ),
    );
  } catch (error) {
    return [outcome(ctx, 'v1.AutoCashoutRefused', { commandId: p.commandId, ticketId: p.ticketId, ...refusalOf(error) })];
  }
  const [invalid, offer] = answerOf(SetAutoCashout).validate(raw, { coerce: true });
  if (invalid) {
    ctx.log('automatic cash-out answer dropped: it does not decode', invalid.message);
    return [outcome(ctx, 'v1.AutoCashoutRefused', { commandId: p.commandId, ticketId: p.ticketId, code: 'BAD_ANSWER', status: 0 })];
  }
  return [outcome(ctx, 'v1.AutoCashoutSet', { commandId: p.commandId, ticketId: p.ticketId, offer })];
}

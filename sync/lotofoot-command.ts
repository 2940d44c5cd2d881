// Sending a LotoFoot ticket (core §3/§5/§7): the client's own checks first (domain/lotofoot.ts, against the week the
// store holds: a broken rule is a refusal with status 0 and nothing is sent), then POST /api/v1/lotofoot/tickets with
// the session, merchant_id from the session and the intent's Idempotency-Key. A try without an answer (network,
// timeout, 408, 5xx) is sent again up to 3 times, 1 s apart, with the same key, so the server takes it once at most;
// a refusal with a code is final. Loaded with the first command (sync/families/lotofoot.ts).
import { SubmitLotofootTicket } from '../schema/endpoints/lotofoot.ts';
import type { AppEvent, PayloadOf } from '../schema/event.ts';
import { checkSubmit } from '../domain/lotofoot.ts';
import { outcome, refusalOf, sessionOf, type CommandContext, type Refusal } from './commands-context.ts';
import { answerOf, send } from './declared.ts';
import { ApiRequestError } from './http.ts';
import { LOTOFOOT_RETRY_DELAYS_MS, weekMatchIds } from './lotofoot.ts';
import { SUBMIT_ROW } from './read/lotofoot.ts';

type Request = PayloadOf<'v1.LotofootSubmitRequested'>;

const unanswered = (error: unknown): boolean =>
  !(error instanceof ApiRequestError) || error.status === 0 || error.status === 408 || error.status >= 500;

const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export async function lotofootSubmitCommand(p: Request, ctx: CommandContext): Promise<AppEvent[]> {
  const { store } = ctx.data;
  if (store.getCell('lotofootSubmit', SUBMIT_ROW, 'command_id') !== p.commandId) {
    return []; // a ticket was in flight already: the materializer kept that one
  }
  const refused = (r: Refusal, source: AppEvent['source'] = 'remote'): AppEvent[] => [
    outcome(ctx, 'v1.LotofootRefused', { commandId: p.commandId, weekId: p.weekId, ...r }, source),
  ];
  const player = sessionOf(ctx);
  const matchIds = weekMatchIds(store, p.weekId);
  const picks = Object.fromEntries(p.predictions.map((x) => [x.match_id, x.prediction]));
  const check = checkSubmit({ signedIn: player !== null, matchIds: matchIds.length > 0 ? matchIds : null, picks, price: p.price });
  if (!check.ok || !player) {
    return refused({ code: check.ok ? 'LOTOFOOT_LOGIN_REQUIRED' : check.error.code, status: 0 }, 'system');
  }
  const merchantId = store.getValue('merchant_id') || ctx.merchantId;
  const body = {
    user_id: player.userId,
    merchant_id: merchantId,
    week_id: p.weekId,
    variant: p.variant,
    predictions: check.predictions,
    ticket_price: check.cents / 100,
  };
  const options = { body, session: { token: player.token, merchantId }, headers: { 'Idempotency-Key': p.idempotencyKey } };
  let raw: unknown;
  for (let attempt = 0; ; attempt += 1) {
    try {
      raw = await send(ctx.api, SubmitLotofootTicket, options);
      break;
    } catch (error) {
      const delay = LOTOFOOT_RETRY_DELAYS_MS[attempt];
      if (delay === undefined || !unanswered(error)) {
        return refused(refusalOf(error));
      }
      await wait(delay);
    }
  }
  const [invalid, placed] = answerOf(SubmitLotofootTicket).validate(raw, { coerce: true });
  if (invalid) {
    // Status 0: the key is kept, so the player's Retry gets the first ticket back if the server took it.
    ctx.log('LotoFoot answer dropped: it does not decode', invalid.message);
    return refused({ code: 'BAD_ANSWER', status: 0 });
  }
  return [outcome(ctx, 'v1.LotofootSubmitted', { commandId: p.commandId, weekId: p.weekId, reference: placed.reference_id, ticket: placed.ticket })];
}

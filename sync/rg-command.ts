// Responsible gaming's command handler (issue 18), loaded with the first such action. Every call is a declared
// endpoint (schema/endpoints/responsible-gaming.ts) sent with the signed-in player's session; no call names a
// player: the server acts on the session's. The support line is public. Answers are decoded with the declarations
// before they become events; a malformed one is BAD_ANSWER, no session LOGIN_REQUIRED (nothing is sent).
import type { Struct } from 'superstruct';
import {
  ConfirmAge,
  PlaySessionSummary,
  ResponsibleGamingRead,
  SelfExclude,
  SetDepositLimits,
  SupportLine,
} from '../schema/endpoints/responsible-gaming.ts';
import type { AppEvent, PayloadOf } from '../schema/event.ts';
import { type CommandContext, outcome, refusalOf, sessionOf } from './commands-context.ts';
import { answerOf, send } from './declared.ts';

type Payload = PayloadOf<'v1.RgRequested'>;
type Answer = Omit<PayloadOf<'v1.RgAnswered'>, 'commandId' | 'action'>;

class Marked extends Error {}

function decode<T>(struct: Struct<T, unknown>, raw: unknown): T {
  const [invalid, value] = struct.validate(raw, { coerce: true });
  if (invalid) {
    throw new Marked('BAD_ANSWER');
  }
  return value as T;
}

async function run(p: Payload, ctx: CommandContext): Promise<Answer> {
  if (p.action === 'support') {
    return { support: decode(answerOf(SupportLine), await send(ctx.api, SupportLine)) };
  }
  const player = sessionOf(ctx);
  if (player === null) {
    throw new Marked('LOGIN_REQUIRED');
  }
  const session = { token: player.token, merchantId: player.merchantId };
  switch (p.action) {
    case 'setLimits':
      return { status: decode(answerOf(SetDepositLimits), await send(ctx.api, SetDepositLimits, { session, body: p.limits ?? {} })) };
    case 'exclude':
      return { status: decode(answerOf(SelfExclude), await send(ctx.api, SelfExclude, { session, body: { period: p.period } })) };
    case 'confirmAge':
      return { status: decode(answerOf(ConfirmAge), await send(ctx.api, ConfirmAge, { session, body: { age_confirmed: true } })) };
    case 'summary':
      return { summary: decode(answerOf(PlaySessionSummary), await send(ctx.api, PlaySessionSummary, { session })) };
    default:
      return { status: decode(answerOf(ResponsibleGamingRead), await send(ctx.api, ResponsibleGamingRead, { session })) };
  }
}

export async function rgCommand(p: Payload, ctx: CommandContext): Promise<AppEvent[]> {
  try {
    return [outcome(ctx, 'v1.RgAnswered', { commandId: p.commandId, action: p.action, ...(await run(p, ctx)) })];
  } catch (error) {
    const r = error instanceof Marked ? { code: error.message, status: 0 } : refusalOf(error);
    return [outcome(ctx, 'v1.RgRefused', { commandId: p.commandId, action: p.action, ...r }, r.status === 0 ? 'system' : 'remote')];
  }
}

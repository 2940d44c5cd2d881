// 'Check Ticket' (spec §2/§5) as a command: anyone may look a ticket up by its reference. The reference is
// trimmed; an empty one is refused by the client (EMPTY_REFERENCE) without a call; a 404 is NOT_FOUND; the
// answer is decoded with the declaration's answer (schema/endpoints/tickets.ts; BAD_ANSWER when it does not)
// before it becomes v1.TicketFound.
import { TicketByReference } from '../schema/endpoints/tickets.ts';
import type { AppEvent, PayloadOf } from '../schema/event.ts';
import type { SyncEngine } from './engine.ts';
import { outcome, refusalOf, newCommandId, type CommandContext } from './commands-context.ts';
import { outcomeOf } from './commands.ts';
import { LOOKUP_ROW } from './read/tickets.ts';
import { answerOf, send } from './declared.ts';

/** Emits the lookup (its outcome resolves the promise, for scripts and tests; the UI reads ticketLookup). */
export function requestTicketLookup(engine: Pick<SyncEngine, 'emit' | 'events$'>, typed: string, now: () => number = Date.now): Promise<AppEvent> {
  const commandId = newCommandId();
  const done = outcomeOf(engine.events$, commandId);
  engine.emit({ type: 'v1.TicketLookupRequested', at: now(), source: 'user', payload: { commandId, reference: typed.trim() } });
  return done;
}

export async function lookupCommand(p: PayloadOf<'v1.TicketLookupRequested'>, ctx: CommandContext): Promise<AppEvent[]> {
  const fail = (code: string, status = 0, message?: string, source: AppEvent['source'] = 'remote'): AppEvent[] => [
    outcome(ctx, 'v1.TicketLookupFailed', { commandId: p.commandId, code, status, ...(message ? { message } : {}) }, source),
  ];
  if (ctx.data.store.getCell('ticketLookup', LOOKUP_ROW, 'command_id') !== p.commandId) {
    return []; // a lookup was already under way
  }
  if (!p.reference) {
    return fail('EMPTY_REFERENCE', 0, undefined, 'system');
  }
  let raw: unknown;
  try {
    raw = await send(ctx.api, TicketByReference, {}, { reference: p.reference });
  } catch (error) {
    const r = refusalOf(error);
    return fail(r.status === 404 ? 'NOT_FOUND' : r.code, r.status, r.message);
  }
  const [invalid, ticket] = answerOf(TicketByReference).validate(raw, { coerce: true });
  if (invalid) {
    ctx.log('looked-up ticket dropped: it does not decode', invalid.message);
    return fail('BAD_ANSWER');
  }
  return [outcome(ctx, 'v1.TicketFound', { commandId: p.commandId, ticket })];
}

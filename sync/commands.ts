// The command side of the sync engine: intents (…Requested events, already applied to the store, so the form or
// slip shows 'submitting') travel one pipeline to the signed HTTP client and come back as outcome events, which
// the engine puts on its bus like any other. Each answer is decoded with schema/ before it becomes an event; a
// malformed answer is a refusal with code BAD_ANSWER (and a log line), a failed call a refusal with the server's
// code and status (0: no answer). A command is sent once: nothing here retries (a retry is the player's tap).
// Secrets a command needs (password, typed code, reset token) never ride on an event: they wait in the vault,
// keyed by commandId, and the handler takes them at send time; the session token is read from the store.
import { type Observable, filter, mergeMap, from, defer, catchError, of, firstValueFrom } from 'rxjs';
import type { AppEvent } from '../schema/event.ts';
import { outcome, type CommandContext } from './commands-context.ts';

export type Intent = Extract<
  AppEvent,
  {
    type:
      | 'v1.TicketRequested'
      | 'v1.TicketLookupRequested'
      | 'v1.AccountRequested'
      | 'v1.PaymentRequested'
      | 'v1.LotofootSubmitRequested'
      | 'v1.GameLaunchRequested'
      | 'v1.BookingSaveRequested'
      | 'v1.BookingLoadRequested'
      | 'v1.ShopRequested'
      | 'v1.RgRequested';
  }
>;

export { SecretVault, newCommandId, type CommandSecret } from './commands-context.ts';

const INTENTS = new Set<string>([
  'v1.TicketRequested',
  'v1.TicketLookupRequested',
  'v1.AccountRequested',
  'v1.PaymentRequested',
  'v1.LotofootSubmitRequested',
  'v1.GameLaunchRequested',
  'v1.BookingSaveRequested',
  'v1.BookingLoadRequested',
  'v1.ShopRequested',
  'v1.RgRequested',
]);
const isIntent = (e: AppEvent): e is Intent => INTENTS.has(e.type);

/** The handlers load with the first command, not with the home page (they are a few KB a visitor may never use). */
const handle = async (intent: Intent, ctx: CommandContext): Promise<AppEvent[]> => (await import('./command-handlers.ts')).handleCommand(intent, ctx);

/** The failure outcome of an intent whose handler threw (a bug): the form or slip never stays 'submitting'. */
function failed(intent: Intent, ctx: CommandContext): AppEvent {
  const refusal = { code: 'FAILED', status: 0 };
  switch (intent.type) {
    case 'v1.TicketRequested':
      return outcome(ctx, 'v1.TicketRefused', { commandId: intent.payload.commandId, slot: intent.payload.slot, ...refusal }, 'system');
    case 'v1.TicketLookupRequested':
      return outcome(ctx, 'v1.TicketLookupFailed', { commandId: intent.payload.commandId, ...refusal }, 'system');
    case 'v1.PaymentRequested':
      return outcome(ctx, 'v1.PaymentRefused', { commandId: intent.payload.commandId, flow: intent.payload.flow, ...refusal }, 'system');
    case 'v1.LotofootSubmitRequested':
      return outcome(ctx, 'v1.LotofootRefused', { commandId: intent.payload.commandId, weekId: intent.payload.weekId, ...refusal }, 'system');
    case 'v1.GameLaunchRequested':
      return outcome(ctx, 'v1.GameLaunchRefused', { requestId: intent.payload.requestId, ...refusal }, 'system');
    case 'v1.BookingSaveRequested':
      return outcome(ctx, 'v1.BookingSaveRefused', { commandId: intent.payload.commandId, ...refusal }, 'system');
    case 'v1.BookingLoadRequested':
      return outcome(ctx, 'v1.BookingLoadRefused', { commandId: intent.payload.commandId, ...refusal }, 'system');
    case 'v1.ShopRequested':
      return outcome(ctx, 'v1.ShopFailed', { commandId: intent.payload.commandId, action: intent.payload.action, ...refusal }, 'system');
    case 'v1.RgRequested':
      return outcome(ctx, 'v1.RgRefused', { commandId: intent.payload.commandId, action: intent.payload.action, ...refusal }, 'system');
    default:
      return outcome(ctx, 'v1.AccountFailed', { commandId: intent.payload.commandId, command: intent.payload.command, ...refusal }, 'system');
  }
}

/** Intents in (after they are applied), outcome events out; every intent is handled once, side by side. */
export function commandOutcomes(applied$: Observable<AppEvent>, ctx: CommandContext): Observable<AppEvent> {
  return applied$.pipe(
    filter(isIntent),
    mergeMap((intent) =>
      defer(() => handle(intent, ctx)).pipe(
        mergeMap((events) => from(events)),
        catchError((error: unknown) => {
          ctx.log(`command ${intent.type} failed`, error);
          return of(failed(intent, ctx));
        }),
      ),
    ),
  );
}

const OUTCOMES = new Set<string>([
  'v1.TicketPlaced',
  'v1.TicketRefused',
  'v1.TicketFound',
  'v1.TicketLookupFailed',
  'v1.AccountSucceeded',
  'v1.AccountFailed',
  'v1.PaymentStarted',
  'v1.PaymentRefused',
  'v1.LotofootSubmitted',
  'v1.LotofootRefused',
  'v1.BookingSaved',
  'v1.BookingSaveRefused',
  'v1.BookingLoaded',
  'v1.BookingLoadRefused',
  'v1.ShopSucceeded',
  'v1.ShopFailed',
]);

/** The outcome of one command, for scripts and tests (the UI reads the store instead). Subscribe before emitting. */
export function outcomeOf(events$: Observable<AppEvent>, commandId: string): Promise<AppEvent> {
  return firstValueFrom(events$.pipe(filter((e) => OUTCOMES.has(e.type) && (e.payload as { commandId?: string }).commandId === commandId)));
}

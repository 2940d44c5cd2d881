// The command side of the sync engine: intents (…Requested events, already applied to the store, so the form or
// slip shows 'submitting') travel one pipeline to the signed HTTP client and come back as outcome events, which
// the engine puts on its bus like any other. Each answer is decoded with schema/ before it becomes an event; a
// malformed answer is a refusal with code BAD_ANSWER (and a log line), a failed call a refusal with the server's
// code and status (0: no answer). A command is sent once: nothing here retries (a retry is the player's tap).
// Secrets a command needs (password, typed code, reset token) never ride on an event: they wait in the vault,
// keyed by commandId, and the handler takes them at send time; the session token is read from the store.
import { type Observable, EMPTY, filter, mergeMap, from, defer, catchError, of, firstValueFrom } from 'rxjs';
import type { AppEvent } from '../schema/event.ts';
import { outcome, type CommandContext } from './commands-context.ts';
import { commandOf, isOutcome } from './families/runtime.ts';

export { SecretVault, newCommandId, type CommandSecret } from './commands-context.ts';

type Command = NonNullable<ReturnType<typeof commandOf>>;

/** Sends one intent through its family's handler (loaded on first use) and returns its outcome events. */
async function handle(intent: AppEvent, command: Command, ctx: CommandContext): Promise<AppEvent[]> {
  const send = await command.handler();
  return send(intent.payload as never, ctx);
}

/** The failure outcome of an intent whose handler threw (a bug): the form or slip never stays 'submitting'. */
function failed(intent: AppEvent, command: Command, ctx: CommandContext): AppEvent {
  const { type, payload } = command.failed(intent.payload as never);
  return outcome(ctx, type, payload, 'system');
}

/** Intents in (after they are applied), outcome events out; every intent is handled once, side by side. An event is an
 *  intent when its family declares a command for it (sync/families/); its declaration is looked up once. */
export function commandOutcomes(applied$: Observable<AppEvent>, ctx: CommandContext): Observable<AppEvent> {
  return applied$.pipe(
    mergeMap((intent) => {
      const command = commandOf(intent.type);
      return command
        ? defer(() => handle(intent, command, ctx)).pipe(
            mergeMap((events) => from(events)),
            catchError((error: unknown) => {
              ctx.log(`command ${intent.type} failed`, error);
              return of(failed(intent, command, ctx));
            }),
          )
        : EMPTY;
    }),
  );
}

/** The outcome of one command, for scripts and tests (the UI reads the store instead). Subscribe before emitting. */
export function outcomeOf(events$: Observable<AppEvent>, commandId: string): Promise<AppEvent> {
  return firstValueFrom(events$.pipe(filter((e) => isOutcome(e.type) && commandIdOf(e) === commandId)));
}

/** The id an outcome answers: commandId, or requestId for a game launch. */
function commandIdOf(e: AppEvent): string | undefined {
  const p = e.payload as { commandId?: string; requestId?: string };
  return p.commandId ?? p.requestId;
}

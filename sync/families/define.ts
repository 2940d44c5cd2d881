// What one event family declares, in one place: for each of its event types (schema/event.ts EventFamilies) the
// materializer that applies it to the store; for each intent (an event named …Requested) the command handler that
// sends it, the outcome events that answer it and the outcome when its handler throws; which events change what the
// app keeps in browser storage. The mapped types make a missing materializer or handler a type error, and an event
// of another family one too. The registries (sync/families/eager.ts, all.ts) and the run-time tables
// (sync/families/runtime.ts) are derived from these declarations; nothing else lists event types.
import type { AppEvent, EventFamilies, EventType, FamilyEventType, FamilyName, PayloadOf } from '../../schema/event.ts';
import type { CommandContext } from '../commands-context.ts';
import type { AppData } from '../store.ts';

export type Steps = Generator<void, void, void>;
export const isSteps = (value: unknown): value is Steps => typeof value === 'object' && value !== null && typeof (value as Steps).next === 'function';
/** Applies one event to the store. A big answer's materializer is a generator: each step is its own transaction. */
// biome-ignore lint/suspicious/noConfusingVoidType: a writer returns nothing or its steps; `undefined` would refuse every `(…) => void` writer
export type Materializer<T extends EventType> = (data: AppData, payload: PayloadOf<T>, at: number) => void | Steps;

/** An outcome event before the engine stamps its time and source: its type and its typed payload. */
export type OutcomeOf<T extends EventType> = { [K in T]: { type: K; payload: PayloadOf<K> } }[T];
/** The refusal an intent's outcome carries when its handler threw (a bug): no answer, code FAILED. */
export const HANDLER_FAILED = { code: 'FAILED', status: 0 } as const;

export interface CommandDeclaration<I extends EventType, O extends EventType> {
  /** Sends the intent; loaded on the first command of its kind (handlers stay off the home route). */
  handler(): Promise<(payload: PayloadOf<I>, ctx: CommandContext) => Promise<AppEvent[]>>;
  /** The events that answer this intent (matched by commandId or requestId). */
  outcomes: readonly O[];
  /** The outcome when the handler threw: the form or slip never stays 'submitting'. */
  failed(payload: PayloadOf<I>): OutcomeOf<O>;
}

type IntentsOf<F extends FamilyName> = Extract<FamilyEventType<F>, `${string}Requested`>;

/** Where an event's effect is kept across visits (sync/store-persistence.ts, slip-persistence.ts, auth-persistence.ts). */
export type Persisted = 'store' | 'slips' | 'signIn';

export interface FamilyDeclaration<F extends FamilyName> {
  /** The family's payload structs (its schema/ record): registered with the family, so a late family's come with its chunk. */
  payloads: EventFamilies[F];
  materializers: { [T in FamilyEventType<F>]: Materializer<T> };
  commands: { [I in IntentsOf<F>]: CommandDeclaration<I, FamilyEventType<F>> };
  /** Events whose effect the app keeps in browser storage, by where: a write follows each of them. */
  persisted?: { [P in Persisted]?: readonly EventType[] };
  /** Live socket messages (by their wire `type`) that become this family's events once it is registered: the frame,
   *  decoded with the event's payload struct, is the payload (sync/socket-messages.ts). Until then the socket drops
   *  them as a type it does not know, unvalidated: a late family's messages cost a JSON.parse before its chunk loads. */
  socket?: { readonly [wire: string]: FamilyEventType<F> };
}

/** A family's declaration, typed by its name (the name is its key in schema/event.ts EventFamilies). */
export interface Family<F extends FamilyName = FamilyName> extends Omit<FamilyDeclaration<F>, 'socket'> {
  name: F;
  /** Checked against the family's own events where it is declared (defineFamily); any event type here, so every
   *  family is a Family. */
  socket?: { readonly [wire: string]: EventType };
}

/** Declares a family: `defineFamily('booking', { … })`; the mapped types check it is complete. */
export const defineFamily = <F extends FamilyName>(name: F, declaration: FamilyDeclaration<F>): Family<F> => ({ name, ...declaration });

// The run-time tables derived from the family declarations: materializers by event type, command declarations by
// intent type, the outcome types, the events each kind of browser storage follows, and the socket messages a late
// family takes. The home route's families (eager.ts) are in from the start; a late family is added by registerFamily
// when the chunk that brings its events loads (or by a replay, which registers every family: all.ts). Registering is
// idempotent.
import { addEventPayloads, type EventType } from '../../schema/event.ts';
import { EAGER } from './eager.ts';
import type { CommandDeclaration, Family, Materializer, Persisted } from './define.ts';

type AnyMaterializer = Materializer<EventType>;
type AnyCommand = CommandDeclaration<EventType, EventType>;

const materializers = new Map<string, AnyMaterializer>();
const commands = new Map<string, AnyCommand>();
const outcomes = new Set<string>();
const persisted: Record<Persisted, Set<string>> = { store: new Set(), slips: new Set(), signIn: new Set() };
const registered = new Set<string>();
const socketEvents = new Map<string, EventType>();

/** Adds a family's payload structs, materializers, commands and persistence to the tables (once per family). */
export function registerFamily(family: Family): void {
  if (registered.has(family.name)) {
    return;
  }
  registered.add(family.name);
  addEventPayloads(family.payloads);
  for (const [type, materialize] of Object.entries(family.materializers)) {
    materializers.set(type, materialize as AnyMaterializer);
  }
  for (const [type, command] of Object.entries(family.commands) as [string, AnyCommand][]) {
    commands.set(type, command);
    for (const o of command.outcomes) {
      outcomes.add(o);
    }
  }
  for (const [where, types] of Object.entries(family.persisted ?? {}) as [Persisted, readonly string[]][]) {
    for (const t of types) {
      persisted[where].add(t);
    }
  }
  for (const [wire, type] of Object.entries(family.socket ?? {})) {
    socketEvents.set(wire, type);
  }
}

for (const family of Object.values(EAGER)) {
  registerFamily(family as Family);
}

/** The materializer of an event type; undefined for a late family not registered yet (or an unknown type). */
export const materializerOf = (type: string): AnyMaterializer | undefined => materializers.get(type);
/** The command declaration of an intent type; undefined when the event is not an intent. */
export const commandOf = (type: string): AnyCommand | undefined => commands.get(type);
/** Whether an event answers a command (an outcome of some intent of a registered family). */
export const isOutcome = (type: string): boolean => outcomes.has(type);
/** The event a socket message of a registered late family becomes (its `socket` declaration); undefined otherwise. */
export const socketEventOf = (wire: string): EventType | undefined => socketEvents.get(wire);
/** Whether an event changes what the app keeps in that browser storage. */
export const isPersisted = (where: Persisted, type: string): boolean => persisted[where].has(type);

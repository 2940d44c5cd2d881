// Client events: everything that changes the local store is one of these. Types are past tense and
// versioned; payloads carry every id and time a materializer needs, so materializers stay pure.
// Events come in families (catalogue, account, betslip, …): each family's payload structs are declared once in its
// schema file, listed once below (EventFamilies), and given their materializers, command handlers and persistence in
// sync/families/<family>.ts. The AppEvent union is derived from this list; a late family's structs load with its chunk.
import { type, string, number, optional, enums, unknown, is, type Infer, type Struct } from 'superstruct';
import { CatalogEventPayloads } from './catalog-events.ts';
import { PreferenceEventPayloads } from './preference-events.ts';
import { AccountEventPayloads } from './account-events.ts';
import { BetslipEventPayloads } from './betslip-events.ts';
import { AccountCommandPayloads, TicketCommandPayloads } from './commands.ts';
import type { PaymentEventPayloads } from './payment-events.ts';
import type { LotofootEventPayloads } from './lotofoot-events.ts';
import type { PromotionEventPayloads } from './promotion-events.ts';
import type { GameEventPayloads } from './game-events.ts';
import type { VirtualEventPayloads } from './virtual-sport-events.ts';
import type { BookingEventPayloads } from './booking-events.ts';
import type { ShopEventPayloads } from './shop-events.ts';
import type { RgEventPayloads } from './responsible-gaming-events.ts';
import type { SearchEventPayloads } from './search-events.ts';
import type { ResultsEventPayloads } from './results-events.ts';
import type { StatementEventPayloads } from './statement-events.ts';
import type { LiveEventPayloads } from './live-events.ts';
import type { CashoutEventPayloads } from './cashout-events.ts';
import { upgradeLegacyEvent } from './legacy-events.ts';

/** The families whose structs load with the home route: their events can come before any chunk. */
export const EAGER_FAMILIES = {
  catalog: CatalogEventPayloads,
  preferences: PreferenceEventPayloads,
  account: { ...AccountEventPayloads, ...AccountCommandPayloads },
  betslip: BetslipEventPayloads,
  tickets: TicketCommandPayloads,
} as const;

/** The families whose structs load with the chunks that bring their events (registered by sync/families/register.ts). */
export interface LateFamilies {
  payments: typeof PaymentEventPayloads;
  lotofoot: typeof LotofootEventPayloads;
  promotions: typeof PromotionEventPayloads;
  games: typeof GameEventPayloads;
  virtualSport: typeof VirtualEventPayloads;
  booking: typeof BookingEventPayloads;
  shop: typeof ShopEventPayloads;
  responsibleGaming: typeof RgEventPayloads;
  search: typeof SearchEventPayloads;
  results: typeof ResultsEventPayloads;
  statement: typeof StatementEventPayloads;
  live: typeof LiveEventPayloads;
  cashout: typeof CashoutEventPayloads;
}

/** Every family by name, with its payload structs by event type: one line per family above. */
export type EventFamilies = typeof EAGER_FAMILIES & LateFamilies;
export type FamilyName = keyof EventFamilies;
/** The event types of one family. */
export type FamilyEventType<F extends FamilyName> = Extract<keyof EventFamilies[F], EventType>;

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
type AllPayloads = UnionToIntersection<EventFamilies[FamilyName]>;

const eagerPayloads: Record<string, Struct<unknown, unknown>> = Object.assign({}, ...Object.values(EAGER_FAMILIES));
/** Payload structs keyed by event type: the eager families' now, a late family's once it is registered. */
export const EventPayloads = eagerPayloads as unknown as AllPayloads;

/** Adds a late family's payload structs (idempotent): called, with its materializers, before any of its events can come. */
export function addEventPayloads(late: Partial<AllPayloads>): void {
  Object.assign(EventPayloads, late);
}

export type EventType = keyof typeof EventPayloads;
export type PayloadOf<T extends EventType> = Infer<(typeof EventPayloads)[T]>;
export const EventSource = enums(['remote', 'user', 'system']);
export type EventSource = Infer<typeof EventSource>;

export const EventEnvelope = type({
  type: string(),
  at: number(),
  source: EventSource,
  seq: optional(number()),
  payload: unknown(),
});

/** A decoded event: the payload type follows the event type. */
export type AppEvent = {
  [T in EventType]: { type: T; at: number; source: EventSource; seq?: number; payload: PayloadOf<T> };
}[EventType];

export function isEventType(t: string): t is EventType {
  // biome-ignore lint/suspicious/noPrototypeBuiltins: Object.hasOwn is ES2022; the client is built for ES2020 (vite.config.ts)
  return Object.prototype.hasOwnProperty.call(EventPayloads, t);
}

/** Validates an untrusted value (e.g. a replayed JSONL line) as an AppEvent, an older client's event read as this one's
 *  (legacy-events.ts); returns null when invalid. */
export function decodeEvent(input: unknown): AppEvent | null {
  const value = upgradeLegacyEvent(input);
  if (!is(value, EventEnvelope) || !isEventType(value.type)) {
    return null;
  }
  const struct = EventPayloads[value.type] as Struct<unknown, unknown>;
  const [error, payload] = struct.validate(value.payload, { coerce: true });
  return error ? null : ({ ...value, payload } as AppEvent);
}

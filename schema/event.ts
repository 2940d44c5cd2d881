// Client events: everything that changes the local store is one of these. Types are past tense and
// versioned; payloads carry every id and time a materializer needs, so materializers stay pure.
import { type, array, string, number, boolean, optional, nullable, defaulted, enums, unknown, is, type Infer, type Struct } from 'superstruct';
import { Sport } from './sport.ts';
import { Category } from './category.ts';
import { Tournament } from './tournament.ts';
import { TopLeague } from './top-league.ts';
import { Match } from './match.ts';
import { Market } from './market.ts';
import { SportWithMatches } from './top-sports.ts';
import { ExpressMatch, ExpressSport } from './express-match.ts';
import { HomepageLeague } from './homepage.ts';
import { Banner } from './banner.ts';
import { Language } from './language.ts';
import { User } from './user.ts';
import { Wallet } from './wallet.ts';
import { Session } from './session.ts';
import { BalanceUpdate, OddsChangeItem } from './socket-message.ts';
import { SlipSelection, StoredSlip, CurrentOdds, OddsPolicy } from './betslip.ts';
import { StoreRestoredPayload } from './store-snapshot.ts';
import { TicketDetail } from './ticket.ts';
import { BettingConfig, BettingMode } from './betting-config.ts';
import type { StatementPage } from './statement.ts';
import { CommandPayloads } from './commands.ts';
import { PaymentEventPayloads } from './payment-events.ts';
import type { LotofootEventPayloads } from './lotofoot-events.ts';
import type { PromotionEventPayloads } from './promotion-events.ts';
import type { GameEventPayloads } from './game-events.ts';
import type { VirtualEventPayloads } from './virtual-sport-events.ts';
import type { BookingEventPayloads } from './booking-events.ts';
import type { ShopEventPayloads } from './shop-events.ts';
import type { RgEventPayloads } from './responsible-gaming-events.ts';
import type { SearchEventPayloads } from './search-events.ts';
import type { ResultsEventPayloads } from './results-events.ts';
import { upgradeLegacyEvent } from './legacy-events.ts';

/** Payload structs keyed by event type. `key` names the cached resource the data came from. */
const EVENT_PAYLOADS = {
  'v1.SportsLoaded': type({ key: string(), sports: array(Sport) }),
  'v1.CategoriesLoaded': type({ key: string(), sportId: string(), categories: array(Category) }),
  'v1.TournamentsLoaded': type({ key: string(), categoryId: string(), tournaments: array(Tournament) }),
  'v1.TopLeaguesLoaded': type({ key: string(), topLeagues: array(TopLeague) }),
  'v1.MatchesLoaded': type({ key: string(), tournamentId: string(), matches: array(Match) }),
  /** One page of a tournament's paged list (pageSize as the server used it): page 1 replaces the list, a later page
   *  replaces it from (page - 1) × pageSize on; total is how many matches the server holds for the tournament. */
  'v1.MatchesPageLoaded': type({ key: string(), tournamentId: string(), page: number(), pageSize: number(), total: number(), matches: array(Match) }),
  'v1.MarketsLoaded': type({ key: string(), matchId: string(), markets: array(Market) }),
  /** Top-sports lists; `partial` when the answer was of some sports only (sport_id): the others' lists stay. */
  'v1.TopSportsLoaded': type({ key: string(), list: string(), sports: array(SportWithMatches), partial: optional(boolean()) }),
  /** The express list of one sport filter ('express:all' | 'express:<sportId>'), in server order, with the dropdown's sports. */
  'v1.ExpressMatchesLoaded': type({ key: string(), list: string(), matches: array(ExpressMatch), sports: array(ExpressSport) }),
  /** The composite home call: each part lands as its own call would, and each part's cache key is fresh. */
  'v1.HomepageLoaded': type({
    key: string(),
    sports: array(Sport),
    topLeagues: array(TopLeague),
    topMatches: array(Match),
    topSports: array(SportWithMatches),
    league: nullable(HomepageLeague),
    /** The phone home's banners (HOMEPAGE_MOBILE); absent when the server's answer had none. */
    banners: optional(array(Banner)),
  }),
  /** One banner type's list as the server ordered it ('banners:<type>'); it replaces that type's banners. */
  'v1.BannersLoaded': type({ key: string(), bannerType: string(), banners: array(Banner) }),
  'v1.ResourceFetchStarted': type({ key: string() }),
  /** A read failed (schema/read-failures.ts): its code (the server's, or ours: NETWORK, BAD_ANSWER, the read's own), the
   *  HTTP status when the server answered and the server's own words if it sent any; stale when a copy is still shown. */
  'v1.ResourceFetchFailed': type({
    key: string(),
    code: string(),
    status: optional(number()),
    message: optional(string()),
    stale: defaulted(boolean(), false),
  }),
  'v1.LanguageSelected': type({ language: Language }),
  /** Sign-in data is set (login, or restored from storage): user, wallet, session and merchant together. */
  'v1.SignedIn': type({ user: User, wallet: Wallet, session: Session, merchantId: string(), hasSeenUnlockNotification: boolean() }),
  /** Everything of the player is cleared; reason says why (the UI redirects home on merchant_mismatch). */
  'v1.SignedOut': type({ reason: enums(['user', 'merchant_mismatch', 'auth_failure', 'session_expired']) }),
  /** A fresh wallet read (GET auth/verify after a reconnect, or after any wallet-changing call). */
  'v1.WalletLoaded': type({ wallet: Wallet }),
  /** A BALANCE_UPDATE from the socket, decoded; ignored unless it is the signed-in user's. */
  'v1.BalanceUpdated': type({ ...BalanceUpdate.schema, type: string() }),
  'v1.BannersChanged': type({ merchantId: string(), bannerType: optional(string()) }),
  'v1.SocketStatusChanged': type({
    status: enums(['idle', 'connecting', 'connected', 'disconnected', 'failed']),
    message: optional(string()),
  }),
  'v1.UnlockNotificationSeen': type({}),
  /** A tap on an odds button: adds the pick, replaces the same match's pick, or removes the same pick. */
  'v1.SelectionToggled': type({ slot: number(), selection: SlipSelection }),
  'v1.SelectionRemoved': type({ slot: number(), matchId: string() }),
  'v1.SlipCleared': type({ slot: number() }),
  'v1.SlipStakeChanged': type({ slot: number(), stake: string() }),
  'v1.SlipSlotSelected': type({ slot: number() }),
  /** The player accepted the server's current prices for the picks of a slot (after ODDS_CHANGED). */
  'v1.SlipOddsAccepted': type({ slot: number(), current: array(CurrentOdds) }),
  /** The player chose how the slip takes live price changes (or it was read back from browser storage). */
  'v1.OddsPolicyChanged': type({ policy: OddsPolicy }),
  /** Low-data mode (issue 17) on or off: the player's choice, or the browser's Save-Data hint at start (system). */
  'v1.SaveDataChanged': type({ on: boolean() }),
  /** How dates and times are shown (issue 18): the Ethiopian calendar or the Gregorian; the local 12-hour count or 24-hour. */
  'v1.DateStyleChanged': type({ calendar: enums(['gregorian', 'ethiopian']), clock: enums(['24h', 'local']) }),
  /** How prices are shown (issue 29, domain/odds-format.ts): decimal, fractional or American; display only. */
  'v1.OddsFormatChanged': type({ format: enums(['decimal', 'fractional', 'american']) }),
  /** Slips read back from browser storage (already filtered for the 24 h expiry). */
  'v1.SlipsRestored': type({ active: number(), slips: array(StoredSlip), oddsPolicy: optional(OddsPolicy) }),
  /** The catalogue, its cache rows and the same player's wallet, read back from browser storage at start (issue 17). */
  'v1.StoreRestored': StoreRestoredPayload,
  /** The merchant's betting config (points limits); null when the server has none for this merchant. */
  'v1.BettingConfigLoaded': type({ key: string(), config: nullable(BettingConfig) }),
  /** The player switched the slip between money and points (spec §4). */
  'v1.BettingModeChanged': type({ mode: BettingMode }),
  /** Live prices from an ODDS_CHANGE batch: outcomes on screen and picks in the slip follow them. */
  'v1.OddsChanged': type({ changes: array(OddsChangeItem) }),
  /** A page of the player's bet history for one filter (list); offset 0 replaces the list, later pages extend it. */
  'v1.TicketHistoryLoaded': type({ key: string(), list: string(), offset: number(), total: number(), tickets: array(TicketDetail) }),
  /** Player commands (place a ticket, check a ticket, account actions): intents and their outcomes. */
  ...CommandPayloads,
  /** Deposits and withdrawals (issue 13): the start command, the player's payments, the preference reads. */
  ...PaymentEventPayloads,
} as const;

/** Late payloads: their structs load with the chunks that bring their events (payments', LotoFoot's, promotions'),
 *  off the home route's bytes. */
type LatePayloads = typeof LotofootEventPayloads &
  typeof PromotionEventPayloads &
  typeof GameEventPayloads &
  typeof VirtualEventPayloads &
  typeof BookingEventPayloads &
  typeof ShopEventPayloads &
  typeof RgEventPayloads &
  typeof SearchEventPayloads &
  typeof ResultsEventPayloads & {
    /** A page of the player's wallet statement (issue 13): offset 0 replaces the statement, a later page extends it. */
    'v1.StatementLoaded': Struct<{ key: string; page: StatementPage }>;
  };
export const EventPayloads = EVENT_PAYLOADS as typeof EVENT_PAYLOADS & LatePayloads;

/** Adds late payload structs (idempotent): called, with their materializers, before any of their events can come. */
export function addEventPayloads(late: Partial<LatePayloads>): void {
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

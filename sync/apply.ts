// The one entry point that changes the store: applyEvent looks the event up in the materializer map
// and applies it inside a transaction. A materializer of a big answer is a generator: each step between its
// `yield`s is its own transaction, so the engine can spread one answer over several short main-thread tasks
// (eventSteps); replays run every step at once. Unknown or invalid events are logged and dropped — they never
// throw into React.
import { decodeEvent, type AppEvent, type EventType, type PayloadOf } from '../schema/event.ts';
import type { AppData } from './store.ts';
import * as catalog from './materializers/catalog.ts';
import { matchesPageLoaded } from './materializers/match-pages.ts';
import { expressMatchesLoaded } from './materializers/express.ts';
import { outdateResources, resourceFetchStarted, resourceFetchFailed, resourceLoaded } from './materializers/resources.ts';
import { homepageLoaded } from './materializers/homepage.ts';
import * as account from './materializers/account.ts';
import { bannersChanged, bannersLoaded } from './materializers/banners.ts';
import * as betslip from './materializers/betslip.ts';
import * as history from './materializers/history.ts';
import * as statement from './materializers/statement.ts';
import * as points from './materializers/points.ts';
import { oddsChanged } from './materializers/odds.ts';
import * as tickets from './materializers/tickets.ts';
import * as forms from './materializers/account-forms.ts';
import { paymentsForgotten, RECENT_PAYMENTS_KEYS } from './materializers/payment-keys.ts';
import { lotofootForgotten } from './materializers/lotofoot-keys.ts';
import { storeRestored } from './materializers/store-restored.ts';

type Steps = Generator<void, void, void>;
// biome-ignore lint/suspicious/noConfusingVoidType: a writer returns nothing or its steps; `undefined` would refuse every `(…) => void` writer
type Materializer<T extends EventType> = (data: AppData, payload: PayloadOf<T>, at: number) => void | Steps;
type MaterializerMap = { [T in EventType]: Materializer<T> };
/** Events whose materializers load with the chunks that bring them (registerMaterializers), not with the home route. */
type PaymentType = Extract<EventType, `v1.Payment${string}`>;
type LotofootType = Extract<EventType, `v1.Lotofoot${string}`>;
type PromotionType = Extract<EventType, `v1.Promo${string}`>;
type GameType = Extract<EventType, `v1.Game${string}`>;
type BookingType = Extract<EventType, `v1.Booking${string}`>;
type ShopType = Extract<EventType, `v1.Shop${string}`>;
type RgType = Extract<EventType, `v1.Rg${string}`>;
type LateType =
  | PaymentType
  | LotofootType
  | PromotionType
  | GameType
  | BookingType
  | ShopType
  | RgType
  | 'v1.VirtualScheduleLoaded'
  | 'v1.ResultsLoaded'
  | 'v1.SearchLoaded'
  | 'v1.StatementLoaded';
export type LateMaterializers = { [T in PaymentType]: Materializer<T> };
export type LotofootMaterializers = { [T in LotofootType]: Materializer<T> };
export type PromotionMaterializers = { [T in PromotionType]: Materializer<T> };
export type GameMaterializers = { [T in GameType]: Materializer<T> };
export type BookingMaterializers = { [T in BookingType]: Materializer<T> };
export type ShopMaterializers = { [T in ShopType]: Materializer<T> };
export type RgMaterializers = { [T in RgType]: Materializer<T> };
export type VirtualMaterializers = { 'v1.VirtualScheduleLoaded': Materializer<'v1.VirtualScheduleLoaded'> };
export type SearchMaterializers = { 'v1.SearchLoaded': Materializer<'v1.SearchLoaded'> };

const isSteps = (value: unknown): value is Steps => typeof value === 'object' && value !== null && typeof (value as Steps).next === 'function';

/** Wraps a data materializer so the resource it came from is marked fresh too (after its last step). */
// biome-ignore lint/suspicious/noConfusingVoidType: a writer returns nothing or its steps; `undefined` would refuse every `(…) => void` writer
const loaded = <T extends EventType>(write: (d: AppData, p: PayloadOf<T>) => void | Steps): Materializer<T> =>
  function* (data, payload, at) {
    const steps = write(data, payload);
    if (isSteps(steps)) {
      yield* steps;
    }
    resourceLoaded(data, (payload as { key: string }).key, at);
  };

const MATERIALIZERS: Omit<MaterializerMap, LateType> &
  Partial<LateMaterializers & LotofootMaterializers & PromotionMaterializers & GameMaterializers & VirtualMaterializers> = {
  'v1.SportsLoaded': loaded(catalog.sportsLoaded),
  'v1.CategoriesLoaded': loaded(catalog.categoriesLoaded),
  'v1.TournamentsLoaded': loaded(catalog.tournamentsLoaded),
  'v1.TopLeaguesLoaded': loaded(catalog.topLeaguesLoaded),
  'v1.MatchesLoaded': loaded(catalog.matchesLoaded),
  'v1.MatchesPageLoaded': loaded(matchesPageLoaded),
  'v1.MarketsLoaded': loaded(catalog.marketsLoaded),
  'v1.TopSportsLoaded': loaded(catalog.topSportsLoaded),
  'v1.ExpressMatchesLoaded': loaded(expressMatchesLoaded),
  'v1.HomepageLoaded': function* (data, p, at) {
    yield* homepageLoaded(data, p, at);
    resourceLoaded(data, p.key, at);
  },
  'v1.ResourceFetchStarted': (data, p) => resourceFetchStarted(data, p),
  'v1.ResourceFetchFailed': (data, p) => resourceFetchFailed(data, p),
  'v1.LanguageSelected': ({ store }, p) => {
    store.setValue('language', p.language);
  },
  'v1.SignedIn': account.signedIn,
  'v1.SignedOut': (data) => {
    account.signedOut(data);
    forms.accountFormsForgotten(data);
    history.historyForgotten(data);
    statement.statementForgotten(data);
    points.bettingModeReset(data);
    paymentsForgotten(data);
    lotofootForgotten(data);
  },
  'v1.WalletLoaded': (data, p) => {
    account.walletLoaded(data, p);
    history.historyOutdated(data);
    statement.statementOutdated(data);
  },
  'v1.BalanceUpdated': (data, p) => {
    account.balanceUpdated(data, p);
    history.historyOutdated(data);
    statement.statementOutdated(data);
  },
  'v1.BannersLoaded': loaded(bannersLoaded),
  'v1.BannersChanged': bannersChanged,
  'v1.SocketStatusChanged': (data, p) => {
    account.socketStatusChanged(data, p);
    // Back on the socket: PAYMENT_UPDATEs sent while it was down are lost, so the recent payments are read again.
    if (p.status === 'connected') {
      outdateResources(data, RECENT_PAYMENTS_KEYS);
    }
  },
  'v1.UnlockNotificationSeen': account.unlockNotificationSeen,
  'v1.SelectionToggled': betslip.selectionToggled,
  'v1.SelectionRemoved': betslip.selectionRemoved,
  'v1.SlipCleared': betslip.slipCleared,
  'v1.SlipStakeChanged': (data, p, at) => {
    betslip.slipStakeChanged(data, p, at);
    tickets.stakeChanged(data, p);
  },
  'v1.SlipSlotSelected': betslip.slipSlotSelected,
  'v1.SlipsRestored': betslip.slipsRestored,
  'v1.StoreRestored': storeRestored,
  'v1.SlipOddsAccepted': (data, p, at) => {
    betslip.slipOddsAccepted(data, p, at);
    tickets.oddsAccepted(data, p);
  },
  'v1.OddsPolicyChanged': betslip.oddsPolicyChanged,
  'v1.SaveDataChanged': ({ store }, p) => {
    store.setValue('save_data', p.on);
  },
  'v1.DateStyleChanged': ({ store }, p) => {
    store.setValue('calendar', p.calendar);
    store.setValue('clock', p.clock);
  },
  'v1.OddsFormatChanged': ({ store }, p) => {
    store.setValue('odds_format', p.format);
  },
  'v1.TicketHistoryLoaded': loaded(history.ticketHistoryLoaded),
  'v1.BettingConfigLoaded': loaded(points.bettingConfigLoaded),
  'v1.BettingModeChanged': points.bettingModeChanged,
  'v1.OddsChanged': oddsChanged,
  'v1.TicketRequested': tickets.ticketRequested,
  'v1.TicketPlaced': tickets.ticketPlaced,
  'v1.TicketRefused': tickets.ticketRefused,
  'v1.TicketDismissed': tickets.ticketDismissed,
  'v1.TicketLookupRequested': tickets.lookupRequested,
  'v1.TicketFound': tickets.ticketFound,
  'v1.TicketLookupFailed': tickets.lookupFailed,
  'v1.TicketLookupClosed': tickets.lookupClosed,
  'v1.AccountRequested': forms.accountRequested,
  'v1.AccountSucceeded': forms.accountSucceeded,
  'v1.AccountFailed': forms.accountFailed,
  'v1.AccountFormReset': forms.accountFormReset,
};

/** Adds late materializers (idempotent): called by every module that can bring their events, before it does. */
export function registerMaterializers(
  late:
    | LateMaterializers
    | LotofootMaterializers
    | PromotionMaterializers
    | GameMaterializers
    | BookingMaterializers
    | ShopMaterializers
    | RgMaterializers
    | VirtualMaterializers
    | { 'v1.ResultsLoaded': Materializer<'v1.ResultsLoaded'> }
    | SearchMaterializers
    | { 'v1.StatementLoaded': Materializer<'v1.StatementLoaded'> },
): void {
  Object.assign(MATERIALIZERS, late);
}

/** Whether an event type has a materializer now (a late family's only once it is registered). */
export function hasMaterializer(type: string): boolean {
  // biome-ignore lint/suspicious/noPrototypeBuiltins: Object.hasOwn is ES2022; the client is built for ES2020 (vite.config.ts)
  return Object.prototype.hasOwnProperty.call(MATERIALIZERS, type);
}

export type Logger = (message: string, detail?: unknown) => void;
const defaultLogger: Logger = (message, detail) => console.warn(`[sync] ${message}`, detail);

/** What one step of applying an event came to: more steps to run, the event applied, or the event dropped. */
export type StepResult = 'more' | 'done' | 'dropped';

/**
 * Starts applying an already-typed event: each call of the returned function runs its next step in its own
 * transaction. A materializer that throws drops the event there (logged); steps already run stay applied.
 */
export function eventSteps(data: AppData, event: AppEvent, log: Logger = defaultLogger): () => StepResult {
  const materialize = (MATERIALIZERS as Partial<MaterializerMap>)[event.type] as Materializer<EventType> | undefined;
  if (!materialize) {
    log('dropped event of unknown type', event.type);
    return () => 'dropped';
  }
  let steps: Steps | null = null;
  let started = false;
  return () => {
    try {
      let finished = false;
      data.store.transaction(() => {
        if (!started) {
          started = true;
          const result = materialize(data, event.payload, event.at);
          if (!isSteps(result)) {
            finished = true;
            return;
          }
          steps = result;
        }
        finished = (steps as Steps).next().done === true;
      });
      return finished ? 'done' : 'more';
    } catch (error) {
      log(`dropped ${event.type}: materializer failed`, error);
      return 'dropped';
    }
  };
}

/** Applies an already-typed event, every step at once. Returns false (and logs) when the materializer throws. */
export function applyEvent(data: AppData, event: AppEvent, log: Logger = defaultLogger): boolean {
  const step = eventSteps(data, event, log);
  let result = step();
  while (result === 'more') {
    result = step();
  }
  return result === 'done';
}

/** Decodes an untrusted value (a replayed line, a message) and applies it; invalid ones are dropped. */
export function applyUntrusted(data: AppData, value: unknown, log: Logger = defaultLogger): boolean {
  const event = decodeEvent(value);
  if (!event) {
    log('dropped invalid event', value);
    return false;
  }
  return applyEvent(data, event, log);
}

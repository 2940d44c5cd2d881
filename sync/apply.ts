// The one entry point that changes the store: applyEvent looks the event up in the materializer map
// and applies it inside a single transaction. Unknown or invalid events are logged and dropped —
// they never throw into React.
import { decodeEvent, type AppEvent, type EventType, type PayloadOf } from '../schema/event.ts';
import type { AppData } from './store.ts';
import * as catalog from './materializers/catalog.ts';
import { matchesPageLoaded } from './materializers/match-pages.ts';
import { expressMatchesLoaded } from './materializers/express.ts';
import { resourceFetchStarted, resourceFetchFailed, resourceLoaded } from './materializers/resources.ts';
import { homepageLoaded } from './materializers/homepage.ts';
import * as account from './materializers/account.ts';
import * as betslip from './materializers/betslip.ts';
import * as history from './materializers/history.ts';
import * as points from './materializers/points.ts';
import { oddsChanged } from './materializers/odds.ts';

type Materializer<T extends EventType> = (data: AppData, payload: PayloadOf<T>, at: number) => void;
type MaterializerMap = { [T in EventType]: Materializer<T> };

/** Wraps a data materializer so the resource it came from is marked fresh too. */
const loaded = <T extends EventType>(write: (d: AppData, p: PayloadOf<T>) => void): Materializer<T> =>
  (data, payload, at) => {
    write(data, payload);
    resourceLoaded(data, (payload as { key: string }).key, at);
  };

const MATERIALIZERS: MaterializerMap = {
  'v1.SportsLoaded': loaded(catalog.sportsLoaded),
  'v1.CategoriesLoaded': loaded(catalog.categoriesLoaded),
  'v1.TournamentsLoaded': loaded(catalog.tournamentsLoaded),
  'v1.TopLeaguesLoaded': loaded(catalog.topLeaguesLoaded),
  'v1.MatchesLoaded': loaded(catalog.matchesLoaded),
  'v1.MatchesPageLoaded': loaded(matchesPageLoaded),
  'v1.MarketsLoaded': loaded(catalog.marketsLoaded),
  'v1.TopSportsLoaded': loaded(catalog.topSportsLoaded),
  'v1.ExpressMatchesLoaded': loaded(expressMatchesLoaded),
  'v1.HomepageLoaded': (data, p, at) => {
    homepageLoaded(data, p, at);
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
    history.historyForgotten(data);
    points.bettingModeReset(data);
  },
  'v1.WalletLoaded': (data, p) => {
    account.walletLoaded(data, p);
    history.historyOutdated(data);
  },
  'v1.BalanceUpdated': (data, p) => {
    account.balanceUpdated(data, p);
    history.historyOutdated(data);
  },
  'v1.BannersChanged': account.bannersChanged,
  'v1.SocketStatusChanged': account.socketStatusChanged,
  'v1.UnlockNotificationSeen': account.unlockNotificationSeen,
  'v1.SelectionToggled': betslip.selectionToggled,
  'v1.SelectionRemoved': betslip.selectionRemoved,
  'v1.SlipCleared': betslip.slipCleared,
  'v1.SlipStakeChanged': betslip.slipStakeChanged,
  'v1.SlipSlotSelected': betslip.slipSlotSelected,
  'v1.SlipsRestored': betslip.slipsRestored,
  'v1.SlipOddsAccepted': betslip.slipOddsAccepted,
  'v1.TicketHistoryLoaded': loaded(history.ticketHistoryLoaded),
  'v1.BettingConfigLoaded': loaded(points.bettingConfigLoaded),
  'v1.BettingModeChanged': points.bettingModeChanged,
  'v1.OddsChanged': oddsChanged,
};

export type Logger = (message: string, detail?: unknown) => void;
const defaultLogger: Logger = (message, detail) => console.warn(`[sync] ${message}`, detail);

/** Applies an already-typed event. Returns false (and logs) when the materializer throws. */
export function applyEvent(data: AppData, event: AppEvent, log: Logger = defaultLogger): boolean {
  const materialize = MATERIALIZERS[event.type] as Materializer<EventType> | undefined;
  if (!materialize) {
    log('dropped event of unknown type', event.type);
    return false;
  }
  try {
    data.store.transaction(() => materialize(data, event.payload, event.at));
    return true;
  } catch (error) {
    log(`dropped ${event.type}: materializer failed`, error);
    return false;
  }
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

// Invalidation as stream operators: the engine taps the events it has applied and, when one outdates cached
// resources, fetches again the ones on screen (sync/watch.ts); coming back online fetches again everything on
// screen. A resource not on screen is only marked outdated (by its materializer) and is fetched when a screen
// next asks for it. The rules below name the same keys the materializers outdate for these events.
import { EMPTY, from, mergeMap, type OperatorFunction } from 'rxjs';
import type { AppEvent } from '../../schema/event.ts';
import { bannersKey, type ResourceDef } from '../resources.ts';
import type { Watchlist } from '../watch.ts';

/** Every history list's key starts with this (domain/history.ts historyList). */
const HISTORY_KEYS = 'history:';

/**
 * The key prefix of the cached resources an event outdates, or null: a banner change (socket BANNER_UPDATE or
 * the page's 'bannerUpdate' event) its type's list, or every type's; a balance change the bet history (a payout
 * or a new bet moved it; a wallet loaded again after a reconnect may have missed the BALANCE_UPDATE).
 */
function outdatedBy(event: AppEvent): string | null {
  switch (event.type) {
    case 'v1.BannersChanged':
      return bannersKey(event.payload.bannerType ?? '');
    case 'v1.BalanceUpdated':
    case 'v1.WalletLoaded':
      return HISTORY_KEYS;
    default:
      return null;
  }
}

/** Applied events → the resources on screen they outdated, to fetch again. */
export function refetchOutdated(watched: Watchlist): OperatorFunction<AppEvent, ResourceDef> {
  return mergeMap((event) => {
    const prefix = outdatedBy(event);
    return prefix === null ? EMPTY : from(watched.matching(prefix));
  });
}

/** Each 'back online' signal → every resource on screen, to fetch again. */
export function refetchOnScreen(watched: Watchlist): OperatorFunction<unknown, ResourceDef> {
  return mergeMap(() => from(watched.matching('')));
}

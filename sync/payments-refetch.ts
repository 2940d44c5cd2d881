// The recent-payments read is fetched again when the live socket connects again: PAYMENT_UPDATEs sent while it was
// down never arrive, so the tracker would otherwise wait on a payment that already ended. Kept apart from
// sync/payments.ts (the calls and their declarations) because the engine, on the home route, loads this.
import { EMPTY, from, mergeMap, type OperatorFunction } from 'rxjs';
import type { AppEvent } from '../schema/event.ts';
import { RECENT_PAYMENTS_KEYS } from './materializers/payment-keys.ts';
import type { ResourceDef } from './resources.ts';
import type { Watchlist } from './watch.ts';

/** Applied events → the recent-payments reads on screen, after each (re)connection of the socket. */
export function refetchPaymentsOnConnect(watched: Watchlist): OperatorFunction<AppEvent, ResourceDef> {
  return mergeMap((event) =>
    event.type === 'v1.SocketStatusChanged' && event.payload.status === 'connected' ? from(watched.matching(RECENT_PAYMENTS_KEYS)) : EMPTY,
  );
}

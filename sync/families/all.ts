// Every event family, by the name schema/event.ts gives it: the registry a replay, the recorder's tests and
// `npm run replay` load so no event type is unknown to them. The `satisfies` makes a family missing here (or named
// wrongly) a type error. Never imported by the app: a late family loads with the chunk that brings its events.
import type { FamilyName } from '../../schema/event.ts';
import type { Family } from './define.ts';
import { EAGER } from './eager.ts';
import { bookingFamily } from './booking.ts';
import { cashoutFamily } from './cashout.ts';
import { gamesFamily } from './games.ts';
import { liveFamily } from './live.ts';
import { lotofootFamily } from './lotofoot.ts';
import { paymentsFamily } from './payments.ts';
import { promotionsFamily } from './promotions.ts';
import { responsibleGamingFamily } from './responsible-gaming.ts';
import { resultsFamily } from './results.ts';
import { searchFamily } from './search.ts';
import { shopFamily } from './shop.ts';
import { statementFamily } from './statement.ts';
import { virtualSportFamily } from './virtual-sport.ts';
import { registerFamily } from './runtime.ts';

export const ALL_FAMILIES = {
  ...EAGER,
  payments: paymentsFamily,
  lotofoot: lotofootFamily,
  promotions: promotionsFamily,
  games: gamesFamily,
  virtualSport: virtualSportFamily,
  booking: bookingFamily,
  shop: shopFamily,
  responsibleGaming: responsibleGamingFamily,
  search: searchFamily,
  results: resultsFamily,
  statement: statementFamily,
  live: liveFamily,
  cashout: cashoutFamily,
} as const satisfies { [F in FamilyName]: Family<F> };

/** Registers every family (idempotent): a recorded stream may hold any event. */
export function registerAllFamilies(): void {
  for (const family of Object.values(ALL_FAMILIES)) {
    registerFamily(family as Family);
  }
}

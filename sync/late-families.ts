// Every event family whose payload structs and materializers load with their own chunk, not with the home route:
// one list, so a replay (sync/recorder.ts replayJsonl, `npm run replay`) registers them all before it reads a line.
// A family missing here made a replay drop each of its events (booking, shop and responsible gaming did, issue 31);
// tests/sync/replay-coverage.test.ts derives from schema/ and sync/ that no family is missing.
import { addPaymentMaterializers } from './materializers/payments.ts';
import { addLotofootMaterializers } from './materializers/lotofoot.ts';
import { registerPromotions } from './materializers/promotions.ts';
import { addStatementMaterializers } from './materializers/statement-pages.ts';
import { addGameMaterializers } from './materializers/games.ts';
import { registerVirtualSport } from './materializers/virtual-sport.ts';
import { addBookingMaterializers } from './materializers/booking.ts';
import { addShopMaterializers } from './materializers/shop.ts';
import { addRgMaterializers } from './materializers/responsible-gaming.ts';
import { addSearchMaterializers } from './search.ts';
import { addResultsMaterializers } from './results.ts';

/** Each late family by name, with the function that registers its payloads and materializers (idempotent). */
export const LATE_FAMILIES = {
  payments: addPaymentMaterializers,
  lotofoot: addLotofootMaterializers,
  promotions: registerPromotions,
  statement: addStatementMaterializers,
  games: addGameMaterializers,
  virtualSport: registerVirtualSport,
  booking: addBookingMaterializers,
  shop: addShopMaterializers,
  responsibleGaming: addRgMaterializers,
  search: addSearchMaterializers,
  results: addResultsMaterializers,
} as const;

/** Registers every late family (a stream may hold any event). */
export function addLateEvents(): void {
  for (const register of Object.values(LATE_FAMILIES)) {
    register();
  }
}

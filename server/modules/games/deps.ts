// What the games routes share: the database, the clock, the configured supplier adapters by id, the public base
// URL suppliers send players back to, and the operator token (null: no operator routes).
import type { Db } from '../../db/index.ts';
import type { SupplierAdapter } from './adapters/types.ts';

export interface GamesDeps {
  db: Db;
  now: () => number;
  suppliers: ReadonlyMap<string, SupplierAdapter>;
  publicBaseUrl: string;
  /** The server's own merchant (operator calls that leave merchant_id out mean it). */
  merchantId: string;
}

/** Catalogue answers are the same for every signed caller: shared caches may keep them briefly. */
export const LIST_CACHE = 'public, max-age=30';

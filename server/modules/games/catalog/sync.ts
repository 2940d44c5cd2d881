// The catalogue sync (issue 15): the house games always, then every supplier adapter whose credentials are set.
// A supplier without credentials is inactive and its games unlisted — never a broken tile. Each provider gets its
// house ledger account (house:games:<id>) here, so the wallet can post to it. Runs at start and on POST sync.
// Golden Race (632) and Kiron (497) are served by house stand-ins until their adapter is configured: then the
// provider row is the adapter's (even while its list fails, so no stand-in game launches through it) and the
// stand-in's games are unlisted; without credentials the stand-in is back and the adapter's games unlisted.
// Every supplier's list is read first, outside any transaction (no connection waits on a supplier); then everything
// is written in ONE transaction, where `within` runs last (the operator's sync writes its audit entry there).
import { sql } from 'kysely';
import type { Db } from '../../../db/index.ts';
import { houseGamesAccount } from '../wallet/index.ts';
import type { SupplierAdapter } from '../adapters/types.ts';
import { GOLDENRACE } from '../adapters/goldenrace.ts';
import { KIRON_ADAPTER } from '../adapters/kiron.ts';
import { type CatalogGame, type CatalogProvider, GOLDEN_RACE, HOUSE_CATALOG, HOUSE_PROVIDERS, KIRON } from './house-games.ts';

/** The house provider each real adapter takes over when configured. */
const STAND_IN_OF: Record<string, string> = { [GOLDENRACE]: GOLDEN_RACE, [KIRON_ADAPTER]: KIRON };

export interface SyncResult {
  games: number;
  providers: number;
  /** Suppliers whose list could not be read this time (their last listing stays as it was). */
  failed: string[];
}

async function upsertProvider(db: Db, p: CatalogProvider, active: boolean, nowMs: number): Promise<void> {
  await db
    .insertInto('game_providers')
    .values({ id: p.id, display_name: p.display_name, kind: p.kind, adapter: p.adapter, is_active: active, updated_at: new Date(nowMs) })
    .onConflict((oc) =>
      oc.column('id').doUpdateSet({ display_name: p.display_name, kind: p.kind, adapter: p.adapter, is_active: active, updated_at: new Date(nowMs) }),
    )
    .execute();
  await ensureHouseAccount(db, p.id);
}

/** The house account a wallet provider's stakes go to and wins come from (house:games:<provider>). */
async function ensureHouseAccount(db: Db, provider: string): Promise<void> {
  const account = houseGamesAccount(provider);
  await sql`insert into ledger_accounts (id, kind, code) values (${account}, 'house', ${account}) on conflict (id) do nothing`.execute(db);
}

async function upsertGames(db: Db, games: CatalogGame[], nowMs: number): Promise<void> {
  for (const g of games) {
    const row = { ...g, is_available: true, listed: true, updated_at: new Date(nowMs) };
    const { id: _id, ...changes } = row;
    await db
      .insertInto('games')
      .values(row)
      .onConflict((oc) => oc.column('id').doUpdateSet(changes))
      .execute();
  }
}

/**
 * Upserts the house catalogue and each configured supplier's list; unlists what a supplier no longer offers. A
 * supplier that does not answer keeps its last listing and is named in `failed` (start-up never fails on it).
 */
export async function syncGames(
  db: Db,
  suppliers: readonly SupplierAdapter[],
  nowMs: number,
  within?: (trx: Db, result: SyncResult) => Promise<void>,
): Promise<SyncResult> {
  const listings = new Map<string, Listing | null>();
  for (const adapter of suppliers) {
    if (adapter.isConfigured()) {
      try {
        listings.set(adapter.id, await adapter.listGames());
      } catch {
        listings.set(adapter.id, null);
      }
    }
  }
  return db.transaction().execute(async (trx) => {
    const result = await writeCatalog(trx, suppliers, listings, nowMs);
    await within?.(trx, result);
    return result;
  });
}

type Listing = Awaited<ReturnType<SupplierAdapter['listGames']>>;

/** Writes the house catalogue and each supplier's listing (null: it did not answer). */
async function writeCatalog(
  db: Db,
  suppliers: readonly SupplierAdapter[],
  listings: ReadonlyMap<string, Listing | null>,
  nowMs: number,
): Promise<SyncResult> {
  let games = 0;
  const takenBy = new Map(
    suppliers.filter((a) => a.isConfigured() && STAND_IN_OF[a.id] !== undefined).map((a) => [STAND_IN_OF[a.id] as string, a.id]),
  );
  for (const p of HOUSE_PROVIDERS) {
    await upsertProvider(db, { ...p, adapter: takenBy.get(p.id) ?? p.adapter }, true, nowMs);
  }
  const houseGames = HOUSE_CATALOG.filter((g) => !takenBy.has(g.provider_id));
  await upsertGames(db, houseGames, nowMs);
  const replaced = HOUSE_CATALOG.filter((g) => takenBy.has(g.provider_id)).map((g) => g.id);
  if (replaced.length > 0) {
    await db.updateTable('games').set({ listed: false }).where('id', 'in', replaced).execute();
  }
  games += houseGames.length;
  let providers = HOUSE_PROVIDERS.length;
  const failed: string[] = [];
  for (const adapter of suppliers) {
    if (!adapter.isConfigured()) {
      await db.updateTable('game_providers').set({ is_active: false }).where('adapter', '=', adapter.id).execute();
      await db
        .updateTable('games')
        .set({ listed: false })
        .where('provider_id', 'in', db.selectFrom('game_providers').select('id').where('adapter', '=', adapter.id))
        .execute();
      // Its games under a provider it does not own (a stand-in's id, now the house's again): by their id prefix.
      await db.updateTable('games').set({ listed: false }).where('id', 'like', `${adapter.id}:%`).execute();
      continue;
    }
    await ensureHouseAccount(db, adapter.id);
    const listed = listings.get(adapter.id) ?? null;
    if (listed === null) {
      failed.push(adapter.id);
      continue;
    }
    for (const p of listed.providers) {
      await upsertProvider(db, p, true, nowMs);
    }
    await upsertGames(db, listed.games, nowMs);
    const ids = listed.games.map((g) => g.id);
    const providerIds = listed.providers.map((p) => p.id);
    if (providerIds.length > 0) {
      let stale = db.updateTable('games').set({ listed: false }).where('provider_id', 'in', providerIds);
      if (ids.length > 0) {
        stale = stale.where('id', 'not in', ids);
      }
      await stale.execute();
    }
    games += listed.games.length;
    providers += listed.providers.length;
  }
  return { games, providers, failed };
}

// Catalogue reads (issue 15): games and providers as the lists present them. Casino lists never show the virtual
// providers (spec §9: ids 632 and 497, names containing golden or kiron); unlisted games and inactive providers are
// never shown, nor what an operator switched off (a provider with all its games, or one game: 0039-game-switches) —
// every list, search, lobby and launch reads through base(), so one condition covers them all. Providers follow spec §9's order: the house list first (as ABCD/Atlas-V are in the spec's client),
// then spribe, pragmatic play, smartsoft, kiron, golden race, boongo, bgaming, then the others alphabetically.
import { sql } from 'kysely';
import type { Db } from '../../../db/index.ts';
import type { CasinoGame, GameProvider } from '../../../../schema/game.ts';
import { HOUSE_PROVIDER, VIRTUAL_PROVIDER_IDS } from './house-games.ts';

const PREFERRED = ['spribe', 'pragmatic play', 'smartsoft', 'kiron', 'golden race', 'boongo', 'bgaming'];

/** Spec §9 exclusions from casino lists. */
export const isExcludedFromCasino = (p: { id: string; display_name: string }): boolean =>
  VIRTUAL_PROVIDER_IDS.includes(p.id) || /golden|kiron/i.test(p.display_name);

const rank = (p: { id: string; display_name: string }): number => {
  if (p.id === HOUSE_PROVIDER) {
    return -1;
  }
  const i = PREFERRED.indexOf(p.display_name.toLowerCase());
  return i === -1 ? PREFERRED.length : i;
};

export function orderProviders<P extends { id: string; display_name: string }>(providers: readonly P[]): P[] {
  return [...providers].sort((a, b) => rank(a) - rank(b) || a.display_name.localeCompare(b.display_name));
}

export interface GameRow {
  id: string;
  name: string;
  thumbnail: string | null;
  provider_id: string;
  provider_name: string;
  category: string;
  type: string;
  external_code: string;
  adapter: string;
  is_available: boolean;
  has_demo: boolean;
  is_new: boolean;
  is_popular: boolean;
  is_jackpot: boolean;
  rtp: string | number | null;
}

export const presentGame = (g: GameRow): CasinoGame => ({
  id: g.id,
  name: g.name,
  thumbnail: g.thumbnail,
  provider: g.provider_id,
  provider_name: g.provider_name,
  category: g.category,
  type: g.type,
  is_available: g.is_available,
  has_demo: g.has_demo,
  is_new: g.is_new,
  is_popular: g.is_popular,
  is_jackpot: g.is_jackpot,
  rtp: g.rtp === null ? null : Number(g.rtp),
});

export interface GameFilter {
  /** 'casino' lists leave out the virtual providers; 'virtual' lists only them. */
  scope: 'casino' | 'virtual' | 'all';
  provider?: string;
  category?: string;
  search?: string;
}

function base(db: Db, f: GameFilter) {
  let q = db
    .selectFrom('games as g')
    .innerJoin('game_providers as p', 'p.id', 'g.provider_id')
    .where('g.listed', '=', true)
    .where('p.is_active', '=', true)
    .where('g.switched_off', '=', false)
    .where('p.switched_off', '=', false);
  if (f.scope === 'casino') {
    q = q.where('p.id', 'not in', VIRTUAL_PROVIDER_IDS).where(sql<boolean>`p.display_name !~* '(golden|kiron)'`);
  } else if (f.scope === 'virtual') {
    q = q.where('p.kind', '=', 'virtual');
  }
  if (f.provider !== undefined) {
    q = q.where('p.id', '=', f.provider);
  }
  if (f.category !== undefined) {
    q = q.where('g.category', '=', f.category);
  }
  if (f.search !== undefined) {
    // A literal substring: % and _ in the player's text match themselves.
    const escaped = f.search.replace(/[\\%_]/g, (c) => `\\${c}`);
    q = q.where(sql<boolean>`g.name ilike ${`%${escaped}%`}`);
  }
  return q;
}

const COLUMNS = [
  'g.id',
  'g.name',
  'g.thumbnail',
  'g.provider_id',
  'p.display_name as provider_name',
  'g.category',
  'g.type',
  'g.external_code',
  'p.adapter',
  'g.is_available',
  'g.has_demo',
  'g.is_new',
  'g.is_popular',
  'g.is_jackpot',
  'g.rtp',
] as const;

export async function findGames(db: Db, f: GameFilter, limit: number, offset: number): Promise<{ games: GameRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    base(db, f).select(COLUMNS).orderBy('g.sort').orderBy('g.name').limit(limit).offset(offset).execute(),
    base(db, f)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { games: rows, total: Number(count.n) };
}

export async function findGame(db: Db, id: string): Promise<GameRow | null> {
  const row = await base(db, { scope: 'all' }).select(COLUMNS).where('g.id', '=', id).executeTakeFirst();
  return row ?? null;
}

export async function casinoProviders(db: Db): Promise<GameProvider[]> {
  const rows = await db
    .selectFrom('game_providers as p')
    .leftJoin('games as g', (j) => j.onRef('g.provider_id', '=', 'p.id').on('g.listed', '=', true).on('g.switched_off', '=', false))
    .select(['p.id', 'p.display_name', 'p.is_active', (eb) => eb.fn.count<string | number>('g.id').as('n')])
    .where('p.switched_off', '=', false)
    .groupBy(['p.id', 'p.display_name', 'p.is_active'])
    .execute();
  const shown = rows.filter((p) => !isExcludedFromCasino(p) && p.is_active);
  return orderProviders(shown).map((p) => ({ id: p.id, display_name: p.display_name, is_active: p.is_active, game_count: Number(p.n) }));
}

export async function categoryCounts(db: Db, f: GameFilter): Promise<{ id: string; count: number }[]> {
  const rows = await base(db, { ...f, category: undefined })
    .select(['g.category', (eb) => eb.fn.countAll<string | number>().as('n')])
    .groupBy('g.category')
    .orderBy('g.category')
    .execute();
  return rows.map((r) => ({ id: r.category, count: Number(r.n) }));
}

/** Totals of the casino lists (virtual providers left out, as in every casino list). */
export async function catalogStats(db: Db) {
  const games = await base(db, { scope: 'casino' })
    .select([(eb) => eb.fn.countAll<string | number>().as('total'), sql<string | number>`count(*) filter (where g.is_available)`.as('active')])
    .executeTakeFirstOrThrow();
  // A provider an operator switched off is not shown, as in the providers list.
  const providers = (
    await db.selectFrom('game_providers').select(['id', 'display_name', 'is_active']).where('switched_off', '=', false).execute()
  ).filter((p) => !isExcludedFromCasino(p));
  return {
    total_games: Number(games.total),
    active_games: Number(games.active),
    total_providers: providers.length,
    active_providers: providers.filter((p) => p.is_active).length,
    categories: await categoryCounts(db, { scope: 'casino' }),
  };
}

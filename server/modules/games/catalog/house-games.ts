// The games this server plays itself (issue 15), so every lobby plays offline: six house games, one per curated
// category, under "BirrBet Originals", and the two virtual sports under the spec's virtual providers (Golden
// Race 632 and Kiron 497) as their offline stand-ins. Each is a page under /games/house/<id>/ (games/<id>/).
import { HOUSE_RTP } from '../house/rtp.ts';

export const HOUSE_PROVIDER = 'house';
export const GOLDEN_RACE = '632';
export const KIRON = '497';

export interface CatalogProvider {
  id: string;
  display_name: string;
  kind: 'house' | 'casino' | 'virtual';
  adapter: string;
}

export interface CatalogGame {
  id: string;
  provider_id: string;
  external_code: string;
  name: string;
  category: string;
  type: string;
  thumbnail: string | null;
  has_demo: boolean;
  is_new: boolean;
  is_popular: boolean;
  is_jackpot: boolean;
  rtp: number | null;
  sort: number;
}

export const HOUSE_PROVIDERS: CatalogProvider[] = [
  { id: HOUSE_PROVIDER, display_name: 'BirrBet Originals', kind: 'house', adapter: 'house' },
  { id: GOLDEN_RACE, display_name: 'Golden Race', kind: 'virtual', adapter: 'house' },
  { id: KIRON, display_name: 'Kiron', kind: 'virtual', adapter: 'house' },
];

const thumb = (id: string): string => `/games/thumbs/${id}.svg`;

const house = (id: string, name: string, type: string, sort: number, badges: Partial<CatalogGame> = {}): CatalogGame => ({
  id,
  provider_id: HOUSE_PROVIDER,
  external_code: id,
  name,
  category: id,
  type,
  thumbnail: thumb(id),
  has_demo: true,
  is_new: false,
  is_popular: false,
  is_jackpot: false,
  rtp: HOUSE_RTP[id] ?? null,
  sort,
  ...badges,
});

export const HOUSE_CATALOG: CatalogGame[] = [
  house('crash', 'Rocket Crash', 'crash', 1, { is_popular: true }),
  house('mines', 'Mines', 'fast', 2, { is_popular: true }),
  house('plinko', 'Plinko', 'fast', 3, { is_new: true, is_popular: true }),
  house('keno', 'Keno 40', 'fast', 4),
  house('wheel', 'Lucky Wheel', 'fast', 5, { is_new: true }),
  house('fruits', 'Fruit Fiesta', 'slot', 6, { is_jackpot: true, is_popular: true }),
  {
    ...house('vfootball', 'Virtual Football League', 'virtual sport', 1, { is_popular: true }),
    provider_id: GOLDEN_RACE,
    category: 'virtual-football',
    rtp: null,
  },
  { ...house('vhorses', 'Virtual Horse Racing', 'virtual sport', 2, { is_new: true }), provider_id: KIRON, category: 'virtual-horses', rtp: null },
];

/** The virtual providers: their games are listed on the virtual games page only (spec §9 exclusions). */
export const VIRTUAL_PROVIDER_IDS = [GOLDEN_RACE, KIRON];

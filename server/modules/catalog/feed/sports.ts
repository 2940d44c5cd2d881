// The catalogue: sports, categories (countries) and tournaments with their teams and schedule.
// Ids mimic Sportradar URNs and never change, because fixture ids and stored rows derive from them.
import type { CategoryDef, SportDef, TournamentDef } from './types.ts';
import { CORE_TOURNAMENTS } from './tournaments-core.ts';
import { WORLD_FOOTBALL } from './tournaments-football.ts';
import { MORE_TOURNAMENTS } from './tournaments-more.ts';

export const SPORT_IDS = {
  soccer: '1',
  basketball: '2',
  iceHockey: '4',
  tennis: '5',
  handball: '6',
  americanFootball: '16',
  volleyball: '23',
  baseball: '3',
  rugby: '12',
  tableTennis: '20',
  darts: '22',
} as const;

export const SPORTS: SportDef[] = [
  { id: '1', name: 'Soccer', hasDraw: true, iconKey: 'soccer' },
  { id: '2', name: 'Basketball', hasDraw: false, iconKey: 'basketball' },
  { id: '5', name: 'Tennis', hasDraw: false, iconKey: 'tennis' },
  { id: '4', name: 'Ice Hockey', hasDraw: true, iconKey: 'ice-hockey' },
  { id: '23', name: 'Volleyball', hasDraw: false, iconKey: 'volleyball' },
  { id: '6', name: 'Handball', hasDraw: true, iconKey: 'handball' },
  { id: '16', name: 'American Football', hasDraw: false, iconKey: 'american-football' },
  { id: '3', name: 'Baseball', hasDraw: false, iconKey: 'baseball' },
  { id: '12', name: 'Rugby', hasDraw: true, iconKey: 'rugby' },
  { id: '20', name: 'Table Tennis', hasDraw: false, iconKey: 'table-tennis' },
  { id: '22', name: 'Darts', hasDraw: false, iconKey: 'darts' },
];

export const CATEGORIES: CategoryDef[] = [
  { id: 'sr:category:1', sportId: '1', name: 'England', countryCode: 'gb-eng' },
  { id: 'sr:category:32', sportId: '1', name: 'Spain', countryCode: 'es' },
  { id: 'sr:category:30', sportId: '1', name: 'Germany', countryCode: 'de' },
  { id: 'sr:category:31', sportId: '1', name: 'Italy', countryCode: 'it' },
  { id: 'sr:category:7', sportId: '1', name: 'France', countryCode: 'fr' },
  { id: 'sr:category:35', sportId: '1', name: 'Netherlands', countryCode: 'nl' },
  { id: 'sr:category:44', sportId: '1', name: 'Portugal', countryCode: 'pt' },
  { id: 'sr:category:393', sportId: '1', name: 'International Clubs', countryCode: 'eu' },
  { id: 'sr:category:1502', sportId: '1', name: 'Ethiopia', countryCode: 'et' },
  { id: 'sr:category:15', sportId: '2', name: 'USA', countryCode: 'us' },
  { id: 'sr:category:138', sportId: '2', name: 'International', countryCode: 'eu' },
  { id: 'sr:category:37', sportId: '4', name: 'USA', countryCode: 'us' },
  { id: 'sr:category:43', sportId: '16', name: 'USA', countryCode: 'us' },
  { id: 'sr:category:3', sportId: '5', name: 'ATP', countryCode: null },
  { id: 'sr:category:6', sportId: '5', name: 'WTA', countryCode: null },
  { id: 'sr:category:136', sportId: '23', name: 'Italy', countryCode: 'it' },
  { id: 'sr:category:135', sportId: '23', name: 'Poland', countryCode: 'pl' },
  { id: 'sr:category:24', sportId: '6', name: 'Germany', countryCode: 'de' },
  // Added in issue 32: Africa, the Americas, Asia and Oceania, and the new sports.
  { id: 'sr:category:1465', sportId: '1', name: 'Africa', countryCode: null },
  { id: 'sr:category:1493', sportId: '1', name: 'Kenya', countryCode: 'ke' },
  { id: 'sr:category:1471', sportId: '1', name: 'Nigeria', countryCode: 'ng' },
  { id: 'sr:category:297', sportId: '1', name: 'Egypt', countryCode: 'eg' },
  { id: 'sr:category:358', sportId: '1', name: 'South Africa', countryCode: 'za' },
  { id: 'sr:category:310', sportId: '1', name: 'Saudi Arabia', countryCode: 'sa' },
  { id: 'sr:category:26', sportId: '1', name: 'USA', countryCode: 'us' },
  { id: 'sr:category:12', sportId: '1', name: 'Mexico', countryCode: 'mx' },
  { id: 'sr:category:13', sportId: '1', name: 'Brazil', countryCode: 'br' },
  { id: 'sr:category:48', sportId: '1', name: 'Argentina', countryCode: 'ar' },
  { id: 'sr:category:52', sportId: '1', name: 'Japan', countryCode: 'jp' },
  { id: 'sr:category:291', sportId: '1', name: 'South Korea', countryCode: 'kr' },
  { id: 'sr:category:34', sportId: '1', name: 'Australia', countryCode: 'au' },
  { id: 'sr:category:99', sportId: '1', name: 'China', countryCode: 'cn' },
  { id: 'sr:category:1090', sportId: '1', name: 'India', countryCode: 'in' },
  { id: 'sr:category:144', sportId: '2', name: 'China', countryCode: 'cn' },
  { id: 'sr:category:149', sportId: '2', name: 'South Korea', countryCode: 'kr' },
  { id: 'sr:category:150', sportId: '2', name: 'Japan', countryCode: 'jp' },
  { id: 'sr:category:142', sportId: '2', name: 'Australia', countryCode: 'au' },
  { id: 'sr:category:88', sportId: '20', name: 'International', countryCode: null },
  { id: 'sr:category:104', sportId: '22', name: 'International', countryCode: null },
  { id: 'sr:category:178', sportId: '3', name: 'USA', countryCode: 'us' },
  { id: 'sr:category:372', sportId: '3', name: 'South Korea', countryCode: 'kr' },
  { id: 'sr:category:373', sportId: '3', name: 'Japan', countryCode: 'jp' },
  { id: 'sr:category:125', sportId: '12', name: 'England', countryCode: 'gb-eng' },
  { id: 'sr:category:126', sportId: '12', name: 'France', countryCode: 'fr' },
  { id: 'sr:category:129', sportId: '12', name: 'International', countryCode: null },
];

/** Every tournament: the first 19, then those added for breadth and round-the-clock play (issue 32). */
export const TOURNAMENTS: TournamentDef[] = [...CORE_TOURNAMENTS, ...WORLD_FOOTBALL, ...MORE_TOURNAMENTS];

const TOURNAMENT_BY_ID = new Map(TOURNAMENTS.map((t) => [t.id, t]));

export function tournamentById(id: string): TournamentDef | undefined {
  return TOURNAMENT_BY_ID.get(id);
}

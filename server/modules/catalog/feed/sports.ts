// The catalogue: sports, categories (countries) and tournaments with their teams and schedule.
// Ids mimic Sportradar URNs and never change, because fixture ids and stored rows derive from them.
import type { CategoryDef, SportDef, TournamentDef } from './types.ts';
import { BUNDESLIGA, LALIGA, LIGUE_1, PREMIER_LEAGUE, SERIE_A } from './clubs-football-big5.ts';
import { ETHIOPIAN_PREMIER_LEAGUE, EREDIVISIE, LIGA_PORTUGAL } from './clubs-football-more.ts';
import { CHAMPIONS_LEAGUE, EUROPA_LEAGUE } from './clubs-football-europe.ts';
import { EUROLEAGUE, HANDBALL_BUNDESLIGA, NBA, NFL, NHL, PLUSLIGA, SUPERLEGA } from './clubs-other.ts';
import { ATP_PLAYERS, WTA_PLAYERS } from './clubs-tennis.ts';
import * as P from './patterns.ts';

export const SPORT_IDS = {
  soccer: '1',
  basketball: '2',
  iceHockey: '4',
  tennis: '5',
  handball: '6',
  americanFootball: '16',
  volleyball: '23',
} as const;

export const SPORTS: SportDef[] = [
  { id: '1', name: 'Soccer', hasDraw: true, iconKey: 'soccer' },
  { id: '2', name: 'Basketball', hasDraw: false, iconKey: 'basketball' },
  { id: '5', name: 'Tennis', hasDraw: false, iconKey: 'tennis' },
  { id: '4', name: 'Ice Hockey', hasDraw: true, iconKey: 'ice-hockey' },
  { id: '23', name: 'Volleyball', hasDraw: false, iconKey: 'volleyball' },
  { id: '6', name: 'Handball', hasDraw: true, iconKey: 'handball' },
  { id: '16', name: 'American Football', hasDraw: false, iconKey: 'american-football' },
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
];

type TournamentSpec = Omit<TournamentDef, 'sportId'>;

function inSport(sportId: string, list: TournamentSpec[]): TournamentDef[] {
  return list.map((t) => ({ ...t, sportId }));
}

export const TOURNAMENTS: TournamentDef[] = [
  ...inSport('1', [
    {
      id: 'sr:tournament:17',
      categoryId: 'sr:category:1',
      name: 'Premier League',
      teams: PREMIER_LEAGUE,
      schedule: P.EPL_PATTERN,
      idSlot: 0,
      scoringAvg: 2.8,
    },
    { id: 'sr:tournament:8', categoryId: 'sr:category:32', name: 'LaLiga', teams: LALIGA, schedule: P.LALIGA_PATTERN, idSlot: 1, scoringAvg: 2.6 },
    {
      id: 'sr:tournament:35',
      categoryId: 'sr:category:30',
      name: 'Bundesliga',
      teams: BUNDESLIGA,
      schedule: P.BUNDESLIGA_PATTERN,
      idSlot: 2,
      scoringAvg: 3.1,
    },
    {
      id: 'sr:tournament:23',
      categoryId: 'sr:category:31',
      name: 'Serie A',
      teams: SERIE_A,
      schedule: P.SERIE_A_PATTERN,
      idSlot: 3,
      scoringAvg: 2.6,
    },
    { id: 'sr:tournament:34', categoryId: 'sr:category:7', name: 'Ligue 1', teams: LIGUE_1, schedule: P.LIGUE_1_PATTERN, idSlot: 4, scoringAvg: 2.8 },
    {
      id: 'sr:tournament:7',
      categoryId: 'sr:category:393',
      name: 'UEFA Champions League',
      teams: CHAMPIONS_LEAGUE,
      schedule: P.CHAMPIONS_LEAGUE_PATTERN,
      idSlot: 5,
      scoringAvg: 3.0,
    },
    {
      id: 'sr:tournament:679',
      categoryId: 'sr:category:393',
      name: 'UEFA Europa League',
      teams: EUROPA_LEAGUE,
      schedule: P.EUROPA_LEAGUE_PATTERN,
      idSlot: 6,
      scoringAvg: 2.8,
    },
    {
      id: 'sr:tournament:1880',
      categoryId: 'sr:category:1502',
      name: 'Premier League',
      teams: ETHIOPIAN_PREMIER_LEAGUE,
      schedule: P.ETHIOPIA_PATTERN,
      idSlot: 7,
      scoringAvg: 2.2,
    },
    {
      id: 'sr:tournament:37',
      categoryId: 'sr:category:35',
      name: 'Eredivisie',
      teams: EREDIVISIE,
      schedule: P.EREDIVISIE_PATTERN,
      idSlot: 8,
      scoringAvg: 3.1,
    },
    {
      id: 'sr:tournament:238',
      categoryId: 'sr:category:44',
      name: 'Liga Portugal',
      teams: LIGA_PORTUGAL,
      schedule: P.LIGA_PORTUGAL_PATTERN,
      idSlot: 9,
      scoringAvg: 2.5,
    },
  ]),
  ...inSport('2', [
    { id: 'sr:tournament:132', categoryId: 'sr:category:15', name: 'NBA', teams: NBA, schedule: P.NBA_PATTERN, idSlot: 10, scoringAvg: 226 },
    {
      id: 'sr:tournament:138',
      categoryId: 'sr:category:138',
      name: 'EuroLeague',
      teams: EUROLEAGUE,
      schedule: P.EUROLEAGUE_PATTERN,
      idSlot: 11,
      scoringAvg: 162,
    },
  ]),
  ...inSport('5', [
    {
      id: 'sr:tournament:2555',
      categoryId: 'sr:category:3',
      name: 'ATP Tour',
      teams: ATP_PLAYERS,
      schedule: P.ATP_PATTERN,
      idSlot: 12,
      scoringAvg: 22,
    },
    {
      id: 'sr:tournament:2557',
      categoryId: 'sr:category:6',
      name: 'WTA Tour',
      teams: WTA_PLAYERS,
      schedule: P.WTA_PATTERN,
      idSlot: 13,
      scoringAvg: 21,
    },
  ]),
  ...inSport('4', [
    { id: 'sr:tournament:234', categoryId: 'sr:category:37', name: 'NHL', teams: NHL, schedule: P.NHL_PATTERN, idSlot: 14, scoringAvg: 6.1 },
  ]),
  ...inSport('23', [
    {
      id: 'sr:tournament:1181',
      categoryId: 'sr:category:136',
      name: 'SuperLega',
      teams: SUPERLEGA,
      schedule: P.SUPERLEGA_PATTERN,
      idSlot: 15,
      scoringAvg: 3.9,
    },
    {
      id: 'sr:tournament:1173',
      categoryId: 'sr:category:135',
      name: 'PlusLiga',
      teams: PLUSLIGA,
      schedule: P.PLUSLIGA_PATTERN,
      idSlot: 16,
      scoringAvg: 3.9,
    },
  ]),
  ...inSport('6', [
    {
      id: 'sr:tournament:149',
      categoryId: 'sr:category:24',
      name: 'Handball-Bundesliga',
      teams: HANDBALL_BUNDESLIGA,
      schedule: P.HBL_PATTERN,
      idSlot: 17,
      scoringAvg: 58,
    },
  ]),
  ...inSport('16', [
    { id: 'sr:tournament:31', categoryId: 'sr:category:43', name: 'NFL', teams: NFL, schedule: P.NFL_PATTERN, idSlot: 18, scoringAvg: 45 },
  ]),
];

const TOURNAMENT_BY_ID = new Map(TOURNAMENTS.map((t) => [t.id, t]));

export function tournamentById(id: string): TournamentDef | undefined {
  return TOURNAMENT_BY_ID.get(id);
}

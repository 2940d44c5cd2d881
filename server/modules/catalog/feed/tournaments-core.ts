// The catalogue's first 19 tournaments (the European top flights and UEFA competitions, Ethiopia, the NBA, EuroLeague,
// ATP and WTA tours, NHL, volleyball, handball and the NFL), unchanged since their ids were first stored.
import type { TournamentDef } from './types.ts';
import { inSport } from './data-util.ts';
import { BUNDESLIGA, LALIGA, LIGUE_1, PREMIER_LEAGUE, SERIE_A } from './clubs-football-big5.ts';
import { ETHIOPIAN_PREMIER_LEAGUE, EREDIVISIE, LIGA_PORTUGAL } from './clubs-football-more.ts';
import { CHAMPIONS_LEAGUE, EUROPA_LEAGUE } from './clubs-football-europe.ts';
import { EUROLEAGUE, HANDBALL_BUNDESLIGA, NBA, NFL, NHL, PLUSLIGA, SUPERLEGA } from './clubs-other.ts';
import { ATP_PLAYERS, WTA_PLAYERS } from './clubs-tennis.ts';
import * as P from './patterns.ts';

export const CORE_TOURNAMENTS: TournamentDef[] = [
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

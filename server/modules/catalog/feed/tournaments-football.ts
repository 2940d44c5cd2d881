// The football tournaments added for breadth and for the hours Europe leaves empty (issue 32): the CAF Champions League
// and four African leagues, the Saudi Pro League, the five European second divisions, four leagues of the Americas and
// five of Asia and Oceania. idSlots 19–31 give 8-digit match ids like the first 19 tournaments; from 32 on, 9 digits.
import type { TournamentDef } from './types.ts';
import { inSport, tournament as t } from './data-util.ts';
import { BETWAY_PREMIERSHIP, CAF_CHAMPIONS_LEAGUE, EGYPTIAN_PREMIER_LEAGUE, KENYA_PREMIER_LEAGUE, NPFL } from './clubs-football-africa.ts';
import { BUNDESLIGA_2, CHAMPIONSHIP, LALIGA_2, LIGUE_2, SERIE_B } from './clubs-football-lower.ts';
import { BRASILEIRAO, LIGA_MX, LIGA_PROFESIONAL, MLS } from './clubs-football-americas.ts';
import { A_LEAGUE, CHINESE_SUPER_LEAGUE, INDIAN_SUPER_LEAGUE, J1_LEAGUE, K_LEAGUE_1, SAUDI_PRO_LEAGUE } from './clubs-football-asia.ts';
import * as F from './patterns-football.ts';

export const WORLD_FOOTBALL: TournamentDef[] = inSport('1', [
  // European second divisions, in their countries' categories.
  t('sr:tournament:18', 'sr:category:1', 'Championship', CHAMPIONSHIP, F.CHAMPIONSHIP_PATTERN, 19, 2.6),
  t('sr:tournament:44', 'sr:category:30', '2. Bundesliga', BUNDESLIGA_2, F.BUNDESLIGA_2_PATTERN, 20, 3.0),
  t('sr:tournament:53', 'sr:category:31', 'Serie B', SERIE_B, F.SERIE_B_PATTERN, 21, 2.4),
  t('sr:tournament:54', 'sr:category:32', 'LaLiga 2', LALIGA_2, F.LALIGA_2_PATTERN, 22, 2.3),
  t('sr:tournament:182', 'sr:category:7', 'Ligue 2', LIGUE_2, F.LIGUE_2_PATTERN, 23, 2.5),
  // Africa.
  t('sr:tournament:1054', 'sr:category:1465', 'CAF Champions League', CAF_CHAMPIONS_LEAGUE, F.CAF_CHAMPIONS_LEAGUE_PATTERN, 24, 2.2),
  t('sr:tournament:1644', 'sr:category:1493', 'FKF Premier League', KENYA_PREMIER_LEAGUE, F.KENYA_PATTERN, 25, 2.1),
  t('sr:tournament:1574', 'sr:category:1471', 'NPFL', NPFL, F.NPFL_PATTERN, 26, 2.2),
  t('sr:tournament:808', 'sr:category:297', 'Egyptian Premier League', EGYPTIAN_PREMIER_LEAGUE, F.EGYPT_PATTERN, 27, 2.2),
  t('sr:tournament:358', 'sr:category:358', 'Betway Premiership', BETWAY_PREMIERSHIP, F.SOUTH_AFRICA_PATTERN, 28, 2.2),
  // The Americas.
  t('sr:tournament:242', 'sr:category:26', 'MLS', MLS, F.MLS_PATTERN, 29, 3.0),
  t('sr:tournament:325', 'sr:category:13', 'Brasileirão Serie A', BRASILEIRAO, F.BRASILEIRAO_PATTERN, 30, 2.4),
  t('sr:tournament:155', 'sr:category:48', 'Liga Profesional', LIGA_PROFESIONAL, F.LIGA_PROFESIONAL_PATTERN, 31, 2.1),
  t('sr:tournament:352', 'sr:category:12', 'Liga MX', LIGA_MX, F.LIGA_MX_PATTERN, 32, 2.8),
  // Asia and Oceania, and the Saudi Pro League.
  t('sr:tournament:196', 'sr:category:52', 'J1 League', J1_LEAGUE, F.J1_PATTERN, 33, 2.6),
  t('sr:tournament:410', 'sr:category:291', 'K League 1', K_LEAGUE_1, F.K_LEAGUE_PATTERN, 34, 2.6),
  t('sr:tournament:136', 'sr:category:34', 'A-League Men', A_LEAGUE, F.A_LEAGUE_PATTERN, 35, 3.1),
  t('sr:tournament:649', 'sr:category:99', 'Chinese Super League', CHINESE_SUPER_LEAGUE, F.CSL_PATTERN, 36, 2.9),
  t('sr:tournament:1900', 'sr:category:1090', 'Indian Super League', INDIAN_SUPER_LEAGUE, F.ISL_PATTERN, 37, 2.8),
  t('sr:tournament:955', 'sr:category:310', 'Saudi Pro League', SAUDI_PRO_LEAGUE, F.SAUDI_PATTERN, 38, 3.0),
]);

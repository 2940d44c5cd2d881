// The tournaments of the other sports added in issue 32: five basketball leagues, six daily tennis draws (Challenger
// and WTA 125 in three time zones), table tennis, darts, baseball and rugby union. All use 9-digit match ids (idSlot ≥ 32).
import type { TournamentDef } from './types.ts';
import { inSport, tournament as t } from './data-util.ts';
import { B_LEAGUE, CBA, KBL, NBL, NCAA } from './clubs-basketball.ts';
import { CHALLENGER_AMERICAS_PLAYERS, CHALLENGER_ASIA_PLAYERS, CHALLENGER_EUROPE_PLAYERS } from './clubs-tennis-challenger.ts';
import { WTA125_AMERICAS_PLAYERS, WTA125_ASIA_PLAYERS, WTA125_EUROPE_PLAYERS } from './clubs-tennis-wta125.ts';
import { KBO, MLB, NPB, PREMIERSHIP_RUGBY, SUPER_RUGBY, TOP_14 } from './clubs-baseball-rugby.ts';
import { PDC_PLAYERS, WTT_MEN, WTT_WOMEN } from './clubs-table-tennis-darts.ts';
import * as R from './patterns-round-the-clock.ts';

export const MORE_TOURNAMENTS: TournamentDef[] = [
  ...inSport('2', [
    t('sr:tournament:648', 'sr:category:15', 'NCAA', NCAA, R.NCAA_PATTERN, 39, 145),
    t('sr:tournament:1566', 'sr:category:144', 'CBA', CBA, R.CBA_PATTERN, 40, 200),
    t('sr:tournament:1559', 'sr:category:149', 'KBL', KBL, R.KBL_PATTERN, 41, 160),
    t('sr:tournament:1531', 'sr:category:150', 'B.League', B_LEAGUE, R.B_LEAGUE_PATTERN, 42, 158),
    t('sr:tournament:1524', 'sr:category:142', 'NBL', NBL, R.NBL_PATTERN, 43, 176),
  ]),
  ...inSport('5', [
    t('sr:tournament:2561', 'sr:category:3', 'Challenger Asia', CHALLENGER_ASIA_PLAYERS, R.CHALLENGER_ASIA_PATTERN, 44, 22),
    t('sr:tournament:2563', 'sr:category:3', 'Challenger Europe', CHALLENGER_EUROPE_PLAYERS, R.CHALLENGER_EUROPE_PATTERN, 45, 22),
    t('sr:tournament:2565', 'sr:category:3', 'Challenger Americas', CHALLENGER_AMERICAS_PLAYERS, R.CHALLENGER_AMERICAS_PATTERN, 46, 22),
    t('sr:tournament:2567', 'sr:category:6', 'WTA 125 Asia', WTA125_ASIA_PLAYERS, R.WTA125_ASIA_PATTERN, 47, 21),
    t('sr:tournament:2569', 'sr:category:6', 'WTA 125 Europe', WTA125_EUROPE_PLAYERS, R.WTA125_EUROPE_PATTERN, 48, 21),
    t('sr:tournament:2571', 'sr:category:6', 'WTA 125 Americas', WTA125_AMERICAS_PLAYERS, R.WTA125_AMERICAS_PATTERN, 49, 21),
  ]),
  ...inSport('20', [
    t('sr:tournament:20101', 'sr:category:88', 'WTT Contender Men', WTT_MEN, R.WTT_MEN_PATTERN, 50, 3.8),
    t('sr:tournament:20103', 'sr:category:88', 'WTT Contender Women', WTT_WOMEN, R.WTT_WOMEN_PATTERN, 51, 3.8),
  ]),
  ...inSport('22', [t('sr:tournament:617', 'sr:category:104', 'PDC World Championship', PDC_PLAYERS, R.PDC_PATTERN, 52, 4.0)]),
  ...inSport('3', [
    t('sr:tournament:109', 'sr:category:178', 'MLB', MLB, R.MLB_PATTERN, 53, 8.8),
    t('sr:tournament:1246', 'sr:category:372', 'KBO League', KBO, R.KBO_PATTERN, 54, 10.4),
    t('sr:tournament:1245', 'sr:category:373', 'NPB', NPB, R.NPB_PATTERN, 55, 6.8),
  ]),
  ...inSport('12', [
    t('sr:tournament:421', 'sr:category:125', 'Premiership Rugby', PREMIERSHIP_RUGBY, R.PREMIERSHIP_RUGBY_PATTERN, 56, 55),
    t('sr:tournament:420', 'sr:category:126', 'Top 14', TOP_14, R.TOP_14_PATTERN, 57, 47),
    t('sr:tournament:423', 'sr:category:129', 'Super Rugby Pacific', SUPER_RUGBY, R.SUPER_RUGBY_PATTERN, 58, 55),
  ]),
];

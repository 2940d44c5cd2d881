// Kickoff templates of the football leagues added for breadth and for the hours Europe does not cover: Africa by
// day, the European second divisions at the weekend, the Americas in the night UTC (Friday to Monday and midweek),
// Asia and Oceania in the morning UTC. Times are UTC, northern winter (e.g. Brazil 16:00 local = 19:00 UTC).
import { weekly } from './patterns.ts';

// Africa. East Africa is UTC+3, Nigeria +1, Egypt +2, South Africa +2, Saudi Arabia +3.
export const CAF_CHAMPIONS_LEAGUE_PATTERN = weekly('Fri 16:00 19:00; Sat 13:00x2 16:00x2; Sun 13:00 16:00');
export const KENYA_PATTERN = weekly('Wed 12:00; Sat 10:00x2 12:00x2; Sun 10:00x2 12:00x2');
export const NPFL_PATTERN = weekly('Wed 15:00x2; Sat 15:00x2; Sun 15:00x6');
export const EGYPT_PATTERN = weekly('Mon 15:00 18:00; Thu 15:00 18:00; Fri 15:00 18:00; Sat 12:00 15:00 18:00');
export const SOUTH_AFRICA_PATTERN = weekly('Tue 17:30x2; Wed 17:30x2; Sat 13:30 15:30; Sun 13:30 15:30');
export const SAUDI_PATTERN = weekly('Thu 14:35 17:00; Fri 14:35x2 17:00 18:00; Sat 14:35 17:00 18:00');

// European second divisions: one round a week, Friday to Monday.
export const CHAMPIONSHIP_PATTERN = weekly('Fri 20:00; Sat 12:30 15:00x9 17:30');
export const BUNDESLIGA_2_PATTERN = weekly('Fri 17:30x2; Sat 12:00x3 19:30; Sun 12:30x3');
export const SERIE_B_PATTERN = weekly('Fri 19:30; Sat 14:00x4 16:15 19:30; Sun 14:00x2 16:15');
export const LALIGA_2_PATTERN = weekly('Fri 19:30; Sat 13:00 15:15 17:30 20:00; Sun 11:00 13:00 15:15 17:30 20:00; nMon 19:30');
export const LIGUE_2_PATTERN = weekly('Fri 19:00x5; Sat 14:00 18:00x2; nMon 19:45');

// The Americas: a Saturday evening in the US is Sunday 00:30 UTC; Brazil and Argentina are UTC−3, Mexico UTC−6.
export const MLS_PATTERN = weekly('Thu 00:30; Sat 22:00; Sun 00:30x7 01:30x2 02:30 03:30x2; nMon 00:00');
export const LIGA_MX_PATTERN = weekly('Sat 01:00 03:00 23:00; Sun 01:00x2 03:05 18:00 23:00; nMon 01:00');
export const BRASILEIRAO_PATTERN = weekly('Wed 22:00x2; Thu 00:30x2 22:00x2; Fri 00:30x4', 'Sat 19:00 21:30x3; Sun 00:00 14:00 19:00x2 21:30 23:30');
export const LIGA_PROFESIONAL_PATTERN = weekly(
  'Fri 22:00x2; Sat 00:15 18:00 20:15 22:30; Sun 00:45 18:00x2 20:15 22:30; nMon 00:45 22:00x2; nTue 00:15',
);

// Asia and Oceania: Japan and Korea UTC+9 (14:00 local = 05:00 UTC), China +8, India +5:30, eastern Australia +11.
export const J1_PATTERN = weekly('Sat 05:00x3 06:00x2 10:00x2; Sun 05:00x2 06:00');
export const K_LEAGUE_PATTERN = weekly('Sat 05:00 07:30 10:00; Sun 05:00 07:30 10:00');
export const A_LEAGUE_PATTERN = weekly('Fri 08:35; Sat 04:00 06:30 08:35; Sun 04:00 06:00');
export const CSL_PATTERN = weekly('Fri 11:35x2; Sat 07:30 11:35x2; Sun 07:30 11:35x2');
export const ISL_PATTERN = weekly('Fri 14:00; Sat 11:30 14:00; Sun 11:30 14:00; nMon 14:00');

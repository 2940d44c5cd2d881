// Kickoff templates of the sports that keep the feed busy around the clock. The six daily tennis orders of play
// (Challenger and WTA 125, one of each per time zone) with the NBA and NCAA nights alone put at least five live-played
// kickoffs (football, basketball, tennis) in every hour of every day; tests/server/feed/coverage.test.ts holds it.
import { every, weekly } from './patterns.ts';

// Tennis, daily: Asia-Pacific 02:00–09:30 UTC, Europe 10:00–17:30, the Americas 16:00–01:00 (x3 = three courts).
export const CHALLENGER_ASIA_PATTERN = every(1, 'D0 02:00x3 03:00x3 04:00x3 05:00x3 06:00x3 07:00x3 08:00x3 09:00x3');
export const WTA125_ASIA_PATTERN = every(1, 'D0 02:30x2 03:30x2 04:30x2 05:30x2 06:30x2 07:30x2 08:30x2 09:30x2');
export const CHALLENGER_EUROPE_PATTERN = every(1, 'D0 10:30x2 11:30x2 12:30x2 13:30x2 14:30x2 15:30x2 16:30x2 17:30x2');
export const WTA125_EUROPE_PATTERN = every(1, 'D0 10:00x2 11:00x2 12:00x2 13:00x2 14:00x2 15:00x2 16:00x2 17:00x2');
export const CHALLENGER_AMERICAS_PATTERN = every(1, 'D0 16:00x2 17:00x2 18:00x2 19:00x2 20:00x3 21:00x3 22:00x3 23:00x3; D1 00:00x2 01:00x2');
export const WTA125_AMERICAS_PATTERN = every(1, 'D0 17:30x2 18:30x2 19:30x2 20:30x2 21:30x2 22:30x2 23:30x2; D1 00:30x2');

// Basketball. NCAA: eight games a night from 18:30 ET, each team every other night (a round spans two nights).
export const NCAA_PATTERN = every(2, 'D0 23:30; D1 00:00x2 00:30 01:00x2 02:00 03:00 23:30; D2 00:00x2 00:30 01:00x2 02:00 03:00');
// CBA 15:35 and 19:35 Beijing time; KBL 19:00 Seoul on weekdays, 14:00 and 16:00 at the weekend; B.League Saturday
// and Sunday 14:05 and 15:05 Tokyo (the same opponents twice); NBL evenings and weekend afternoons in Australia.
export const CBA_PATTERN = every(2, 'D0 07:35x2 11:35x3; D1 07:35x2 11:35x3');
export const KBL_PATTERN = weekly('Tue 10:00x2; Wed 10:00x2; Thu 10:00', 'Fri 10:00x2; Sat 05:00 07:00x2', 'Sun 05:00 07:00x2; nMon 10:00x2');
export const B_LEAGUE_PATTERN = weekly('Sat 05:05x6 06:05x6', 'Sun 05:05x6 06:05x6');
export const NBL_PATTERN = weekly('Thu 08:30; Fri 08:30; Sat 04:00 06:30 08:30', 'Sun 04:00 06:00 08:00; nWed 08:30x2');

// Baseball: MLB daily 13:05 to 22:15 ET (US summer time, UTC−4); KBO 18:30 Seoul, 17:00 at the weekend; NPB 18:00
// Tokyo, 14:00 at the weekend; Mondays off in Asia.
export const MLB_PATTERN = every(1, 'D0 17:05 18:10 23:05x3 23:10x2 23:40; D1 00:05x2 00:10 01:40 02:10x2 02:15');
export const KBO_PATTERN = weekly('Tue 09:30x5', 'Wed 09:30x5', 'Thu 09:30x5', 'Fri 09:30x5', 'Sat 08:00x5', 'Sun 08:00x5');
export const NPB_PATTERN = weekly('Tue 09:00x6', 'Wed 09:00x6', 'Thu 09:00x6', 'Fri 09:00x6', 'Sat 05:00x3 09:00x3', 'Sun 05:00x6');

// Rugby union: Premiership and Top 14 at the European weekend, Super Rugby Pacific in New Zealand's evening.
export const PREMIERSHIP_RUGBY_PATTERN = weekly('Fri 19:45; Sat 13:00 15:05 17:30; Sun 15:00');
export const TOP_14_PATTERN = weekly('Sat 13:30 15:35x4 20:05; Sun 20:05');
export const SUPER_RUGBY_PATTERN = weekly('Fri 06:05 08:35; Sat 01:35 04:00 06:05');

// Table tennis (WTT Contender, daily sessions in Asia's afternoon) and darts (afternoon and evening sessions in London).
export const WTT_MEN_PATTERN = every(1, 'D0 08:00x2 09:00x2 10:00x2 11:00x2');
export const WTT_WOMEN_PATTERN = every(1, 'D0 08:30x2 09:30x2 10:30x2 11:30x2');
export const PDC_PATTERN = every(1, 'D0 12:30 13:30 14:30 19:00 20:00 21:00 22:00');

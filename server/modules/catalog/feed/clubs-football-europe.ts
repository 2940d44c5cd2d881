// League-phase line-ups of the 2025/26 UEFA Champions League and Europa League (36 clubs each).
// Clubs are looked up in the domestic tables so a club has one rating wherever it plays.
import { indexTeams, pickTeams } from './data-util.ts';
import { BUNDESLIGA, LALIGA, LIGUE_1, PREMIER_LEAGUE, SERIE_A } from './clubs-football-big5.ts';
import { EREDIVISIE, LIGA_PORTUGAL, OTHER_EUROPEAN_CLUBS } from './clubs-football-more.ts';

const ALL_CLUBS = indexTeams(
  PREMIER_LEAGUE, LALIGA, BUNDESLIGA, SERIE_A, LIGUE_1, EREDIVISIE, LIGA_PORTUGAL, OTHER_EUROPEAN_CLUBS,
);

export const CHAMPIONS_LEAGUE = pickTeams(ALL_CLUBS, [
  'Ajax', 'Arsenal', 'Atalanta', 'Athletic Club', 'Atlético Madrid', 'Barcelona',
  'Bayer Leverkusen', 'Bayern Munich', 'Benfica', 'Bodø/Glimt', 'Borussia Dortmund', 'Chelsea',
  'Club Brugge', 'Copenhagen', 'Eintracht Frankfurt', 'Galatasaray', 'Inter', 'Juventus',
  'Kairat Almaty', 'Liverpool', 'Manchester City', 'Marseille', 'Monaco', 'Napoli',
  'Newcastle United', 'Olympiacos', 'Pafos', 'Paris Saint-Germain', 'PSV', 'Qarabağ',
  'Real Madrid', 'Slavia Prague', 'Sporting CP', 'Tottenham Hotspur', 'Union Saint-Gilloise',
  'Villarreal',
]);

export const EUROPA_LEAGUE = pickTeams(ALL_CLUBS, [
  'Aston Villa', 'Basel', 'Bologna', 'Braga', 'Brann', 'Celta Vigo', 'Celtic', 'Dinamo Zagreb',
  'FCSB', 'Fenerbahçe', 'Ferencváros', 'Feyenoord', 'Genk', 'Go Ahead Eagles', 'Lille',
  'Ludogorets Razgrad', 'Lyon', 'Maccabi Tel Aviv', 'Malmö FF', 'Midtjylland', 'Nice',
  'Nottingham Forest', 'Panathinaikos', 'PAOK', 'Porto', 'Rangers', 'Real Betis',
  'Red Bull Salzburg', 'Red Star Belgrade', 'Roma', 'SC Freiburg', 'Sturm Graz', 'FC Utrecht',
  'VfB Stuttgart', 'Viktoria Plzeň', 'Young Boys',
]);

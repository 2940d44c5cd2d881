// Club tables of the five biggest European leagues, 2025/26 line-ups (promoted clubs included).
// Strengths are Elo-like ratings in the spirit of club Elo tables: only their differences are used.
import { toTeams } from './data-util.ts';

export const PREMIER_LEAGUE = toTeams([
  ['Arsenal', 2040], ['Liverpool', 2000], ['Manchester City', 1990], ['Chelsea', 1935],
  ['Newcastle United', 1880], ['Aston Villa', 1865], ['Crystal Palace', 1845],
  ['Tottenham Hotspur', 1830], ['Manchester United', 1825], ['Brighton & Hove Albion', 1820],
  ['Bournemouth', 1810], ['Nottingham Forest', 1800], ['Brentford', 1800], ['Fulham', 1790],
  ['Everton', 1780], ['West Ham United', 1760], ['Sunderland', 1750], ['Leeds United', 1745],
  ['Wolverhampton Wanderers', 1735], ['Burnley', 1710],
]);

export const LALIGA = toTeams([
  ['Barcelona', 2010], ['Real Madrid', 2005], ['Atlético Madrid', 1915], ['Villarreal', 1845],
  ['Athletic Club', 1830], ['Real Betis', 1805], ['Real Sociedad', 1780], ['Celta Vigo', 1770],
  ['Osasuna', 1760], ['Rayo Vallecano', 1755], ['Sevilla', 1750], ['Espanyol', 1750],
  ['Getafe', 1740], ['Valencia', 1740], ['Girona', 1730], ['Mallorca', 1730], ['Alavés', 1730],
  ['Elche', 1710], ['Levante', 1700], ['Real Oviedo', 1675],
]);

export const BUNDESLIGA = toTeams([
  ['Bayern Munich', 2035], ['Borussia Dortmund', 1880], ['Bayer Leverkusen', 1870],
  ['RB Leipzig', 1845], ['Eintracht Frankfurt', 1820], ['VfB Stuttgart', 1820],
  ['SC Freiburg', 1785], ['TSG Hoffenheim', 1780], ['Mainz 05', 1755], ['Werder Bremen', 1740],
  ['Borussia Mönchengladbach', 1740], ['VfL Wolfsburg', 1740], ['Union Berlin', 1730],
  ['FC Augsburg', 1720], ['1. FC Köln', 1710], ['Hamburger SV', 1700], ['St. Pauli', 1700],
  ['1. FC Heidenheim', 1670],
]);

export const SERIE_A = toTeams([
  ['Inter', 1965], ['Napoli', 1925], ['AC Milan', 1895], ['Juventus', 1880], ['Atalanta', 1870],
  ['Roma', 1860], ['Como', 1835], ['Bologna', 1830], ['Lazio', 1810], ['Fiorentina', 1760],
  ['Torino', 1750], ['Udinese', 1740], ['Genoa', 1730], ['Sassuolo', 1725], ['Cagliari', 1720],
  ['Parma', 1710], ['Hellas Verona', 1690], ['Cremonese', 1690], ['Lecce', 1680], ['Pisa', 1670],
]);

export const LIGUE_1 = toTeams([
  ['Paris Saint-Germain', 2010], ['Marseille', 1850], ['Monaco', 1825], ['Lille', 1820],
  ['Lyon', 1805], ['Lens', 1790], ['Strasbourg', 1790], ['Nice', 1770], ['Rennes', 1760],
  ['Toulouse', 1740], ['Brest', 1720], ['Auxerre', 1690], ['Nantes', 1690], ['Paris FC', 1680],
  ['Angers', 1670], ['Le Havre', 1670], ['Lorient', 1670], ['Metz', 1640],
]);

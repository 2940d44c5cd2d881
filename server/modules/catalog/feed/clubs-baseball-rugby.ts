// Team tables of baseball (MLB, KBO, NPB: 2025 line-ups) and rugby union (Premiership Rugby, Top 14, Super Rugby
// Pacific: 2025/26). Baseball ratings are worth 125 points a run, rugby's 13 points a point of margin (model.ts).
import { toTeams } from './data-util.ts';

export const MLB = toTeams([
  ['Los Angeles Dodgers', 1590],
  ['Milwaukee Brewers', 1580],
  ['Philadelphia Phillies', 1575],
  ['Toronto Blue Jays', 1575],
  ['Seattle Mariners', 1570],
  ['Chicago Cubs', 1565],
  ['New York Yankees', 1565],
  ['San Diego Padres', 1555],
  ['Detroit Tigers', 1550],
  ['Boston Red Sox', 1550],
  ['New York Mets', 1540],
  ['Cleveland Guardians', 1535],
  ['Houston Astros', 1535],
  ['Cincinnati Reds', 1530],
  ['Kansas City Royals', 1525],
  ['Texas Rangers', 1525],
  ['San Francisco Giants', 1520],
  ['Arizona Diamondbacks', 1520],
  ['Tampa Bay Rays', 1515],
  ['St. Louis Cardinals', 1510],
  ['Miami Marlins', 1505],
  ['Atlanta Braves', 1505],
  ['Baltimore Orioles', 1495],
  ['Athletics', 1490],
  ['Los Angeles Angels', 1485],
  ['Minnesota Twins', 1480],
  ['Pittsburgh Pirates', 1475],
  ['Washington Nationals', 1460],
  ['Chicago White Sox', 1450],
  ['Colorado Rockies', 1400],
]);

export const KBO = toTeams([
  ['LG Twins', 1570],
  ['Hanwha Eagles', 1560],
  ['SSG Landers', 1535],
  ['Samsung Lions', 1525],
  ['NC Dinos', 1515],
  ['KT Wiz', 1510],
  ['Lotte Giants', 1500],
  ['KIA Tigers', 1495],
  ['Doosan Bears', 1480],
  ['Kiwoom Heroes', 1440],
]);

export const NPB = toTeams([
  ['Fukuoka SoftBank Hawks', 1575],
  ['Hanshin Tigers', 1570],
  ['Hokkaido Nippon-Ham Fighters', 1560],
  ['Yokohama DeNA BayStars', 1530],
  ['Orix Buffaloes', 1525],
  ['Yomiuri Giants', 1520],
  ['Tohoku Rakuten Golden Eagles', 1505],
  ['Saitama Seibu Lions', 1500],
  ['Hiroshima Toyo Carp', 1495],
  ['Chunichi Dragons', 1490],
  ['Chiba Lotte Marines', 1470],
  ['Tokyo Yakult Swallows', 1465],
]);

export const PREMIERSHIP_RUGBY = toTeams([
  ['Bath', 1640],
  ['Northampton Saints', 1600],
  ['Leicester Tigers', 1595],
  ['Bristol Bears', 1590],
  ['Saracens', 1580],
  ['Sale Sharks', 1570],
  ['Gloucester', 1560],
  ['Harlequins', 1555],
  ['Exeter Chiefs', 1550],
  ['Newcastle Red Bulls', 1480],
]);

export const TOP_14 = toTeams([
  ['Stade Toulousain', 1660],
  ['Union Bordeaux-Bègles', 1640],
  ['RC Toulon', 1610],
  ['Stade Rochelais', 1595],
  ['Racing 92', 1585],
  ['Castres Olympique', 1570],
  ['ASM Clermont Auvergne', 1570],
  ['Section Paloise', 1565],
  ['Aviron Bayonnais', 1565],
  ['Stade Français Paris', 1560],
  ['Montpellier Hérault', 1555],
  ['Lyon OU', 1550],
  ['USA Perpignan', 1530],
  ['US Montauban', 1480],
]);

export const SUPER_RUGBY = toTeams([
  ['Crusaders', 1640],
  ['Chiefs', 1630],
  ['Blues', 1610],
  ['Hurricanes', 1600],
  ['Brumbies', 1595],
  ['Reds', 1580],
  ['Waratahs', 1555],
  ['Highlanders', 1550],
  ['Western Force', 1540],
  ['Fijian Drua', 1535],
  ['Moana Pasifika', 1520],
]);

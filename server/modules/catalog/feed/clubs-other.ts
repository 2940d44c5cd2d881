// Team tables of the non-football team sports (2025/26 line-ups). Ratings use each sport's own
// Elo-like scale; the pricing of a sport converts rating differences with its own constants.
import { toTeams } from './data-util.ts';

export const NBA = toTeams([
  ['Oklahoma City Thunder', 1760], ['Cleveland Cavaliers', 1680], ['Denver Nuggets', 1660],
  ['New York Knicks', 1640], ['Detroit Pistons', 1640], ['Houston Rockets', 1625],
  ['Los Angeles Lakers', 1605], ['San Antonio Spurs', 1600], ['Boston Celtics', 1600],
  ['Minnesota Timberwolves', 1600], ['Orlando Magic', 1575], ['Golden State Warriors', 1570],
  ['Toronto Raptors', 1540], ['Atlanta Hawks', 1535], ['Miami Heat', 1530],
  ['Milwaukee Bucks', 1530], ['LA Clippers', 1525], ['Philadelphia 76ers', 1515],
  ['Phoenix Suns', 1505], ['Chicago Bulls', 1500], ['Memphis Grizzlies', 1495],
  ['Dallas Mavericks', 1485], ['Indiana Pacers', 1480], ['Portland Trail Blazers', 1480],
  ['Charlotte Hornets', 1455], ['Sacramento Kings', 1440], ['Utah Jazz', 1410],
  ['New Orleans Pelicans', 1400], ['Brooklyn Nets', 1390], ['Washington Wizards', 1370],
]);

export const EUROLEAGUE = toTeams([
  ['Real Madrid', 1690], ['Fenerbahçe Beko', 1685], ['Olympiacos', 1680], ['Panathinaikos', 1670],
  ['AS Monaco', 1650], ['FC Barcelona', 1640], ['Hapoel Tel Aviv', 1630], ['Žalgiris Kaunas', 1620],
  ['Valencia Basket', 1615], ['Crvena Zvezda', 1610], ['Anadolu Efes', 1605], ['Dubai Basketball', 1590],
  ['Olimpia Milano', 1590], ['Bayern Munich', 1580], ['Partizan', 1575], ['Paris Basketball', 1570],
  ['Maccabi Tel Aviv', 1560], ['Baskonia', 1555], ['Virtus Bologna', 1550], ['ASVEL', 1520],
]);

export const NHL = toTeams([
  ['Florida Panthers', 1620], ['Colorado Avalanche', 1620], ['Carolina Hurricanes', 1610],
  ['Vegas Golden Knights', 1600], ['Dallas Stars', 1600], ['Edmonton Oilers', 1600],
  ['Winnipeg Jets', 1590], ['Tampa Bay Lightning', 1590], ['Washington Capitals', 1585],
  ['Toronto Maple Leafs', 1580], ['Los Angeles Kings', 1570], ['Minnesota Wild', 1565],
  ['New Jersey Devils', 1560], ['Montreal Canadiens', 1550], ['Ottawa Senators', 1545],
  ['Detroit Red Wings', 1540], ['Utah Mammoth', 1540], ['St. Louis Blues', 1530],
  ['Anaheim Ducks', 1525], ['Boston Bruins', 1520], ['New York Islanders', 1520],
  ['New York Rangers', 1515], ['Columbus Blue Jackets', 1515], ['Pittsburgh Penguins', 1510],
  ['Vancouver Canucks', 1505], ['Buffalo Sabres', 1505], ['Philadelphia Flyers', 1500],
  ['Calgary Flames', 1500], ['Seattle Kraken', 1490], ['Nashville Predators', 1480],
  ['Chicago Blackhawks', 1460], ['San Jose Sharks', 1450],
]);

export const NFL = toTeams([
  ['Philadelphia Eagles', 1690], ['Kansas City Chiefs', 1670], ['Buffalo Bills', 1665],
  ['Baltimore Ravens', 1650], ['Detroit Lions', 1650], ['Los Angeles Rams', 1640],
  ['Green Bay Packers', 1620], ['Denver Broncos', 1610], ['Los Angeles Chargers', 1600],
  ['Washington Commanders', 1580], ['Minnesota Vikings', 1580], ['Houston Texans', 1575],
  ['Seattle Seahawks', 1575], ['Tampa Bay Buccaneers', 1570], ['San Francisco 49ers', 1565],
  ['Pittsburgh Steelers', 1555], ['Jacksonville Jaguars', 1540], ['Chicago Bears', 1540],
  ['Indianapolis Colts', 1535], ['Arizona Cardinals', 1530], ['Dallas Cowboys', 1520],
  ['Atlanta Falcons', 1510], ['Cincinnati Bengals', 1505], ['New England Patriots', 1505],
  ['Miami Dolphins', 1490], ['Las Vegas Raiders', 1470], ['New York Giants', 1460],
  ['Carolina Panthers', 1460], ['New York Jets', 1450], ['New Orleans Saints', 1430],
  ['Tennessee Titans', 1420], ['Cleveland Browns', 1420],
]);

export const SUPERLEGA = toTeams([
  ['Sir Susa Perugia', 1700], ['Itas Trentino', 1690], ['Cucine Lube Civitanova', 1650],
  ['Allianz Milano', 1630], ['Rana Verona', 1625], ['Gas Sales Piacenza', 1620],
  ['Valsa Group Modena', 1590], ['Cisterna Volley', 1560], ['Sonepar Padova', 1550],
  ['Vero Volley Monza', 1545], ['MA Acqua San Bernardo Cuneo', 1520], ['Yuasa Battery Grottazzolina', 1510],
]);

export const PLUSLIGA = toTeams([
  ['Bogdanka LUK Lublin', 1700], ['Aluron CMC Warta Zawiercie', 1690], ['PGE Projekt Warszawa', 1680],
  ['Jastrzębski Węgiel', 1665], ['Asseco Resovia Rzeszów', 1640], ['ZAKSA Kędzierzyn-Koźle', 1620],
  ['PGE GiEK Skra Bełchatów', 1600], ['Steam Hemarpol Politechnika Częstochowa', 1590],
  ['Indykpol AZS Olsztyn', 1580], ['Energa Trefl Gdańsk', 1575], ['Ślepsk Malow Suwałki', 1560],
  ['Cuprum Stilon Gorzów', 1550], ['Barkom-Każany Lwów', 1530], ['InPost ChKS Chełm', 1520],
]);

export const HANDBALL_BUNDESLIGA = toTeams([
  ['SC Magdeburg', 1720], ['Füchse Berlin', 1715], ['SG Flensburg-Handewitt', 1700],
  ['THW Kiel', 1690], ['MT Melsungen', 1680], ['Rhein-Neckar Löwen', 1650],
  ['TSV Hannover-Burgdorf', 1640], ['VfL Gummersbach', 1635], ['HSV Hamburg', 1620],
  ['TBV Lemgo Lippe', 1610], ['SC DHfK Leipzig', 1590], ['Frisch Auf! Göppingen', 1585],
  ['ThSV Eisenach', 1580], ['HC Erlangen', 1575], ['TVB Stuttgart', 1560],
  ['HSG Wetzlar', 1555], ['Bergischer HC', 1550], ['GWD Minden', 1540],
]);

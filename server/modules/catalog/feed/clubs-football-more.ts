// Club tables of the Dutch, Portuguese and Ethiopian top flights for 2025/26, plus the European
// clubs that only appear in UEFA competitions. Ethiopian ratings sit at the bottom of the scale.
import { toTeams } from './data-util.ts';

export const EREDIVISIE = toTeams([
  ['PSV', 1840], ['Feyenoord', 1800], ['Ajax', 1775], ['AZ', 1745], ['FC Twente', 1705],
  ['FC Utrecht', 1700], ['NEC', 1680], ['Go Ahead Eagles', 1670], ['Heerenveen', 1640],
  ['FC Groningen', 1630], ['Sparta Rotterdam', 1620], ['PEC Zwolle', 1610],
  ['Fortuna Sittard', 1610], ['Heracles Almelo', 1590], ['NAC Breda', 1590],
  ['FC Volendam', 1575], ['Excelsior', 1570], ['Telstar', 1560],
]);

export const LIGA_PORTUGAL = toTeams([
  ['Sporting CP', 1870], ['Benfica', 1860], ['Porto', 1860], ['Braga', 1780],
  ['Vitória de Guimarães', 1690], ['Famalicão', 1670], ['Gil Vicente', 1660],
  ['Santa Clara', 1650], ['Estoril', 1650], ['Moreirense', 1620], ['Rio Ave', 1620],
  ['Casa Pia', 1620], ['Arouca', 1610], ['Nacional', 1600], ['Estrela da Amadora', 1600],
  ['Alverca', 1590], ['Tondela', 1580], ['AVS', 1560],
]);

export const ETHIOPIAN_PREMIER_LEAGUE = toTeams([
  ['Ethiopia Medhin', 1610], ['Saint George', 1605], ['Fasil Kenema', 1590],
  ['Ethiopian Coffee', 1580], ['Bahir Dar Kenema', 1575], ['Commercial Bank of Ethiopia', 1570],
  ['Sidama Coffee', 1555], ['Hawassa Ketema', 1550], ['Hadiya Hossana', 1545],
  ['Mekelle 70 Enderta', 1540], ['Wolaitta Dicha', 1540], ['Adama Ketema', 1530],
  ['Ethio Electric', 1525], ['Dire Dawa Ketema', 1510], ['Mechal', 1505],
  ['Arba Minch Ketema', 1500], ['Wolkite Ketema', 1490], ['Shashemene Ketema', 1470],
]);

/** Clubs of the 2025/26 UEFA league phases whose domestic league is not in the feed. */
export const OTHER_EUROPEAN_CLUBS = toTeams([
  ['Galatasaray', 1790], ['Fenerbahçe', 1780], ['Club Brugge', 1770], ['Olympiacos', 1760],
  ['Bodø/Glimt', 1750], ['Slavia Prague', 1740], ['Celtic', 1740], ['Union Saint-Gilloise', 1730],
  ['PAOK', 1720], ['Red Bull Salzburg', 1720], ['Red Star Belgrade', 1720], ['Midtjylland', 1710],
  ['Copenhagen', 1700], ['Viktoria Plzeň', 1700], ['Genk', 1690], ['Panathinaikos', 1690],
  ['Rangers', 1690], ['Qarabağ', 1680], ['Basel', 1680], ['Dinamo Zagreb', 1680],
  ['Young Boys', 1680], ['Ferencváros', 1670], ['Ludogorets Razgrad', 1660], ['Sturm Graz', 1660],
  ['Brann', 1650], ['Malmö FF', 1650], ['Pafos', 1640], ['FCSB', 1630],
  ['Maccabi Tel Aviv', 1630], ['Kairat Almaty', 1580],
]);
